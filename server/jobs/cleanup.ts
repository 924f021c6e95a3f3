/**
 * The database's clean-up, run by the server process every few minutes (never inside a
 * request): answers kept under Idempotency-Keys for a day, sessions that can no longer be used
 * (revoked, or past their absolute or idle lifetime), the limits' counters no window looks
 * at any more, and the client address a booking came from once its limit no longer counts it.
 */
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/domain/sessions'

import { type Queryable } from '../db/types'
import { type Logger, silentLogger } from '../lib/logger'
import { LIMITS, trimRateLimits } from '../lib/rate-limit'
import { repeat } from './repeat'

/** How long a booking's answer is kept under its Idempotency-Key (retries within it replay). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000
/** How often the clean-up runs. */
export const CLEANUP_INTERVAL_MS = 5 * 60 * 1000

export interface CleanupCounts {
  idempotencyKeys: number
  sessions: number
  rateLimits: number
  bookingAddresses: number
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString()

/** Deletes what outlived its lifetime as of `now`; returns how many rows of each went. */
export async function cleanUp(db: Queryable, now: Date): Promise<CleanupCounts> {
  const keys = await db.query('DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING 1', [
    before(now, IDEMPOTENCY_KEY_TTL_MS),
  ])
  const sessions = await db.query(
    `DELETE FROM sessions
     WHERE revoked_at IS NOT NULL OR created_at <= $1 OR last_seen_at <= $2 RETURNING 1`,
    [before(now, SESSION_ABSOLUTE_MS), before(now, SESSION_IDLE_MS)],
  )
  // A booking's client address serves only its limit: forgotten once outside the window.
  const addresses = await db.query(
    `UPDATE bookings SET client_address = NULL
     WHERE client_address IS NOT NULL AND created_at < $1 RETURNING 1`,
    [before(now, 2 * LIMITS.bookingsPerAddress.windowMs)],
  )
  return {
    idempotencyKeys: keys.length,
    sessions: sessions.length,
    rateLimits: await trimRateLimits(db, now),
    bookingAddresses: addresses.length,
  }
}

export interface CleanupOptions {
  db: Queryable
  /** The clock (tests move it). */
  now?: () => Date
  logger?: Logger
  intervalMs?: number
}

/**
 * Runs `cleanUp` now and then every `intervalMs` (a timer that never keeps the process alive).
 * Returns `stop`, which clears the timer and waits for a pass under way.
 */
export function startCleanup({
  db,
  now = () => new Date(),
  logger = silentLogger,
  intervalMs = CLEANUP_INTERVAL_MS,
}: CleanupOptions): () => Promise<void> {
  return repeat(async () => {
    try {
      const counts = await cleanUp(db, now())
      if (counts.idempotencyKeys || counts.sessions || counts.rateLimits)
        logger.info(counts, 'cleanup')
    } catch (error) {
      logger.error({ err: error }, 'cleanup failed')
    }
  }, intervalMs).stop
}
