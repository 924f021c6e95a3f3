/** Server-side idempotency details the mocks cannot show: a request still in flight, a crash. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingResponseSchema, errorBodySchema } from '@/api/contract'
import { addDays, todayIn } from '@/domain/dates'
import { canonicalJson } from '@/domain/sessions'

import { createApp } from '../../server/app'
import { type Db } from '../../server/db/types'
import { sha256 } from '../../server/lib/tokens'
import { openDemoDb, ROOMY_LIMITS } from './test-db'

let db: Db
let clock = Date.now()
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  db = await openDemoDb()
  app = createApp({ db, limits: ROOMY_LIMITS, now: () => new Date(clock) })
}, 60_000)
afterAll(() => db?.close())

const today = todayIn('Europe/Lisbon')
const body = {
  roomId: 2,
  checkIn: addDays(today, 90),
  checkOut: addDays(today, 92),
  guests: 2,
  guest: { name: 'Ines', email: 'ines@example.com' },
}
const post = (key: string, payload: unknown = body) =>
  app.request('/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(payload),
  })

describe('idempotency on the server', () => {
  it('answers 409 while the first request with the key is still in flight', async () => {
    // A claimed key without an answer is what a request still being processed leaves behind.
    await db.query(
      'INSERT INTO idempotency_keys (key, fingerprint, created_at) VALUES ($1, $2, $3)',
      ['in-flight', sha256(canonicalJson(body)), new Date(clock).toISOString()],
    )
    const res = await post('in-flight')
    expect(res.status).toBe(409)
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('idempotency_in_flight')
  })

  it('takes over a claim abandoned by a crashed process after a minute', async () => {
    clock += 61_000
    const res = await post('in-flight')
    expect(res.status).toBe(201)
    const again = await post('in-flight')
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(bookingResponseSchema.parse(await again.json()).booking.roomId).toBe(2)
  })

  it('treats the same body with keys in another order as the same request', async () => {
    const first = await post('reordered', {
      ...body,
      roomId: 1,
      checkIn: addDays(today, 95),
      checkOut: addDays(today, 96),
    })
    const reordered = {
      guest: { email: 'ines@example.com', name: 'Ines' },
      guests: 2,
      checkOut: addDays(today, 96),
      checkIn: addDays(today, 95),
      roomId: 1,
    }
    const second = await post('reordered', reordered)
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect((await second.json()).booking.id).toBe((await first.json()).booking.id)
  })

  it('keeps a confirmed booking and its answer in one committed transaction', async () => {
    const res = await post('durable', {
      ...body,
      checkIn: addDays(today, 97),
      checkOut: addDays(today, 98),
    })
    const { booking } = bookingResponseSchema.parse(await res.json())
    const [key] = await db.query<{ status: number }>(
      'SELECT status FROM idempotency_keys WHERE key = $1',
      ['durable'],
    )
    const [row] = await db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
      booking.id,
    ])
    expect(key?.status).toBe(201)
    expect(row?.status).toBe('confirmed')
  })
})
