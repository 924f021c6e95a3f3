/**
 * The front desk's view of the inn: rooms × days over a window of two to four weeks (at most
 * `MAX_DESK_DAYS`), the stays in it, and the nights a room cannot take (booked or closed) for a
 * booking taken by staff. The server and the mocks both build their answers with these rules.
 */
import { type BookedStay, type Closure } from './availability'
import { addDays, daysBetween } from './calendar'

/** The windows the front desk offers, in days. */
export const DESK_DAY_CHOICES = [14, 21, 28] as const
export const DEFAULT_DESK_DAYS = 14
/** The longest window the API gives. */
export const MAX_DESK_DAYS = 62
/** The longest range of taken nights the API gives (a year ahead and a month). */
export const MAX_TAKEN_NIGHTS_DAYS = 400

/** A window starts the day before today, so last night's stays show beside tonight's. */
export function defaultDeskStart(today: string): string {
  return addDays(today, -1)
}

/** The window's last day (inclusive). */
export function deskWindowEnd(from: string, days: number): string {
  return addDays(from, days - 1)
}

/** Whether a stay shows in the window `[from, to]` (a departure on its first day shows too). */
export function stayInWindow(
  stay: { checkIn: string; checkOut: string },
  from: string,
  to: string,
) {
  return stay.checkIn <= to && stay.checkOut >= from
}

/**
 * The rooms the front desk shows: the active ones, and an inactive one that still holds a stay
 * in the window (so no stay is hidden); by id.
 */
export function deskRooms<R extends { id: number; active: boolean }>(
  rooms: readonly R[],
  stays: readonly { roomId: number }[],
): R[] {
  const holding = new Set(stays.map((stay) => stay.roomId))
  return rooms.filter((room) => room.active || holding.has(room.id)).sort((a, b) => a.id - b.id)
}

/** A room's nights (`YYYY-MM-DD` of each night) that confirmed stays hold and that are closed. */
export interface TakenNights {
  roomId: number
  booked: string[]
  closed: string[]
}

/**
 * Each room's taken nights within `[from, to]` (inclusive): those confirmed stays hold (but the
 * stay `exclude`, which is being changed) and those it is closed. Sorted, without repeats.
 */
export function takenNights(
  roomIds: readonly number[],
  stays: readonly (BookedStay & { id?: string })[],
  closures: readonly Closure[],
  range: { from: string; to: string },
  exclude?: string,
): TakenNights[] {
  const byRoom = new Map(
    roomIds.map((id) => [id, { booked: new Set<string>(), closed: new Set<string>() }]),
  )
  for (const stay of stays) {
    const room = byRoom.get(stay.roomId)
    if (!room || stay.status !== 'confirmed' || (exclude && stay.id === exclude)) continue
    const first = stay.checkIn > range.from ? stay.checkIn : range.from
    const nights = daysBetween(first, stay.checkOut)
    for (let i = 0; i < nights; i++) {
      const night = addDays(first, i)
      if (night > range.to) break
      room.booked.add(night)
    }
  }
  for (const closure of closures) {
    if (closure.date < range.from || closure.date > range.to) continue
    byRoom.get(closure.roomId)?.closed.add(closure.date)
  }
  return [...byRoom].map(([roomId, { booked, closed }]) => ({
    roomId,
    booked: [...booked].sort(),
    closed: [...closed].sort(),
  }))
}
