/** Text for a picked value, as the closed field shows it: `Intl` only, no calendar library. */
import { getISOWeek, getQuarter } from 'date-fns'

import type { MessageKey, MessageParams } from '@/components/locale'
import { plainSpaces } from '@/domain/format'

import type { DatePickerMode, DatePickerValues } from './types'

export const pad = (n: number) => String(n).padStart(2, '0')

/** The value's text in `localeCode`, e.g. "Jan 14, 2026", "Week 3, Jan 12 – 18, 2026", "Q1 2026". */
export function formatDatePickerValue<M extends DatePickerMode>(
  mode: M,
  value: DatePickerValues[M] | null | undefined,
  localeCode: string,
  t: (key: MessageKey, params?: MessageParams) => string,
): string {
  if (value === null || value === undefined) return ''
  const day = new Intl.DateTimeFormat(localeCode, { dateStyle: 'medium' })
  const formats: { [K in DatePickerMode]: (value: DatePickerValues[K]) => string } = {
    single: (date) => day.format(date),
    range: ({ from, to }) => day.formatRange(from, to),
    multiple: (dates) => dates.map((date) => day.format(date)).join('; '),
    week: ({ from, to }) =>
      `${t('calendar.week', { week: getISOWeek(from) })}, ${day.formatRange(from, to)}`,
    month: ({ year, month }) =>
      new Intl.DateTimeFormat(localeCode, { month: 'long', year: 'numeric' }).format(
        new Date(year, month),
      ),
    year: String,
    quarter: (date) =>
      `${t('calendar.quarter', { quarter: getQuarter(date) })} ${date.getFullYear()}`,
    time: ({ hours, minutes }) => `${pad(hours)}:${pad(minutes)}`,
  }
  if (!Object.hasOwn(formats, mode)) throw new Error(`Unknown date picker mode "${String(mode)}"`)
  // The same text on the server as in the browser (a page drawn on the server is hydrated).
  return plainSpaces((formats[mode] as (value: DatePickerValues[M]) => string)(value))
}
