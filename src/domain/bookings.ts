import { type RoomLike } from './availability'
import { addDays } from './calendar'
import { nightsOf, type Stay, validateStay } from './dates'
import { CROCKFORD_ALPHABET, formatReference } from './reference'
import { type StayStatus } from './stay'

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
/** Who cancelled a booking: the guest (from its link) or the inn's staff. */
export const CANCELLERS = ['guest', 'staff'] as const
export type Canceller = (typeof CANCELLERS)[number]

/** A booked stay as guests read it: the room, the days, the party and the total. */
export interface StayFacts extends Stay {
  roomName: string
  nights: number
  guests: number
  /** In minor units. */
  total: number
  currency: string
}

/** Bookings on one page of the staff list. */
export const ADMIN_PAGE_SIZE = 20

/** What a guest asks for: a room, a stay, the party size and who they are. */
export interface BookingIntent extends Stay {
  guests: number
  /** The email is left out only by staff (a walk-in without one). */
  guest: {
    name: string
    email?: string | undefined
    phone?: string | undefined
    notes?: string | undefined
  }
}

/** The guest's details a booking keeps (empty optional ones as `null`), in the order edits name them. */
export const GUEST_DETAILS = ['name', 'email', 'phone', 'notes'] as const

/** Each guest detail as a booking's history names it when an edit changes it. */
export const GUEST_DETAIL_WORDS: Record<(typeof GUEST_DETAILS)[number], string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  notes: 'notes',
}
export interface GuestDetails {
  name: string
  /** `null`: booked by staff without one; nothing is emailed. */
  email: string | null
  phone: string | null
  notes: string | null
}

/** A booking as kept: the raw reference and the total fixed when it was made. */
export interface BookingRecord extends Stay {
  id: string
  /** Raw reference, 10 characters. */
  reference: string
  /** The inn's prefix of references when it was made (`NJ`): it keeps it. */
  referencePrefix: string
  roomId: number
  guests: number
  guest: GuestDetails
  /** The sum of its nights' rates when booked (or last moved), minor units. */
  total: number
  currency: string
  status: BookingStatus
  createdAt: string
  cancelledAt: string | null
  /** Who cancelled it (`null` while confirmed). */
  cancelledBy: Canceller | null
  /** Who made it: the guest on the site, or staff for a phone or walk-in guest. */
  createdBy: Canceller
  /** At the front desk: expected, checked in, checked out or a no-show, each with its time. */
  stayStatus: StayStatus
  checkedInAt: string | null
  checkedOutAt: string | null
  noShowAt: string | null
  /** Its cancellation terms: free until this many days before check-in (the policy when made). */
  freeCancellationDays: number
}

/** A booking's stay as it starts: expected, nothing done yet at the front desk. */
export const EXPECTED_STAY = {
  stayStatus: 'expected',
  checkedInAt: null,
  checkedOutAt: null,
  noShowAt: null,
} as const

/** The guest's details as a booking keeps them (trimmed by the contract), empty ones as `null`. */
export function keptGuest(guest: BookingIntent['guest']): GuestDetails {
  return Object.fromEntries(
    GUEST_DETAILS.map((detail) => [detail, guest[detail] || null]),
  ) as unknown as GuestDetails
}

/**
 * The booking that a valid request for a free room makes: confirmed, at the total its nights
 * cost (`priceStay`), empty phone and notes kept as `null`.
 */
export function newBooking(
  room: RoomLike,
  request: BookingIntent,
  made: {
    id: string
    reference: string
    /** The inn's prefix of references now: the booking keeps it. */
    referencePrefix: string
    total: number
    currency: string
    /** The inn's cancellation policy now: the booking keeps it. */
    freeCancellationDays: number
    at: Date
    by?: Canceller
  },
): BookingRecord {
  return {
    id: made.id,
    reference: made.reference,
    referencePrefix: made.referencePrefix,
    roomId: room.id,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    guests: request.guests,
    guest: keptGuest(request.guest),
    total: made.total,
    currency: made.currency,
    status: 'confirmed',
    createdAt: made.at.toISOString(),
    cancelledAt: null,
    cancelledBy: null,
    createdBy: made.by ?? 'guest',
    ...EXPECTED_STAY,
    freeCancellationDays: made.freeCancellationDays,
  }
}

/** A booking as the API shows it: the reference as `NJ-XXXXX-XXXXX`, the room's name, nights. */
export function bookingView(booking: BookingRecord, roomName: string) {
  return {
    id: booking.id,
    reference: formatReference(booking.reference, booking.referencePrefix),
    roomId: booking.roomId,
    roomName,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: nightsOf(booking),
    guests: booking.guests,
    guest: { ...booking.guest },
    total: booking.total,
    currency: booking.currency,
    status: booking.status,
    createdAt: booking.createdAt,
    cancelledAt: booking.cancelledAt,
    cancelledBy: booking.cancelledBy,
    createdBy: booking.createdBy,
    stayStatus: booking.stayStatus,
    checkedInAt: booking.checkedInAt,
    checkedOutAt: booking.checkedOutAt,
    noShowAt: booking.noShowAt,
    freeCancellationDays: booking.freeCancellationDays,
  }
}

/** The change that cancels a booking at `at`, or `undefined` when it is already cancelled. */
export function cancellation(
  booking: { status: BookingStatus },
  at: Date,
  by: Canceller,
): { status: 'cancelled'; cancelledAt: string; cancelledBy: Canceller } | undefined {
  return booking.status === 'confirmed'
    ? { status: 'cancelled', cancelledAt: at.toISOString(), cancelledBy: by }
    : undefined
}

/**
 * The last day a guest may cancel a stay free of charge: `freeDays` before check-in (a booking's
 * own terms, or the inn's policy for a stay not booked yet). On it and before, the guest cancels;
 * after it, the inn.
 */
export function freeCancellationUntil(checkIn: string, freeDays: number): string {
  return addDays(checkIn, -freeDays)
}

/** Whether the guest may cancel this booking themselves on `today` (the inn's date), by its terms. */
export function guestMayCancel(
  booking: { status: BookingStatus; checkIn: string; freeCancellationDays: number },
  today: string,
): boolean {
  return (
    booking.status === 'confirmed' &&
    today <= freeCancellationUntil(booking.checkIn, booking.freeCancellationDays)
  )
}

/** Page `page` (from 1) of a sorted list, with the list's total. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = ADMIN_PAGE_SIZE) {
  const start = (page - 1) * pageSize
  return { items: items.slice(start, start + pageSize), page, pageSize, total: items.length }
}

/** A party larger than the room. */
export function guestsProblem(capacity: number): string {
  return `This room holds at most ${capacity} ${capacity === 1 ? 'guest' : 'guests'}.`
}

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
  else if (request.guests > room.capacity) errors.guests = guestsProblem(room.capacity)
  return Object.keys(errors).length ? errors : null
}

/** A move onto nights the room is closed. */
export function movedOntoClosure(roomName: string, dates: readonly string[]): string {
  return `${roomName} is closed on ${dates.join(', ')}.`
}

/** A move onto a night another stay holds. */
export function movedOntoBooking(roomName: string): string {
  return `${roomName} is taken on some of these nights by another booking.`
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
  guestEmail: string | null
  createdAt: string
}

/**
 * The part of a search text that can match a reference: upper-cased, without its prefix (`NJ-`) and dashes,
 * Crockford look-alikes mapped (I, L → 1; O → 0). `null` if it cannot be part of a reference.
 */
export function referenceNeedle(q: string): string | null {
  // A prefix is one to four letters and a dash (a reference's own groups are five long).
  let text = q
    .trim()
    .toUpperCase()
    .replace(/^[A-Z]{1,4}-/, '')
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
      (booking.guestEmail ?? '').toLowerCase().includes(text) ||
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
