import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  type BookedStay,
  closedRuns,
  closureConflicts,
  findAvailableRooms,
  findTakenRooms,
  isRoomFree,
  nearestFreeStay,
  pastClosureChanges,
} from './availability'
import { addDays, daysBetween, MAX_DAYS_AHEAD, nightDates } from './dates'

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

describe('closures of past nights', () => {
  const today = '2025-06-10'
  it('lets today and later change, and the past stay as it was', () => {
    const stored = ['2025-06-01', '2025-06-09', '2025-06-10']
    expect(pastClosureChanges(stored, ['2025-06-01', '2025-06-09', '2025-06-20'], today)).toEqual(
      [],
    )
    expect(pastClosureChanges(stored, [], today)).toEqual(['2025-06-01', '2025-06-09'])
  })
  it('names the past nights added and the ones removed, in order', () => {
    expect(
      pastClosureChanges(['2025-06-05'], ['2025-06-08', '2025-06-02', '2025-06-12'], today),
    ).toEqual(['2025-06-02', '2025-06-05', '2025-06-08'])
  })
})

describe('the nearest free stay', () => {
  const today = '2025-06-01'
  const asked = { ...stay, guests: 2 } // 10 to 13 June: 3 nights
  const nearest = (bookings: BookedStay[], closed: string[] = [], query = asked) =>
    nearestFreeStay(
      room,
      query,
      bookings,
      closed.map((date) => ({ roomId: 1, date })),
      today,
    )

  it('is the stay asked for when it is free', () => {
    expect(nearest([])).toEqual({ checkIn: '2025-06-10', checkOut: '2025-06-13' })
  })

  it('is the nearest by days, and of two as near the later one', () => {
    // Booked 9 to 12 June: 12 to 15 is 2 days later, 6 to 9 is 4 days earlier.
    expect(nearest([booking('2025-06-09', '2025-06-12')])).toEqual({
      checkIn: '2025-06-12',
      checkOut: '2025-06-15',
    })
    // Booked 11 to 16 June: 8 to 11 is 2 days earlier, 16 to 19 is 6 days later.
    expect(nearest([booking('2025-06-11', '2025-06-16')])).toEqual({
      checkIn: '2025-06-08',
      checkOut: '2025-06-11',
    })
    // Closed on 11 June: 8 to 11 and 12 to 15 are both 2 days off; the later one wins.
    expect(nearest([], ['2025-06-11'])).toEqual({ checkIn: '2025-06-12', checkOut: '2025-06-15' })
  })

  it('keeps the same number of nights, over closures and confirmed bookings only', () => {
    const found = nearest(
      [booking('2025-06-01', '2025-06-14'), booking('2025-06-14', '2025-06-30', 'cancelled')],
      ['2025-06-15'],
    )
    // 14 June is free (the later stay was cancelled) but 15 June is closed: 16 to 19.
    expect(found).toEqual({ checkIn: '2025-06-16', checkOut: '2025-06-19' })
  })

  it('starts no earlier than today and no later than the booking horizon', () => {
    const lastCheckIn = addDays(today, MAX_DAYS_AHEAD)
    // Taken from today to 12 June and after: only later stays, none before today.
    expect(nearest([booking('2025-05-20', '2025-06-12')])).toEqual({
      checkIn: '2025-06-12',
      checkOut: '2025-06-15',
    })
    // Taken from today to the last check-in day but one: the last day can still start a stay.
    const yearLong = [
      booking(today, addDays(lastCheckIn, -10)),
      booking(addDays(lastCheckIn, -10), lastCheckIn),
    ]
    expect(nearest(yearLong)).toEqual({ checkIn: lastCheckIn, checkOut: addDays(lastCheckIn, 3) })
    // And with that day taken too, there is none.
    expect(nearest([...yearLong, booking(lastCheckIn, addDays(lastCheckIn, 1))])).toBeNull()
  })

  it('is none for a room that never holds the party', () => {
    expect(nearestFreeStay({ ...room, active: false }, asked, [], [], today)).toBeNull()
    expect(nearestFreeStay(room, { ...asked, guests: 3 }, [], [], today)).toBeNull()
  })

  it('matches trying every check-in of the horizon in turn', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays(today, n))
    const taken = fc
      .tuple(day, fc.integer({ min: 1, max: 20 }), fc.boolean())
      .map(([checkIn, n, cancelled]) =>
        booking(checkIn, addDays(checkIn, n), cancelled ? 'cancelled' : 'confirmed'),
      )
    fc.assert(
      fc.property(
        fc.array(taken, { maxLength: 8 }),
        fc.array(day, { maxLength: 8 }),
        day,
        fc.integer({ min: 1, max: 30 }),
        (bookings, closed, checkIn, n) => {
          const query = { checkIn, checkOut: addDays(checkIn, n), guests: 1 }
          const closures = closed.map((date) => ({ roomId: 1, date }))
          const candidates = Array.from({ length: MAX_DAYS_AHEAD + 1 }, (_, i) => {
            const start = addDays(today, i)
            return { checkIn: start, checkOut: addDays(start, n) }
          }).filter((s) => isRoomFree(room, s, 1, bookings, closures))
          const distance = (s: { checkIn: string }) => Math.abs(daysBetween(checkIn, s.checkIn))
          const best = candidates.sort(
            (a, b) => distance(a) - distance(b) || daysBetween(a.checkIn, b.checkIn),
          )[0]
          expect(nearestFreeStay(room, query, bookings, closures, today)).toEqual(best ?? null)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('lists the rooms that hold the party but are taken, cheapest first, each with its nearest stay', () => {
    const rooms = [
      { id: 1, capacity: 2, rate: 9000, active: true },
      { id: 2, capacity: 4, rate: 7000, active: true },
      { id: 3, capacity: 4, rate: 5000, active: false },
      { id: 4, capacity: 1, rate: 5000, active: true },
      { id: 5, capacity: 2, rate: 8000, active: true },
    ]
    const bookings = [
      booking('2025-06-09', '2025-06-12'),
      { ...booking('2025-06-01', '2025-06-20'), roomId: 2 },
      { ...booking('2025-06-01', '2025-06-20'), roomId: 3 },
      { ...booking('2025-06-01', '2025-06-20'), roomId: 4 },
    ]
    const result = findTakenRooms(rooms, bookings, [], asked, 'EUR', today)
    expect(result).toEqual([
      {
        room: rooms[1],
        nearest: { checkIn: '2025-06-20', checkOut: '2025-06-23' },
        currency: 'EUR',
      },
      {
        room: rooms[0],
        nearest: { checkIn: '2025-06-12', checkOut: '2025-06-15' },
        currency: 'EUR',
      },
    ])
  })
})

describe('closed runs', () => {
  it('puts consecutive nights with one reason together, in date order', () => {
    expect(
      closedRuns(['2026-06-22', '2026-06-20', '2026-06-21', '2026-06-24', '2026-06-25'], {
        '2026-06-20': 'Painting',
        '2026-06-21': 'Painting',
        '2026-06-22': 'Painting',
        '2026-06-25': 'Owner’s guests',
      }),
    ).toEqual([
      { first: '2026-06-20', last: '2026-06-22', nights: 3, reason: 'Painting' },
      { first: '2026-06-24', last: '2026-06-24', nights: 1, reason: null },
      { first: '2026-06-25', last: '2026-06-25', nights: 1, reason: 'Owner’s guests' },
    ])
    expect(closedRuns([], {})).toEqual([])
  })
})
