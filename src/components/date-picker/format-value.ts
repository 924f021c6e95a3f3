/**
 * Text for a picked value, as the closed field shows it. Uses `Intl` only, so the field needs
 * neither the calendar library nor the grids.
 */
import { getISOWeek, getQuarter } from 'date-fns'

import type { MessageKey, MessageParams } from '@/components/locale'
import { plainSpaces } from '@/domain/format'

import type { DatePickerMode, DatePickerValues } from './types'

type Translate = (key: MessageKey, params?: MessageParams) => string

const pad = (n: number) => String(n).padStart(2, '0')

/** The value's text in `localeCode`, e.g. "Jan 14, 2026", "Week 3, Jan 12 – 18, 2026", "Q1 2026". */
export function formatDatePickerValue<M extends DatePickerMode>(
  mode: M,
  value: DatePickerValues[M] | null | undefined,
  localeCode: string,
  t: Translate,
): string {
  // The same text on the server as in the browser (a page drawn on the server is hydrated).
  return plainSpaces(formatValue(mode, value, localeCode, t))
}

function formatValue<M extends DatePickerMode>(
  mode: M,
  value: DatePickerValues[M] | null | undefined,
  localeCode: string,
  t: Translate,
): string {
  if (value === null || value === undefined) return ''
  const day = new Intl.DateTimeFormat(localeCode, { dateStyle: 'medium' })
  const v = value as DatePickerValues[DatePickerMode]
  switch (mode) {
    case 'single':
      return day.format(v as Date)
    case 'multiple':
      return (v as Date[]).map((d) => day.format(d)).join('; ')
    case 'range': {
      const { from, to } = v as DatePickerValues['range']
      return day.formatRange(from, to)
    }
    case 'week': {
      const { from, to } = v as DatePickerValues['week']
      return `${t('calendar.week', { week: getISOWeek(from) })}, ${day.formatRange(from, to)}`
    }
    case 'month': {
      const { year, month } = v as DatePickerValues['month']
      return new Intl.DateTimeFormat(localeCode, { month: 'long', year: 'numeric' }).format(
        new Date(year, month, 1),
      )
    }
    case 'year':
      return String(v)
    case 'quarter': {
      const start = v as Date
      return `${t('calendar.quarter', { quarter: getQuarter(start) })} ${start.getFullYear()}`
    }
    case 'time': {
      const { hours, minutes } = v as DatePickerValues['time']
      return `${pad(hours)}:${pad(minutes)}`
    }
  }
  throw new Error(`Unknown date picker mode "${String(mode)}"`)
}
