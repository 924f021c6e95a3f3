/**
 * Databases for tests. With `DATABASE_URL` set: a fresh schema on that Postgres server (dropped
 * on close). Otherwise: an in-memory PGlite started from a migrated template, which is built
 * once and kept in the OS temp directory (loading it takes about a second; a fresh PGlite with
 * migrations takes several).
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll } from 'vitest'

import { loginResponseSchema } from '@/api/contract'
import { paths } from '@/api/paths'
import { DEMO_STAFF } from '@/domain/demo-data'

import { createApp } from '../../server/app'
import { migrate, MIGRATIONS } from '../../server/db/migrations'
import { openPglite } from '../../server/db/pglite'
import { openPostgres } from '../../server/db/postgres'
import { ensureSettings, seedDemo } from '../../server/db/seed'
import { type Db } from '../../server/db/types'
import { limitsFromEnv } from '../../server/lib/rate-limit'

export const usingPostgres = () => Boolean(process.env.DATABASE_URL)

function templatePath() {
  const version = JSON.parse(
    readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version as string
  const hash = createHash('sha256')
    .update(version)
    .update(JSON.stringify(MIGRATIONS))
    .digest('hex')
    .slice(0, 16)
  return path.join(tmpdir(), `nightjar-pglite-template-${hash}.tar.gz`)
}

async function pgliteFromTemplate(): Promise<Db> {
  const file = templatePath()
  if (existsSync(file)) {
    try {
      return await openPglite(undefined, { loadDataDir: new Blob([readFileSync(file)]) })
    } catch {
      // A broken template: build it again below.
    }
  }
  const db = (await openPglite()) as Db & { dump(): Promise<Blob> }
  await migrate(db)
  const blob = await db.dump()
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()))
  renameSync(partial, file) // atomic: parallel workers never read half a file
  return db
}

async function postgresSchema(url: string, migrated = true): Promise<Db> {
  const admin = await openPostgres(url, { max: 1 })
  const schema = `test_${randomBytes(6).toString('hex')}`
  try {
    // The extension lives in `public`, shared by every test schema.
    await admin.exec('CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public').catch(() => {})
    await admin.exec(`CREATE SCHEMA ${schema}`)
  } finally {
    await admin.close()
  }
  const db = await openPostgres(url, {
    searchPath: `${schema}, public`,
    channel: `nightjar_changes_${schema}`,
    max: 20,
  })
  if (migrated) await migrate(db)
  const close = db.close.bind(db)
  return {
    ...db,
    async close() {
      await close()
      const cleanup = await openPostgres(url, { max: 1 })
      await cleanup.exec(`DROP SCHEMA ${schema} CASCADE`)
      await cleanup.close()
    },
  }
}

/** A database with no migration applied yet (to test the migrations themselves). */
export async function openBareDb(): Promise<Db> {
  const url = process.env.DATABASE_URL
  return url ? postgresSchema(url, false) : openPglite()
}

/** A migrated, empty database (settings only) for one test file. */
export async function openTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL
  const db = url ? await postgresSchema(url) : await pgliteFromTemplate()
  await ensureSettings(db)
  return db
}

/** Cheap scrypt parameters for test accounts (the server verifies with the stored ones). */
export const FAST_HASH = { log2N: 10, r: 8, p: 1 }

/** A migrated database with the demo inn seeded as of `now`. */
export async function openDemoDb(now: Date = new Date()): Promise<Db> {
  const db = await openTestDb()
  await seedDemo(db, now, FAST_HASH)
  return db
}

/** Signs the demo staff member in on an app built by `createApp`; returns the bearer token. */
export async function staffToken(app: {
  request: (path: string, init: RequestInit) => Response | Promise<Response>
}): Promise<string> {
  const res = await app.request(`/api${paths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
  })
  return loginResponseSchema.parse(await res.json()).token
}

/**
 * The limits for suites about something else than limits (races, retries, caches): as many
 * bookings from one address and email as they need.
 */
export const ROOMY_LIMITS = limitsFromEnv({
  BOOKINGS_PER_ADDRESS: '1000000',
  BOOKINGS_PER_EMAIL: '1000000',
})

/**
 * The demo inn's app for one test file, on roomy limits: opened before its tests with the demo
 * staff member signed in, closed after them. Read `app`, `db` and `token` inside the tests.
 */
export function demoApp() {
  const demo = {} as { db: Db; app: ReturnType<typeof createApp>; token: string }
  beforeAll(async () => {
    demo.db = await openDemoDb()
    demo.app = createApp({ db: demo.db, limits: ROOMY_LIMITS })
    demo.token = await staffToken(demo.app)
  }, 60_000)
  afterAll(() => demo.db?.close())
  return demo
}
