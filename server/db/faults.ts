/**
 * Whether an error says the database cannot serve now (stopped, unreachable, restarting, out of
 * room) rather than that a request was wrong or the code is: the API then answers 503 with
 * `Retry-After` and a plain message, and the next request tries again (the driver reconnects,
 * nothing restarts).
 */

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5

/** Codes that say no connection can be made now (the server is down, refuses or is starting). */
const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'CONNECT_TIMEOUT', // the `postgres` driver's
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
])

/** Codes of a database that cannot serve now, besides those: a connection lost, a shutdown. */
const UNAVAILABLE_CODES = new Set([
  ...CONNECT_FAILURES,
  'ECONNRESET',
  'EPIPE',
  // The `postgres` driver's own.
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  // Ours: the database failed a moment ago and is not asked again yet (`faultBreaker`).
  'DATABASE_AWAY',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '53200', // out_of_memory
])
/** Postgres states of a server out of room to write (and the file system's own). */
const FULL_STATES = new Set(['53100']) // disk_full
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT'])

export type DatabaseFault = { kind: 'unavailable' | 'full'; message: string }

/** The codes on an error, its causes and, for an `AggregateError` (every address refused), its parts. */
function codesOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 5) return []
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown }
  return [
    ...(typeof code === 'string' ? [code] : []),
    ...(Array.isArray(errors) ? errors.flatMap((inner) => codesOf(inner, depth + 1)) : []),
    ...codesOf(cause, depth + 1),
  ]
}

/** The fault an error reports, if it is the database's; `undefined` for any other error. */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  const codes = codesOf(error)
  const message = error instanceof Error ? error.message : ''
  if (
    codes.some((code) => FULL_CODES.has(code) || FULL_STATES.has(code)) ||
    /\bENOSPC\b|no space left/i.test(message)
  )
    return {
      kind: 'full',
      message: 'The inn’s database is out of room to store this. Try again later.',
    }
  if (
    codes.some(
      // Postgres's class 08: connection exceptions.
      (code) => UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code),
    )
  )
    return {
      kind: 'unavailable',
      message: 'The inn’s database is not answering. Try again in a moment.',
    }
  return undefined
}

/**
 * While the database is away, requests fail at once instead of queueing for connections that
 * cannot be made (each would wait its turn through the driver's attempts, seconds on end): after
 * a fault, every call within `quietMs` throws `DATABASE_AWAY`; the first after it tries again,
 * and a success closes the breaker.
 */
export function faultBreaker(quietMs = 1_000, now: () => number = () => performance.now()) {
  let faultAt: number | undefined
  return async function guarded<T>(run: () => Promise<T>): Promise<T> {
    if (faultAt !== undefined && now() - faultAt < quietMs) {
      throw Object.assign(new Error('The database was unreachable a moment ago.'), {
        code: 'DATABASE_AWAY',
      })
    }
    try {
      const result = await run()
      faultAt = undefined
      return result
    } catch (error) {
      // A connection that could not be made, not one lost once (the next one may well work).
      if (codesOf(error).some((code) => CONNECT_FAILURES.has(code))) faultAt = now()
      throw error
    }
  }
}
