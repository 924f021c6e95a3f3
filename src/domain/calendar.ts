/**
 * Calendar days written `YYYY-MM-DD` and whole-day arithmetic on them: the small part of
 * `dates.ts` that the home page's first load needs (a module is loaded whole, so it stays small).
 */

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Year, month (1–12) and day written in a `YYYY-MM-DD` text (not checked), or `undefined`. */
export function isoDateParts(value: string): [number, number, number] | undefined {
  const match = ISO_DATE.exec(value)
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** The number written in `value[from, to)` in ASCII digits, or NaN. */
function digitsAt(value: string, from: number, to: number): number {
  let n = 0
  for (let k = from; k < to; k++) {
    const c = value.charCodeAt(k) - 48
    if (c < 0 || c > 9) return NaN
    n = n * 10 + c
  }
  return n
}

/**
 * Days since 1970-01-01 of a real calendar date (days-from-civil, proleptic Gregorian), or NaN.
 * Arithmetic only: it runs in every search, so it allocates no `Date` and no match array.
 */
function dayNumberOf(value: string): number {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return NaN
  const year = digitsAt(value, 0, 4)
  const month = digitsAt(value, 5, 7)
  const day = digitsAt(value, 8, 10)
  // Years before 100 are not dates here (`Date.UTC` reads them as 19xx), as the API has always answered.
  if (!(year >= 100) || !(month >= 1 && month <= 12) || !(day >= 1)) return NaN
  if (day > (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!)) return NaN
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

/** True for a real calendar date written `YYYY-MM-DD` (so `2025-02-30` is false). */
export function isIsoDate(value: string): boolean {
  return !Number.isNaN(dayNumberOf(value))
}

/** Days since 1970-01-01 for a `YYYY-MM-DD` date. Throws on anything else. */
export function toDayNumber(date: string): number {
  const day = dayNumberOf(date)
  if (Number.isNaN(day)) throw new RangeError(`Not a date: ${date}`)
  return day
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
