import { nightsOf, type Stay, staysOverlap } from './dates'
import { stayTotal } from './pricing'

export interface RoomLike {
  id: number
  capacity: number
  rate: number
  active: boolean
}
export interface BookedStay extends Stay {
  roomId: number
  status: 'confirmed' | 'cancelled'
}
export interface Closure {
  roomId: number
  date: string
}

/**
 * A room is free for a stay when it is active, holds the guests, has no confirmed booking that
 * shares a night with the stay and is closed on none of its nights.
 */
export function isRoomFree(
  room: RoomLike,
  stay: Stay,
  guests: number,
  bookings: readonly BookedStay[],
  closures: readonly Closure[],
): boolean {
  if (!room.active || guests > room.capacity) return false
  const taken = bookings.some(
    (b) => b.roomId === room.id && b.status === 'confirmed' && staysOverlap(b, stay),
  )
  if (taken) return false
  return !closures.some(
    (c) => c.roomId === room.id && c.date >= stay.checkIn && c.date < stay.checkOut,
  )
}

/** Sort order of search results: cheapest first, then by id. */
export function compareRoomsForSearch(a: RoomLike, b: RoomLike): number {
  return a.rate - b.rate || a.id - b.id
}

/** The free rooms for a stay with their nights and totals, cheapest first. */
export function findAvailableRooms<R extends RoomLike>(
  rooms: readonly R[],
  bookings: readonly BookedStay[],
  closures: readonly Closure[],
  query: Stay & { guests: number },
  currency: string,
): { room: R; nights: number; total: number; currency: string }[] {
  const nights = nightsOf(query)
  return rooms
    .filter((room) => isRoomFree(room, query, query.guests, bookings, closures))
    .sort(compareRoomsForSearch)
    .map((room) => ({ room, nights, total: stayTotal(nights, room.rate), currency }))
}

/** The dates among `dates` on which the room has a confirmed booking (closing them would clash). */
export function closureConflicts(
  roomId: number,
  dates: readonly string[],
  bookings: readonly BookedStay[],
): string[] {
  return dates.filter((date) =>
    bookings.some(
      (b) =>
        b.roomId === roomId && b.status === 'confirmed' && b.checkIn <= date && date < b.checkOut,
    ),
  )
}
