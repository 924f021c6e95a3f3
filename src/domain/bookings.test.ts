import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  bookingView,
  cancellation,
  compareBookingsForList,
  freeCancellationUntil,
  guestMayCancel,
  type ListedBooking,
  matchesBookingFilter,
  newBooking,
  pageOf,
  referenceNeedle,
  validateBookingRequest,
} from './bookings'

const today = '2025-06-15'
const room = { id: 1, capacity: 2, rate: 100, active: true }

describe('booking requests', () => {
  it('pass when the room exists, holds the guests and the stay follows the rules', () => {
    expect(
      validateBookingRequest(
        room,
        { checkIn: '2025-06-15', checkOut: '2025-06-16', guests: 2 },
        today,
      ),
    ).toBeNull()
  })

  it('name each wrong field', () => {
    expect(
      validateBookingRequest(
        room,
        { checkIn: '2025-06-14', checkOut: '2025-06-14', guests: 3 },
        today,
      ),
    ).toEqual({
      checkIn: 'Check-in cannot be in the past.',
      checkOut: 'Check-out must be after check-in.',
      guests: 'This room holds at most 2 guests.',
    })
    expect(
      validateBookingRequest(
        { ...room, active: false },
        { checkIn: '2025-06-15', checkOut: '2025-06-16', guests: 1 },
        today,
      ),
    ).toEqual({ roomId: 'This room does not exist.' })
    expect(
      validateBookingRequest(
        undefined,
        { checkIn: '2025-06-15', checkOut: '2025-06-16', guests: 1 },
        today,
      ),
    ).toEqual({ roomId: 'This room does not exist.' })
  })
})

const listed = (overrides: Partial<ListedBooking>): ListedBooking => ({
  id: 'a',
  reference: 'EQAAX0XWBV',
  checkIn: '2025-06-10',
  checkOut: '2025-06-12',
  status: 'confirmed',
  guestName: 'Tom Becker',
  guestEmail: 'tom@example.com',
  createdAt: '2025-05-01T10:00:00.000Z',
  ...overrides,
})

describe('admin booking filter', () => {
  const b = listed({})

  it('keeps stays that touch the range, including check-out day', () => {
    expect(matchesBookingFilter(b, { from: '2025-06-12', to: '2025-06-20' })).toBe(true)
    expect(matchesBookingFilter(b, { from: '2025-06-01', to: '2025-06-10' })).toBe(true)
    expect(matchesBookingFilter(b, { from: '2025-06-13' })).toBe(false)
    expect(matchesBookingFilter(b, { to: '2025-06-09' })).toBe(false)
  })

  it('filters by status', () => {
    expect(matchesBookingFilter(b, { status: 'confirmed' })).toBe(true)
    expect(matchesBookingFilter(b, { status: 'cancelled' })).toBe(false)
  })

  it('finds by name, email or reference in any typed form', () => {
    expect(matchesBookingFilter(b, { q: 'becker' })).toBe(true)
    expect(matchesBookingFilter(b, { q: 'TOM@EXAMPLE' })).toBe(true)
    expect(matchesBookingFilter(b, { q: 'NJ-EQAAX-0XWBV' })).toBe(true)
    expect(matchesBookingFilter(b, { q: 'eqaax-oxwbv' })).toBe(true)
    expect(matchesBookingFilter(b, { q: 'x0xw' })).toBe(true)
    expect(matchesBookingFilter(b, { q: 'nobody' })).toBe(false)
  })

  it('only treats reference-like text as a reference', () => {
    expect(referenceNeedle('abc')).toBeNull()
    expect(referenceNeedle('hello world')).toBeNull()
    expect(referenceNeedle('nj-eqaax')).toBe('EQAAX')
  })

  it('orders by latest check-in, then newest booking', () => {
    const items = [
      listed({ id: '1', checkIn: '2025-06-01' }),
      listed({ id: '2', checkIn: '2025-07-01' }),
      listed({ id: '3', checkIn: '2025-07-01', createdAt: '2025-05-02T00:00:00.000Z' }),
    ]
    expect(items.sort(compareBookingsForList).map((x) => x.id)).toEqual(['3', '2', '1'])
  })
})

describe('a new booking', () => {
  const at = new Date('2025-06-15T10:00:00.000Z')
  const made = {
    id: 'b-1',
    reference: 'EQAAX0XWBV',
    referencePrefix: 'NJ',
    total: 28_500,
    currency: 'EUR',
    freeCancellationDays: 2,
    at,
  }
  const request = {
    checkIn: '2025-06-20',
    checkOut: '2025-06-23',
    guests: 2,
    guest: { name: 'Ada', email: 'ada@example.com', phone: '', notes: 'Late arrival' },
  }

  it('is confirmed at the total its nights were priced, with empty details kept as null', () => {
    expect(newBooking({ ...room, rate: 9500 }, request, made)).toEqual({
      id: 'b-1',
      reference: 'EQAAX0XWBV',
      referencePrefix: 'NJ',
      roomId: 1,
      checkIn: '2025-06-20',
      checkOut: '2025-06-23',
      guests: 2,
      guest: { name: 'Ada', email: 'ada@example.com', phone: null, notes: 'Late arrival' },
      total: 28_500,
      currency: 'EUR',
      status: 'confirmed',
      createdAt: '2025-06-15T10:00:00.000Z',
      cancelledAt: null,
      cancelledBy: null,
      createdBy: 'guest',
      stayStatus: 'expected',
      checkedInAt: null,
      checkedOutAt: null,
      noShowAt: null,
      freeCancellationDays: 2,
    })
  })

  it('is shown with its NJ- reference, room name and nights', () => {
    const view = bookingView(newBooking(room, request, made), 'Garden Room')
    expect(view).toMatchObject({ reference: 'NJ-EQAAX-0XWBV', roomName: 'Garden Room', nights: 3 })
  })

  it('can be cancelled once', () => {
    const booking = newBooking(room, request, made)
    const later = new Date('2025-06-16T08:00:00.000Z')
    const change = cancellation(booking, later, 'guest')
    expect(change).toEqual({
      status: 'cancelled',
      cancelledAt: '2025-06-16T08:00:00.000Z',
      cancelledBy: 'guest',
    })
    expect(cancellation({ ...booking, ...change }, later, 'staff')).toBeUndefined()
  })

  it('may be cancelled by the guest until the last free day of its own terms', () => {
    const booking = newBooking(room, request, made) // check-in 2025-06-20, free until 2 days before
    expect(freeCancellationUntil(booking.checkIn, 2)).toBe('2025-06-18')
    expect(guestMayCancel(booking, '2025-06-18')).toBe(true)
    expect(guestMayCancel(booking, '2025-06-19')).toBe(false)
    expect(guestMayCancel({ ...booking, freeCancellationDays: 0 }, '2025-06-20')).toBe(true)
    expect(guestMayCancel({ ...booking, status: 'cancelled' }, '2025-06-01')).toBe(false)
  })
})

describe('pages of a list', () => {
  it('cover the list in order, each at most a page long', () => {
    fc.assert(
      fc.property(fc.nat(95), fc.integer({ min: 1, max: 25 }), (length, size) => {
        const items = Array.from({ length }, (_, i) => i)
        const pages = Math.max(1, Math.ceil(length / size))
        const all = Array.from({ length: pages }, (_, i) => pageOf(items, i + 1, size))
        expect(all.flatMap((p) => p.items)).toEqual(items)
        for (const p of all) expect(p).toMatchObject({ pageSize: size, total: length })
        expect(pageOf(items, pages + 1, size).items).toEqual([])
      }),
    )
    expect(pageOf(['a'], 1).pageSize).toBe(20)
  })
})
