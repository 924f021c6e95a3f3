/**
 * Structured logs with pino: one JSON line per event, `{ level, time, msg, …fields }`. Log
 * lines about a request carry its `requestId` (the `X-Request-Id` the server answers).
 * Call it pino's way: `logger.info({ fields }, 'message')` or `logger.info('message')`.
 * Never pass tokens, passwords, Idempotency-Keys, booking access keys or bodies; the usual names
 * are redacted anyway.
 */
import pino from 'pino'

export type Logger = pino.Logger

/** Fields whose values never reach a log line, at the top level or one object down. */
const SECRET_FIELDS = [
  'token',
  'password',
  'authorization',
  'cookie',
  'idempotencyKey',
  'accessKey',
  'key',
]
const REDACT = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...['idempotency-key', 'booking-key'].flatMap((header) => [`["${header}"]`, `*["${header}"]`]),
]

export interface LoggerOptions {
  /** The lowest level written (default `info`; `silent` writes nothing). */
  level?: pino.LevelWithSilent
  /** Where the lines go (default: standard output). */
  destination?: pino.DestinationStream
}

export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT, censor: '[redacted]' },
  }
  return destination ? pino(options, destination) : pino(options)
}

/** A logger that writes nothing (the app's default, so tests stay quiet). */
export const silentLogger: Logger = createLogger({ level: 'silent' })
