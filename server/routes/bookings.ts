import {} from 'hono'
import { z } from 'zod'

import {
  accessKeySchema,
  BOOKING_KEY_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  referenceParamSchema,
} from '@/api/contract'
import { bookingLinkPath } from '@/api/pages'
import { endpoints, paths } from '@/api/paths'
import { GUEST } from '@/domain/booking-decisions'
import { LOOKUP_MESSAGES } from '@/domain/lookup'
import { formatReference, parseReference } from '@/domain/reference'

import { issueAccessKey } from '../db/booking-keys'
import { BOOKING_COLUMNS, type BookingRow, toBooking } from '../db/rows'
import { type Queryable } from '../db/types'
import { type Deps } from '../deps'
import { clientAddress } from '../lib/client-address'
import { endpointRouter } from '../lib/endpoint'
import { HttpError } from '../lib/http-error'
import { sendOutcome } from '../lib/outcome'
import { hit, refuseIfExceeded } from '../lib/rate-limit'
import { hashToken } from '../lib/tokens'
import { header, param } from '../lib/validate'
import { stayCalendar } from '../mail/calendar'

const idempotencyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema })

/** The one answer to a reference and key that do not open a booking, whichever was wrong. */
const NO_SUCH_BOOKING = 'No booking matches this link. Check the reference and the key.'

/**
 * `POST /api/bookings` with a required `Idempotency-Key`: the booking service books it for the
 * guest (the booking and stay rules, the price, the limits per client address and per email).
 * A retry with the same key and body gets the first answer again; with another body, 422;
 * while the first is still running, 409. Past the limits, 429 with nothing booked or stored.
 */
export function bookingsRouter(deps: Deps) {
  const { db, now, settings, limits, trustedProxies, publicUrl, bookings } = deps
  const { router, on } = endpointRouter(deps)

  on(
    endpoints.createBooking,
    async (c, input) =>
      sendOutcome(
        c,
        await bookings.create({
          // The request as validated (unknown fields dropped, text trimmed): the same booking
          // asked again is the same request, and a body's odd extras never reach the fingerprint.
          request: input.json,
          actor: GUEST,
          // (Checked by the header's validator.)
          key: c.req.header(IDEMPOTENCY_KEY_HEADER)!,
          clientAddress: clientAddress(c, trustedProxies),
        }),
      ),
    [header(idempotencyHeaders)],
  )

  /**
   * `POST /api/bookings/lookup` (find my booking): a reference and the email it was booked with
   * give the booking's link, with a new access key; every miss (no such reference, another
   * email) gets one 404. Each attempt counts against the limits per email, per reference and per
   * client address (429 past any, with nothing looked up).
   */
  on(endpoints.bookingLookup, async (c, input) => {
    const { reference, email } = input.json
    const raw = parseReference(reference)!
    const at = now()
    const attempt = await hit(db, at, [
      { limit: limits.lookupsPerEmail, key: email.toLowerCase() },
      { limit: limits.lookupsPerReference, key: raw },
      { limit: limits.lookupsPerAddress, key: clientAddress(c, trustedProxies) },
    ])
    refuseIfExceeded(c, attempt, 'Too many attempts to find a booking. Try again in 15 minutes.')
    const [row] = await db.query<{ id: string; reference_prefix: string }>(
      `SELECT id, reference_prefix FROM bookings
        WHERE reference = $1 AND lower(guest_email) = lower($2)`,
      [raw, email],
    )
    if (!row) throw new HttpError('not_found', LOOKUP_MESSAGES.notFound)
    return c.json({
      reference: formatReference(raw, row.reference_prefix),
      accessKey: await issueAccessKey(db, row.id, at),
    })
  })

  /**
   * `GET /api/bookings/{reference}` with the access key in `Booking-Key`: the booking, or 404
   * alike for an unknown reference, a wrong key or no key (nothing says which).
   */
  on(endpoints.guestBooking, async (c, input) => {
    const { reference } = input.param
    const row = await bookingByKey(db, reference, c.req.header(BOOKING_KEY_HEADER) ?? '')
    return c.json({ booking: toBooking(row) })
  })

  /**
   * `GET /api/bookings/{reference}/calendar.ics?key=…`: the stay as a calendar file (the key in
   * the query, or in `Booking-Key`), 404 alike for every miss. Request logs carry the path only.
   */
  router.get(paths.bookingCalendar, param(referenceParamSchema, NO_SUCH_BOOKING), async (c) => {
    const { reference } = c.req.valid('param')
    const key = c.req.query('key') ?? c.req.header(BOOKING_KEY_HEADER) ?? ''
    const booking = toBooking(await bookingByKey(db, reference, key))
    // The site's public address, as in the emails: behind a proxy the request's may be http.
    const link = new URL(bookingLinkPath(booking.reference, key), publicUrl ?? c.req.url).toString()
    return c.body(stayCalendar(booking, await settings.get(), link), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${booking.reference}.ics"`,
      // The key is in the address: no shared cache keeps the file, no referrer carries it on.
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    })
  })

  /**
   * `POST /api/bookings/{reference}/cancel` with the access key: the guest cancels, until the
   * policy's last free day (settings: free until N days before check-in); after it, 409
   * `cancellation_closed` (the inn cancels). The room is free again at once.
   */
  on(endpoints.guestCancelBooking, async (c, input) => {
    const { reference } = input.param
    const row = await bookingByKey(db, reference, c.req.header(BOOKING_KEY_HEADER) ?? '')
    return sendOutcome(c, await bookings.cancel(row.id, GUEST))
  })
  return router
}

/** The booking a reference and access key open, or the 404 every miss gets. */
async function bookingByKey(db: Queryable, reference: string, key: string): Promise<BookingRow> {
  const raw = parseReference(reference)
  const row =
    raw && accessKeySchema.safeParse(key).success
      ? (
          await db.query<BookingRow>(
            `SELECT ${BOOKING_COLUMNS} FROM booking_keys k
             JOIN bookings b ON b.id = k.booking_id JOIN rooms r ON r.id = b.room_id
             WHERE k.key_hash = $1 AND b.reference = $2`,
            [hashToken(key), raw],
          )
        )[0]
      : undefined
  if (!row) throw new HttpError('not_found', NO_SUCH_BOOKING)
  return row
}
