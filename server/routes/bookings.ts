import { Hono } from 'hono'

import {
  type BookingRequest,
  bookingRequestSchema,
  type ErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from '../../src/api/contract'
import { errorBody } from '../../src/api/errors'
import { paths } from '../../src/api/paths'
import { validateBookingRequest } from '../../src/domain/bookings'
import { nightsOf } from '../../src/domain/dates'
import { stayTotal } from '../../src/domain/pricing'
import { generateReference } from '../../src/domain/reference'
import { canonicalJson } from '../../src/domain/sessions'
import {
  BOOKING_COLUMNS,
  type BookingRow,
  ROOM_COLUMNS,
  type RoomRow,
  toBooking,
  toRoom,
} from '../db/rows'
import { isPgError, PG, type Queryable } from '../db/types'
import { type AppEnv, type Deps } from '../deps'
import { HttpError } from '../lib/http-error'
import { sha256 } from '../lib/tokens'
import { readBody } from '../lib/validate'

/** An in-flight claim older than this is taken as abandoned (its process died). */
const STALE_CLAIM_MS = 60_000
/** Keys are remembered this long. */
const KEY_TTL_MS = 24 * 60 * 60 * 1000

interface Outcome {
  status: 201 | 409
  body: unknown
}

class Unavailable extends Error {}

/**
 * `POST /api/bookings` with a required `Idempotency-Key`: the first request with a key claims it
 * (committed), then books and records its answer in one transaction. A retry with the same key
 * and body gets that answer again; with another body, 422; while the first is still running, 409.
 */
export function bookingsRouter({ db, now, settings }: Deps) {
  const router = new Hono<AppEnv>()

  router.post(paths.bookings, async (c) => {
    const keyCheck = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER))
    if (!keyCheck.success) {
      const message = keyCheck.error.issues[0]!.message
      throw new HttpError('validation_error', message, { [IDEMPOTENCY_KEY_HEADER]: message })
    }
    const key = keyCheck.data
    const { data: request, raw } = await readBody(c, bookingRequestSchema)
    const fingerprint = sha256(canonicalJson(raw))

    const replay = await claim(db, key, fingerprint, now())
    if (replay) {
      c.header('Idempotent-Replayed', 'true')
      return c.json(replay.body as ErrorBody, replay.status as 201)
    }

    let outcome: Outcome
    try {
      outcome = await book(
        db,
        key,
        request,
        await settings.today(),
        (await settings.get()).currency,
        now(),
      )
    } catch (error) {
      // Nothing was booked: free the key so a corrected or later request can use it.
      await db.query('DELETE FROM idempotency_keys WHERE key = $1 AND status IS NULL', [key])
      throw error
    }
    return c.json(outcome.body as ErrorBody, outcome.status)
  })
  return router
}

/** Claims a key; returns the stored answer to replay, or `undefined` when this request goes on. */
async function claim(
  db: Queryable,
  key: string,
  fingerprint: string,
  at: Date,
): Promise<Outcome | undefined> {
  if (Math.random() < 0.01) {
    await db.query('DELETE FROM idempotency_keys WHERE created_at < $1', [
      new Date(at.getTime() - KEY_TTL_MS).toISOString(),
    ])
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db.query(
      `INSERT INTO idempotency_keys (key, fingerprint, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO NOTHING RETURNING key`,
      [key, fingerprint, at.toISOString()],
    )
    if (inserted.length) return undefined
    const [row] = await db.query<{
      fingerprint: string
      status: number | null
      body: unknown
      created_at: Date
    }>('SELECT fingerprint, status, body, created_at FROM idempotency_keys WHERE key = $1', [key])
    if (!row) continue // released meanwhile: try again
    if (row.fingerprint !== fingerprint) {
      throw new HttpError(
        'idempotency_key_reused',
        'This Idempotency-Key was used with another request.',
      )
    }
    if (row.status !== null) {
      const body = typeof row.body === 'string' ? JSON.parse(row.body) : row.body
      return { status: row.status as 201 | 409, body }
    }
    if (at.getTime() - new Date(row.created_at).getTime() > STALE_CLAIM_MS) {
      const taken = await db.query(
        `UPDATE idempotency_keys SET created_at = $2 WHERE key = $1 AND status IS NULL AND created_at = $3
         RETURNING key`,
        [key, at.toISOString(), new Date(row.created_at).toISOString()],
      )
      if (taken.length) return undefined
      continue
    }
    throw new HttpError(
      'idempotency_in_flight',
      'A request with this Idempotency-Key is in progress.',
    )
  }
  throw new HttpError(
    'idempotency_in_flight',
    'A request with this Idempotency-Key is in progress.',
  )
}

async function book(
  db: Deps['db'],
  key: string,
  request: BookingRequest,
  today: string,
  currency: string,
  at: Date,
): Promise<Outcome> {
  const record = (tx: Queryable, outcome: Outcome) =>
    tx.query('UPDATE idempotency_keys SET status = $2, body = $3::text::json WHERE key = $1', [
      key,
      outcome.status,
      JSON.stringify(outcome.body),
    ])
  try {
    return await db.transaction(async (tx) => {
      // Bookings of one room (and its closure changes) take turns on the room's row lock, so
      // concurrent inserts cannot deadlock on the exclusion constraint, which stays the
      // last word should anything write around this path.
      const [roomRow] = await tx.query<RoomRow>(
        `SELECT ${ROOM_COLUMNS} FROM rooms WHERE id = $1 FOR UPDATE`,
        [request.roomId],
      )
      const room = roomRow ? toRoom(roomRow) : undefined
      const errors = validateBookingRequest(room, request, today)
      if (errors || !room)
        throw new HttpError('validation_error', 'Check the highlighted fields.', errors ?? {})
      const closed = await tx.query(
        'SELECT 1 FROM closures WHERE room_id = $1 AND date >= $2::date AND date < $3::date LIMIT 1',
        [room.id, request.checkIn, request.checkOut],
      )
      const taken = await tx.query(
        `SELECT 1 FROM bookings WHERE room_id = $1 AND status = 'confirmed'
           AND stay && daterange($2::date, $3::date) LIMIT 1`,
        [room.id, request.checkIn, request.checkOut],
      )
      if (closed.length || taken.length) throw new Unavailable()
      let id: string | undefined
      for (let attempt = 0; !id && attempt < 5; attempt++) {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO bookings (reference, room_id, check_in, check_out, guests, guest_name, guest_email,
             guest_phone, notes, total, currency, status, created_at)
           VALUES ($1, $2, $3::date, $4::date, $5, $6, $7, $8, $9, $10, $11, 'confirmed', $12)
           ON CONFLICT (reference) DO NOTHING RETURNING id`,
          [
            generateReference(),
            room.id,
            request.checkIn,
            request.checkOut,
            request.guests,
            request.guest.name,
            request.guest.email,
            request.guest.phone || null,
            request.guest.notes || null,
            stayTotal(nightsOf(request), room.rate),
            currency,
            at.toISOString(),
          ],
        )
        id = row?.id
      }
      if (!id) throw new Error('Could not draw a free booking reference')
      const [row] = await tx.query<BookingRow>(
        `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN rooms r ON r.id = b.room_id WHERE b.id = $1`,
        [id],
      )
      const outcome: Outcome = { status: 201, body: { booking: toBooking(row!) } }
      await record(tx, outcome)
      return outcome
    })
  } catch (error) {
    if (!(error instanceof Unavailable) && !isPgError(error, PG.exclusionViolation)) throw error
    const outcome: Outcome = {
      status: 409,
      body: errorBody('room_unavailable', 'This room is no longer available for these dates.'),
    }
    await record(db, outcome)
    return outcome
  }
}
