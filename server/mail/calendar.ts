import { createEvent } from 'ics'

import { type Booking, type Settings } from '@/api/contract'
import { formatDate } from '@/domain/format'
import { guestsLabel, nightsLabel } from '@/domain/plural'

/** `[2026, 12, 10]`: a `YYYY-MM-DD` day as the calendar file's all-day date. */
const day = (iso: string) => iso.split('-').map(Number) as [number, number, number]

/**
 * Text for the calendar file: every line break (CR LF, a lone CR or LF) one `\n`, which the
 * library writes escaped, and every other control character dropped, so no text (an address
 * saved with a lone CR) can start a property of its own.
 */
function icsText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n]/gu, '')
}

/** An address of several lines as the event's one-line location. */
const oneLine = (text: string) =>
  icsText(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ')

/**
 * The stay as an iCalendar file (RFC 5545): one all-day event from the check-in day to the
 * check-out day (`DTSTART;VALUE=DATE`, `DTEND` exclusive), the times in its description, and a
 * `UID` of the booking, so a second download updates the event instead of adding one. A
 * cancelled booking's file says `STATUS:CANCELLED` (a later `SEQUENCE`).
 */
export function stayCalendar(booking: Booking, settings: Settings, bookingLink: string): string {
  const cancelled = booking.status === 'cancelled'
  const { error, value } = createEvent({
    productId: `-//${oneLine(settings.innName)}//Bookings//EN`,
    method: 'PUBLISH',
    uid: `${booking.id}@nightjar`,
    sequence: cancelled ? 1 : 0,
    created: Date.parse(booking.createdAt),
    lastModified: Date.parse(booking.cancelledAt ?? booking.createdAt),
    start: day(booking.checkIn),
    end: day(booking.checkOut),
    title: oneLine(`${settings.innName}: ${booking.roomName}`),
    description: icsText(
      [
        `Booking ${booking.reference}${cancelled ? ' (cancelled)' : ''}.`,
        `Check-in from ${settings.checkInTime} on ${formatDate(booking.checkIn)}.`,
        `Check-out by ${settings.checkOutTime} on ${formatDate(booking.checkOut)}.`,
        `${nightsLabel(booking.nights)}, ${guestsLabel(booking.guests)}.`,
        `Your booking: ${bookingLink}`,
      ].join('\n'),
    ),
    url: bookingLink,
    ...(settings.address ? { location: oneLine(settings.address) } : {}),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  })
  if (error || !value) throw error ?? new Error('The calendar file could not be written.')
  return value
}
