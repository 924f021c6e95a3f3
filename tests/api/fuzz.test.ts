/**
 * Fuzzing the public endpoints with malformed input: every answer is a 4xx with the error shape,
 * never a 5xx. 1 200 requests in all.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  availabilitySearchQuerySchema,
  bookingRequestSchema,
  errorBodySchema,
  loginRequestSchema,
} from '@/api/contract'
import { addDays, todayIn } from '@/domain/dates'

import { createApp } from '../../server/app'
import { type Db } from '../../server/db/types'
import { openDemoDb, ROOMY_LIMITS } from './test-db'

let db: Db
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  db = await openDemoDb()
  app = createApp({ db, limits: ROOMY_LIMITS })
}, 60_000)
afterAll(() => db?.close())

const today = todayIn('Europe/Lisbon')
const RUNS = 300

let requests = 0
async function expectClientError(res: Response) {
  requests++
  const text = await res.text()
  expect(res.status, text).toBeGreaterThanOrEqual(400)
  expect(res.status, text).toBeLessThan(500)
  const body = errorBodySchema.safeParse(JSON.parse(text))
  expect(body.success, text).toBe(true)
}

/** Strings that break parsers: unicode, control characters, huge numbers, SQL and JSON bits. */
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e308',
    'NaN',
    'Infinity',
    '2025-02-30',
    '9999-99-99',
    '0000-00-00',
    "'; DROP TABLE bookings; --",
    '%00',
    '\u0000',
    '[]',
    '{}',
    'null',
    'true',
    '١٢٣',
    '2025-06-01T00:00:00Z',
    '99999999999999999999999',
    'a'.repeat(5000),
  ),
  fc.integer().map(String),
  fc.double().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
)
/** Any JSON value, mostly not what the schema wants. */
const anyJson = fc.oneof(fc.jsonValue(), fc.anything(), fc.constant(undefined))

describe('fuzzing the public endpoints', () => {
  it('GET /api/availability with malformed query strings', async () => {
    const valid = { checkIn: addDays(today, 10), checkOut: addDays(today, 12), guests: '2' }
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('checkIn', 'checkOut', 'guests', 'include', 'x', 'checkIn[]'),
          nasty,
          { minKeys: 0 },
        ),
        fc.boolean(),
        async (params, mixValid) => {
          const query = mixValid ? { ...valid, ...params } : params
          fc.pre(!availabilitySearchQuerySchema.safeParse(query).success)
          const search = new URLSearchParams(query as Record<string, string>).toString()
          await expectClientError(await app.request(`/api/availability?${search}`))
        },
      ),
      { numRuns: RUNS },
    )
    // Raw, badly encoded query strings.
    for (const raw of [
      '%',
      '%zz',
      'checkIn=%E0%A4%A',
      '&&&',
      'guests=2&guests=x',
      '=',
      'checkIn',
    ]) {
      await expectClientError(await app.request(`/api/availability?${raw}`))
    }
  })

  it('POST /api/bookings with malformed bodies', async () => {
    const valid = {
      roomId: 1,
      checkIn: addDays(today, 200),
      checkOut: addDays(today, 201),
      guests: 1,
      guest: { name: 'Fuzz', email: 'fuzz@example.com' },
    }
    const mutated = fc
      .record({
        roomId: fc.oneof(fc.constant(valid.roomId), anyJson),
        checkIn: fc.oneof(fc.constant(valid.checkIn), nasty, anyJson),
        checkOut: fc.oneof(fc.constant(valid.checkOut), nasty, anyJson),
        guests: fc.oneof(fc.constant(valid.guests), anyJson),
        guest: fc.oneof(
          fc.constant(valid.guest),
          fc.record({
            name: fc.oneof(nasty, anyJson),
            email: fc.oneof(nasty, anyJson),
            notes: anyJson,
          }),
          anyJson,
        ),
      })
      .filter((body) => !bookingRequestSchema.safeParse(body).success)
    let n = 0
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated, anyJson), fc.boolean(), async (body, asText) => {
        const payload = asText
          ? String(JSON.stringify(body) ?? '').slice(0, -1)
          : JSON.stringify(body ?? null)
        fc.pre(asText || !bookingRequestSchema.safeParse(body).success)
        const res = await app.request('/api/bookings', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Idempotency-Key': `fuzz-${n++}` },
          body: payload,
        })
        await expectClientError(res)
      }),
      { numRuns: RUNS },
    )
  })

  it('POST /api/bookings with malformed Idempotency-Key headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ minLength: 256, maxLength: 400 }),
          fc.constantFrom('', ' ', 'a b', 'é', '\t'),
        ),
        async (key) => {
          let headers: Headers
          try {
            headers = new Headers({ 'Idempotency-Key': key })
          } catch {
            return // not even a legal header value: no client can send it
          }
          const res = await app.request('/api/bookings', {
            method: 'POST',
            headers,
            body: JSON.stringify({ roomId: 1 }),
          })
          await expectClientError(res)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('POST /api/auth/login with malformed bodies', async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, async (body) => {
        fc.pre(!loginRequestSchema.safeParse(body).success)
        await expectClientError(
          await app.request('/api/auth/login', {
            method: 'POST',
            body: JSON.stringify(body ?? null),
          }),
        )
      }),
      { numRuns: RUNS },
    )
  })

  it('GET /api/icons with malformed names', async () => {
    await fc.assert(
      fc.asyncProperty(nasty, nasty, async (prefix, icons) => {
        fc.pre(!/^[a-z0-9-]+$/.test(icons) || prefix !== 'lucide')
        const res = await app.request(
          `/api/icons/${encodeURIComponent(prefix)}.json?icons=${encodeURIComponent(icons)}`,
        )
        await expectClientError(res)
      }),
      { numRuns: 100 },
    )
  })

  it('sent at least 1 000 malformed requests', () => {
    expect(requests).toBeGreaterThanOrEqual(1000)
  })
})
