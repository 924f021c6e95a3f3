import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { type Db } from './types'

/** A migration: one script, run whole in one transaction (function bodies, strings and all). */
export interface Migration {
  id: string
  sql: string
}

/** The folder of the migrations: `NNN_name.sql`, applied in the order of their names. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))

/** The migrations in a folder, in order; each file's name without `.sql` is its id. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      id: name.slice(0, -'.sql'.length),
      sql: readFileSync(`${dir}/${name}`, 'utf8'),
    }))
}

/**
 * The schema's migrations (`server/db/migrations/*.sql`), applied in order at start, the same
 * SQL on PGlite and Postgres. Never edit an applied migration: add a new file. The schema they
 * make is readable in one place, `server/db/schema.sql` (`npm run db:schema` writes it).
 */
export const MIGRATIONS: readonly Migration[] = readMigrations()

/**
 * Applies the migrations not yet applied, each file whole in its own transaction (a failing one
 * leaves nothing behind and is not recorded), one migrator at a time.
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const applied: string[] = []
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      // One migrator at a time when several processes share a Postgres server.
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('nightjar:migrations'))")
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id])
      if (rows.length) return false
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id])
      return true
    })
    if (done) applied.push(migration.id)
  }
  return applied
}
