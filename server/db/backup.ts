/**
 * Backups of the whole database, the same on PGlite and Postgres: every table's rows, read in
 * one snapshot (a repeatable-read transaction, so a booking is in it whole or not at all,
 * whatever is written meanwhile), with the migrations the schema had. A backup restores into a
 * new, empty database: migrated up to the backup's schema, the rows written in the order of the
 * foreign keys (identity columns and their sequences as they were), then migrated up to this
 * version's schema, so an older backup restores into a newer server.
 *
 * The file is gzip-compressed JSON (`BACKUP_FORMAT`). `npm run backup` and `npm run restore`
 * write and read it from the command line; an owner downloads one from the running server.
 */
import { gunzipSync, gzipSync } from 'node:zlib'

import { migrate, MIGRATIONS } from './migrations'
import { type Db, type Executor } from './types'

/** What a backup file says it is. */
export const BACKUP_FORMAT = 'nightjar-backup'
export const BACKUP_VERSION = 1

export interface Backup {
  format: typeof BACKUP_FORMAT
  version: typeof BACKUP_VERSION
  /** When its snapshot was read. */
  takenAt: string
  /** The migrations its schema had, in order. */
  migrations: string[]
  /** Each table's rows (as `row_to_json` gives them), parents before the tables that refer to them. */
  tables: { name: string; rows: Record<string, unknown>[] }[]
}

/** The schema's tables (not the migrations' own), each after the tables its foreign keys name. */
async function tablesInOrder(tx: Executor): Promise<string[]> {
  const tables = await tx.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
        AND table_name <> 'schema_migrations'
      ORDER BY table_name`,
  )
  const keys = await tx.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
        AND c.conrelid <> c.confrelid`,
  )
  const ordered: string[] = []
  const visiting = new Set<string>()
  const visit = (name: string) => {
    if (ordered.includes(name)) return
    if (visiting.has(name)) throw new Error(`Foreign keys in a cycle through ${name}`)
    visiting.add(name)
    for (const key of keys) if (key.child === name) visit(key.parent)
    visiting.delete(name)
    ordered.push(name)
  }
  for (const { name } of tables) visit(name)
  return ordered
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Reads the whole database in one snapshot. */
export async function takeBackup(db: Db, now: () => Date = () => new Date()): Promise<Backup> {
  return db.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const migrations = await tx.query<{ id: string }>(
      'SELECT id FROM schema_migrations ORDER BY id',
    )
    const tables = []
    for (const name of await tablesInOrder(tx)) {
      const [row] = await tx.query<{ rows: Record<string, unknown>[] | string }>(
        `SELECT coalesce(json_agg(t), '[]') AS rows FROM ${quoted(name)} t`,
      )
      const rows = typeof row!.rows === 'string' ? JSON.parse(row!.rows) : row!.rows
      tables.push({ name, rows })
    }
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      takenAt: now().toISOString(),
      migrations: migrations.map((m) => m.id),
      tables,
    }
  })
}

/** A backup as a file's bytes: gzip-compressed JSON. */
export function backupBytes(backup: Backup): Buffer {
  return gzipSync(JSON.stringify(backup))
}

/** A backup file's bytes read back, or an error that says what is wrong with them. */
export function readBackup(bytes: Uint8Array): Backup {
  let backup: Partial<Backup>
  try {
    backup = JSON.parse(gunzipSync(bytes).toString('utf8')) as Partial<Backup>
  } catch {
    throw new Error('This is not a backup file: it is not gzip-compressed JSON.')
  }
  if (backup.format !== BACKUP_FORMAT || !Array.isArray(backup.tables)) {
    throw new Error('This is not a backup file of the inn.')
  }
  if (backup.version !== BACKUP_VERSION) {
    throw new Error(
      `This backup is of format ${backup.version}; this version reads ${BACKUP_VERSION}.`,
    )
  }
  const known = new Set(MIGRATIONS.map((m) => m.id))
  const unknown = (backup.migrations ?? []).filter((id) => !known.has(id))
  if (unknown.length) {
    throw new Error(`This backup is of a newer version (migration ${unknown[0]}): update first.`)
  }
  return backup as Backup
}

/** The tables that hold the inn's own data: a database with rows in any of them is not new. */
const DATA_TABLES = ['bookings', 'rooms', 'staff'] as const

/** Whether `db` holds no inn yet (no rooms, staff or bookings), whatever its schema. */
async function isEmpty(db: Db): Promise<boolean> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_name = ANY($1::text[])`,
    [[...DATA_TABLES]],
  )
  for (const { name } of tables) {
    const rows = await db.query(`SELECT 1 FROM ${quoted(name)} LIMIT 1`)
    if (rows.length) return false
  }
  return true
}

/**
 * Restores `backup` into `db`, which must be new (no rooms, staff or bookings: a fresh data
 * directory or an empty database): migrated to the backup's schema, its rows written in one
 * transaction, then migrated to this version's. Answers how many rows each table got.
 */
export async function restoreBackup(db: Db, backup: Backup): Promise<Record<string, number>> {
  if (!(await isEmpty(db))) {
    throw new Error(
      'The database already holds an inn: restore into a new data directory or an empty database.',
    )
  }
  const taken = new Set(backup.migrations)
  await migrate(
    db,
    MIGRATIONS.filter((m) => taken.has(m.id)),
  )
  const counts: Record<string, number> = {}
  await db.transaction(async (tx) => {
    // Settings and the like a migration wrote: the backup's rows take their place.
    for (const { name } of [...backup.tables].reverse())
      await tx.exec(`DELETE FROM ${quoted(name)}`)
    for (const { name, rows } of backup.tables) {
      counts[name] = rows.length
      if (!rows.length) continue
      const columns = await tx.query<{ name: string; identity: string | null }>(
        `SELECT column_name AS name, identity_generation AS identity
           FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'`,
        [name],
      )
      // The columns the backup has (a column added since keeps its default).
      const given = new Set(Object.keys(rows[0]!))
      const kept = columns.filter((c) => given.has(c.name))
      const list = kept.map((c) => quoted(c.name)).join(', ')
      await tx.query(
        `INSERT INTO ${quoted(name)} (${list}) OVERRIDING SYSTEM VALUE
         SELECT ${list} FROM json_populate_recordset(NULL::${quoted(name)}, $1::text::json)`,
        [JSON.stringify(rows)],
      )
      for (const column of kept.filter((c) => c.identity)) {
        await tx.query(
          `SELECT setval(pg_get_serial_sequence($1, $2),
                         coalesce((SELECT max(${quoted(column.name)}) FROM ${quoted(name)}), 0) + 1, false)`,
          [quoted(name), column.name],
        )
      }
    }
  })
  await migrate(db)
  return counts
}
