import { randomUUID } from 'node:crypto'

import { Hono } from 'hono'
import { z } from 'zod'

import {
  accessKeySchema,
  BOOKING_KEY_HEADER,
  bookingLookupSchema,
  type BookingRequest,
  bookingRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  referenceParamSchema,
  type Room,
} from '@/api/contract'
import { errorBody } from '@/api/errors'
import { bookingLinkPath } from '@/api/pages'
import { paths } from '@/api/paths'
import { freeCancellationUntil, guestMayCancel, validateBookingRequest } from '@/domain/bookings'
import { LOOKUP_MESSAGES } from '@/domain/lookup'
import { priceStay, type RatePeriod, stayRuleProblems } from '@/domain/rates'
import { formatReference, generateReference, parseReference } from '@/domain/reference'
import { canonicalJson } from '@/domain/sessions'

import {
  type BookingLimitFields,
  bookStay,
  type BookStayInput,
  type NewBookingFields,
} from '../db/book-stay'
import { issueAccessKey } from '../db/booking-keys'
import { roomsById } from '../db/rooms'
import { BOOKING_COLUMNS, type BookingRow, EXPECTED_STAY_ROW, toBooking, toRoom } from '../db/rows'
import { isPgError, PG, type Queryable } from '../db/types'
import { type AppEnv, type Deps } from '../deps'
import { memoUntilChange, writing } from '../lib/changes'
import { clientAddress } from '../lib/client-address'
import { HttpError } from '../lib/http-error'
import { hit, refuseIfExceeded } from '../lib/rate-limit'
import { hashToken, sha256 } from '../lib/tokens'
import { header, json, param } from '../lib/validate'
import { stayCalendar } from '../mail/calendar'

/** A claim of a key without an answer older than this is taken as abandoned (its process died). */
const STALE_CLAIM_MS = 60_000
/** `book_stay` asks again when the room changed, a reference was drawn twice or a race lost. */
const MAX_ATTEMPTS = 5

const idempotencyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema })

/** The answer to a stay that is taken. */
const TAKEN = JSON.stringify(
  errorBody('room_unavailable', 'This room is no longer available for these dates.'),
)
const JSON_TYPE = { 'Content-Type': 'application/json' }

/** The one answer to a reference and key that do not open a booking, whichever was wrong. */
const NO_SUCH_BOOKING = 'No booking matches this link. Check the reference and the key.'

/**
 * Issues a new access key for a booking (its SHA-256 stored) and returns the booking's 201 body
 * (`{ booking }`, as stored under the Idempotency-Key) with it: `{ booking, accessKey }`.
 */
async function withAccessKey(
  db: Queryable,
  bookingId: string,
  body: string,
  at: Date,
): Promise<string> {
  const accessKey = await issueAccessKey(db, bookingId, at)
  return `${body.slice(0, body.lastIndexOf('}'))},"accessKey":${JSON.stringify(accessKey)}}`
}

/**
 * `POST /api/bookings` with a required `Idempotency-Key`: the request is checked (the booking and
 * stay rules) and priced (each night's rate) with the domain rules against the room and rates as
 * this process last read them, then `bookStay` books it in
 * one statement (and stores the answer under the key), or answers why not. A retry with the
 * same key and body gets the first answer again; with another body, 422; while the first is
 * still running, 409. Past the limits on stays booked per client address or per guest email
 * (`LIMITS`), 429 with nothing booked or stored under the key.
 */
export function bookingsRouter({
  db,
  now,
  settings,
  changes,
  rates,
  limits,
  trustedProxies,
  publicUrl,
}: Deps) {
  const router = new Hono<AppEnv>()
  // Every room by id, read again after any room change (`book_stay` checks it under lock).
  const rooms = memoUntilChange(changes, ['rooms'], () => roomsById(db))

  router.post(paths.bookings, header(idempotencyHeaders), json(bookingRequestSchema), async (c) => {
    const key = c.req.valid('header')[IDEMPOTENCY_KEY_HEADER]
    const request = c.req.valid('json')
    // The request as validated (unknown fields dropped, text trimmed): the same booking asked
    // again is the same request, and a body's odd extras never reach the fingerprint.
    const fingerprint = sha256(canonicalJson(request))
    const at = now()
    const [today, { currency }, known] = await Promise.all([
      settings.today(),
      settings.get(),
      rooms(),
    ])
    let room = known.get(request.roomId)
    let reference = generateReference()
    const limit: BookingLimitFields = {
      client_address: clientAddress(c, trustedProxies),
      per_address: limits.bookingsPerAddress.max,
      per_email: limits.bookingsPerEmail.max,
      // One window for both (an hour).
      limit_since: new Date(at.getTime() - limits.bookingsPerAddress.windowMs).toISOString(),
    }
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // The stay rules and the nights' rates as this process last read them: the database
      // prices the stay again and checks the rules in the same transaction as the booking.
      const { periods, rules } = await rates()
      const errors =
        validateBookingRequest(room, request, today) ?? stayRuleProblems(rules, request)
      const input = {
        ...stayInput({ key, fingerprint, at, request, currency, periods }, room, reference, errors),
        ...limit,
      }
      let result
      try {
        result = await bookStay(db, input)
      } catch (error) {
        // A request beside this one took the key, or wrote around the room's lock: ask again.
        if (isPgError(error, PG.uniqueViolation) || isPgError(error, PG.exclusionViolation))
          continue
        // The rates or rules changed since this process read them: read them again, check the
        // stay again (a rule now broken is a 400) and price it again.
        if (isPgError(error, PG.staleTotal) || isPgError(error, PG.stayRuleBroken)) {
          changes.outdated('rates')
          continue
        }
        // Lost on the way back, it may have committed: the caches start afresh.
        changes.changed('bookings')
        throw error
      }
      if ('room' in result) {
        // This process had an outdated room: check and price with the one the database holds.
        room = result.room ? toRoom(result.room) : undefined
        changes.outdated('rooms')
        continue
      }
      if ('limited' in result) {
        const exceeded = result.limited === 'address' ? 'bookingsPerAddress' : 'bookingsPerEmail'
        c.header('Retry-After', String(Math.ceil(limits[exceeded].windowMs / 1000)))
        throw new HttpError(
          'too_many_attempts',
          'Too many stays booked from here or for this email in the last hour. Try again later.',
        )
      }
      if ('invalid' in result) {
        throw new HttpError('validation_error', 'Check the highlighted fields.', errors ?? {})
      }
      if ('error' in result) {
        if (result.error === 'reference_taken') {
          reference = generateReference()
          continue
        }
        throw result.error === 'idempotency_key_reused'
          ? new HttpError(
              'idempotency_key_reused',
              'This Idempotency-Key was used with another request.',
            )
          : new HttpError(
              'idempotency_in_flight',
              'A request with this Idempotency-Key is in progress.',
            )
      }
      if (result.replayed) {
        c.header('Idempotent-Replayed', 'true')
        // The first answer's key was never seen by whoever asks again: a replay issues its own.
        const body =
          result.status === 201
            ? await withAccessKey(db, replayedBookingId(result.body), result.body, at)
            : result.body
        return c.body(body, result.status, JSON_TYPE)
      }
      if (result.status === 201) {
        changes.changed('bookings')
        return c.body(await withAccessKey(db, input.id, input.created, at), 201, JSON_TYPE)
      }
      return c.body(TAKEN, 409, JSON_TYPE)
    }
    throw new Error(`book_stay did not settle in ${MAX_ATTEMPTS} attempts`)
  })

  /**
   * `POST /api/bookings/lookup` (find my booking): a reference and the email it was booked with
   * give the booking's link, with a new access key; every miss (no such reference, another
   * email) gets one 404. Each attempt counts against the limits per email, per reference and per
   * client address (429 past any, with nothing looked up).
   */
  router.post(paths.bookingLookup, json(bookingLookupSchema), async (c) => {
    const { reference, email } = c.req.valid('json')
    const raw = parseReference(reference)!
    const at = now()
    const attempt = await hit(db, at, [
      { limit: limits.lookupsPerEmail, key: email.toLowerCase() },
      { limit: limits.lookupsPerReference, key: raw },
      { limit: limits.lookupsPerAddress, key: clientAddress(c, trustedProxies) },
    ])
    refuseIfExceeded(c, attempt, 'Too many attempts to find a booking. Try again in 15 minutes.')
    const [row] = await db.query<{ id: string }>(
      'SELECT id FROM bookings WHERE reference = $1 AND lower(guest_email) = lower($2)',
      [raw, email],
    )
    if (!row) throw new HttpError('not_found', LOOKUP_MESSAGES.notFound)
    return c.json({
      reference: formatReference(raw),
      accessKey: await issueAccessKey(db, row.id, at),
    })
  })

  /**
   * `GET /api/bookings/{reference}` with the access key in `Booking-Key`: the booking, or 404
   * alike for an unknown reference, a wrong key or no key (nothing says which).
   */
  router.get(paths.booking, param(referenceParamSchema, NO_SUCH_BOOKING), async (c) => {
    const { reference } = c.req.valid('param')
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
  router.post(paths.bookingCancel, param(referenceParamSchema, NO_SUCH_BOOKING), async (c) => {
    const { reference } = c.req.valid('param')
    const row = await bookingByKey(db, reference, c.req.header(BOOKING_KEY_HEADER) ?? '')
    const booking = toBooking(row)
    const [today, { freeCancellationDays }] = await Promise.all([settings.today(), settings.get()])
    if (booking.status === 'cancelled') {
      throw new HttpError('already_cancelled', 'This booking is already cancelled.')
    }
    if (!guestMayCancel(booking, today, freeCancellationDays)) {
      throw new HttpError(
        'cancellation_closed',
        `Free cancellation ended on ${freeCancellationUntil(booking.checkIn, freeCancellationDays)}. Contact the inn to cancel or change this booking.`,
      )
    }
    const [cancelled] = await writing(changes, 'bookings', () =>
      db.query<BookingRow>(
        `UPDATE bookings b SET status = 'cancelled', cancelled_at = $2, cancelled_by = 'guest'
         FROM rooms r WHERE b.id = $1::uuid AND b.status = 'confirmed' AND r.id = b.room_id
         RETURNING ${BOOKING_COLUMNS}`,
        [booking.id, now().toISOString()],
      ),
    )
    // Cancelled by another request (the guest twice, or the inn) since it was read.
    if (!cancelled) throw new HttpError('already_cancelled', 'This booking is already cancelled.')
    return c.json({ booking: toBooking(cancelled) })
  })
  return router
}

/** The id of the booking in a 201 answer stored under an Idempotency-Key. */
const replayedBookingId = (body: string) =>
  (JSON.parse(body) as { booking: { id: string } }).booking.id

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

/**
 * The input of `book_stay`: the request, the room as read, and the answers prepared. (The bench
 * runs the same booking on the engine alone with it.)
 */
export function stayInput(
  {
    key,
    fingerprint,
    at,
    request,
    currency,
    periods,
  }: {
    key: string
    fingerprint: string
    at: Date
    request: BookingRequest
    currency: string
    periods: readonly RatePeriod[]
  },
  room: Room | undefined,
  reference: string,
  errors: Record<string, string> | null,
): Omit<BookStayInput, keyof BookingLimitFields> {
  const id = randomUUID()
  const valid = Boolean(room) && !errors
  const total = room && valid ? priceStay(room, periods, request).total : 0
  // The answer is known before the insert: the row as the database will hold it.
  const fields: NewBookingFields = {
    id,
    reference,
    room_id: request.roomId,
    check_in: request.checkIn,
    check_out: request.checkOut,
    guests: request.guests,
    guest_name: request.guest.name,
    guest_email: request.guest.email,
    guest_phone: request.guest.phone || null,
    notes: request.guest.notes || null,
    total,
    currency,
  }
  const booking =
    valid &&
    toBooking({
      ...fields,
      room_name: room!.name,
      status: 'confirmed',
      created_at: at,
      cancelled_at: null,
      cancelled_by: null,
      created_by: 'guest',
      ...EXPECTED_STAY_ROW,
    })
  return {
    ...fields,
    key,
    fingerprint,
    at: at.toISOString(),
    stale_before: new Date(at.getTime() - STALE_CLAIM_MS).toISOString(),
    room_name: room?.name ?? null,
    room_rate: room?.rate ?? null,
    room_capacity: room?.capacity ?? null,
    room_active: room?.active ?? null,
    valid,
    created: booking ? JSON.stringify({ booking }) : '',
    taken: TAKEN,
  }
}
