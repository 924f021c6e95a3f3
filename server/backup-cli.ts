/**
 * `npm run backup -- FILE` writes a backup of the database the environment names
 * (`DATABASE_URL`, else the embedded one in `DATA_DIR`, default `./data`); `npm run restore --
 * FILE` restores one into a new database (an empty Postgres database, or a `DATA_DIR` that does
 * not exist yet). The embedded database can be read by one process at a time: while the server
 * runs on it, it backs itself up (`BACKUP_DIR`).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { backupBytes, readBackup, restoreBackup, takeBackup } from './db/backup'
import { openPglite } from './db/pglite'
import { openPostgres } from './db/postgres'
import { type Db } from './db/types'

const [command, file] = process.argv.slice(2)
const usage = 'Usage: npm run backup -- FILE | npm run restore -- FILE'

async function open(): Promise<Db> {
  if (process.env.DATABASE_URL) return openPostgres(process.env.DATABASE_URL, { max: 1 })
  return openPglite(path.resolve(process.env.DATA_DIR || 'data'))
}

async function main() {
  if (!file || (command !== 'backup' && command !== 'restore')) throw new Error(usage)
  const target = path.resolve(file)
  if (command === 'backup') {
    const db = await open()
    try {
      const backup = await takeBackup(db)
      if (!backup.migrations.length) throw new Error('This database has no inn to back up.')
      const partial = `${target}.partial`
      writeFileSync(partial, backupBytes(backup))
      renameSync(partial, target)
      const bookings = backup.tables.find((t) => t.name === 'bookings')?.rows.length ?? 0
      console.log(`Backed up ${bookings} bookings to ${target}.`)
    } finally {
      await db.close()
    }
    return
  }
  const backup = readBackup(readFileSync(target))
  const db = await open()
  try {
    const counts = await restoreBackup(db, backup)
    console.log(`Restored ${counts.bookings ?? 0} bookings from the backup of ${backup.takenAt}.`)
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
