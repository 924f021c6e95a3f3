import { type Server } from 'node:http'
import path from 'node:path'

import { serve } from '@hono/node-server'

import { createApp, plainAnswerHeaderLines } from './app'
import { openDatabase } from './db/open'
import { backupOptionsFromEnv, startBackups } from './jobs/backups'
import { startCleanup } from './jobs/cleanup'
import { trustedProxiesFromEnv } from './lib/client-address'
import { connectionLimitsFromEnv, guardConnections, SERVER_OPTIONS } from './lib/connections'
import { createLogger } from './lib/logger'
import { limitsFromEnv } from './lib/rate-limit'
import { directMailFromEnv, mailerFromEnv, publicUrlFromEnv } from './mail/from-env'

const port = Number(process.env.PORT ?? 3000)
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const logger = createLogger()
// One JSON line per request; quiet under tests (NODE_ENV=test) or with LOG_REQUESTS=0.
const logRequests = process.env.LOG_REQUESTS !== '0' && process.env.NODE_ENV !== 'test'
const say = (message: string) => logger.info(message)

const started = performance.now()
const trustedProxies = trustedProxiesFromEnv(process.env.TRUST_PROXY)
const connectionLimits = connectionLimitsFromEnv(process.env, trustedProxies)
const db = await openDatabase(process.env, say).catch((error: unknown) => {
  // A start that cannot go on (the data folder in use, a database that refuses) says why in one
  // line and exits, instead of a stack trace.
  logger.fatal(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
if (db.kind === 'pglite' && process.env.NODE_ENV === 'production') {
  logger.warn(
    'The embedded database (PGlite) does not sync to disk at commit: a booking survives a crash ' +
      'of this process, but a power cut or a crash of the machine can lose the last ones. Set ' +
      'DATABASE_URL to a Postgres server for a live inn.',
  )
}
// One mail server (SMTP_URL) for the outbox's mailer and the emails sent at once.
const mail = directMailFromEnv(process.env)
const app = createApp({
  db,
  mail,
  distDir,
  logger,
  logRequests,
  trustedProxies,
  limits: limitsFromEnv(process.env),
  publicUrl: publicUrlFromEnv(process.env, port),
})
// Expired idempotency keys, sessions and old login failures go every few minutes.
const stopCleanup = startCleanup({ db, logger })
// The guests' emails leave the outbox within seconds of their booking or cancellation.
const stopMailer = mailerFromEnv(process.env, { db, logger, port, mail }).start()
// With BACKUP_DIR: a backup at start, then every BACKUP_EVERY_HOURS and on SIGUSR2.
const backups = backupOptionsFromEnv(process.env)
const stopBackups = backups ? startBackups({ db, logger, ...backups }) : async () => {}

const securityHeaders = await plainAnswerHeaderLines()
const server = serve({ fetch: app.fetch, port, serverOptions: SERVER_OPTIONS }, (info) => {
  say(`Nightjar is listening on http://localhost:${info.port}`)
  logger.info(
    { port: info.port, database: db.kind, ms: Math.round(performance.now() - started) },
    'ready',
  )
}) as Server

// Slow, silent or endless clients cannot hold the server (server/lib/connections.ts).
guardConnections(server, connectionLimits, securityHeaders)

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
        await stopBackups()
        await db.close()
        process.exit(0)
      } catch {
        process.exit(1)
      }
    })
  })
}
