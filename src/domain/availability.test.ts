import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { type BookedStay, closureConflicts, findAvailableRooms, isRoomFree } from './availability'
import { addDays, nightDates } from './dates'

const room = { id: 1, capacity: 2, rate: 10_000, active: true }
const stay = { checkIn: '2025-06-10', checkOut: '2025-06-13' }
const booking = (
  checkIn: string,
  checkOut: string,
  status: BookedStay['status'] = 'confirmed',
) => ({
  roomId: 1,
  checkIn,
  checkOut,
  status,
})

describe('availability', () => {
  it('is free when active, large enough, unbooked and open', () => {
    expect(isRoomFree(room, stay, 2, [], [])).toBe(true)
    expect(isRoomFree({ ...room, active: false }, stay, 2, [], [])).toBe(false)
    expect(isRoomFree(room, stay, 3, [], [])).toBe(false)
  })

  it('is taken by an overlapping confirmed booking, not a cancelled or adjacent one', () => {
    expect(isRoomFree(room, stay, 1, [booking('2025-06-12', '2025-06-14')], [])).toBe(false)
    expect(isRoomFree(room, stay, 1, [booking('2025-06-12', '2025-06-14', 'cancelled')], [])).toBe(
      true,
    )
    expect(isRoomFree(room, stay, 1, [booking('2025-06-13', '2025-06-15')], [])).toBe(true)
    expect(isRoomFree(room, stay, 1, [booking('2025-06-07', '2025-06-10')], [])).toBe(true)
    expect(
      isRoomFree(room, stay, 1, [{ ...booking('2025-06-10', '2025-06-13'), roomId: 2 }], []),
    ).toBe(true)
  })

  it('is closed by a closure on any night of the stay, not on the check-out day', () => {
    expect(isRoomFree(room, stay, 1, [], [{ roomId: 1, date: '2025-06-12' }])).toBe(false)
    expect(isRoomFree(room, stay, 1, [], [{ roomId: 1, date: '2025-06-13' }])).toBe(true)
  })

  it('matches a night-by-night model', () => {
    const day = fc.integer({ min: 0, max: 40 }).map((n) => addDays('2025-06-01', n))
    const bookedStay = fc
      .tuple(day, fc.integer({ min: 1, max: 10 }), fc.boolean())
      .map(([checkIn, n, cancelled]) =>
        booking(checkIn, addDays(checkIn, n), cancelled ? 'cancelled' : 'confirmed'),
      )
    fc.assert(
      fc.property(
        fc.array(bookedStay, { maxLength: 5 }),
        fc.array(day, { maxLength: 5 }),
        day,
        fc.integer({ min: 1, max: 10 }),
        (bookings, closed, checkIn, n) => {
          const query = { checkIn, checkOut: addDays(checkIn, n) }
          const busy = new Set([
            ...bookings.filter((b) => b.status === 'confirmed').flatMap(nightDates),
            ...closed,
          ])
          const expected = nightDates(query).every((night) => !busy.has(night))
          const closures = closed.map((date) => ({ roomId: 1, date }))
          expect(isRoomFree(room, query, 1, bookings, closures)).toBe(expected)
        },
      ),
    )
  })

  it('lists free rooms cheapest first with nights and totals', () => {
    const rooms = [
      { id: 1, capacity: 2, rate: 9000, active: true },
      { id: 2, capacity: 4, rate: 7000, active: true },
      { id: 3, capacity: 4, rate: 7000, active: false },
      { id: 4, capacity: 1, rate: 5000, active: true },
    ]
    const result = findAvailableRooms(rooms, [], [], { ...stay, guests: 2 }, 'EUR')
    expect(result.map((r) => [r.room.id, r.nights, r.total, r.currency])).toEqual([
      [2, 3, 21_000, 'EUR'],
      [1, 3, 27_000, 'EUR'],
    ])
  })

  it('names the closure dates that clash with confirmed bookings', () => {
    const bookings = [
      booking('2025-06-10', '2025-06-12'),
      booking('2025-06-20', '2025-06-22', 'cancelled'),
    ]
    expect(
      closureConflicts(
        1,
        ['2025-06-09', '2025-06-10', '2025-06-11', '2025-06-12', '2025-06-20'],
        bookings,
      ),
    ).toEqual(['2025-06-10', '2025-06-11'])
  })
})
