/**
 * The sign-in and booking limits hold under parallel requests, per account or email and per client address, counted
 * atomically in the database (so they hold across servers too: on Postgres these requests run
 * in parallel over a pool). Also: JSON only for writes, and sign-in only from the app's own site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { errorBodySchema, IDEMPOTENCY_KEY_HEADER } from '@/api/contract'
import { paths } from '@/api/paths'
import { addDays } from '@/domain/dates'
import { DEMO_STAFF } from '@/domain/demo-data'

import { createApp } from '../../server/app'
import { type Db } from '../../server/db/types'
import { LIMITS } from '../../server/lib/rate-limit'
import { openDemoDb, usingPostgres } from './test-db'

let db: Db
let clock = Date.parse('2030-03-01T10:00:00Z')
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  db = await openDemoDb(new Date(clock))
  app = createApp({ db, now: () => new Date(clock), trustedProxies: 1 })
}, 60_000)
afterAll(() => db?.close())

const MINUTE = 60_000

/** Every request reaches the server through the one trusted proxy at 10.0.0.1. */
const PROXY = { incoming: { socket: { remoteAddress: '10.0.0.1' } } }

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(
    `/api${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    PROXY,
  )
}

const signIn = (email: string, password: string, from = '203.0.113.7') =>
  post(paths.login, { email, password }, { 'x-forwarded-for': from })

async function codeOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error.code
}

describe(`sign-in limits on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  it('40 parallel wrong guesses for one account: at most 5 × 401, the rest 429; then even the right password waits', async () => {
    const email = DEMO_STAFF.email
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(email, `wrong-${i}`, `198.51.100.${i}`)),
    )
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    const locked = await signIn(email, DEMO_STAFF.password, '198.51.100.200')
    expect(locked.status).toBe(429)
    expect(await codeOf(locked)).toBe('too_many_attempts')
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)

    // Past the window (and the one before it, which still weighs in), the account opens again.
    clock += 31 * MINUTE
    expect((await signIn(email, DEMO_STAFF.password, '198.51.100.201')).status).toBe(200)
  })

  it('one address guessing across many accounts is stopped after its 20 failures', async () => {
    const from = '192.0.2.50'
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) {
      statuses.push((await signIn(`someone-${i}@example.com`, 'guess', from)).status)
    }
    expect(statuses.slice(0, LIMITS.loginPerAddress.max).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(LIMITS.loginPerAddress.max).every((s) => s === 429)).toBe(true)
    // Another address is not held back by it.
    expect((await signIn('someone-else@example.com', 'guess', '192.0.2.51')).status).toBe(401)
    clock += 31 * MINUTE
  }, 60_000)

  it('a right sign-in does not count as a failure', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await signIn(DEMO_STAFF.email, DEMO_STAFF.password, '192.0.2.60')).status).toBe(200)
    }
  })

  it('a forged X-Forwarded-For cannot pose as another address: only the proxy’s entry counts', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      // Each request claims a new address in front of the one the proxy saw and appended.
      const forwarded = `10.9.${i}.1, 192.0.2.70`
      statuses.push((await signIn(`spoof-${i}@example.com`, 'guess', forwarded)).status)
    }
    expect(statuses.at(-1)).toBe(429)
    clock += 31 * MINUTE
  }, 60_000)

  it('refuses a sign-in posted from another site, and anything but JSON', async () => {
    const body = { email: DEMO_STAFF.email, password: DEMO_STAFF.password }
    const crossSite = await post(paths.login, body, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect(await codeOf(crossSite)).toBe('forbidden')
    const otherOrigin = await post(paths.login, body, { origin: 'https://evil.example' })
    expect(otherOrigin.status).toBe(403)
    const sameOrigin = await post(paths.login, body, {
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
    })
    expect(sameOrigin.status).toBe(200)

    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await post(paths.login, JSON.stringify(body), { 'content-type': type })
      expect(response.status, type).toBe(415)
      expect(await codeOf(response)).toBe('unsupported_media_type')
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })
})

let stays = 0
/** A booking request for a night nobody else in this file asks for, from `from`. */
function book(email: string, from: string, key = `limits-${stays}`) {
  const night = stays++
  const checkIn = addDays('2030-04-01', Math.floor(night / 5))
  return post(
    paths.bookings,
    {
      roomId: 1 + (night % 5),
      checkIn,
      checkOut: addDays(checkIn, 1),
      guests: 1,
      guest: { name: 'Limit Tester', email },
    },
    { 'x-forwarded-for': from, [IDEMPOTENCY_KEY_HEADER]: key },
  )
}

describe(`booking limits on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  it('50 parallel bookings of free rooms from one address: 10 booked, 40 × 429 that book nothing', async () => {
    const from = '203.0.113.80'
    const before = await db.query('SELECT 1 FROM bookings')
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(`guest-${i}@example.com`, from)),
    )
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.bookingsPerAddress.max)
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LIMITS.bookingsPerAddress.max)
    const refused = answers[statuses.indexOf(429)]!
    expect(await codeOf(refused)).toBe('too_many_attempts')
    expect(refused.headers.get('retry-after')).toBe('3600')
    const after = await db.query('SELECT 1 FROM bookings')
    expect(after.length - before.length).toBe(LIMITS.bookingsPerAddress.max)
    // Another address books on.
    expect((await book('neighbour@example.com', '203.0.113.81')).status).toBe(201)
    clock += 2 * 60 * MINUTE
  }, 60_000)

  it('one email is held back across addresses, whatever its case', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const email = i % 2 ? 'Repeat@Example.com' : 'repeat@example.com'
      statuses.push((await book(email, `198.51.100.${100 + i}`)).status)
    }
    const max = LIMITS.bookingsPerEmail.max
    expect(statuses).toEqual([...Array(max).fill(201), ...Array(8 - max).fill(429)])
    clock += 2 * 60 * MINUTE
  }, 60_000)

  it('a refused request stores nothing under its key: the same key books once the hour is over', async () => {
    const from = '203.0.113.90'
    for (let i = 0; i < LIMITS.bookingsPerAddress.max; i++) {
      expect((await book(`early-${i}@example.com`, from)).status).toBe(201)
    }
    const key = 'limits-refused-then-retried'
    expect((await book('late@example.com', from, key)).status).toBe(429)
    clock += 2 * 60 * MINUTE
    expect((await book('late@example.com', from, key)).status).toBe(201)
  }, 60_000)
})

describe(`find-my-booking limits on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  const lookUp = (reference: string, email: string, from: string) =>
    post(paths.bookingLookup, { reference, email }, { 'x-forwarded-for': from })

  /** A booking of `email`'s, and its reference. */
  async function booked(email: string) {
    const res = await book(email, `192.0.2.${stays % 250}`)
    expect(res.status).toBe(201)
    return ((await res.json()) as { booking: { reference: string } }).booking.reference
  }

  it('50 parallel guesses of emails for one reference: 10 misses, then 429, even for the right email', async () => {
    const reference = await booked('owner@example.com')
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        lookUp(reference, `guess-${i}@example.com`, `198.18.0.${i}`),
      ),
    )
    const statuses = answers.map((response) => response.status)
    const max = LIMITS.lookupsPerReference.max
    expect(statuses.filter((s) => s === 404)).toHaveLength(max)
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - max)
    const refused = answers[statuses.indexOf(429)]!
    expect(await codeOf(refused)).toBe('too_many_attempts')
    expect(refused.headers.get('retry-after')).toBe('900')
    expect((await lookUp(reference, 'owner@example.com', '198.18.1.1')).status).toBe(429)
    clock += 30 * MINUTE
    expect((await lookUp(reference, 'owner@example.com', '198.18.1.1')).status).toBe(200)
  }, 60_000)

  it('50 parallel guesses of references for one email are held back the same way', async () => {
    await booked('target@example.com')
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        lookUp(`NJ-${String(i).padStart(5, '0')}-00000`, 'Target@Example.com', `198.18.2.${i}`),
      ),
    )
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((s) => s === 404)).toHaveLength(LIMITS.lookupsPerEmail.max)
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LIMITS.lookupsPerEmail.max)
    clock += 30 * MINUTE
  }, 60_000)

  it('one address guessing pairs is stopped after its 30 attempts', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (
          await lookUp(
            `NJ-${String(i).padStart(5, '1')}-11111`,
            `pair-${i}@example.com`,
            '198.18.3.3',
          )
        ).status,
      )
    }
    const max = LIMITS.lookupsPerAddress.max
    expect(statuses).toEqual([...Array(max).fill(404), ...Array(32 - max).fill(429)])
    clock += 30 * MINUTE
  }, 60_000)
})
