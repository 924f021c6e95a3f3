/**
 * A booking's own link, `/booking?ref=NJ-XXXXX-XXXXX&key=…`: the reference and the access key
 * the booking's answer gave. It opens the booking after a reload and in any browser; the key
 * goes to the API in the `Booking-Key` header, never in an API path.
 */
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'

import {
  accessKeySchema,
  BOOKING_KEY_HEADER,
  bookingResponseSchema,
  referenceSchema,
} from '@/api/contract'
import { bookingCalendarPath } from '@/api/paths'
import { isApiError, joinUrl } from '@/lib/api-client'
import { readCookie } from '@/lib/cookies'
import { pageValidationError } from '@/lib/errors'
import { apiOf } from '@/lib/page-context'
import { getRuntimeConfig } from '@/lib/runtime-config'
import { PUBLIC_PATHS } from '@/pages/shared/public-api'
import type { StaySearch } from '@/pages/shared/stay-rules'

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
export async function fetchLinkedBooking(
  link: BookingLink,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const api = await apiOf(context)
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
 * A booking made without the page's scripts: the server's redirect to its link leaves the form
 * in the history, and Back would draw the form again, its room no longer free ("isn't
 * available"). This cookie (on `/booking`, for half an hour, out of scripts' reach) takes the
 * form's address back to the booking instead. With scripts, the form is replaced in the history.
 */
const BOOKED_COOKIE = 'booked'
type BookedStay = StaySearch & { room: number }
const stayKey = (q: BookedStay) => [q.room, q.checkIn, q.checkOut, q.guests].join('_')

/** The `Set-Cookie` value that remembers `link` as the booking of `stay`. */
export function bookedCookie(stay: BookedStay, link: string, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  const value = encodeURIComponent(`${stayKey(stay)} ${link}`)
  return `${BOOKED_COOKIE}=${value}; Path=/booking; Max-Age=1800; HttpOnly; SameSite=Lax${secure}`
}

/** The link of the booking this browser just made for `stay` without scripts, if any. */
export function bookedLink(request: Request, stay: BookedStay): string | null {
  const [key, link] =
    readCookie(BOOKED_COOKIE, request.headers.get('cookie') ?? '')?.split(' ') ?? []
  return key === stayKey(stay) && link?.startsWith('/booking?ref=') ? link : null
}
