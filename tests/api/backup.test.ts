/**
 * Backups: taken while guests book, restored into a new data directory (PGlite) or a new
 * database (Postgres) with every booking the server had answered 201 before the backup began;
 * the commands `npm run backup` and `npm run restore` on a copy; the server's own backups into
 * `BACKUP_DIR`; and the refusals (a database that holds an inn, a file that is no backup).
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingCreatedSchema, photoResponseSchema } from '@/api/contract'
import { buildPath, paths } from '@/api/paths'
import { addDays, todayIn } from '@/domain/dates'
import { photoPath, photoWidths } from '@/domain/photos'

import { createApp } from '../../server/app'
import { backupBytes, readBackup, restoreBackup, takeBackup } from '../../server/db/backup'
import { openPglite } from '../../server/db/pglite'
import { openPostgres } from '../../server/db/postgres'
import { type Db } from '../../server/db/types'
import { backupFileName, writeBackupFile } from '../../server/jobs/backups'
import { openDemoDb, ROOMY_LIMITS, staffToken, usingPostgres } from './test-db'

const run = promisify(execFile)
const today = todayIn('Europe/Lisbon')
const scratch = mkdtempSync(path.join(tmpdir(), 'nightjar-backup-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let db: Db
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  db = await openDemoDb()
  app = createApp({ db, limits: ROOMY_LIMITS })
}, 60_000)
afterAll(() => db?.close())

/** A booking of room `roomId` for one night `day` days ahead; its id once answered 201. */
async function book(roomId: number, day: number) {
  const res = await app.request('/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `backup-${roomId}-${day}` },
    body: JSON.stringify({
      roomId,
      checkIn: addDays(today, day),
      checkOut: addDays(today, day + 1),
      guests: 1,
      guest: { name: `Stream ${roomId}-${day}`, email: 'stream@example.com' },
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return bookingCreatedSchema.parse(await res.json()).booking
}

/** The Postgres databases the tests made, dropped after them. */
const created: string[] = []
afterAll(async () => {
  if (!created.length) return
  const admin = await openPostgres(process.env.DATABASE_URL!, { max: 1 })
  for (const database of created) await admin.exec(`DROP DATABASE IF EXISTS ${database}`)
  await admin.close()
})

/**
 * A new, empty database: a data directory on disk (PGlite) or a database of its own (Postgres),
 * with the environment that names it to the commands.
 */
async function newDatabase(
  name: string,
): Promise<{ db: Db; reopen: () => Promise<Db>; env: Record<string, string> }> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const dir = path.join(scratch, name)
    return {
      db: await openPglite(dir),
      reopen: () => openPglite(dir),
      env: { DATABASE_URL: '', DATA_DIR: dir },
    }
  }
  const database = `nightjar_restore_${name.replace(/\W/g, '_')}_${process.pid}`
  created.push(database)
  const admin = await openPostgres(url, { max: 1 })
  await admin.exec(`DROP DATABASE IF EXISTS ${database}`)
  await admin.exec(`CREATE DATABASE ${database}`)
  await admin.close()
  const target = new URL(url)
  target.pathname = `/${database}`
  const open = () => openPostgres(target.toString(), { max: 2, channel: `changes_${database}` })
  return { db: await open(), reopen: open, env: { DATABASE_URL: target.toString() } }
}

describe(`backups on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  it(
    'a backup taken during a stream of bookings restores into a new database with every booking answered 201 before it began',
    { timeout: 60_000 },
    async () => {
      const answered: { id: string; at: number }[] = []
      // Three guests at a time, one night each of 24 in five rooms.
      const lanes = [1, 2, 3].map(async (lane) => {
        for (let night = 0; night < 8; night++) {
          const roomId = ((lane + night) % 5) + 1
          const booking = await book(roomId, 300 + lane * 10 + night)
          answered.push({ id: booking.id, at: performance.now() })
        }
      })
      while (answered.length < 6) await new Promise((resolve) => setTimeout(resolve, 5))
      const began = performance.now()
      const backup = await takeBackup(db)
      await Promise.all(lanes)
      const before = answered.filter((a) => a.at < began).map((a) => a.id)
      expect(before.length).toBeGreaterThanOrEqual(6)
      expect(answered).toHaveLength(24)

      const { db: target, reopen } = await newDatabase('stream')
      const counts = await restoreBackup(target, readBackup(backupBytes(backup)))
      await target.close()
      const restored = await reopen()
      try {
        const rows = await restored.query<{ id: string }>('SELECT id FROM bookings')
        const ids = new Set(rows.map((row) => row.id))
        expect(before.filter((id) => !ids.has(id))).toEqual([])
        expect(rows).toHaveLength(counts.bookings!)
        // Whole, as the source holds them: fields, history, emails, staff and settings.
        const [source] = await db.query<{ n: string }>(
          `SELECT md5(string_agg(b::text, ',' ORDER BY b.id)) AS n FROM bookings b WHERE b.id = ANY($1::uuid[])`,
          [before],
        )
        const [copy] = await restored.query<{ n: string }>(
          `SELECT md5(string_agg(b::text, ',' ORDER BY b.id)) AS n FROM bookings b WHERE b.id = ANY($1::uuid[])`,
          [before],
        )
        expect(copy!.n).toBe(source!.n)
        for (const table of ['staff', 'settings', 'rooms', 'booking_events', 'emails']) {
          const count = backup.tables.find((t) => t.name === table)!.rows.length
          expect(count, table).toBeGreaterThan(0)
          const [row] = await restored.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${table}`,
          )
          expect(row!.n, table).toBe(count)
        }
        // The restored inn books on: its sequences go on after the restored rows.
        const events = await restored.query<{ id: number }>(
          `INSERT INTO booking_events (booking_id, kind, at, actor)
         VALUES ($1::uuid, 'edited', now(), 'staff') RETURNING id`,
          [before[0]],
        )
        const [{ max }] = (await restored.query(
          'SELECT max(id)::int AS max FROM booking_events',
        )) as [{ max: number }]
        expect(Number(events[0]!.id)).toBe(max)
      } finally {
        await restored.close()
      }
    },
  )

  // The Postgres run also restores across engines (the embedded one is always at hand).
  if (usingPostgres())
    it(
      'a backup of Postgres restores into the embedded database too',
      { timeout: 60_000 },
      async () => {
        const backup = await takeBackup(db)
        const embedded = await openPglite(path.join(scratch, 'from-postgres'))
        try {
          const counts = await restoreBackup(embedded, readBackup(backupBytes(backup)))
          const [row] = await embedded.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM bookings',
          )
          expect(row!.n).toBe(counts.bookings)
          expect(row!.n).toBe(backup.tables.find((t) => t.name === 'bookings')!.rows.length)
        } finally {
          await embedded.close()
        }
      },
    )

  it('a backup keeps the photos, every file byte for byte, and the rooms that show them', async () => {
    const token = await staffToken(app)
    const staff = { authorization: `Bearer ${token}` }
    const ids: string[] = []
    for (const background of ['#c96', '#69c']) {
      const res = await app.request(`/api${paths.adminPhotos}`, {
        method: 'POST',
        headers: { ...staff, 'content-type': 'image/jpeg' },
        body: await sharp({ create: { width: 1400, height: 900, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      })
      expect(res.status).toBe(201)
      ids.push(photoResponseSchema.parse(await res.json()).photo.id)
    }
    const room = await app.request(`/api${buildPath(paths.adminRoom, { id: 2 })}`, {
      method: 'PATCH',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ photos: [{ id: ids[1] }, { id: ids[0], alt: 'The bay window' }] }),
    })
    expect(room.status).toBe(200)

    const backup = readBackup(backupBytes(await takeBackup(db)))
    const { db: target, reopen } = await newDatabase('photos')
    await restoreBackup(target, backup)
    await target.close()
    const restored = await reopen()
    const files = `SELECT md5(string_agg(photo_id || ':' || width || ':' || md5(bytes), ','
                     ORDER BY photo_id, width)) AS n, count(*)::int AS count FROM photo_files`
    const shown = `SELECT string_agg(photo_id || ':' || alt, ',' ORDER BY position) AS n
                     FROM room_photos WHERE room_id = 2`
    try {
      const [source] = await db.query<{ n: string; count: number }>(files)
      const [copy] = await restored.query<{ n: string; count: number }>(files)
      expect(copy).toEqual(source)
      expect(Number(copy!.count)).toBeGreaterThanOrEqual(2 * photoWidths(1400).length)
      expect(await restored.query(shown)).toEqual([{ n: `${ids[1]}:,${ids[0]}:The bay window` }])
      // The restored server serves them.
      const served = await createApp({ db: restored }).request(`/api${photoPath(ids[0]!, 1400)}`)
      expect(served.status).toBe(200)
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1400)
    } finally {
      await restored.close()
    }
  })

  it('refuses to restore over an inn, and reads only its own files', async () => {
    const backup = await takeBackup(db)
    await expect(restoreBackup(db, backup)).rejects.toThrow(
      'The database already holds an inn: restore into a new data directory or an empty database.',
    )
    expect(() => readBackup(Buffer.from('not a backup'))).toThrow(
      'This is not a backup file: it is not gzip-compressed JSON.',
    )
    const newer = { ...backup, migrations: [...backup.migrations, '999_from_the_future'] }
    expect(() => readBackup(backupBytes(newer))).toThrow(
      'This backup is of a newer version (migration 999_from_the_future): update first.',
    )
  })

  it('the server keeps its newest backups in BACKUP_DIR, each written whole under its time', async () => {
    const dir = path.join(scratch, 'kept')
    const clock = { at: new Date('2026-12-03T17:15:00Z') }
    for (let i = 0; i < 3; i++) {
      await writeBackupFile({ db, dir, keep: 2, now: () => clock.at })
      clock.at = new Date(clock.at.getTime() + 3_600_000)
    }
    expect(readdirSync(dir).sort()).toEqual([
      backupFileName(new Date('2026-12-03T18:15:00Z')),
      backupFileName(new Date('2026-12-03T19:15:00Z')),
    ])
    expect(backupFileName(new Date('2026-12-03T18:15:00Z'))).toBe(
      'nightjar-20261203-181500.json.gz',
    )
  })
})

describe('the backup commands', () => {
  it('npm run backup writes a backup of the database, and npm run restore makes a new one of it', async () => {
    const source = await newDatabase('source')
    const backup = await takeBackup(db)
    await restoreBackup(source.db, backup)
    await source.db.close()
    const [copy, other] = await Promise.all([newDatabase('copy'), newDatabase('other')])
    await Promise.all([copy.db.close(), other.db.close()])
    const file = path.join(scratch, 'inn.json.gz')
    const cli = (command: string, env: Record<string, string>) =>
      run(process.execPath, ['--import', 'tsx', 'server/backup-cli.ts', command, file], {
        env: { ...process.env, ...env },
      })
    const bookings = backup.tables.find((t) => t.name === 'bookings')!.rows.length
    expect((await cli('backup', source.env)).stdout).toBe(
      `Backed up ${bookings} bookings to ${file}.\n`,
    )
    expect((await cli('restore', copy.env)).stdout).toMatch(
      new RegExp(`^Restored ${bookings} bookings from the backup of `),
    )
    // Into a database that holds an inn: refused, with the reason.
    await expect(cli('restore', copy.env)).rejects.toMatchObject({
      stderr:
        'The database already holds an inn: restore into a new data directory or an empty database.\n',
    })
    writeFileSync(file, 'nothing')
    await expect(cli('restore', other.env)).rejects.toMatchObject({
      stderr: 'This is not a backup file: it is not gzip-compressed JSON.\n',
    })
    const restored = await copy.reopen()
    const [row] = await restored.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings')
    await restored.close()
    expect(row!.n).toBe(bookings)
  }, 60_000)
})
