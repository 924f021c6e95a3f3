/**
 * `Idempotency-Key` on bookings: a retry with the same key and body gets the first answer again;
 * with another body it is refused; while the first is still running it waits its turn, unless
 * that first request has been running so long that its process must have died.
 */

/** An unanswered claim older than this is taken as abandoned. */
export const STALE_CLAIM_MS = 60_000

/** What is known of a key that was used before. */
export interface KeyClaim {
  /** The request body's fingerprint (`canonicalJson`, or a hash of it). */
  fingerprint: string
  /** Whether its answer is stored. */
  answered: boolean
  claimedAt: Date
}

/**
 * What a request with a key does: `claim` a new key, `replay` the stored answer, refuse a key
 * `reused` with another body, answer that the first request is `in_flight`, or `take_over` an
 * abandoned claim.
 */
export function claimDecision(
  existing: KeyClaim | undefined,
  fingerprint: string,
  now: Date,
): 'claim' | 'replay' | 'reused' | 'in_flight' | 'take_over' {
  if (!existing) return 'claim'
  if (existing.fingerprint !== fingerprint) return 'reused'
  if (existing.answered) return 'replay'
  return now.getTime() - existing.claimedAt.getTime() > STALE_CLAIM_MS ? 'take_over' : 'in_flight'
}
