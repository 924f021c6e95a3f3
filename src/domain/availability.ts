import {
  addDays,
  fromDayNumber,
  MAX_DAYS_AHEAD,
  nightsOf,
  type Stay,
  staysOverlap,
  toDayNumber,
} from './dates'
import { type NightRate, priceStay, type RatePeriod } from './rates'

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
 * What keeps a room from a stay: the stay's nights the room is closed on (in order) and whether a
 * confirmed booking other than `except` (one being moved) shares a night with it. The one
 * availability rule: the search (`isRoomFree`) and the booking service (`placeStay` in
 * `booking-decisions.ts`) both ask it.
 */
export function stayBlockers(
  roomId: number,
  stay: Stay,
  bookings: readonly (BookedStay & { id?: string })[],
  closures: readonly Closure[],
  except?: string,
): { closed: string[]; taken: boolean } {
  const closed = closures
    .filter((c) => c.roomId === roomId && c.date >= stay.checkIn && c.date < stay.checkOut)
    .map((c) => c.date)
    .sort()
  const taken = bookings.some(
    (b) =>
      b.roomId === roomId &&
      b.status === 'confirmed' &&
      (except === undefined || b.id !== except) &&
      staysOverlap(b, stay),
  )
  return { closed, taken }
}

/**
 * A room is free for a stay when it is active, holds the guests and nothing keeps it from the
 * stay (`stayBlockers`).
 */
export function isRoomFree(
  room: RoomLike,
  stay: Stay,
  guests: number,
  bookings: readonly BookedStay[],
  closures: readonly Closure[],
): boolean {
  if (!room.active || guests > room.capacity) return false
  const { closed, taken } = stayBlockers(room.id, stay, bookings, closures)
  return !taken && closed.length === 0
}

/** Sort order of rooms by their base rate: cheapest first, then by id. */
export function compareRoomsForSearch(a: RoomLike, b: RoomLike): number {
  return a.rate - b.rate || a.id - b.id
}

/** A free room for a stay: its nights, each night's rate (`rates.ts`) and their total. */
export interface PricedStay<R> {
  room: R
  nights: number
  nightly: NightRate[]
  total: number
  currency: string
}

/** Free rooms priced for a stay, cheapest stay first (then by base rate and id). */
export function pricedRooms<R extends RoomLike>(
  rooms: readonly R[],
  stay: Stay,
  periods: readonly RatePeriod[],
  currency: string,
): PricedStay<R>[] {
  const nights = nightsOf(stay)
  return rooms
    .map((room) => ({ room, nights, ...priceStay(room, periods, stay), currency }))
    .sort((a, b) => a.total - b.total || compareRoomsForSearch(a.room, b.room))
}

/** The free rooms for a stay with their nights and totals, cheapest first. */
export function findAvailableRooms<R extends RoomLike>(
  rooms: readonly R[],
  bookings: readonly BookedStay[],
  closures: readonly Closure[],
  query: Stay & { guests: number },
  currency: string,
  periods: readonly RatePeriod[] = [],
): PricedStay<R>[] {
  const free = rooms.filter((room) => isRoomFree(room, query, query.guests, bookings, closures))
  return pricedRooms(free, query, periods, currency)
}

/**
 * The free stay of the same number of nights nearest to the one asked for (the asked one itself
 * when it is free), or `null` when the room never holds the party or has no such stay within the
 * booking horizon (check-in from `today` up to `MAX_DAYS_AHEAD` days ahead, as `validateStay`)
 * that the stay rules allow (`allowed`).
 * Nearest is by days between the check-ins; of two as near, the later one wins: it leaves the
 * guest more time, where the earlier one may already be too soon.
 */
export function nearestFreeStay(
  room: RoomLike,
  query: Stay & { guests: number },
  bookings: readonly BookedStay[],
  closures: readonly Closure[],
  today: string,
  allowed: (stay: Stay) => boolean = () => true,
): Stay | null {
  const nights = nightsOf(query)
  if (!room.active || query.guests > room.capacity || nights < 1) return null
  const first = toDayNumber(today)
  const last = first + MAX_DAYS_AHEAD
  const asked = toDayNumber(query.checkIn)
  // The room's nights from today to the last stay's check-out, 1 when booked or closed; then
  // `busyBefore[i]`, how many of the first i are: a stay is free when none of its nights is.
  const busy = new Uint8Array(last + nights - first)
  const mark = (from: number, to: number) => {
    busy.fill(1, Math.max(from - first, 0), Math.max(to - first, 0))
  }
  for (const b of bookings) {
    if (b.roomId === room.id && b.status === 'confirmed') {
      mark(toDayNumber(b.checkIn), toDayNumber(b.checkOut))
    }
  }
  for (const c of closures) {
    if (c.roomId === room.id) mark(toDayNumber(c.date), toDayNumber(c.date) + 1)
  }
  const busyBefore = new Uint16Array(busy.length + 1)
  busy.forEach((night, i) => (busyBefore[i + 1] = busyBefore[i]! + night))
  const stayFrom = (checkIn: number) => ({
    checkIn: fromDayNumber(checkIn),
    checkOut: fromDayNumber(checkIn + nights),
  })
  const isFree = (checkIn: number) =>
    checkIn >= first &&
    checkIn <= last &&
    busyBefore[checkIn - first + nights] === busyBefore[checkIn - first] &&
    allowed(stayFrom(checkIn))
  for (let days = 0; days <= Math.max(asked - first, last - asked); days++) {
    if (isFree(asked + days)) return stayFrom(asked + days)
    if (isFree(asked - days)) return stayFrom(asked - days)
  }
  return null
}

/**
 * The rooms that hold the party but are taken for the stay, cheapest first, each with its
 * nearest free stay of as many nights that the rules allow (`nearestFreeStay`; `null` when
 * none) and the currency.
 */
export function findTakenRooms<R extends RoomLike>(
  rooms: readonly R[],
  bookings: readonly BookedStay[],
  closures: readonly Closure[],
  query: Stay & { guests: number },
  currency: string,
  today: string,
  allowed?: (stay: Stay) => boolean,
): { room: R; nearest: Stay | null; currency: string }[] {
  return rooms
    .filter(
      (room) =>
        room.active &&
        room.capacity >= query.guests &&
        !isRoomFree(room, query, query.guests, bookings, closures),
    )
    .sort(compareRoomsForSearch)
    .map((room) => ({
      room,
      nearest: nearestFreeStay(room, query, bookings, closures, today, allowed),
      currency,
    }))
}

/** What a refused change to past closures says, and beside the dates. */
export const PAST_CLOSURES = {
  message: 'Nights already past cannot be closed or opened.',
  field: (dates: readonly string[]) => `Already past: ${dates.join(', ')}.`,
}

/**
 * The nights before `today` that a new set of closures would close or open: the past stays as it
 * was (the reports of past months do not change after the fact).
 */
export function pastClosureChanges(
  stored: readonly string[],
  wanted: readonly string[],
  today: string,
): string[] {
  const past = (dates: readonly string[]) => new Set(dates.filter((date) => date < today))
  const before = past(stored)
  const after = past(wanted)
  return [
    ...[...after].filter((date) => !before.has(date)),
    ...[...before].filter((date) => !after.has(date)),
  ].sort()
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

/** A run of closed nights with one reason: `first` to `last` (inclusive). */
export interface ClosedRun {
  first: string
  last: string
  nights: number
  reason: string | null
}

/**
 * A room's closed nights as runs: consecutive nights with the same reason together (a week's
 * painting is one run), in date order.
 */
export function closedRuns(
  dates: readonly string[],
  reasons: Readonly<Record<string, string>>,
): ClosedRun[] {
  const runs: ClosedRun[] = []
  for (const date of [...new Set(dates)].sort()) {
    const reason = reasons[date] ?? null
    const last = runs.at(-1)
    if (last && addDays(last.last, 1) === date && last.reason === reason) {
      last.last = date
      last.nights++
    } else {
      runs.push({ first: date, last: date, nights: 1, reason })
    }
  }
  return runs
}

/** A closed night and why (`null`: not said). */
export interface ClosedNight {
  date: string
  reason?: string | null
}

/** A room's closed nights as the API gives them: the dates in order, the reasons they have. */
export function closuresAnswer(nights: readonly ClosedNight[]): {
  dates: string[]
  reasons: Record<string, string>
} {
  const sorted = [...nights].sort((a, b) => a.date.localeCompare(b.date))
  return {
    dates: sorted.map((night) => night.date),
    reasons: Object.fromEntries(sorted.flatMap((n) => (n.reason ? [[n.date, n.reason]] : []))),
  }
}

/** The reasons a change of closures keeps: those given, but a night already past keeps its own. */
export function keptClosureReasons(
  given: Readonly<Record<string, string>>,
  past: readonly ClosedNight[],
): Record<string, string> {
  const kept = { ...given }
  for (const night of past) {
    if (night.reason) kept[night.date] = night.reason
    else delete kept[night.date]
  }
  return kept
}
