/**
 * Races on the real server: 50 simultaneous bookings of one room and stay confirm exactly one.
 * Runs on PGlite (a single connection: the transactions queue) and, with `DATABASE_URL`, on a
 * real Postgres server, where the requests run in parallel over a pool and the exclusion
 * constraint decides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingCreatedSchema, bookingResponseSchema, errorBodySchema } from '@/api/contract'
import { addDays, todayIn } from '@/domain/dates'

import { createApp } from '../../server/app'
import { type Db } from '../../server/db/types'
import { openDemoDb, ROOMY_LIMITS, staffToken, usingPostgres } from './test-db'

let db: Db
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  db = await openDemoDb()
  app = createApp({ db, limits: ROOMY_LIMITS })
}, 60_000)
afterAll(() => db?.close())

const today = todayIn('Europe/Lisbon')
const book = (key: string, body: object) =>
  app.request('/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  })
const stay = (roomId: number, from: number, nights: number, name = 'Racer') => ({
  roomId,
  checkIn: addDays(today, from),
  checkOut: addDays(today, from + nights),
  guests: 1,
  guest: { name, email: 'racer@example.com' },
})

describe(
  `concurrent bookings on ${usingPostgres() ? 'Postgres' : 'PGlite'}`,
  { timeout: 30_000 },
  () => {
    it('50 simultaneous bookings of one room and stay: one 201, 49 409, no 5xx', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => book(`race-${i}`, stay(1, 100, 3, `Racer ${i}`))),
      )
      const statuses = answers.map((a) => a.status)
      expect(statuses.filter((s) => s === 201)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(49)
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(errorBodySchema.parse(await answer.json()).error.code).toBe('room_unavailable')
      }
      const [{ n }] = (await db.query(
        "SELECT count(*)::int AS n FROM bookings WHERE room_id = 1 AND status = 'confirmed' AND check_in = $1::date",
        [addDays(today, 100)],
      )) as [{ n: number }]
      expect(n).toBe(1)
    })

    it('overlapping (not identical) stays race too: the survivors never share a night', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          book(`overlap-${i}`, stay(5, 120 + (i % 6), 2 + (i % 3))),
        ),
      )
      expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true)
      const rows = await db.query<{ check_in: string; check_out: string }>(
        `SELECT check_in, check_out FROM bookings WHERE room_id = 5 AND status = 'confirmed'
         AND check_in >= $1::date ORDER BY check_in`,
        [addDays(today, 120)],
      )
      expect(rows.length).toBe(answers.filter((a) => a.status === 201).length)
      for (let i = 1; i < rows.length; i++)
        expect(rows[i]!.check_in >= rows[i - 1]!.check_out).toBe(true)
    })

    it('50 simultaneous retries with one key create one booking; each answer’s key opens it', async () => {
      const body = stay(4, 140, 2)
      const answers = await Promise.all(Array.from({ length: 50 }, () => book('same-key', body)))
      const ids = new Set<string>()
      const keys = new Set<string>()
      let reference = ''
      for (const answer of answers) {
        expect([201, 409]).toContain(answer.status)
        const json = await answer.json()
        if (answer.status === 201) {
          const created = bookingCreatedSchema.parse(json)
          ids.add(created.booking.id)
          keys.add(created.accessKey)
          reference = created.booking.reference
        } else expect(errorBodySchema.parse(json).error.code).toBe('idempotency_in_flight')
      }
      expect(ids.size).toBe(1)
      // Every 201, the replays too, issued a key of its own, and each opens the booking.
      expect(keys.size).toBe(answers.filter((a) => a.status === 201).length)
      for (const key of keys) {
        const opened = await app.request(`/api/bookings/${reference}`, {
          headers: { 'Booking-Key': key },
        })
        expect(bookingResponseSchema.parse(await opened.json()).booking.id).toBe([...ids][0])
      }
      const [{ n }] = (await db.query(
        'SELECT count(*)::int AS n FROM bookings WHERE room_id = 4 AND check_in = $1::date',
        [addDays(today, 140)],
      )) as [{ n: number }]
      expect(n).toBe(1)
    })

    it('50 simultaneous cancels from one link cancel once; then 50 bookings of the freed stay book one', async () => {
      const booked = bookingCreatedSchema.parse(
        await (await book('cancel-race', stay(2, 160, 2))).json(),
      )
      const cancel = () =>
        app.request(`/api/bookings/${booked.booking.reference}/cancel`, {
          method: 'POST',
          headers: { 'Booking-Key': booked.accessKey },
        })
      const cancels = await Promise.all(Array.from({ length: 50 }, cancel))
      const statuses = cancels.map((a) => a.status)
      expect(statuses.filter((s) => s === 200)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(49)
      for (const answer of cancels.filter((a) => a.status === 409)) {
        expect(errorBodySchema.parse(await answer.json()).error.code).toBe('already_cancelled')
      }
      const rebook = await Promise.all(
        Array.from({ length: 50 }, (_, i) => book(`rebook-${i}`, stay(2, 160, 2, `Rebook ${i}`))),
      )
      expect(rebook.filter((a) => a.status === 201)).toHaveLength(1)
      expect(rebook.filter((a) => a.status === 409)).toHaveLength(49)
    })

    it('25 closures of a night and 25 bookings of it at once: the night ends closed or booked, never both', async () => {
      const token = await staffToken(app)
      const night = addDays(today, 180)
      const close = () =>
        app.request('/api/admin/rooms/3/closures', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ dates: [night] }),
        })
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 ? close() : book(`closing-${i}`, stay(3, 180, 1, `Closer ${i}`)),
        ),
      )
      const statuses = answers.map((a) => a.status)
      expect(statuses.every((s) => [200, 201, 409].includes(s))).toBe(true)
      const booked = await db.query(
        "SELECT 1 FROM bookings WHERE room_id = 3 AND status = 'confirmed' AND check_in = $1::date",
        [night],
      )
      const closed = await db.query(
        'SELECT 1 FROM closures WHERE room_id = 3 AND date = $1::date',
        [night],
      )
      expect(booked.length + closed.length).toBe(1)
      // Whichever came first, every later request of the other kind was refused.
      expect(statuses.filter((s) => s === 201)).toHaveLength(booked.length)
      expect(statuses.filter((s) => s === 200).length > 0).toBe(closed.length === 1)
    })

    it('the database itself refuses overlapping confirmed bookings of a room', async () => {
      const insert = (checkIn: string, checkOut: string, reference: string) =>
        db.query(
          `INSERT INTO bookings (reference, room_id, check_in, check_out, guests, guest_name, guest_email, total,
           currency, status, created_at, free_cancellation_days)
         VALUES ($1, 3, $2::date, $3::date, 1, 'X', 'x@example.com', 100,
           'EUR', 'confirmed', now(), 2)`,
          [reference, checkIn, checkOut],
        )
      await insert(addDays(today, 200), addDays(today, 203), 'ZZZZZZZZZ1')
      await expect(
        insert(addDays(today, 202), addDays(today, 204), 'ZZZZZZZZZ2'),
      ).rejects.toMatchObject({
        code: '23P01',
      })
      await insert(addDays(today, 203), addDays(today, 204), 'ZZZZZZZZZ3') // check-out day is free
    })
  },
)

describe('JSON columns', () => {
  it('store objects, not JSON text in a string, on either driver', async () => {
    const [row] = await db.query<{ kind: string }>(
      'SELECT jsonb_typeof(amenities) AS kind FROM rooms WHERE id = 1',
    )
    expect(row?.kind).toBe('array')
  })
})
