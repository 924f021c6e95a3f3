import { type BookingStatus } from '@/api/contract'

import { type RoomLike } from './availability'
import { type Stay, validateStay } from './dates'
import { CROCKFORD_ALPHABET } from './reference'

/**
 * Checks a booking request against its room and today's date (the shape is already valid).
 * Returns field errors, or `null` when the request may be booked if the room is free.
 */
export function validateBookingRequest(
  room: RoomLike | undefined,
  request: Stay & { guests: number },
  today: string,
): Record<string, string> | null {
  const errors: Record<string, string> = { ...validateStay(request, today) }
  if (!room || !room.active) errors.roomId = 'This room does not exist.'
  else if (request.guests > room.capacity)
    errors.guests = `This room holds at most ${room.capacity} ${room.capacity === 1 ? 'guest' : 'guests'}.`
  return Object.keys(errors).length ? errors : null
}

/** What the admin list filters on. */
export interface BookingFilter {
  from?: string
  to?: string
  status?: BookingStatus
  q?: string
}

export interface ListedBooking {
  id: string
  /** Raw reference, 10 characters. */
  reference: string
  checkIn: string
  checkOut: string
  status: BookingStatus
  guestName: string
  guestEmail: string
  createdAt: string
}

/**
 * The part of a search text that can match a reference: upper-cased, without `NJ-` and dashes,
 * Crockford look-alikes mapped (I, L → 1; O → 0). `null` if it cannot be part of a reference.
 */
export function referenceNeedle(q: string): string | null {
  let text = q.trim().toUpperCase()
  if (text.startsWith('NJ-')) text = text.slice(3)
  text = text.replace(/-/g, '').replace(/[IL]/g, '1').replace(/O/g, '0')
  if (text.length < 4 || text.length > 10) return null
  for (const ch of text) if (!CROCKFORD_ALPHABET.includes(ch)) return null
  return text
}

/** The admin list filter: stay touches [from, to], status, and text in reference/name/email. */
export function matchesBookingFilter(booking: ListedBooking, filter: BookingFilter): boolean {
  if (filter.from && booking.checkOut < filter.from) return false
  if (filter.to && booking.checkIn > filter.to) return false
  if (filter.status && booking.status !== filter.status) return false
  const q = filter.q?.trim()
  if (q) {
    const text = q.toLowerCase()
    const needle = referenceNeedle(q)
    const hit =
      booking.guestName.toLowerCase().includes(text) ||
      booking.guestEmail.toLowerCase().includes(text) ||
      (needle !== null && booking.reference.includes(needle))
    if (!hit) return false
  }
  return true
}

/** Admin list order: latest check-in first, then newest booking, then id. */
export function compareBookingsForList(a: ListedBooking, b: ListedBooking): number {
  if (a.checkIn !== b.checkIn) return a.checkIn < b.checkIn ? 1 : -1
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
