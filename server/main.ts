import path from 'node:path'

import { serve } from '@hono/node-server'

import { createApp } from './app'
import { openDatabase } from './db/open'
import { jsonLogger } from './lib/logger'

const port = Number(process.env.PORT ?? 3000)
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const log = jsonLogger()
// One JSON line per request; quiet under tests (NODE_ENV=test) or with LOG_REQUESTS=0.
const quiet = process.env.LOG_REQUESTS === '0' || process.env.NODE_ENV === 'test'
const logger = quiet ? { info: () => {}, error: log.error } : log
const say = (message: string) => log.info(message)

const started = performance.now()
const db = await openDatabase(process.env, say)
const app = createApp({ db, distDir, logger })

const server = serve({ fetch: app.fetch, port }, (info) => {
  say(`Nightjar is listening on http://localhost:${info.port}`)
  log.info('ready', {
    port: info.port,
    database: db.kind,
    ms: Math.round(performance.now() - started),
  })
})

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return
    stopping = true
    say(`${signal}: closing`)
    setTimeout(() => process.exit(1), 10_000).unref()
    server.close(() => {
      db.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
  })
}
