/**
 * The contract builds on the domain: its schemas must describe exactly the domain's types, and
 * the domain's fixtures and results must pass them. The `expectTypeOf` lines are checked by the
 * type checker (`npm run typecheck`), the rest when the tests run.
 */
import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { type z } from 'zod'

import { type findAvailableRooms, type findTakenRooms } from '@/domain/availability'
import { type BookingStatus, bookingView, newBooking } from '@/domain/bookings'
import { addDays, isIsoDate, MAX_DAYS_AHEAD, MAX_NIGHTS, validateStay } from '@/domain/dates'
import { DEMO_ROOMS, demoData, type DemoRoom } from '@/domain/demo-data'
import { type CalendarDay, calendarMonth, type RatePeriod, type StayRule } from '@/domain/rates'
import { formatReference, generateReference } from '@/domain/reference'
import { computeReport, type ReportPeriod } from '@/domain/reports'
import { type Amenity, MAX_GUESTS } from '@/domain/rooms'
import { DEFAULT_SETTINGS, type Settings } from '@/domain/settings'

import {
  type amenitySchema,
  type availabilityItemSchema,
  availabilityQuerySchema,
  bookingRequestSchema,
  bookingSchema,
  calendarDaySchema,
  isoDateSchema,
  ratePeriodInputSchema,
  ratePeriodSchema,
  referenceSchema,
  type reportQuerySchema,
  reportSchema,
  roomSchema,
  settingsSchema,
  stayRuleInputSchema,
  stayRuleSchema,
  type takenRoomSchema,
} from './contract'

const stayOf = (nights: number) => ({
  checkIn: '2025-06-20',
  checkOut: addDays('2025-06-20', nights),
})

describe('the contract and the domain', () => {
  it('describe the same types', () => {
    expectTypeOf<z.output<typeof settingsSchema>>().toEqualTypeOf<Settings>()
    expectTypeOf<z.output<typeof amenitySchema>>().toEqualTypeOf<Amenity>()
    expectTypeOf<z.output<typeof roomSchema>>().toEqualTypeOf<DemoRoom>()
    expectTypeOf<z.output<typeof bookingSchema>['status']>().toEqualTypeOf<BookingStatus>()
    expectTypeOf<z.output<typeof bookingSchema>>().toEqualTypeOf<ReturnType<typeof bookingView>>()
    expectTypeOf<z.output<typeof reportQuerySchema>['period']>().toEqualTypeOf<ReportPeriod>()
    expectTypeOf<z.output<typeof reportSchema>>().toEqualTypeOf<ReturnType<typeof computeReport>>()
    expectTypeOf<z.output<typeof availabilityItemSchema>>().toEqualTypeOf<
      ReturnType<typeof findAvailableRooms<z.output<typeof roomSchema>>>[number]
    >()
    expectTypeOf<z.output<typeof ratePeriodSchema>>().toEqualTypeOf<RatePeriod>()
    expectTypeOf<z.output<typeof stayRuleSchema>>().toEqualTypeOf<StayRule>()
    expectTypeOf<z.output<typeof calendarDaySchema>>().toEqualTypeOf<CalendarDay>()
    expectTypeOf<z.output<typeof takenRoomSchema>>().toEqualTypeOf<
      ReturnType<typeof findTakenRooms<z.output<typeof roomSchema>>>[number]
    >()
  })

  it('accept the domain’s settings, rooms, references and reports', () => {
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS)
    for (const room of DEMO_ROOMS) expect(roomSchema.parse(room)).toEqual(room)
    for (let i = 0; i < 50; i++) {
      expect(referenceSchema.safeParse(formatReference(generateReference(), 'NJ')).success).toBe(
        true,
      )
    }
    const at = new Date('2025-06-15T09:00:00Z')
    const { rooms, bookings, closures } = demoData('2025-06-15', at)
    const guest = { name: 'Ada', email: 'ada@example.com', phone: '' }
    const made = {
      id: 'b1',
      reference: generateReference(),
      referencePrefix: 'NJ',
      total: 19_000,
      currency: 'EUR',
      freeCancellationDays: 2,
      at,
    }
    const record = newBooking(rooms[0]!, { ...stayOf(2), guests: 1, guest }, made)
    expect(bookingSchema.parse(bookingView(record, rooms[0]!.name))).toEqual(
      bookingView(record, rooms[0]!.name),
    )
    for (const period of ['week', 'month', 'quarter', 'year'] as const) {
      const report = computeReport({
        period,
        date: '2025-06-15',
        currency: 'EUR',
        rooms,
        bookings,
        closures,
      })
      expect(reportSchema.parse(report)).toEqual(report)
    }
  })

  it('accept the demo’s rates and rules, as staff send them and as the API answers them', () => {
    const { ratePeriods, stayRules, rooms } = demoData('2025-06-15')
    expect(ratePeriods.length).toBeGreaterThan(0)
    expect(stayRules.length).toBeGreaterThan(0)
    for (const period of ratePeriods) {
      expect(ratePeriodSchema.parse(period)).toEqual(period)
      const { id: _id, ...input } = period
      expect(ratePeriodInputSchema.parse(input)).toEqual(input)
    }
    for (const rule of stayRules) {
      expect(stayRuleSchema.parse(rule)).toEqual(rule)
      const { id: _id, ...input } = rule
      expect(stayRuleInputSchema.parse(input)).toEqual(input)
    }
    const days = calendarMonth({
      month: '2025-10',
      guests: 2,
      rooms,
      periods: ratePeriods,
      rules: stayRules,
      today: '2025-06-15',
      busy: () => false,
    })
    for (const d of days) expect(calendarDaySchema.parse(d)).toEqual(d)
  })

  it('check dates with the domain’s rule', () => {
    const text = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.integer({ min: 0, max: 9999 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(
          ([y, m, d]) =>
            `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
        ),
    )
    fc.assert(
      fc.property(text, (value) => {
        expect(isoDateSchema.safeParse(value).success).toBe(isIsoDate(value))
      }),
    )
  })

  it('use the domain’s limits for stays and guests', () => {
    const stay = (checkIn: string, nights: number, guests: number) => ({
      checkIn,
      checkOut: addDays(checkIn, nights),
      guests,
    })
    const today = '2025-06-15'
    expect(validateStay(stay(today, MAX_NIGHTS, 1), today)).toBeNull()
    expect(validateStay(stay(addDays(today, MAX_DAYS_AHEAD), 1, 1), today)).toBeNull()
    expect(availabilityQuerySchema.safeParse(stay(today, 1, MAX_GUESTS)).success).toBe(true)
    expect(availabilityQuerySchema.safeParse(stay(today, 1, MAX_GUESTS + 1)).success).toBe(false)
    const guest = { name: 'Ada', email: 'ada@example.com' }
    const request = (guests: number) => ({ roomId: 1, ...stay(today, 1, guests), guest })
    expect(bookingRequestSchema.safeParse(request(MAX_GUESTS)).success).toBe(true)
    expect(bookingRequestSchema.safeParse(request(MAX_GUESTS + 1)).success).toBe(false)
    expect(roomSchema.shape.capacity.safeParse(MAX_GUESTS + 1).success).toBe(false)
  })
})
