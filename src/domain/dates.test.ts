import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  addDays,
  daysBetween,
  fromDayNumber,
  fromIsoDate,
  isIsoDate,
  localMidnight,
  localToday,
  nightDates,
  nightsOf,
  shiftMonth,
  startOfWeek,
  staysOverlap,
  todayIn,
  toDayNumber,
  toIsoDate,
  validateStay,
} from './dates'

// Dates from 2000 to 2099 as day numbers.
const dayNumber = fc.integer({ min: 10_957, max: 47_481 })
const isoDate = dayNumber.map(fromDayNumber)

describe('date arithmetic', () => {
  it('round-trips between dates and day numbers', () => {
    fc.assert(fc.property(dayNumber, (n) => toDayNumber(fromDayNumber(n)) === n))
  })

  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -400, max: 400 }), (date, n) => {
        expect(daysBetween(date, addDays(date, n))).toBe(n)
      }),
    )
  })

  it('rejects non-dates', () => {
    expect(() => toDayNumber('2025-02-30')).toThrow()
    expect(() => toDayNumber('yesterday')).toThrow()
  })

  it('lists one date per night, from check-in up to the day before check-out', () => {
    expect(nightDates({ checkIn: '2025-03-30', checkOut: '2025-04-02' })).toEqual([
      '2025-03-30',
      '2025-03-31',
      '2025-04-01',
    ])
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 60 }), (checkIn, n) => {
        const stay = { checkIn, checkOut: addDays(checkIn, n) }
        const nights = nightDates(stay)
        expect(nights).toHaveLength(nightsOf(stay))
        expect(nights[0]).toBe(checkIn)
        expect(nights.at(-1)).toBe(addDays(stay.checkOut, -1))
      }),
    )
  })

  it('treats stays as half-open: a check-out day is free for the next check-in', () => {
    const a = { checkIn: '2025-05-01', checkOut: '2025-05-03' }
    expect(staysOverlap(a, { checkIn: '2025-05-03', checkOut: '2025-05-05' })).toBe(false)
    expect(staysOverlap(a, { checkIn: '2025-05-02', checkOut: '2025-05-05' })).toBe(true)
    fc.assert(
      fc.property(isoDate, isoDate, fc.nat(40), fc.nat(40), (x, y, m, n) => {
        const s = { checkIn: x, checkOut: addDays(x, m + 1) }
        const t = { checkIn: y, checkOut: addDays(y, n + 1) }
        const shared = nightDates(s).some((night) => nightDates(t).includes(night))
        expect(staysOverlap(s, t)).toBe(shared)
        expect(staysOverlap(t, s)).toBe(shared)
      }),
    )
  })

  it('finds the Monday of a week', () => {
    expect(startOfWeek('2025-06-01')).toBe('2025-05-26') // a Sunday
    expect(startOfWeek('2025-06-02')).toBe('2025-06-02') // a Monday
    fc.assert(
      fc.property(isoDate, (date) => {
        const monday = startOfWeek(date)
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1)
        expect(daysBetween(monday, date)).toBeGreaterThanOrEqual(0)
        expect(daysBetween(monday, date)).toBeLessThan(7)
      }),
    )
  })

  it("gives today's date in the inn's time zone", () => {
    const lateEvening = new Date('2025-06-30T23:30:00Z')
    expect(todayIn('Europe/Lisbon', lateEvening)).toBe('2025-07-01') // UTC+1 in summer
    expect(todayIn('America/New_York', lateEvening)).toBe('2025-06-30')
    expect(todayIn('UTC', lateEvening)).toBe('2025-06-30')
  })
})

describe('months', () => {
  it('moves a month on or back, across the year', () => {
    expect(shiftMonth('2026-06', 1)).toBe('2026-07')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
    expect(shiftMonth('2026-03', -15)).toBe('2024-12')
    expect(shiftMonth('2026-03', 0)).toBe('2026-03')
  })

  it('there and back is where it began', () => {
    const month = fc
      .tuple(fc.integer({ min: 1901, max: 2099 }), fc.integer({ min: 1, max: 12 }))
      .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`)
    fc.assert(
      fc.property(month, fc.integer({ min: -12, max: 12 }), (start, by) => {
        expect(shiftMonth(shiftMonth(start, by), -by)).toBe(start)
      }),
    )
  })
})

describe('ISO dates', () => {
  it('are real calendar days written YYYY-MM-DD', () => {
    expect(['2024-02-29', '2025-12-31', '1970-01-01'].every(isIsoDate)).toBe(true)
    for (const text of ['2023-02-29', '2025-13-01', '2025-00-10', '2025-1-01', '25-01-01', ''])
      expect(isIsoDate(text)).toBe(false)
    fc.assert(fc.property(isoDate, (date) => isIsoDate(date)))
  })
})

describe('local dates (the date picker’s)', () => {
  it('are local midnight of the calendar day, and back', () => {
    const date = fromIsoDate('2026-03-29')!
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 2, 29, 0,
    ])
    fc.assert(
      fc.property(isoDate, (iso) => {
        expect(toIsoDate(fromIsoDate(iso)!)).toBe(iso)
        expect(localMidnight(iso).getTime()).toBe(fromIsoDate(iso)!.getTime())
      }),
    )
  })

  it('refuse what is not a day, and keep years before 100', () => {
    expect(fromIsoDate('2026-02-30')).toBeUndefined()
    expect(fromIsoDate('26-02-01')).toBeUndefined()
    expect(toIsoDate(fromIsoDate('0099-01-01')!)).toBe('0099-01-01')
    expect(toIsoDate(localMidnight('0999-05-05'))).toBe('0999-05-05')
  })

  it('give today on this device', () => {
    expect(localToday(new Date(2025, 5, 1, 23, 59))).toBe('2025-06-01')
    expect(localToday(new Date(2025, 5, 2, 0, 0))).toBe('2025-06-02')
  })
})

describe('stay rules', () => {
  const today = '2025-06-15'

  it('accepts stays of 1 to 30 nights starting today up to 365 days ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 }), fc.integer({ min: 1, max: 30 }), (ahead, n) => {
        const checkIn = addDays(today, ahead)
        expect(validateStay({ checkIn, checkOut: addDays(checkIn, n) }, today)).toBeNull()
      }),
    )
  })

  it('refuses past check-ins, far-ahead check-ins, empty and long stays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -800, max: 800 }),
        fc.integer({ min: -40, max: 60 }),
        (ahead, n) => {
          const checkIn = addDays(today, ahead)
          const errors = validateStay({ checkIn, checkOut: addDays(checkIn, n) }, today)
          const checkInOk = ahead >= 0 && ahead <= 365
          const checkOutOk = n >= 1 && n <= 30
          expect(errors === null).toBe(checkInOk && checkOutOk)
          expect(errors?.checkIn === undefined).toBe(checkInOk)
          expect(errors?.checkOut === undefined).toBe(checkOutOk)
        },
      ),
    )
  })

  it('says what is wrong', () => {
    expect(validateStay({ checkIn: '2025-06-14', checkOut: '2025-06-16' }, today)).toEqual({
      checkIn: 'Check-in cannot be in the past.',
    })
    expect(validateStay({ checkIn: '2025-06-16', checkOut: '2025-06-16' }, today)).toEqual({
      checkOut: 'Check-out must be after check-in.',
    })
    expect(validateStay({ checkIn: '2025-06-16', checkOut: '2025-07-17' }, today)).toEqual({
      checkOut: 'A stay is at most 30 nights.',
    })
    expect(validateStay({ checkIn: '2025-02-30', checkOut: '2025-03-02' }, today)).toEqual({
      checkIn: 'Enter a valid date as YYYY-MM-DD.',
    })
  })
})
