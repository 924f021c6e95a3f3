import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDays, daysBetween, fromDayNumber } from './dates'
import { computeReport, periodBuckets, periodRange } from './reports'

describe('report periods', () => {
  it('finds the week, month, quarter and year of a date', () => {
    expect(periodRange('week', '2025-06-01')).toEqual({ from: '2025-05-26', to: '2025-06-01' })
    expect(periodRange('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(periodRange('quarter', '2025-11-30')).toEqual({ from: '2025-10-01', to: '2025-12-31' })
    expect(periodRange('year', '2025-06-01')).toEqual({ from: '2025-01-01', to: '2025-12-31' })
  })

  it('splits a period into contiguous buckets that cover it exactly', () => {
    const date = fc.integer({ min: 10_957, max: 47_481 }).map(fromDayNumber)
    const period = fc.constantFrom('week', 'month', 'quarter', 'year' as const)
    fc.assert(
      fc.property(period, date, (p, d) => {
        const range = periodRange(p, d)
        const buckets = periodBuckets(p, d)
        expect(range.from <= d && d <= range.to).toBe(true)
        expect(buckets[0]!.from).toBe(range.from)
        expect(buckets.at(-1)!.to).toBe(range.to)
        buckets.slice(1).forEach((b, i) => expect(daysBetween(buckets[i]!.to, b.from)).toBe(1))
      }),
    )
  })
})

describe('occupancy and revenue', () => {
  const rooms = [
    { id: 1, capacity: 2, rate: 100, active: true },
    { id: 2, capacity: 2, rate: 200, active: true },
    { id: 3, capacity: 2, rate: 300, active: false },
  ]

  it('counts nights inside the period, less closures, and spreads revenue by night', () => {
    const report = computeReport({
      period: 'week',
      date: '2025-06-04', // week of Mon 2025-06-02
      currency: 'EUR',
      rooms,
      bookings: [
        // 2 of its 3 nights fall in the week (06-01 is the Sunday before).
        {
          roomId: 1,
          checkIn: '2025-06-01',
          checkOut: '2025-06-04',
          status: 'confirmed',
          total: 300,
        },
        {
          roomId: 2,
          checkIn: '2025-06-07',
          checkOut: '2025-06-09',
          status: 'confirmed',
          total: 400,
        },
        {
          roomId: 2,
          checkIn: '2025-06-03',
          checkOut: '2025-06-05',
          status: 'cancelled',
          total: 400,
        },
        {
          roomId: 3,
          checkIn: '2025-06-03',
          checkOut: '2025-06-05',
          status: 'confirmed',
          total: 600,
        },
      ],
      closures: [{ roomId: 1, date: '2025-06-06' }],
    })
    expect(report).toMatchObject({
      from: '2025-06-02',
      to: '2025-06-08',
      bookedNights: 4,
      availableNights: 13,
      revenue: 600,
      occupancy: Math.round((4 / 13) * 10_000) / 10_000,
    })
    expect(report.buckets).toHaveLength(7)
    expect(report.buckets[0]).toMatchObject({ label: '2025-06-02', bookedNights: 1, revenue: 100 })
    expect(report.buckets[4]).toMatchObject({ label: '2025-06-06', availableNights: 1 })
  })

  it('counts a room from the day it was added, so the periods before do not change', () => {
    const added = [
      ...rooms,
      { id: 4, capacity: 2, rate: 100, active: true, openedOn: '2025-06-12' },
    ]
    const report = (date: string, list = added) =>
      computeReport({
        period: 'month',
        date,
        currency: 'EUR',
        rooms: list,
        bookings: [],
        closures: [],
      })
    // May, before it was added: as without it.
    expect(report('2025-05-01').availableNights).toBe(report('2025-05-01', rooms).availableNights)
    expect(report('2025-05-01').availableNights).toBe(2 * 31)
    // June: its 19 nights from the 12th (the 30th included).
    expect(report('2025-06-01').availableNights).toBe(2 * 30 + 19)
    expect(
      report('2025-06-01')
        .buckets.slice(0, 11)
        .every((b) => b.availableNights === 2),
    ).toBe(true)
    expect(report('2025-06-01').buckets[11]!.availableNights).toBe(3)
  })

  it('never loses or invents money: bucket revenue sums to the nights sold in the period', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            start: fc.integer({ min: -40, max: 400 }),
            nights: fc.integer({ min: 1, max: 30 }),
            total: fc.integer({ min: 0, max: 1_000_000 }),
          }),
          { maxLength: 20 },
        ),
        (stays) => {
          const bookings = stays.map((s, i) => ({
            roomId: (i % 2) + 1,
            checkIn: addDays('2025-01-01', s.start),
            checkOut: addDays('2025-01-01', s.start + s.nights),
            status: 'confirmed' as const,
            total: s.total,
          }))
          const report = computeReport({
            period: 'year',
            date: '2025-05-05',
            currency: 'EUR',
            rooms,
            bookings,
            closures: [],
          })
          expect(report.revenue).toBe(report.buckets.reduce((a, b) => a + b.revenue, 0))
          const inside = bookings.every(
            (b) => b.checkIn >= '2025-01-01' && b.checkOut <= '2026-01-01',
          )
          if (inside) expect(report.revenue).toBe(bookings.reduce((a, b) => a + b.total, 0))
          expect(report.occupancy).toBeGreaterThanOrEqual(0)
          expect(report.availableNights).toBe(2 * 365)
        },
      ),
    )
  })
})
