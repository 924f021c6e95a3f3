/**
 * The API inside Vite's dev server (`npm run dev`): the same app, database setup, clean-up
 * job and mailer as `npm start`, without the SPA (Vite serves the pages). Loaded lazily by
 * `server/vite-plugin.ts`.
 */
import { createApp } from './app'
import { openDatabase } from './db/open'
import { type Db } from './db/types'
import { startCleanup } from './jobs/cleanup'
import { trustedProxiesFromEnv } from './lib/client-address'
import { createLogger } from './lib/logger'
import { limitsFromEnv } from './lib/rate-limit'
import { directMailFromEnv, mailerFromEnv } from './mail/from-env'

let started:
  | Promise<{
      app: ReturnType<typeof createApp>
      db: Db
      stopCleanup: () => Promise<void>
      stopMailer: () => Promise<void>
    }>
  | undefined

/** The dev API, opened once (PGlite in DATA_DIR or the DATABASE_URL server). */
export function devApi() {
  started ??= (async () => {
    const logger = createLogger()
    const db = await openDatabase(process.env, (message) => logger.info(message))
    const mail = directMailFromEnv(process.env)
    const app = createApp({
      db,
      mail,
      logger,
      trustedProxies: trustedProxiesFromEnv(process.env.TRUST_PROXY),
      limits: limitsFromEnv(process.env),
    })
    return {
      app,
      db,
      stopCleanup: startCleanup({ db, logger }),
      // Links in the emails point at Vite's dev server.
      stopMailer: mailerFromEnv(process.env, { db, logger, port: 5173, mail }).start(),
    }
  })()
  return started
}

export async function closeDevApi() {
  if (!started) return
  const { db, stopCleanup, stopMailer } = await started
  started = undefined
  await stopCleanup()
  await stopMailer()
  await db.close()
}
