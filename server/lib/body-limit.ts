import { type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

import { type AppEnv } from '../deps'
import { HttpError } from './http-error'

/**
 * Refuses a request body over `maxSize` bytes (413 `payload_too_large`, with `message`). A
 * declared length is checked without touching the body (a GET or HEAD has none); a body sent in
 * chunks or without a length is counted as it arrives (Hono's `bodyLimit`, which alone would
 * make a web `Request` of every request just to look for a body).
 */
export function limitBody(
  maxSize: number,
  message = 'The request body is too large.',
): MiddlewareHandler<AppEnv> {
  const tooLarge = () => {
    throw new HttpError('payload_too_large', message)
  }
  const counted = bodyLimit({ maxSize, onError: tooLarge })
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) {
      return counted(c, next)
    }
    return Number(length) > maxSize ? tooLarge() : next()
  }
}
