/**
 * Backups by the server itself, for an inn that sets `BACKUP_DIR`: one at start, then every
 * `BACKUP_EVERY_HOURS` (24 by default), and one on `SIGUSR2`; each a file of its own
 * (`nightjar-20261203-171500.json.gz`, written whole before it takes its name), the newest
 * `BACKUP_KEEP` (14) kept. The embedded database cannot be read by a second process while the
 * server runs, so this is how it is backed up live; on Postgres, `npm run backup` does as well.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { backupBytes, takeBackup } from '../db/backup'
import { type Db } from '../db/types'
import { type Logger, silentLogger } from '../lib/logger'
import { repeat } from './repeat'

export interface BackupOptions {
  db: Db
  dir: string
  everyMs?: number
  keep?: number
  now?: () => Date
  logger?: Logger
}

const NAME = /^nightjar-\d{8}-\d{6}\.json\.gz$/

/** The file name of a backup taken at `at`. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  return `nightjar-${stamp}.json.gz`
}

/** Takes one backup into `dir` and drops the oldest beyond `keep`; answers the file's path. */
export async function writeBackupFile({
  db,
  dir,
  keep = 14,
  now = () => new Date(),
}: BackupOptions): Promise<string> {
  mkdirSync(dir, { recursive: true })
  const backup = await takeBackup(db, now)
  const file = path.join(dir, backupFileName(new Date(backup.takenAt)))
  const partial = `${file}.partial`
  writeFileSync(partial, backupBytes(backup))
  renameSync(partial, file)
  const old = readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort()
    .reverse()
    .slice(keep)
  for (const name of old) rmSync(path.join(dir, name))
  return file
}

/** Environment: `BACKUP_DIR`, `BACKUP_EVERY_HOURS`, `BACKUP_KEEP`. */
export function backupOptionsFromEnv(
  env: NodeJS.ProcessEnv,
): Pick<BackupOptions, 'dir' | 'everyMs' | 'keep'> | undefined {
  if (!env.BACKUP_DIR) return undefined
  const hours = Number(env.BACKUP_EVERY_HOURS || 24)
  const keep = Number(env.BACKUP_KEEP || 14)
  if (!(hours > 0) || !Number.isInteger(keep) || keep < 1) {
    throw new Error(
      'BACKUP_EVERY_HOURS must be a positive number and BACKUP_KEEP a whole number from 1.',
    )
  }
  return { dir: path.resolve(env.BACKUP_DIR), everyMs: hours * 3_600_000, keep }
}

/**
 * Backs up now, then every `everyMs` and on `SIGUSR2` (one at a time; a timer that never keeps
 * the process alive). Returns `stop`, which waits for a backup under way.
 */
export function startBackups(options: BackupOptions): () => Promise<void> {
  const { logger = silentLogger, everyMs = 24 * 3_600_000 } = options
  const job = repeat(async () => {
    try {
      logger.info({ file: await writeBackupFile(options) }, 'backup written')
    } catch (error) {
      logger.error({ err: error }, 'backup failed')
    }
  }, everyMs)
  process.on('SIGUSR2', job.run)
  return async () => {
    process.off('SIGUSR2', job.run)
    await job.stop()
  }
}
