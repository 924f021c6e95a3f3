import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '@/domain/sessions'

import { type Queryable } from '../db/types'
import { HttpError } from './http-error'

/** A limit: at most `max` hits per key in any `windowMs`. */
export interface Limit {
  /** The bucket's prefix, e.g. `login:account`. */
  name: string
  max: number
  windowMs: number
}

/**
 * Every limit of the API, in one place (README, Security). Sign-in counts failures, per account
 * and per client address, and finding a booking counts every attempt, per email, reference and
 * client address, and so does asking for a password reset link, per email and client address
 * (the `rate_limits` table, migration 005); booking counts the stays booked in the last
 * window, per client address and per guest email (`bookStay`, in its own statement).
 */
export type Limits = Record<
  | 'loginPerAccount'
  | 'loginPerAddress'
  | 'bookingsPerAddress'
  | 'bookingsPerEmail'
  | 'lookupsPerEmail'
  | 'lookupsPerReference'
  | 'lookupsPerAddress'
  | 'resetsPerEmail'
  | 'resetsPerAddress',
  Limit
>

const HOUR = 60 * 60_000

export const LIMITS: Limits = {
  loginPerAccount: { name: 'login:account', max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS },
  loginPerAddress: { name: 'login:address', max: 20, windowMs: LOGIN_WINDOW_MS },
  // Stays booked: enough for a family taking every room, too few to block the calendar.
  bookingsPerAddress: { name: 'booking:address', max: 10, windowMs: HOUR },
  bookingsPerEmail: { name: 'booking:email', max: 5, windowMs: HOUR },
  // Find my booking, every attempt counted: a guest retyping a reference is fine, guessing
  // references for an email (or emails for a reference) is not.
  lookupsPerEmail: { name: 'lookup:email', max: 10, windowMs: LOGIN_WINDOW_MS },
  lookupsPerReference: { name: 'lookup:reference', max: 10, windowMs: LOGIN_WINDOW_MS },
  lookupsPerAddress: { name: 'lookup:address', max: 30, windowMs: LOGIN_WINDOW_MS },
  // Password reset links, every request counted: a few for a slow inbox, too few to flood one.
  resetsPerEmail: { name: 'reset:email', max: 3, windowMs: LOGIN_WINDOW_MS },
  resetsPerAddress: { name: 'reset:address', max: 10, windowMs: LOGIN_WINDOW_MS },
}

/**
 * The limits, with booking's two numbers from `BOOKINGS_PER_ADDRESS` and `BOOKINGS_PER_EMAIL`
 * (per hour) when set: an inn whose guests share one address (a hotel chain's network, a
 * proxy that is not trusted) raises them, and the end-to-end tests and the bench, which book
 * from one address all day, lift them.
 */
export function limitsFromEnv(env: Record<string, string | undefined>): Limits {
  const max = (name: string, fallback: number) => {
    const value = env[name]
    if (value === undefined || value === '') return fallback
    const count = Number(value)
    if (!Number.isSafeInteger(count) || count < 1) {
      throw new Error(
        `${name} must be a whole number of bookings per hour (1 or more), not "${value}".`,
      )
    }
    return count
  }
  const raised = (limit: Limit, name: string) => ({ ...limit, max: max(name, limit.max) })
  return {
    ...LIMITS,
    bookingsPerAddress: raised(LIMITS.bookingsPerAddress, 'BOOKINGS_PER_ADDRESS'),
    bookingsPerEmail: raised(LIMITS.bookingsPerEmail, 'BOOKINGS_PER_EMAIL'),
  }
}

/** A hit counted against a limit: what `release` needs to take it back. */
export interface Hit {
  bucket: string
  windowStart: string
}

const HIT_SQL = /* sql */ `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::text::jsonb)
      AS t(bucket text, window_start timestamptz, previous_start timestamptz)
  ), hit AS (
    INSERT INTO rate_limits AS r (bucket, window_start, hits)
    SELECT bucket, window_start, 1 FROM input
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = r.hits + 1
    RETURNING r.bucket, r.hits
  )
  SELECT hit.bucket, hit.hits, coalesce(p.hits, 0) AS previous
  FROM hit
  JOIN input i ON i.bucket = hit.bucket
  LEFT JOIN rate_limits p ON p.bucket = hit.bucket AND p.window_start = i.previous_start
`

/** One key to count against one limit. */
export interface Check {
  limit: Limit
  key: string
}

/**
 * Counts one hit for each key against its limit, all in one statement, and says whether every
 * one is within its limit (else `exceeded` names the first that is not). A refused hit still
 * counts (the sender keeps paying for trying), so hammering never opens the door.
 */
export async function hit(
  db: Queryable,
  now: Date,
  checks: readonly Check[],
): Promise<{ allowed: boolean; exceeded?: Limit; hits: Hit[] }> {
  const at = now.getTime()
  const input = checks.map(({ limit, key }) => {
    const start = at - (at % limit.windowMs)
    return {
      limit,
      bucket: `${limit.name}:${key}`,
      window_start: new Date(start).toISOString(),
      previous_start: new Date(start - limit.windowMs).toISOString(),
      elapsed: (at - start) / limit.windowMs,
    }
  })
  const rows = await db.query<{ bucket: string; hits: number; previous: number }>(HIT_SQL, [
    JSON.stringify(
      input.map(({ bucket, window_start, previous_start }) => ({
        bucket,
        window_start,
        previous_start,
      })),
    ),
  ])
  const counted = new Map(rows.map((row) => [row.bucket, row]))
  const exceeded = input.find(({ limit, bucket, elapsed }) => {
    const row = counted.get(bucket)
    const weighted = Number(row?.previous ?? 0) * (1 - elapsed) + Number(row?.hits ?? 1)
    return weighted > limit.max
  })?.limit
  return {
    allowed: !exceeded,
    ...(exceeded ? { exceeded } : {}),
    hits: input.map(({ bucket, window_start }) => ({ bucket, windowStart: window_start })),
  }
}

/**
 * A refused hit's answer: 429 `too_many_attempts` with `message`, and `Retry-After` (seconds)
 * set on the context for the window of the limit that was exceeded.
 */
export function refuseIfExceeded(
  c: { header: (name: string, value: string) => void },
  attempt: { allowed: boolean; exceeded?: Limit },
  message: string,
): void {
  if (attempt.allowed) return
  c.header('Retry-After', String(Math.ceil((attempt.exceeded?.windowMs ?? 0) / 1000)))
  throw new HttpError('too_many_attempts', message)
}

/** Takes hits back (a sign-in that turned out right is not a failure), in one statement. */
export async function release(db: Queryable, hits: readonly Hit[]): Promise<void> {
  if (!hits.length) return
  await db.query(
    `UPDATE rate_limits r SET hits = r.hits - 1
     FROM jsonb_to_recordset($1::text::jsonb) AS t(bucket text, window_start timestamptz)
     WHERE r.bucket = t.bucket AND r.window_start = t.window_start AND r.hits > 0`,
    [
      JSON.stringify(
        hits.map(({ bucket, windowStart }) => ({ bucket, window_start: windowStart })),
      ),
    ],
  )
}

/** Deletes the windows no limit looks at any more (older than two of the longest windows). */
export async function trimRateLimits(db: Queryable, now: Date): Promise<number> {
  const longest = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs))
  const rows = await db.query('DELETE FROM rate_limits WHERE window_start < $1 RETURNING 1', [
    new Date(now.getTime() - 2 * longest).toISOString(),
  ])
  return rows.length
}
