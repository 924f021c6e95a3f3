import { randomUUID } from 'node:crypto'

import { Hono } from 'hono'

import {
  type BookingRequest,
  bookingRequestSchema,
  type ErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  type Room,
} from '@/api/contract'
import { errorBody } from '@/api/errors'
import { paths } from '@/api/paths'
import { validateBookingRequest } from '@/domain/bookings'
import { nightsOf } from '@/domain/dates'
import { stayTotal } from '@/domain/pricing'
import { generateReference } from '@/domain/reference'
import { canonicalJson } from '@/domain/sessions'

import { roomsById } from '../db/rooms'
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
import { memoUntilChange, writing } from '../lib/changes'
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

/** The answer to a stay that was taken meanwhile. */
const unavailableBody = () =>
  errorBody('room_unavailable', 'This room is no longer available for these dates.')

/**
 * `POST /api/bookings` with a required `Idempotency-Key`. Most requests take the fast path: one
 * statement that books (or finds the room taken) and stores the answer under the key, checked
 * against the room as this process last read it. Anything else (a key seen before, a room that
 * changed or fails validation, a race) takes the careful path: the request claims the key
 * (committed), then books and records its answer in one transaction. A retry with the same key
 * and body gets the first answer again; with another body, 422; while the first is still
 * running, 409.
 */
export function bookingsRouter({ db, now, settings, changes }: Deps) {
  const router = new Hono<AppEnv>()
  // Every room by id, read again after any room change (a hint: the fast path re-checks it).
  const rooms = memoUntilChange(changes, ['rooms'], () => roomsById(db))

  router.post(paths.bookings, async (c) => {
    const keyCheck = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER))
    if (!keyCheck.success) {
      const message = keyCheck.error.issues[0]!.message
      throw new HttpError('validation_error', message, { [IDEMPOTENCY_KEY_HEADER]: message })
    }
    const key = keyCheck.data
    const { data: request, raw } = await readBody(c, bookingRequestSchema)
    const fingerprint = sha256(canonicalJson(raw))
    const at = now()
    const [today, { currency }, known] = await Promise.all([
      settings.today(),
      settings.get(),
      rooms(),
    ])
    if (Math.random() < 0.01) {
      await db.query('DELETE FROM idempotency_keys WHERE created_at < $1', [
        new Date(at.getTime() - KEY_TTL_MS).toISOString(),
      ])
    }

    const room = known.get(request.roomId)
    if (room && !validateBookingRequest(room, request, today)) {
      const outcome = await writing(changes, 'bookings', () =>
        bookAtOnce(db, { key, fingerprint, request, room, currency, at }),
      )
      if (outcome) {
        return c.json(outcome.body as ErrorBody, outcome.status)
      }
    }

    const replay = await claim(db, key, fingerprint, at)
    if (replay) {
      c.header('Idempotent-Replayed', 'true')
      return c.json(replay.body as ErrorBody, replay.status as 201)
    }

    let outcome: Outcome
    try {
      outcome = await writing(changes, 'bookings', () =>
        book(db, key, request, today, currency, at),
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

/** `book_stay` (migration 002): one call that books or finds the stay taken, and keeps the answer. */
const BOOK_STAY_SQL = `SELECT book_stay($1::int, $2::date, $3::date, $4::int, $5::text, $6::int, $7::text,
  $8::text, $9::uuid, $10::text, $11::text, $12::text, $13::text, $14::text, $15::int, $16::text,
  $17::timestamptz, $18::text::json, $19::text::json) AS status`

/**
 * The fast path: books with the room as this process last read it, in one statement. Returns the
 * outcome, or `undefined` when the careful path must decide (the room changed, the key was seen
 * before, or a request running beside this one took the key or the nights first).
 */
async function bookAtOnce(
  db: Deps['db'],
  {
    key,
    fingerprint,
    request,
    room,
    currency,
    at,
  }: {
    key: string
    fingerprint: string
    request: BookingRequest
    room: Room
    currency: string
    at: Date
  },
): Promise<Outcome | undefined> {
  const id = randomUUID()
  const reference = generateReference()
  const total = stayTotal(nightsOf(request), room.rate)
  const phone = request.guest.phone || null
  const notes = request.guest.notes || null
  // The answer is known before the insert: the row as the database will hold it.
  const booking = toBooking({
    id,
    reference,
    room_id: room.id,
    room_name: room.name,
    check_in: request.checkIn,
    check_out: request.checkOut,
    guests: request.guests,
    guest_name: request.guest.name,
    guest_email: request.guest.email,
    guest_phone: phone,
    notes,
    total,
    currency,
    status: 'confirmed',
    created_at: at,
    cancelled_at: null,
  })
  const created: Outcome = { status: 201, body: { booking } }
  const taken: Outcome = { status: 409, body: unavailableBody() }
  const params = [
    room.id,
    request.checkIn,
    request.checkOut,
    request.guests,
    room.name,
    room.rate,
    key,
    fingerprint,
    id,
    reference,
    request.guest.name,
    request.guest.email,
    phone,
    notes,
    total,
    currency,
    at.toISOString(),
    JSON.stringify(created.body),
    JSON.stringify(taken.body),
  ]
  try {
    const [row] = await db.query<{ status: number | null }>(BOOK_STAY_SQL, params)
    if (row?.status == null) return undefined
    return Number(row.status) === 201 ? created : taken
  } catch (error) {
    if (isPgError(error, PG.uniqueViolation) || isPgError(error, PG.exclusionViolation))
      return undefined
    throw error
  }
}

/** Claims a key; returns the stored answer to replay, or `undefined` when this request goes on. */
async function claim(
  db: Queryable,
  key: string,
  fingerprint: string,
  at: Date,
): Promise<Outcome | undefined> {
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
    const outcome: Outcome = { status: 409, body: unavailableBody() }
    await record(db, outcome)
    return outcome
  }
}
