/**
 * The date picker's calendar rules as plain functions: bounds (1900–2100, min/max), ISO weeks
 * (Monday–Sunday), quarters, years and times. No React here, and nothing from the calendar
 * library, so the closed field can use it without loading either. Disabled days and range limits
 * are react-day-picker's (the calendar view passes them on).
 */
import {
  addDays,
  differenceInCalendarDays,
  isValid,
  startOfDay,
  startOfISOWeek,
  startOfQuarter,
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
  const day = startOfDay(date)
  if (day < bounds.min) return bounds.min
  if (day > bounds.max) return bounds.max
  return day
}

/** The Monday–Sunday week containing `date`, both ends at local midnight. */
export function weekBounds(date: Date): DateRangeValue {
  assertDate(date, 'date')
  const from = startOfISOWeek(date)
  return { from, to: addDays(from, 6) }
}

/** The quarter (1–4) of a date. */
export function quarterOf(date: Date): 1 | 2 | 3 | 4 {
  assertDate(date, 'date')
  return (Math.floor(date.getMonth() / 3) + 1) as 1 | 2 | 3 | 4
}

/** The first day of the quarter containing `date`. */
export function quarterStart(date: Date): Date {
  assertDate(date, 'date')
  return startOfQuarter(date)
}

/** The first day of quarter `quarter` (1–4) of `year`. */
export function quarterStartOf(year: number, quarter: number): Date {
  if (!Number.isInteger(quarter) || quarter < 1 || quarter > 4) {
    throw new RangeError(`quarter must be 1, 2, 3 or 4, got ${quarter}`)
  }
  return new Date(year, (quarter - 1) * 3, 1)
}

/** Nights between two days (calendar days, so daylight-saving changes do not matter). */
export function nightsBetween(from: Date, to: Date): number {
  return differenceInCalendarDays(to, from)
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

/** Whether any day of the month (month 0-based) lies inside the bounds. */
export function isMonthAvailable(year: number, month: number, min?: Date, max?: Date): boolean {
  const bounds = dayBounds(min, max)
  const first = new Date(year, month, 1)
  const last = new Date(year, month + 1, 0)
  return last >= bounds.min && first <= bounds.max
}

/** Whether any day of the quarter (1–4) lies inside the bounds. */
export function isQuarterAvailable(year: number, quarter: number, min?: Date, max?: Date): boolean {
  const bounds = dayBounds(min, max)
  const first = quarterStartOf(year, quarter)
  const last = new Date(year, quarter * 3, 0)
  return last >= bounds.min && first <= bounds.max
}

/** Whether any day of the year lies inside the bounds. */
export function isYearAvailable(year: number, min?: Date, max?: Date): boolean {
  const bounds = dayBounds(min, max)
  return year >= bounds.min.getFullYear() && year <= bounds.max.getFullYear()
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
  const ok: Record<DatePickerMode, () => boolean> = {
    single: () => isDay(value),
    quarter: () => isDay(value) && value.getDate() === 1 && value.getMonth() % 3 === 0,
    multiple: () => Array.isArray(value) && value.every(isDay),
    range: () => isRange(value) && (value as DateRangeValue).from <= (value as DateRangeValue).to,
    week: () =>
      isRange(value) &&
      (value as DateRangeValue).from.getDay() === 1 &&
      nightsBetween((value as DateRangeValue).from, (value as DateRangeValue).to) === 6,
    month: () => {
      const v = value as MonthValue
      return Number.isInteger(v.year) && Number.isInteger(v.month) && v.month >= 0 && v.month <= 11
    },
    year: () => Number.isInteger(value),
    time: () => {
      const v = value as TimeValue
      return (
        Number.isInteger(v.hours) &&
        Number.isInteger(v.minutes) &&
        v.hours >= 0 &&
        v.hours <= 23 &&
        v.minutes >= 0 &&
        v.minutes <= 59
      )
    },
  }
  const shapes: Record<DatePickerMode, string> = {
    single: 'a valid Date',
    quarter: 'the first day of a quarter (a Date)',
    multiple: 'an array of valid Dates',
    range: '{ from, to } with valid Dates, from ≤ to',
    week: '{ from, to } from a Monday to the Sunday after',
    month: '{ year, month } with month 0–11',
    year: 'a whole number',
    time: '{ hours: 0–23, minutes: 0–59 }',
  }
  if (!(mode in ok)) throw new Error(`Unknown date picker mode "${String(mode)}"`)
  if (typeof value !== 'object' && mode !== 'year') {
    throw new TypeError(
      `A ${mode} date picker's value must be ${shapes[mode]}, got ${String(value)}`,
    )
  }
  if (!ok[mode]()) {
    throw new TypeError(`A ${mode} date picker's value must be ${shapes[mode]}`)
  }
}
