import {
  type Booking,
  bookingChangeSchema,
  bookingIdPathSchema,
  type PriceQuestion,
  type Room,
  staffBookingRequestSchema,
  type TakenNightsAnswer,
} from '@/api'
import { GUEST_DETAILS } from '@/domain/bookings'
import { addDays, nightsOf } from '@/domain/dates'
import { isApiError } from '@/lib/api-error'
import { type FormReply, submitWithSchema } from '@/lib/form'
import { changeBooking, createStaffBooking, getTakenNights } from '@/pages/admin/lib/admin-api'

/**
 * A booking staff take for a phone or walk-in guest, or change before the stay begins: the
 * guest's booking request, the email optional (the contract's staff schema, checked in the dialog
 * and again in the route action), sent to the staff endpoints, whose rules and constraint are the
 * guest's.
 */

/** The form's field names (API field errors outside them show on the form). */
export const BOOKING_FORM_FIELDS = [
  'roomId',
  'checkIn',
  'checkOut',
  'guests',
  'guest',
  ...GUEST_DETAILS.map((detail) => `guest.${detail}` as const),
]

export const bookingFormSchema = staffBookingRequestSchema

/**
 * What the form posts: the request, and the booking's `id` (its path's) when it is an edit, with
 * the answer to a change's price question (`price`, from the button pressed) once asked.
 */
const savedBookingSchema = bookingFormSchema.extend({
  id: bookingIdPathSchema.shape.id.optional(),
  price: bookingChangeSchema.shape.price,
})

/**
 * The booking as saved (`created` for a new one); or, for a move that changes the price, the
 * question: both totals, for staff to keep the price or reprice the stay.
 */
export type BookingFormReply = FormReply<{ booking: Booking; created: boolean }> & {
  question?: PriceQuestion
}

/**
 * The `save-booking` intent: a new booking (no `id`), or the booking `id` changed (its stay,
 * party and guest details); the API's field errors come back onto the form, its refusals (a
 * taken or closed night) above it, and its price question with both totals.
 */
export async function saveBookingAction(formData: FormData): Promise<BookingFormReply> {
  let question: PriceQuestion | undefined
  const reply = await submitWithSchema(
    formData,
    savedBookingSchema,
    async ({ id, price, ...value }) => {
      if (!id) return { booking: await createStaffBooking(value), created: true }
      try {
        return { booking: await changeBooking(id, { ...value, price }), created: false }
      } catch (error) {
        if (isApiError(error) && error.code === 'price_changed') question = error.price
        throw error
      }
    },
    { fields: BOOKING_FORM_FIELDS },
  )
  return question ? { ...reply, question } : reply
}

/** How far ahead the form's calendar knows the taken nights (a stay starts within a year). */
const CALENDAR_DAYS = 398

/** The taken nights the form's calendar disables, from `from` (leaving out the booking edited). */
export function loadTakenNights(from: string, exclude: string | undefined, signal: AbortSignal) {
  return getTakenNights(
    { from, to: addDays(from, CALENDAR_DAYS - 1), ...(exclude ? { exclude } : {}) },
    signal,
  )
}

/** A room's taken nights: booked or closed. */
export function roomTakenNights(taken: TakenNightsAnswer | undefined, roomId: number) {
  const room = taken?.rooms.find((entry) => entry.roomId === roomId)
  return {
    booked: new Set(room?.booked ?? []),
    closed: new Set(room?.closed ?? []),
  }
}

/** The nights of a stay the room cannot take, each with why. */
export function stayClashes(
  taken: TakenNightsAnswer | undefined,
  roomId: number,
  stay: { checkIn: string; checkOut: string },
): { night: string; why: 'booked' | 'closed' }[] {
  const { booked, closed } = roomTakenNights(taken, roomId)
  const clashes: { night: string; why: 'booked' | 'closed' }[] = []
  for (let i = 0; i < nightsOf(stay); i++) {
    const night = addDays(stay.checkIn, i)
    if (booked.has(night)) clashes.push({ night, why: 'booked' })
    else if (closed.has(night)) clashes.push({ night, why: 'closed' })
  }
  return clashes
}

/** The rooms a booking can go to: active ones, by id, with the booking's own room first known. */
export function bookableRooms(rooms: readonly Room[], current?: number): Room[] {
  return rooms.filter((room) => room.active || room.id === current).sort((a, b) => a.id - b.id)
}

/**
 * What the form starts with: the booking's own values, or a new one's: the room and night the
 * desk's grid gave, else tonight in the first room free tonight.
 */
export function bookingFormDefaults(
  booking: Booking | null,
  prefill: { roomId?: number | undefined; checkIn?: string | undefined },
  rooms: readonly Room[],
  today: string,
  taken?: TakenNightsAnswer,
) {
  if (booking) {
    return {
      roomId: booking.roomId,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      guests: booking.guests,
      guest: guestDefaults((detail) => booking.guest[detail] ?? ''),
    }
  }
  const checkIn = prefill.checkIn && prefill.checkIn >= today ? prefill.checkIn : today
  // The room asked for, else the first one free that night.
  const candidates = bookableRooms(rooms)
  const free = candidates.find((room) => {
    const { booked, closed } = roomTakenNights(taken, room.id)
    return !booked.has(checkIn) && !closed.has(checkIn)
  })
  const roomId = prefill.roomId ?? (free ?? candidates[0])?.id
  return {
    roomId,
    checkIn,
    checkOut: addDays(checkIn, 1),
    guests: 1,
    guest: guestDefaults(() => ''),
  }
}

/** The guest form's starting text of each detail the booking keeps. */
function guestDefaults(text: (detail: (typeof GUEST_DETAILS)[number]) => string) {
  return Object.fromEntries(GUEST_DETAILS.map((detail) => [detail, text(detail)])) as Record<
    (typeof GUEST_DETAILS)[number],
    string
  >
}
