/**
 * The clean-up job: rows older than their lifetime go, younger ones stay, and nothing of it runs
 * inside requests any more.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { LOGIN_WINDOW_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/domain/sessions'

import { type Db } from '../../server/db/types'
import { cleanUp, IDEMPOTENCY_KEY_TTL_MS, startCleanup } from '../../server/jobs/cleanup'
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
  it('deletes keys, sessions and login failures past their lifetime and keeps the rest', async () => {
    for (const [key, at] of [
      ['key-old', ago(IDEMPOTENCY_KEY_TTL_MS + SECOND)],
      ['key-young', ago(IDEMPOTENCY_KEY_TTL_MS - SECOND)],
    ]) {
      await db.query(
        `INSERT INTO idempotency_keys (key, fingerprint, status, body, created_at)
         VALUES ($1, 'f', 201, '{}', $2)`,
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
    for (const [account, at] of [
      ['failure-old', ago(LOGIN_WINDOW_MS + SECOND)],
      ['failure-young', ago(LOGIN_WINDOW_MS - SECOND)],
    ]) {
      await db.query('INSERT INTO login_failures (account, failed_at) VALUES ($1, $2)', [
        account,
        at,
      ])
    }

    expect(await cleanUp(db, now)).toEqual({ idempotencyKeys: 1, sessions: 3, loginFailures: 1 })
    expect(await column('SELECT key AS v FROM idempotency_keys')).toEqual(['key-young'])
    expect(await column('SELECT token_hash AS v FROM sessions')).toEqual(['session-live'])
    expect(await column('SELECT account AS v FROM login_failures')).toEqual(['failure-young'])

    // A day later by the clock it is given, the young ones have gone too.
    const later = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS)
    expect(await cleanUp(db, later)).toEqual({
      idempotencyKeys: 1,
      sessions: 1,
      loginFailures: 1,
    })
  })

  it('runs at start and then on its interval until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const insertOld = () =>
        db.query(`INSERT INTO login_failures (account, failed_at) VALUES ('timer', $1)`, [
          ago(LOGIN_WINDOW_MS + SECOND),
        ])
      const count = async () =>
        ((await db.query(`SELECT 1 FROM login_failures WHERE account = 'timer'`)) as unknown[])
          .length
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
