import { differenceInCalendarDays } from 'date-fns'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  assertDatePickerValue,
  dayBounds,
  normalizeTime,
  weekBounds,
  wrap,
  yearPage,
} from './date-logic'

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day)
const anyDay = fc
  .date({ min: d(1900, 1, 1), max: d(2100, 12, 31), noInvalidDate: true })
  .map((x) => new Date(x.getFullYear(), x.getMonth(), x.getDate()))

describe('weekBounds (Monday–Sunday)', () => {
  it('gives the Monday and Sunday around a midweek day', () => {
    // Wednesday 14 January 2026
    expect(weekBounds(d(2026, 1, 14))).toEqual({ from: d(2026, 1, 12), to: d(2026, 1, 18) })
  })

  it('keeps a Sunday in the week that started the Monday before', () => {
    expect(weekBounds(d(2026, 1, 18))).toEqual({ from: d(2026, 1, 12), to: d(2026, 1, 18) })
  })

  it('crosses a year end', () => {
    expect(weekBounds(d(2026, 1, 1))).toEqual({ from: d(2025, 12, 29), to: d(2026, 1, 4) })
  })

  it('always starts on a Monday, ends six days later and contains the day', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const { from, to } = weekBounds(day)
        expect(from.getDay()).toBe(1)
        expect(to.getDay()).toBe(0)
        expect(differenceInCalendarDays(to, from)).toBe(6)
        expect(from <= day && day <= to).toBe(true)
      }),
    )
  })

  it('refuses an invalid date', () => {
    expect(() => weekBounds(new Date('nope'))).toThrow('date must be a valid Date')
  })
})

describe('bounds within 1900–2100', () => {
  it('narrows min/max to the calendar, at day precision', () => {
    expect(dayBounds()).toEqual({ min: d(1900, 1, 1), max: d(2100, 12, 31) })
    expect(dayBounds(new Date(2026, 1, 1, 15), d(2026, 3, 1))).toEqual({
      min: d(2026, 2, 1),
      max: d(2026, 3, 1),
    })
    // A min before 1900 or a max after 2100 does not widen the calendar.
    expect(dayBounds(d(1700, 1, 1), d(2200, 1, 1))).toEqual(dayBounds())
  })

  it('refuses min after max, and invalid dates', () => {
    expect(() => dayBounds(d(2026, 2, 1), d(2026, 1, 1))).toThrow('min must not be after max')
    expect(() => dayBounds(new Date('nope'))).toThrow('min must be a valid Date')
  })
})

describe('year pages', () => {
  it('pages by 12 from 1900 and ends the last page at 2100', () => {
    expect(yearPage(1900)).toMatchObject({ start: 1900, end: 1911 })
    expect(yearPage(2026)).toMatchObject({ start: 2020, end: 2031 })
    expect(yearPage(2100)).toMatchObject({ start: 2092, end: 2100 })
    expect(yearPage(1500).start).toBe(1900)
  })
})

describe('time', () => {
  it('keeps a time on the clock and on the minute step', () => {
    expect(normalizeTime({ hours: 9, minutes: 37 }, 15)).toEqual({ hours: 9, minutes: 30 })
    expect(normalizeTime({ hours: 25, minutes: -3 })).toEqual({ hours: 23, minutes: 0 })
    expect(() => normalizeTime({ hours: 1, minutes: 0 }, 0)).toThrow('minuteStep')
  })

  it('wraps around', () => {
    expect(wrap(23, 1, 24)).toBe(0)
    expect(wrap(0, -1, 24)).toBe(23)
    expect(wrap(45, 15, 60)).toBe(0)
  })
})

describe('assertDatePickerValue', () => {
  it('accepts the shape of each mode and no value', () => {
    expect(() => assertDatePickerValue('single', d(2026, 1, 1))).not.toThrow()
    expect(() =>
      assertDatePickerValue('range', { from: d(2026, 1, 1), to: d(2026, 1, 3) }),
    ).not.toThrow()
    expect(() => assertDatePickerValue('multiple', [d(2026, 1, 1)])).not.toThrow()
    expect(() => assertDatePickerValue('week', weekBounds(d(2026, 1, 14)))).not.toThrow()
    expect(() => assertDatePickerValue('month', { year: 2026, month: 11 })).not.toThrow()
    expect(() => assertDatePickerValue('year', 2026)).not.toThrow()
    expect(() => assertDatePickerValue('quarter', d(2026, 4, 1))).not.toThrow()
    expect(() => assertDatePickerValue('time', { hours: 23, minutes: 59 })).not.toThrow()
    expect(() => assertDatePickerValue('single', null)).not.toThrow()
  })

  it('names the expected shape when a value does not fit', () => {
    expect(() => assertDatePickerValue('month', d(2026, 1, 1))).toThrow(
      "A month date picker's value must be { year, month } with month 0–11",
    )
    expect(() => assertDatePickerValue('month', { year: 2026, month: 12 })).toThrow('month 0–11')
    expect(() => assertDatePickerValue('single', '2026-01-01')).toThrow(
      "A single date picker's value must be a valid Date, got 2026-01-01",
    )
    expect(() =>
      assertDatePickerValue('week', { from: d(2026, 1, 13), to: d(2026, 1, 19) }),
    ).toThrow('from a Monday')
    expect(() =>
      assertDatePickerValue('range', { from: d(2026, 1, 3), to: d(2026, 1, 1) }),
    ).toThrow('from ≤ to')
    expect(() => assertDatePickerValue('quarter', d(2026, 2, 1))).toThrow('first day of a quarter')
    expect(() => assertDatePickerValue('time', { hours: 24, minutes: 0 })).toThrow('hours: 0–23')
    expect(() => assertDatePickerValue('year', 2026.5)).toThrow('a whole number')
    expect(() => assertDatePickerValue('single', new Date('x'))).toThrow('a valid Date')
  })
})
