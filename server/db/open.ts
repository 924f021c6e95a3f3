import path from 'node:path'

import { DEMO_STAFF } from '@/domain/demo-data'

import { verifyPassword } from '../lib/passwords'
import { migrate } from './migrations'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'
import { ensureSettings, ensureStaff, seedDemo } from './seed'
import { type Db } from './types'

export interface DatabaseEnv {
  DATABASE_URL?: string
  DATA_DIR?: string
  SEED_DEMO?: string
  NODE_ENV?: string
  ADMIN_EMAIL?: string
  ADMIN_PASSWORD?: string
}

/** `SEED_DEMO`: on unless `NODE_ENV=production`; `0`, `false`, `off` or `no` turn it off. */
export function seedDemoEnabled(env: DatabaseEnv): boolean {
  if (env.SEED_DEMO === undefined || env.SEED_DEMO === '') return env.NODE_ENV !== 'production'
  return !/^(0|false|off|no)$/i.test(env.SEED_DEMO)
}

/**
 * A live inn must not keep the demo's staff account with its published password: anyone could
 * sign in. Production (unless it runs the demo: `SEED_DEMO=1`) refuses to start with it active
 * (change its password, or disable it, or start without the demo).
 */
async function refuseDemoAccount(db: Db) {
  const [demo] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM staff WHERE email = $1 AND active',
    [DEMO_STAFF.email],
  )
  if (demo && (await verifyPassword(DEMO_STAFF.password, demo.password_hash))) {
    throw new Error(
      `The demo account ${DEMO_STAFF.email} is active with its published password: a live inn ` +
        'starts on a database without the demo, or changes that password or disables the account first (SEED_DEMO=1 runs a public demo).',
    )
  }
}

/**
 * Opens the database the environment names (Postgres for `DATABASE_URL`, else PGlite in
 * `DATA_DIR`, default `./data`, or in memory for `memory://`), applies the migrations, writes the
 * default settings, seeds the demo when allowed and creates the `ADMIN_EMAIL` account if given;
 * in production (not a public demo), refuses a database whose demo account still opens with the
 * demo's password.
 */
export async function openDatabase(
  env: DatabaseEnv,
  log: (message: string) => void = () => {},
): Promise<Db> {
  const db = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite(
        env.DATA_DIR?.startsWith('memory://') ? 'memory://' : path.resolve(env.DATA_DIR || 'data'),
      )
  try {
    const applied = await migrate(db)
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`)
    await ensureSettings(db)
    if (seedDemoEnabled(env) && (await seedDemo(db)))
      log('Seeded the demo inn (staff@nightjar.test).')
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      if (await ensureStaff(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD))
        log(`Created staff account ${env.ADMIN_EMAIL}.`)
    } else if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) {
      throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first staff account.')
    }
    // A public demo says so (SEED_DEMO=1); a live inn must not keep the demo's door open.
    if (env.NODE_ENV === 'production' && !seedDemoEnabled(env)) await refuseDemoAccount(db)
    const [{ staff }] = (await db.query('SELECT count(*)::int AS staff FROM staff')) as [
      { staff: number },
    ]
    if (!staff) log('No staff account yet: set ADMIN_EMAIL and ADMIN_PASSWORD to create one.')
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}
