/**
 * The date picker's calendar rules as plain functions: bounds (1900–2100, min/max), ISO weeks
 * (Monday–Sunday), quarters, years and times. No React here, and nothing from the calendar
 * library, so the closed field can use it without loading either. Disabled days and range limits
 * are react-day-picker's (the calendar view passes them on).
 */
import {
  addDays,
  areIntervalsOverlapping,
  differenceInCalendarDays,
  isValid,
  startOfDay,
  startOfISOWeek,
} from 'date-fns'

import type { DatePickerMode, DateRangeValue, MonthValue, TimeValue } from './types'

export const MIN_YEAR = 1900
export const MAX_YEAR = 2100
/** How many years one page of the year grid shows. */
export const YEARS_PER_PAGE = 12

/** The first and last day the picker can show: 1 January 1900 and 31 December 2100. */
export const FIRST_DAY = new Date(MIN_YEAR, 0, 1)
export const LAST_DAY = new Date(MAX_YEAR, 11, 31)

function assertDate(date: Date, name: string): void {
  if (!(date instanceof Date) || !isValid(date)) {
    throw new TypeError(`${name} must be a valid Date, got ${String(date)}`)
  }
}

/** A year moved into 1900–2100. */
export function clampYear(year: number): number {
  if (!Number.isFinite(year)) throw new TypeError(`year must be a finite number, got ${year}`)
  return Math.min(MAX_YEAR, Math.max(MIN_YEAR, Math.trunc(year)))
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

/** A day moved into the bounds (1900–2100 and the optional `min`/`max`), at local midnight. */
export function clampDate(date: Date, min?: Date, max?: Date): Date {
  assertDate(date, 'date')
  const bounds = dayBounds(min, max)
  // Compared before taking the day's start: the start of the earliest day a Date can hold lies
  // before the earliest time it can hold in zones west of Greenwich (its local midnight is NaN).
  if (date < bounds.min) return bounds.min
  if (date > bounds.max) return bounds.max
  return startOfDay(date)
}

/** The Monday–Sunday week containing `date`, both ends at local midnight. */
export function weekBounds(date: Date): DateRangeValue {
  assertDate(date, 'date')
  const from = startOfISOWeek(date)
  return { from, to: addDays(from, 6) }
}

/** Saturday to Sunday of the Monday–Sunday week that contains `today`. */
export function thisWeekend(today: Date): DateRangeValue {
  const { to } = weekBounds(today)
  return { from: addDays(to, -1), to }
}

/** A stay of `nights` nights starting on `today`. */
export function nextNights(today: Date, nights: number): DateRangeValue {
  if (!Number.isInteger(nights) || nights < 1) {
    throw new RangeError(`nights must be a whole number ≥ 1, got ${nights}`)
  }
  const from = startOfDay(today)
  return { from, to: addDays(from, nights) }
}

/** Whether any day from `first` to `last` (a month, quarter or year) lies inside the bounds. */
export function isPeriodAvailable(first: Date, last: Date, min?: Date, max?: Date): boolean {
  const bounds = dayBounds(min, max)
  return areIntervalsOverlapping(
    { start: first, end: last },
    { start: bounds.min, end: bounds.max },
    { inclusive: true },
  )
}

/** The page of the year grid that holds `year`: pages of 12 from 1900, the last one ends at 2100. */
export function yearPage(year: number): { start: number; end: number; years: number[] } {
  const y = clampYear(year)
  const start = MIN_YEAR + Math.floor((y - MIN_YEAR) / YEARS_PER_PAGE) * YEARS_PER_PAGE
  const end = Math.min(MAX_YEAR, start + YEARS_PER_PAGE - 1)
  return { start, end, years: Array.from({ length: end - start + 1 }, (_, i) => start + i) }
}

/** A time moved into 00:00–23:59 and onto the minute step (rounded down). */
export function normalizeTime(time: TimeValue, minuteStep = 1): TimeValue {
  if (!Number.isInteger(minuteStep) || minuteStep < 1 || minuteStep > 60) {
    throw new RangeError(`minuteStep must be a whole number from 1 to 60, got ${minuteStep}`)
  }
  if (!Number.isFinite(time.hours) || !Number.isFinite(time.minutes)) {
    throw new TypeError('hours and minutes must be finite numbers')
  }
  const hours = Math.min(23, Math.max(0, Math.trunc(time.hours)))
  const minutes = Math.min(59, Math.max(0, Math.trunc(time.minutes)))
  return { hours, minutes: minutes - (minutes % minuteStep) }
}

/** `value + delta` wrapped into `0…size-1`. */
export function wrap(value: number, delta: number, size: number): number {
  return (((value + delta) % size) + size) % size
}

const isDay = (v: unknown): v is Date => v instanceof Date && isValid(v)
const isRange = (v: unknown): boolean =>
  !!v &&
  typeof v === 'object' &&
  isDay((v as DateRangeValue).from) &&
  isDay((v as DateRangeValue).to)

/**
 * Throws a clear error when `value` does not have the shape of `mode` (PRODUCT.md §5), e.g. a
 * `Date` given to a month picker. `null` and `undefined` (no value) always pass.
 */
export function assertDatePickerValue(mode: DatePickerMode, value: unknown): void {
  if (value === null || value === undefined) return
  const v = value as DateRangeValue & MonthValue & TimeValue
  const inRange = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi
  // Each mode's check and the shape it names when the value does not fit.
  const shapes: Record<DatePickerMode, [() => boolean, string]> = {
    single: [() => isDay(value), 'a valid Date'],
    quarter: [
      () => isDay(value) && value.getDate() === 1 && value.getMonth() % 3 === 0,
      'the first day of a quarter (a Date)',
    ],
    multiple: [() => Array.isArray(value) && value.every(isDay), 'an array of valid Dates'],
    range: [() => isRange(v) && v.from <= v.to, '{ from, to } with valid Dates, from ≤ to'],
    week: [
      () => isRange(v) && v.from.getDay() === 1 && differenceInCalendarDays(v.to, v.from) === 6,
      '{ from, to } from a Monday to the Sunday after',
    ],
    month: [
      () => Number.isInteger(v.year) && inRange(v.month, 0, 11),
      '{ year, month } with month 0–11',
    ],
    year: [() => Number.isInteger(value), 'a whole number'],
    time: [
      () => inRange(v.hours, 0, 23) && inRange(v.minutes, 0, 59),
      '{ hours: 0–23, minutes: 0–59 }',
    ],
  }
  if (!(mode in shapes)) throw new Error(`Unknown date picker mode "${String(mode)}"`)
  const [ok, shape] = shapes[mode]
  if (typeof value !== 'object' && mode !== 'year') {
    throw new TypeError(`A ${mode} date picker's value must be ${shape}, got ${String(value)}`)
  }
  if (!ok()) throw new TypeError(`A ${mode} date picker's value must be ${shape}`)
}
