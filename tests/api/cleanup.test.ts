/**
 * The clean-up job: rows older than their lifetime go, younger ones stay, and nothing of it runs
 * inside requests any more.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/domain/sessions'

import { type Db } from '../../server/db/types'
import { cleanUp, IDEMPOTENCY_KEY_TTL_MS, startCleanup } from '../../server/jobs/cleanup'
import { LIMITS } from '../../server/lib/rate-limit'
import { openDemoDb } from './test-db'

let db: Db
beforeAll(async () => {
  db = await openDemoDb()
}, 60_000)
afterAll(() => db?.close())

const now = new Date('2030-05-01T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
const SECOND = 1000

async function column(sql: string) {
  return (await db.query<{ v: string }>(sql)).map((row) => row.v).sort()
}

describe('clean-up', () => {
  it('after 10 000 unique idempotency keys, keeps only those younger than 24 h', async () => {
    // One key a minute-and-a-bit over the last ~7 days: key n is n × 60.48 s old.
    const step = 60_480
    await db.query(
      `INSERT INTO idempotency_keys (key, fingerprint, status, reply, created_at)
       SELECT 'bulk-' || n, 'f', 409, '{}', $1::timestamptz - make_interval(secs => n * $2::float8)
       FROM generate_series(0, 9999) AS n`,
      [now.toISOString(), step / 1000],
    )
    const young = Math.ceil(IDEMPOTENCY_KEY_TTL_MS / step)
    const { idempotencyKeys } = await cleanUp(db, now)
    expect(idempotencyKeys).toBe(10_000 - young)
    const [left] = (await db.query(
      `SELECT count(*)::int AS n, min(created_at) AS oldest FROM idempotency_keys WHERE key LIKE 'bulk-%'`,
    )) as [{ n: number; oldest: Date | string }]
    expect(left.n).toBe(young)
    expect(new Date(left.oldest).getTime()).toBeGreaterThanOrEqual(
      now.getTime() - IDEMPOTENCY_KEY_TTL_MS,
    )
    await db.query(`DELETE FROM idempotency_keys WHERE key LIKE 'bulk-%'`)
  })

  it('deletes keys, sessions and limit counters past their lifetime and keeps the rest', async () => {
    for (const [key, at] of [
      ['key-old', ago(IDEMPOTENCY_KEY_TTL_MS + SECOND)],
      ['key-young', ago(IDEMPOTENCY_KEY_TTL_MS - SECOND)],
    ]) {
      await db.query(
        `INSERT INTO idempotency_keys (key, fingerprint, status, reply, created_at)
         VALUES ($1, 'f', 409, '{}', $2)`,
        [key, at],
      )
    }
    const [{ id: staffId }] = (await db.query('SELECT id FROM staff LIMIT 1')) as [{ id: number }]
    const sessions: [string, string, string, string | null][] = [
      // [name, created_at, last_seen_at, revoked_at]
      ['session-live', ago(SESSION_ABSOLUTE_MS - SECOND), ago(SESSION_IDLE_MS - SECOND), null],
      ['session-too-old', ago(SESSION_ABSOLUTE_MS + SECOND), ago(SECOND), null],
      ['session-idle', ago(SECOND * 60), ago(SESSION_IDLE_MS + SECOND), null],
      ['session-revoked', ago(SECOND * 60), ago(SECOND), ago(SECOND)],
    ]
    for (const [name, created, seen, revoked] of sessions) {
      await db.query(
        `INSERT INTO sessions (token_hash, staff_id, created_at, last_seen_at, revoked_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [name, staffId, created, seen, revoked],
      )
    }
    // Counters are read for two of the longest windows (the current and the one before it).
    const kept = 2 * Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs))
    for (const [bucket, at] of [
      ['limit-old', ago(kept + SECOND)],
      ['limit-young', ago(kept - SECOND)],
    ]) {
      await db.query('INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1)', [
        bucket,
        at,
      ])
    }

    // A booking's client address is kept while its limit counts it (an hour), and a while more.
    const addressKept = 2 * LIMITS.bookingsPerAddress.windowMs
    const [old, young] = (await db.query('SELECT id FROM bookings ORDER BY id LIMIT 2')) as {
      id: string
    }[]
    for (const [id, at] of [
      [old!.id, ago(addressKept + SECOND)],
      [young!.id, ago(addressKept - SECOND)],
    ]) {
      await db.query(
        `UPDATE bookings SET client_address = '203.0.113.5', created_at = $2 WHERE id = $1`,
        [id, at],
      )
    }

    expect(await cleanUp(db, now)).toEqual({
      idempotencyKeys: 1,
      sessions: 3,
      rateLimits: 1,
      bookingAddresses: 1,
    })
    expect(await column('SELECT id AS v FROM bookings WHERE client_address IS NOT NULL')).toEqual([
      young!.id,
    ])
    expect(await column('SELECT key AS v FROM idempotency_keys')).toEqual(['key-young'])
    expect(await column('SELECT token_hash AS v FROM sessions')).toEqual(['session-live'])
    expect(await column('SELECT bucket AS v FROM rate_limits')).toEqual(['limit-young'])

    // A day later by the clock it is given, the young ones have gone too.
    const later = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS)
    expect(await cleanUp(db, later)).toEqual({
      idempotencyKeys: 1,
      sessions: 1,
      rateLimits: 1,
      bookingAddresses: 1,
    })
  })

  it('runs at start and then on its interval until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const insertOld = () =>
        db.query(`INSERT INTO rate_limits (bucket, window_start, hits) VALUES ('timer', $1, 1)`, [
          ago(3 * 60 * 60 * 1000),
        ])
      const count = async () =>
        ((await db.query(`SELECT 1 FROM rate_limits WHERE bucket = 'timer'`)) as unknown[]).length
      await insertOld()
      const stop = startCleanup({ db, now: () => now, intervalMs: 60_000 })
      await vi.waitFor(async () => expect(await count()).toBe(0))

      await insertOld()
      await vi.advanceTimersByTimeAsync(60_000)
      await vi.waitFor(async () => expect(await count()).toBe(0))

      await stop()
      await insertOld()
      await vi.advanceTimersByTimeAsync(5 * 60_000)
      expect(await count()).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
