/** The date picker's rules as plain functions, without React or the calendar library. */
import { addDays, differenceInCalendarDays, isValid, startOfDay, startOfISOWeek } from 'date-fns'

import type { DatePickerMode, DatePickerValues, DateRangeValue, TimeValue } from './types'

const MIN_YEAR = 1900
const MAX_YEAR = 2100
/** How many years one page of the year grid shows. */
export const YEARS_PER_PAGE = 12

const FIRST_DAY = new Date(MIN_YEAR, 0, 1)
const LAST_DAY = new Date(MAX_YEAR, 11, 31)

const isDay = (v: unknown): v is Date => v instanceof Date && isValid(v)

function assertDate(date: Date, name: string): void {
  if (!isDay(date)) throw new TypeError(`${name} must be a valid Date, got ${String(date)}`)
}

/** The effective bounds: `min`/`max` (day precision) narrowed to 1900–2100. */
export function dayBounds(min?: Date, max?: Date): { min: Date; max: Date } {
  if (min) assertDate(min, 'min')
  if (max) assertDate(max, 'max')
  const lo = min && min > FIRST_DAY ? startOfDay(min) : FIRST_DAY
  const hi = max && max < LAST_DAY ? startOfDay(max) : LAST_DAY
  if (lo > hi) throw new RangeError('min must not be after max')
  return { min: lo, max: hi }
}

/** The Monday–Sunday week containing `date`, both ends at local midnight. */
export function weekBounds(date: Date): DateRangeValue {
  assertDate(date, 'date')
  const from = startOfISOWeek(date)
  return { from, to: addDays(from, 6) }
}

/** The page of the year grid that holds `year`: pages of 12 from 1900, the last one ends at 2100. */
export function yearPage(year: number): { start: number; end: number } {
  const y = Math.min(MAX_YEAR, Math.max(MIN_YEAR, year))
  const start = MIN_YEAR + Math.floor((y - MIN_YEAR) / YEARS_PER_PAGE) * YEARS_PER_PAGE
  return { start, end: Math.min(MAX_YEAR, start + YEARS_PER_PAGE - 1) }
}

/** A time moved into 00:00–23:59 and onto the minute step (rounded down). */
export function normalizeTime(time: TimeValue, minuteStep = 1): TimeValue {
  if (!Number.isInteger(minuteStep) || minuteStep < 1 || minuteStep > 60) {
    throw new RangeError(`minuteStep must be a whole number from 1 to 60, got ${minuteStep}`)
  }
  const hours = Math.min(23, Math.max(0, Math.trunc(time.hours)))
  const minutes = Math.min(59, Math.max(0, Math.trunc(time.minutes)))
  return { hours, minutes: minutes - (minutes % minuteStep) }
}

/** `value + delta` wrapped into `0…size-1`. */
export function wrap(value: number, delta: number, size: number): number {
  return (((value + delta) % size) + size) % size
}

const isRange = (v: DateRangeValue) => isDay(v.from) && isDay(v.to)
const isIn = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi

/** Each mode's value check, and the shape it names when a value does not fit. */
const shapes: { [M in DatePickerMode]: [(value: DatePickerValues[M]) => boolean, string] } = {
  single: [isDay, 'a valid Date'],
  range: [(v) => isRange(v) && v.from <= v.to, '{ from, to } with valid Dates, from ≤ to'],
  multiple: [(v) => Array.isArray(v) && v.every(isDay), 'an array of valid Dates'],
  week: [
    (v) => isRange(v) && v.from.getDay() === 1 && differenceInCalendarDays(v.to, v.from) === 6,
    '{ from, to } from a Monday to the Sunday after',
  ],
  month: [
    (v) => Number.isInteger(v.year) && isIn(v.month, 0, 11),
    '{ year, month } with month 0–11',
  ],
  year: [Number.isInteger, 'a whole number'],
  quarter: [
    (v) => isDay(v) && v.getDate() === 1 && v.getMonth() % 3 === 0,
    'the first day of a quarter (a Date)',
  ],
  time: [(v) => isIn(v.hours, 0, 23) && isIn(v.minutes, 0, 59), '{ hours: 0–23, minutes: 0–59 }'],
}

/** The date picker's modes. */
export const datePickerModes = Object.keys(shapes) as DatePickerMode[]

/**
 * Throws a clear error for an unknown mode, or a `value` without the shape of `mode` (e.g. a
 * `Date` given to a month picker). `null` and `undefined` (no value) pass.
 */
export function assertDatePickerValue(mode: DatePickerMode, value: unknown): void {
  if (!Object.hasOwn(shapes, mode)) throw new Error(`Unknown date picker mode "${String(mode)}"`)
  if (value === null || value === undefined) return
  const [fits, shape] = shapes[mode] as [(value: unknown) => boolean, string]
  if (fits(value)) return
  const got = typeof value === 'object' ? '' : `, got ${String(value)}`
  throw new TypeError(`A ${mode} date picker's value must be ${shape}${got}`)
}
