import { hashToken, newAccessKey } from '../lib/tokens'
import { type Queryable } from './types'

/**
 * Gives a booking a new access key (its link's `key`) and returns it; only its SHA-256 is
 * stored. A booking keeps every key it was given: each link already sent keeps working.
 */
export async function issueAccessKey(db: Queryable, bookingId: string, at: Date): Promise<string> {
  const accessKey = newAccessKey()
  await db.query(
    'INSERT INTO booking_keys (key_hash, booking_id, created_at) VALUES ($1, $2::uuid, $3)',
    [hashToken(accessKey), bookingId, at.toISOString()],
  )
  return accessKey
}
