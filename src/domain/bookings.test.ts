import { describe, expect, it } from 'vitest'

import {
  compareBookingsForList,
  type ListedBooking,
  matchesBookingFilter,
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
