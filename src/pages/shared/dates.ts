/**
 * Calendar dates for the public pages: `YYYY-MM-DD` strings ↔ the date picker's local-midnight
 * `Date`s, and whole-day arithmetic. Free of the contract module (and so of zod), because the
 * home page's first load must stay small.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The local calendar day of a `Date`, written `YYYY-MM-DD`. */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Local midnight of a `YYYY-MM-DD` day; `undefined` when the text is not a real date. */
export function fromIsoDate(value: string): Date | undefined {
  const match = ISO.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  date.setFullYear(year)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined
}

const dayNumber = (value: string) => {
  const match = ISO.exec(value)
  if (!match) throw new RangeError(`Not a date: ${value}`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

/** The day `days` after (or before) a `YYYY-MM-DD` day. */
export function addDays(value: string, days: number): string {
  return new Date((dayNumber(value) + days) * 86_400_000).toISOString().slice(0, 10)
}

/** Today on this device, `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return toIsoDate(now)
}
