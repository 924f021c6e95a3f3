/**
 * Calendar days written `YYYY-MM-DD` and whole-day arithmetic on them: the small part of
 * `dates.ts` that the home page's first load needs (a module is loaded whole, so it stays small).
 */

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Year, month (1–12) and day written in a `YYYY-MM-DD` text (not checked), or `undefined`. */
export function isoDateParts(value: string): [number, number, number] | undefined {
  const match = ISO_DATE.exec(value)
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined
}

/**
 * True for a real calendar date written `YYYY-MM-DD` (so `2025-02-30` is false). Years before 100
 * are not dates here (`Date.UTC` reads them as 19xx), as the API has always answered.
 */
export function isIsoDate(value: string): boolean {
  const ymd = isoDateParts(value)
  if (!ymd) return false
  const [year, month, day] = ymd
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** Days since 1970-01-01 for a `YYYY-MM-DD` date. Throws on anything else. */
export function toDayNumber(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a date: ${date}`)
  return Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS
}

/** The `YYYY-MM-DD` date of a day number. */
export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** The day `days` after (or before) a `YYYY-MM-DD` day. */
export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from)
}
