import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDays, fromDayNumber } from './dates'
import { formatDate, formatDateRange } from './format'
import { guestsLabel, nightsLabel, plural } from './plural'
import {
  formatDay,
  formatMonth,
  formatPercent,
  formatShortDay,
  formatStay,
  formatTimestamp,
  formatWeekday,
} from './staff-format'

const isoDate = fc.integer({ min: 10_957, max: 47_481 }).map(fromDayNumber)

describe('days in the visitor’s locale', () => {
  it('write a calendar day whatever the device’s zone', () => {
    expect(formatDate('2026-01-20')).toBe('Tue, Jan 20, 2026')
    expect(formatDate('2026-01-20', 'en-GB')).toMatch(/^Tue,? 20 Jan 2026$/)
    expect(formatDate('2026-01-20', 'en', { weekday: 'long', year: undefined })).toBe(
      'Tuesday, Jan 20',
    )
  })

  it('write a stay shortened where its days share a month or year', () => {
    expect(formatDateRange('2026-01-20', '2026-01-23')).toMatch(/^Jan 20\s*–\s*23, 2026$/)
    expect(formatDateRange('2026-01-30', '2026-02-02')).toMatch(/^Jan 30\s*–\s*Feb 2, 2026$/)
    expect(formatDateRange('2026-12-30', '2027-01-02')).toMatch(/^Dec 30, 2026\s*–\s*Jan 2, 2027$/)
  })
})

describe('days in the staff area', () => {
  it('are written as the public pages write them', () => {
    expect(formatDay('2025-06-02')).toBe('Mon, Jun 2, 2025')
    expect(formatWeekday('2025-06-02')).toBe('Mon, Jun 2')
    expect(formatShortDay('2025-06-02')).toBe('Jun 2')
    expect(formatMonth('2025-06')).toBe('June 2025')
    expect(formatMonth('2025-06-17')).toBe('June 2025')
    expect(formatStay('2025-06-02', '2025-06-05')).toMatch(/^Jun 2\s*–\s*5, 2025$/)
    expect(formatStay('2025-12-30', '2026-01-02')).toMatch(/^Dec 30, 2025\s*–\s*Jan 2, 2026$/)
  })

  it('agree with each other and with the guest’s pages on every day', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 60 }), (day, nights) => {
        expect(formatDay(day)).toBe(formatDate(day))
        expect(formatDay(day)).toBe(`${formatWeekday(day)}, ${day.slice(0, 4)}`)
        expect(formatWeekday(day)).toMatch(new RegExp(`^\\w{3}, ${formatShortDay(day)}$`))
        expect(formatMonth(day)).toBe(formatMonth(day.slice(0, 7)))
        const out = addDays(day, nights)
        expect(formatStay(day, out)).toBe(formatDateRange(day, out))
      }),
    )
  })

  it('write timestamps in the inn’s time zone, on a 24-hour clock', () => {
    expect(formatTimestamp('2025-06-02T13:05:00.000Z', 'Europe/Lisbon')).toBe('Jun 2, 2025, 14:05')
    expect(formatTimestamp('2025-06-02T13:05:00.000Z', 'UTC')).toBe('Jun 2, 2025, 13:05')
    expect(formatTimestamp('2025-12-31T23:30:00Z', 'Asia/Tokyo')).toBe('Jan 1, 2026, 08:30')
  })

  it('write ratios as whole percentages', () => {
    expect([0, 0.004, 0.005, 0.734, 1].map(formatPercent)).toEqual([
      '0%',
      '0%',
      '1%',
      '73%',
      '100%',
    ])
  })
})

describe('counts and messages', () => {
  it('put the noun in the plural unless there is exactly one', () => {
    expect([plural(0, 'night'), plural(1, 'night'), plural(2, 'night')]).toEqual([
      '0 nights',
      '1 night',
      '2 nights',
    ])
    expect(plural(3, 'child', 'children')).toBe('3 children')
    expect([nightsLabel(1), nightsLabel(3), guestsLabel(1), guestsLabel(2)]).toEqual([
      '1 night',
      '3 nights',
      '1 guest',
      '2 guests',
    ])
  })
})
