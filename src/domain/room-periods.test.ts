import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDays, fromDayNumber, nightDates } from './dates'
import { computeReport } from './reports'
import { activeNights, activeOn, type ActivePeriod, periodsAfter } from './room-periods'

describe('a room’s active periods', () => {
  const periods: ActivePeriod[] = [
    { from: null, until: '2026-03-10' },
    { from: '2026-05-01', until: null },
  ]

  it('says whether the room was active on a night (until is exclusive)', () => {
    expect(activeOn(periods, '2020-01-01')).toBe(true)
    expect(activeOn(periods, '2026-03-09')).toBe(true)
    expect(activeOn(periods, '2026-03-10')).toBe(false)
    expect(activeOn(periods, '2026-04-30')).toBe(false)
    expect(activeOn(periods, '2026-05-01')).toBe(true)
    expect(activeOn([], '2026-05-01')).toBe(false)
  })

  it('counts the active nights of a range as checking each night would', () => {
    const day = fc.integer({ min: 20_400, max: 20_700 }).map(fromDayNumber)
    const period = fc.record({
      from: fc.option(day, { nil: null }),
      until: fc.option(day, { nil: null }),
    })
    fc.assert(
      fc.property(fc.array(period, { maxLength: 3 }), day, fc.nat(60), (list, from, length) => {
        // Periods never overlap nor run backwards: keep those that hold at least a night, apart.
        const kept: ActivePeriod[] = []
        for (const p of list) {
          if (p.from !== null && p.until !== null && p.from >= p.until) continue
          const overlaps = kept.some(
            (k) =>
              (k.from === null || p.until === null || k.from < p.until) &&
              (p.from === null || k.until === null || p.from < k.until),
          )
          if (!overlaps) kept.push(p)
        }
        const to = addDays(from, length)
        const byNight = nightDates({ checkIn: from, checkOut: addDays(to, 1) }).filter((night) =>
          activeOn(kept, night),
        ).length
        expect(activeNights(kept, from, to)).toBe(byNight)
      }),
    )
  })

  it('ends the open period today, and drops one that began today', () => {
    expect(periodsAfter([{ from: null, until: null }], false, '2026-06-15')).toEqual([
      { from: null, until: '2026-06-15' },
    ])
    expect(periodsAfter([{ from: '2026-06-15', until: null }], false, '2026-06-15')).toEqual([])
    // Inactive already: nothing changes.
    expect(periodsAfter([{ from: null, until: '2026-01-01' }], false, '2026-06-15')).toEqual([
      { from: null, until: '2026-01-01' },
    ])
  })

  it('opens a period today, or goes on with the one that ended today', () => {
    expect(periodsAfter([{ from: null, until: '2026-01-01' }], true, '2026-06-15')).toEqual([
      { from: null, until: '2026-01-01' },
      { from: '2026-06-15', until: null },
    ])
    expect(periodsAfter([{ from: '2026-06-01', until: '2026-06-15' }], true, '2026-06-15')).toEqual(
      [{ from: '2026-06-01', until: null }],
    )
    expect(periodsAfter([{ from: null, until: null }], true, '2026-06-15')).toEqual([
      { from: null, until: null },
    ])
  })
})

describe('reports over active periods', () => {
  const room = { id: 1, capacity: 2, rate: 100, active: true }
  const booking = {
    roomId: 1,
    checkIn: '2026-05-10',
    checkOut: '2026-05-13',
    status: 'confirmed' as const,
    total: 300,
  }
  const report = (activePeriods: ActivePeriod[], active = true) =>
    computeReport({
      period: 'month',
      date: '2026-05-01',
      currency: 'EUR',
      rooms: [{ ...room, active, activePeriods }],
      bookings: [booking],
      closures: [{ roomId: 1, date: '2026-05-20' }],
    })

  it('a room deactivated today keeps the months before as they were', () => {
    const before = report([{ from: null, until: null }])
    const after = report(periodsAfter([{ from: null, until: null }], false, '2026-06-15'), false)
    expect(after).toEqual(before)
    expect(before).toMatchObject({ availableNights: 30, bookedNights: 3, revenue: 300 })
  })

  it('counts nights, closures and stays only while the room was active', () => {
    const part = report([{ from: null, until: '2026-05-12' }])
    // Active May 1–11: 11 nights; two of the stay's nights; the closure of May 20 falls outside.
    expect(part).toMatchObject({ availableNights: 11, bookedNights: 2, revenue: 200 })
  })
})
