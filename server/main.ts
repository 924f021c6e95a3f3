import { STATUS_CODES } from 'node:http'
import { type Server } from 'node:http'
import path from 'node:path'

import { serve } from '@hono/node-server'

import { createApp } from './app'
import { openDatabase } from './db/open'
import { startCleanup } from './jobs/cleanup'
import { trustedProxiesFromEnv } from './lib/client-address'
import { createLogger } from './lib/logger'
import { limitsFromEnv } from './lib/rate-limit'
import { mailerFromEnv, publicUrlFromEnv } from './mail/from-env'

const port = Number(process.env.PORT ?? 3000)
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const logger = createLogger()
// One JSON line per request; quiet under tests (NODE_ENV=test) or with LOG_REQUESTS=0.
const logRequests = process.env.LOG_REQUESTS !== '0' && process.env.NODE_ENV !== 'test'
const say = (message: string) => logger.info(message)

const started = performance.now()
const db = await openDatabase(process.env, say)
if (db.kind === 'pglite' && process.env.NODE_ENV === 'production') {
  logger.warn(
    'The embedded database (PGlite) does not sync to disk at commit: a booking survives a crash ' +
      'of this process, but a power cut or a crash of the machine can lose the last ones. Set ' +
      'DATABASE_URL to a Postgres server for a live inn.',
  )
}
const app = createApp({
  db,
  distDir,
  logger,
  logRequests,
  trustedProxies: trustedProxiesFromEnv(process.env.TRUST_PROXY),
  limits: limitsFromEnv(process.env),
  publicUrl: publicUrlFromEnv(process.env, port),
})
// Expired idempotency keys, sessions and old login failures go every few minutes.
const stopCleanup = startCleanup({ db, logger })
// The guests' emails leave the outbox within seconds of their booking or cancellation.
const stopMailer = mailerFromEnv(process.env, { db, logger, port }).start()

const server = serve({ fetch: app.fetch, port }, (info) => {
  say(`Nightjar is listening on http://localhost:${info.port}`)
  logger.info(
    { port: info.port, database: db.kind, ms: Math.round(performance.now() - started) },
    'ready',
  )
}) as Server

// Slow or endless clients cannot hold the server: headers within 10 s, the whole request within
// 30 s, idle keep-alive sockets closed after 5 s, and at most 1 000 connections at once.
server.headersTimeout = 10_000
server.requestTimeout = 30_000
server.keepAliveTimeout = 5_000
server.maxConnections = 1_000
// Requests Node itself refuses (bad syntax, headers too large, too slow) answer in the API's
// error shape instead of an empty body.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400
  const body = JSON.stringify({
    error: {
      code: status === 408 ? 'request_timeout' : 'bad_request',
      message: status === 431 ? 'The request headers are too large.' : STATUS_CODES[status],
    },
  })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
})

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return
    stopping = true
    say(`${signal}: closing`)
    setTimeout(() => process.exit(1), 10_000).unref()
    server.close(async () => {
      try {
        await stopCleanup()
        await stopMailer()
        await db.close()
        process.exit(0)
      } catch {
        process.exit(1)
      }
    })
  })
}
