/**
 * Calendar dates as `YYYY-MM-DD` strings and whole-day arithmetic on them. A stay is the
 * half-open range `[checkIn, checkOut)`: its nights are checkIn … checkOut − 1 day. Plain
 * TypeScript (no zod, no React): the pages, the server and the mocks use the same code. The
 * arithmetic (`calendar.ts`) and the date picker's local dates (`local-dates.ts`) are modules of
 * their own, re-exported here, so the home page loads only those.
 */
import { daysBetween, fromDayNumber, isIsoDate, toDayNumber } from './calendar'

export {
  addDays,
  daysBetween,
  fromDayNumber,
  isIsoDate,
  isoDateParts,
  toDayNumber,
} from './calendar'
export { fromIsoDate, localMidnight, localToday, toIsoDate } from './local-dates'

/** The maximum stay and how far ahead a stay may start. */
export const MAX_NIGHTS = 30
export const MAX_DAYS_AHEAD = 365

/**
 * The first and last day any date the API takes may be: the date picker's range (1900–2100).
 * `YYYY-MM-DD` texts of four-digit years compare as dates, so `MIN_DATE <= date` is enough.
 */
export const MIN_DATE = '1900-01-01'
export const MAX_DATE = '2100-12-31'

/** Whether a `YYYY-MM-DD` date lies within `MIN_DATE`…`MAX_DATE`. */
export function isDateInRange(date: string): boolean {
  return date.length === 10 && date >= MIN_DATE && date <= MAX_DATE
}

export interface Stay {
  checkIn: string
  checkOut: string
}

/** Number of nights of a stay. */
export function nightsOf(stay: Stay): number {
  return daysBetween(stay.checkIn, stay.checkOut)
}

/** Each night of a stay, by its date. */
export function nightDates(stay: Stay): string[] {
  const start = toDayNumber(stay.checkIn)
  return Array.from({ length: Math.max(0, nightsOf(stay)) }, (_, i) => fromDayNumber(start + i))
}

/** Whether two stays share a night (half-open ranges). */
export function staysOverlap(a: Stay, b: Stay): boolean {
  return a.checkIn < b.checkOut && b.checkIn < a.checkOut
}

/** One formatter per time zone: making one costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** Today's date in a time zone (the inn's), e.g. `todayIn('Europe/Lisbon')`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    dayFormats.set(timeZone, format)
  }
  const parts = format.formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** Monday of the ISO week holding `date`. */
export function startOfWeek(date: string): string {
  const day = toDayNumber(date)
  // 1970-01-01 was a Thursday: (day + 3) mod 7 is 0 on Mondays.
  return fromDayNumber(day - ((((day + 3) % 7) + 7) % 7))
}

// ── Stay rules ──────────────────────────────────────────────────────────────────────────────

/**
 * Checks a stay against the booking rules: dates exist, check-out after check-in, at most
 * `MAX_NIGHTS` nights, check-in from `today` up to `MAX_DAYS_AHEAD` days ahead. Returns field
 * errors keyed `checkIn`/`checkOut`, or `null` when the stay is fine.
 */
export function validateStay(stay: Stay, today: string): Record<string, string> | null {
  const errors: Record<string, string> = {}
  if (!isIsoDate(stay.checkIn)) errors.checkIn = 'Enter a valid date as YYYY-MM-DD.'
  if (!isIsoDate(stay.checkOut)) errors.checkOut = 'Enter a valid date as YYYY-MM-DD.'
  if (Object.keys(errors).length) return errors
  if (stay.checkIn < today) errors.checkIn = 'Check-in cannot be in the past.'
  else if (daysBetween(today, stay.checkIn) > MAX_DAYS_AHEAD)
    errors.checkIn = `Check-in can be at most ${MAX_DAYS_AHEAD} days ahead.`
  const nights = nightsOf(stay)
  if (nights < 1) errors.checkOut = 'Check-out must be after check-in.'
  else if (nights > MAX_NIGHTS) errors.checkOut = `A stay is at most ${MAX_NIGHTS} nights.`
  return Object.keys(errors).length ? errors : null
}

/** `2026-06` → `2026-07` (`by` months later, or earlier). */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + number - 1 + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}
