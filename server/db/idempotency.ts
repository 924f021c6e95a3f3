/**
 * `Idempotency-Key` claims and their stored answers (`idempotency_keys`), inside the booking's
 * own transaction. The claim is an `INSERT … ON CONFLICT DO NOTHING`: a second request with the
 * key waits on the first one's row until it commits (then finds its answer) or rolls back (then
 * claims the key itself). An answer is stored as data: the status and the booking it made, or
 * the error it gave; a replay reads the booking again.
 */
import { claimDecision } from '@/domain/idempotency'

import { type Queryable } from './types'

/** An answer as stored under a key: the booking made (201), or the error answered. */
export type StoredReply =
  { status: 201; bookingId: string } | { status: number; error: { code: string; message: string } }

export type Claim =
  | { claimed: true }
  | { claimed: false; decision: 'reused' | 'in_flight' }
  | { claimed: false; decision: 'replay'; reply: StoredReply }

interface KeyRow {
  [key: string]: unknown
  fingerprint: string
  status: number | null
  booking_id: string | null
  reply: { error: { code: string; message: string } } | string | null
  created_at: Date | string
}

/**
 * Claims `key` for a request of `fingerprint` at `at`, or says what the key's first request
 * left: its answer to replay, another request's body (`reused`), or a request still running
 * (`in_flight`). A claim without an answer older than `STALE_CLAIM_MS` was left by a process that
 * died (`claimDecision`): this request takes it over.
 */
export async function claimKey(
  tx: Queryable,
  key: string,
  fingerprint: string,
  at: Date,
): Promise<Claim> {
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (key, fingerprint, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO NOTHING RETURNING 1`,
    [key, fingerprint, at.toISOString()],
  )
  if (inserted.length) return { claimed: true }
  const [row] = await tx.query<KeyRow>(
    `SELECT fingerprint, status, booking_id, reply, created_at FROM idempotency_keys
     WHERE key = $1 FOR UPDATE`,
    [key],
  )
  // Deleted since (the clean-up, a day later): a new claim, asked again.
  if (!row) return claimKey(tx, key, fingerprint, at)
  const decision = claimDecision(
    {
      fingerprint: row.fingerprint,
      answered: row.status !== null,
      claimedAt: new Date(row.created_at),
    },
    fingerprint,
    at,
  )
  if (decision === 'take_over') {
    await tx.query(
      `UPDATE idempotency_keys SET fingerprint = $2, created_at = $3, status = NULL,
         booking_id = NULL, reply = NULL
       WHERE key = $1`,
      [key, fingerprint, at.toISOString()],
    )
    return { claimed: true }
  }
  if (decision === 'reused' || decision === 'in_flight') return { claimed: false, decision }
  const reply =
    row.booking_id !== null
      ? { status: 201 as const, bookingId: row.booking_id }
      : {
          status: Number(row.status),
          error: (typeof row.reply === 'string' ? JSON.parse(row.reply) : row.reply)!.error,
        }
  return { claimed: false, decision: 'replay', reply }
}

/** Stores the answer of the request that claimed `key`, in its transaction. */
export async function storeReply(tx: Queryable, key: string, reply: StoredReply) {
  await tx.query(
    `UPDATE idempotency_keys SET status = $2, booking_id = $3::uuid, reply = $4::text::jsonb
     WHERE key = $1`,
    [
      key,
      reply.status,
      'bookingId' in reply ? reply.bookingId : null,
      'error' in reply ? JSON.stringify({ error: reply.error }) : null,
    ],
  )
}
