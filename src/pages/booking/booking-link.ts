/**
 * A booking's own link, `/booking?ref=NJ-XXXXX-XXXXX&key=…`: the reference and the access key
 * the booking's answer gave. It opens the booking after a reload and in any browser; the key
 * goes to the API in the `Booking-Key` header, never in an API path.
 */
import { z } from 'zod'

import {
  accessKeySchema,
  BOOKING_KEY_HEADER,
  bookingResponseSchema,
  referenceSchema,
} from '@/api/contract'
import { bookingCalendarPath } from '@/api/paths'
import { api, isApiError, joinUrl } from '@/lib/api-client'
import { pageValidationError } from '@/lib/errors'
import { getRuntimeConfig } from '@/lib/runtime-config'
import { PUBLIC_PATHS } from '@/pages/shared/public-api'

const bookingLinkSchema = z.object({ ref: referenceSchema, key: accessKeySchema })
export type BookingLink = z.infer<typeof bookingLinkSchema>

/**
 * The link in a `/booking` request's query: `null` for a stay's query (no `ref`, no `key`), a
 * page validation failure for a link that cannot be one.
 */
export function readBookingLink(request: Request): BookingLink | null {
  const url = new URL(request.url)
  if (!url.searchParams.has('ref') && !url.searchParams.has('key')) return null
  const parsed = bookingLinkSchema.safeParse(Object.fromEntries(url.searchParams))
  if (!parsed.success) throw pageValidationError(url.pathname)
  return parsed.data
}

/** The booking a link opens; a link that opens none (wrong key, no such reference) is a 404 page. */
export async function fetchLinkedBooking(link: BookingLink, request: Request) {
  try {
    const { booking } = await api.get(`${PUBLIC_PATHS.bookings}/${link.ref}`, {
      headers: { [BOOKING_KEY_HEADER]: link.key },
      schema: bookingResponseSchema,
      signal: request.signal,
    })
    return booking
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      throw pageValidationError(new URL(request.url).pathname)
    }
    throw error
  }
}

/** The address of the booking's calendar file (`.ics`), with its key (a download sends no header). */
export const calendarHref = (link: BookingLink): string =>
  joinUrl(getRuntimeConfig().apiBase, bookingCalendarPath(link.ref, link.key))

/**
 * The reference of the booking just made in this tab, announced once by its view (not on a
 * reload). Only in the browser: a server serves many visitors, and its page says "Booking
 * confirmed" in its title anyway.
 */
let justBooked: string | null = null

export function markJustBooked(reference: string) {
  if (typeof document !== 'undefined') justBooked = reference
}

/** Whether this booking was just made in this tab (true once). */
export function takeJustBooked(reference: string): boolean {
  if (justBooked !== reference) return false
  justBooked = null
  return true
}
