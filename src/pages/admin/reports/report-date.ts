import { startOfQuarter } from 'date-fns'

import { type ReportPeriod } from '@/api'
import { type DatePickerValues, weekBounds } from '@/components/date-picker'
import { localMidnight, toIsoDate } from '@/domain/local-dates'
import { periodRange } from '@/domain/reports'

/** The picker mode of each report period. */
export type PeriodPickerValue<P extends ReportPeriod> = DatePickerValues[P]

/** The picker's value for a report date (any day of the period). */
export function pickerValueOf(period: ReportPeriod, date: string) {
  const day = localMidnight(date)
  switch (period) {
    case 'week':
      return weekBounds(day)
    case 'month':
      return { year: day.getFullYear(), month: day.getMonth() }
    case 'quarter':
      return startOfQuarter(day)
    case 'year':
      return day.getFullYear()
  }
}

/** The report date (the period's first day) of a picked value. */
export function dateOfPickerValue(
  period: ReportPeriod,
  value: DatePickerValues['week' | 'month' | 'quarter' | 'year'],
): string {
  if (typeof value === 'number') return `${value}-01-01`
  if (value instanceof Date) return toIsoDate(value)
  if ('from' in value) return toIsoDate(value.from)
  return periodRange(period, toIsoDate(new Date(value.year, value.month, 1))).from
}
