/**
 * Local dates, what a date picker works with: the local midnight of a `YYYY-MM-DD` day and back.
 * Kept apart from `dates.ts` so the home page's first load takes only these.
 */
import { isoDateParts } from './calendar'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The local calendar day of a `Date`, written `YYYY-MM-DD`. */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * Local midnight of a `YYYY-MM-DD` day, for a text already known to be a date (a day that does
 * not exist rolls over, as `Date` does). `fromIsoDate` checks first.
 */
export function localMidnight(iso: string): Date {
  const year = Number(iso.slice(0, 4))
  const date = new Date(year, Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
  date.setFullYear(year) // years 0–99 are not 1900–1999
  return date
}

/** Local midnight of a `YYYY-MM-DD` day; `undefined` when the text is not a real date. */
export function fromIsoDate(value: string): Date | undefined {
  const ymd = isoDateParts(value)
  if (!ymd) return undefined
  const [year, month, day] = ymd
  const date = localMidnight(value)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined
}

/** Today on this device, `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return toIsoDate(now)
}
