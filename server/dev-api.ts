/**
 * The API inside Vite's dev server (`npm run dev`): the same app and database setup as
 * `npm start`, without the SPA (Vite serves the pages). Loaded lazily by `server/vite-plugin.ts`.
 */
import { createApp } from './app'
import { openDatabase } from './db/open'
import { type Db } from './db/types'
import { jsonLogger } from './lib/logger'

let started: Promise<{ app: ReturnType<typeof createApp>; db: Db }> | undefined

/** The dev API, opened once (PGlite in DATA_DIR or the DATABASE_URL server). */
export function devApi() {
  started ??= (async () => {
    const logger = jsonLogger()
    const db = await openDatabase(process.env, (message) => logger.info(message))
    return { app: createApp({ db, logger }), db }
  })()
  return started
}

export async function closeDevApi() {
  if (!started) return
  const { db } = await started
  started = undefined
  await db.close()
}
