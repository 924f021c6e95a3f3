import { type Context } from 'hono'
import { type ContentfulStatusCode } from 'hono/utils/http-status'

import { ERROR_STATUS, errorBody } from '@/api/errors'

import { type BookingOutcome } from '../services/bookings'

/**
 * A booking service's outcome as HTTP, the same for every route: the booking (`{ booking }`,
 * with `accessKey` when one was issued) at its status, or the error body at the code's status;
 * `Idempotent-Replayed` on an answer given again, `Retry-After` past a limit.
 */
export function sendOutcome(c: Context, outcome: BookingOutcome): Response {
  if (outcome.replayed) c.header('Idempotent-Replayed', 'true')
  if (!outcome.ok) {
    const { code, message, fields, price } = outcome.problem
    if (outcome.retryAfterSeconds) c.header('Retry-After', String(outcome.retryAfterSeconds))
    return c.json(
      errorBody(code, message, fields, price),
      ERROR_STATUS[code] as ContentfulStatusCode,
    )
  }
  const { booking, accessKey } = outcome
  return c.json(accessKey ? { booking, accessKey } : { booking }, outcome.status)
}
