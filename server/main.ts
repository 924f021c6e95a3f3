import path from 'node:path'

import { serve } from '@hono/node-server'

import { createApp } from './app'
import { openDatabase } from './db/open'
import { startCleanup } from './jobs/cleanup'
import { createLogger } from './lib/logger'

const port = Number(process.env.PORT ?? 3000)
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const logger = createLogger()
// One JSON line per request; quiet under tests (NODE_ENV=test) or with LOG_REQUESTS=0.
const logRequests = process.env.LOG_REQUESTS !== '0' && process.env.NODE_ENV !== 'test'
const say = (message: string) => logger.info(message)

const started = performance.now()
const db = await openDatabase(process.env, say)
const app = createApp({ db, distDir, logger, logRequests })
// Expired idempotency keys, sessions and old login failures go every few minutes.
const stopCleanup = startCleanup({ db, logger })

const server = serve({ fetch: app.fetch, port }, (info) => {
  say(`Nightjar is listening on http://localhost:${info.port}`)
  logger.info(
    { port: info.port, database: db.kind, ms: Math.round(performance.now() - started) },
    'ready',
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
        await db.close()
        process.exit(0)
      } catch {
        process.exit(1)
      }
    })
  })
}
