import { type Booking } from '@/api'
import { addDays, daysBetween } from '@/domain/dates'
import { formatStay } from '@/domain/staff-format'
import { STAY_LABELS } from '@/domain/stay'

/**
 * Where things sit on the front desk's grid: one column per day, one row per room. A stay's bar
 * runs from the middle of its check-in day to the middle of its check-out day (guests arrive in
 * the afternoon and leave in the morning), so a departure and an arrival share a day.
 */

/** A day column's narrowest width and a room row's height, in CSS pixels. */
export const DAY_WIDTH = 48
export const ROW_HEIGHT = 48

/** The room names' column: narrower on a phone. */
export function roomColumnWidth(boxWidth: number): number {
  return boxWidth < 600 ? 120 : 176
}

/** A day column's width: the box's width shared by the days, never under `DAY_WIDTH`. */
export function dayWidthFor(boxWidth: number, days: number): number {
  return Math.max(DAY_WIDTH, Math.floor((boxWidth - roomColumnWidth(boxWidth)) / days))
}

/** The window's days, `YYYY-MM-DD`. */
export function windowDays(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i))
}

export interface BarPlacement {
  /** The day column the bar sits in (its first day shown). */
  cell: number
  /** From that column's left edge, px. */
  offset: number
  width: number
  /** The stay goes on before or after the window. */
  clippedStart: boolean
  clippedEnd: boolean
}

/** The bar of a stay in a window of `days` from `from`, or `null` when none of it shows. */
export function barPlacement(
  stay: { checkIn: string; checkOut: string },
  from: string,
  days: number,
  dayWidth = DAY_WIDTH,
): BarPlacement | null {
  const start = daysBetween(from, stay.checkIn) + 0.5
  const end = daysBetween(from, stay.checkOut) + 0.5
  const left = Math.max(start, 0)
  const right = Math.min(end, days)
  if (right <= left) return null
  const cell = Math.min(Math.floor(left), days - 1)
  return {
    cell,
    offset: (left - cell) * dayWidth,
    width: (right - left) * dayWidth,
    clippedStart: start < 0,
    clippedEnd: end > days,
  }
}

/** Where a stay's bar is at the desk: confirmed (expected), checked in, checked out, no-show. */
export type DeskStatus = 'confirmed' | 'checked_in' | 'checked_out' | 'no_show'

export function deskStatus(booking: Pick<Booking, 'stayStatus'>): DeskStatus {
  return booking.stayStatus === 'expected' ? 'confirmed' : booking.stayStatus
}

export const DESK_STATUS_LABELS: Record<DeskStatus, string> = {
  confirmed: 'Confirmed',
  checked_in: STAY_LABELS.checked_in,
  checked_out: STAY_LABELS.checked_out,
  no_show: STAY_LABELS.no_show,
}

/** What a screen reader says of a bar: `Garden Room, Jun 15 – 18, 2026, Tom Becker, checked in`. */
export function barLabel(booking: Booking, roomName: string): string {
  const status = DESK_STATUS_LABELS[deskStatus(booking)].toLowerCase()
  return `${roomName}, ${formatStay(booking.checkIn, booking.checkOut)}, ${booking.guest.name}, ${status}`
}

/** A move on the grid: so many days later (or earlier) and so many rows down (or up). */
export interface GridShift {
  days: number
  rows: number
}

/** The stay a shift makes: the room `rows` away (kept on the grid) and the dates `days` later. */
export function shiftedStay<R extends { id: number }>(
  booking: Pick<Booking, 'roomId' | 'checkIn' | 'checkOut'>,
  rooms: readonly R[],
  shift: GridShift,
): { room: R | undefined; roomId: number; checkIn: string; checkOut: string } {
  const index = rooms.findIndex((room) => room.id === booking.roomId)
  const target = Math.min(Math.max(index + shift.rows, 0), rooms.length - 1)
  const room = rooms[target]
  return {
    room,
    roomId: room?.id ?? booking.roomId,
    checkIn: addDays(booking.checkIn, shift.days),
    checkOut: addDays(booking.checkOut, shift.days),
  }
}

/** The shift a pointer's travel makes, snapped to whole days and rows. */
export function snapShift(dx: number, dy: number, dayWidth = DAY_WIDTH): GridShift {
  return { days: Math.round(dx / dayWidth), rows: Math.round(dy / ROW_HEIGHT) }
}
