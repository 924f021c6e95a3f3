/**
 * Each migration file runs whole, in one transaction, on PGlite and on Postgres; and a database
 * with data upgrades to the current schema without losing any.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingCreatedSchema, IDEMPOTENCY_KEY_HEADER } from '@/api/contract'
import { paths } from '@/api/paths'
import { addDays, todayIn } from '@/domain/dates'
import { canonicalJson } from '@/domain/sessions'

import { createApp } from '../../server/app'
import { migrate, MIGRATIONS } from '../../server/db/migrations'
import { type Db } from '../../server/db/types'
import { createLogger } from '../../server/lib/logger'
import { sha256 } from '../../server/lib/tokens'
import { openBareDb, openTestDb, ROOMY_LIMITS, usingPostgres } from './test-db'

let db: Db
beforeAll(async () => {
  db = await openTestDb()
}, 60_000)
afterAll(() => db?.close())

describe(`migrations on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  it('runs a file with semicolons in strings and function bodies as written', async () => {
    const applied = await migrate(db, [
      {
        id: 'test_whole_file',
        sql: /* sql */ `
          CREATE TABLE migration_notes (note text NOT NULL);
          INSERT INTO migration_notes VALUES ('one; two'), ($q$three;$q$);
          CREATE FUNCTION migration_note_count() RETURNS integer LANGUAGE plpgsql AS $fn$
          DECLARE n integer;
          BEGIN
            SELECT count(*) INTO n FROM migration_notes; -- a comment; with a semicolon
            RETURN n;
          END
          $fn$;
        `,
      },
    ])
    expect(applied).toEqual(['test_whole_file'])
    const notes = await db.query<{ note: string }>('SELECT note FROM migration_notes ORDER BY note')
    expect(notes.map((n) => n.note)).toEqual(['one; two', 'three;'])
    const [{ n }] = (await db.query('SELECT migration_note_count() AS n')) as [{ n: number }]
    expect(Number(n)).toBe(2)
    // Applied once: a second start skips it.
    expect(await migrate(db, [{ id: 'test_whole_file', sql: 'SELECT 1/0;' }])).toEqual([])
  })

  it('leaves nothing of a file that fails part-way, and does not record it', async () => {
    const failing = {
      id: 'test_failing_file',
      sql: 'CREATE TABLE half_done (id integer); INSERT INTO half_done VALUES (1); SELECT 1/0;',
    }
    await expect(migrate(db, [failing])).rejects.toThrow()
    const tables = await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'half_done'")
    expect(tables).toHaveLength(0)
    const recorded = await db.query('SELECT 1 FROM schema_migrations WHERE id = $1', [failing.id])
    expect(recorded).toHaveLength(0)
  })
})

describe('a database migrated up to 021, with bookings, upgrades', () => {
  it('and keeps its bookings, their keys and emails, and the answers stored under keys', async () => {
    const db = await openBareDb()
    try {
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.id < '022'),
      )
      // The settings as 021 had them.
      await db.query(
        `INSERT INTO settings (id, inn_name, currency, check_in_time, check_out_time, time_zone)
         VALUES (1, 'Nightjar Inn', 'EUR', '15:00', '11:00', 'Europe/Lisbon')`,
      )
      const today = todayIn('Europe/Lisbon')
      const stay = { checkIn: addDays(today, 20), checkOut: addDays(today, 22) }
      await db.query(
        "INSERT INTO rooms (id, name, capacity, rate) VALUES (1, 'Garden Room', 2, 9500)",
      )
      // As 021 wrote them: the total by `stay_total`, the email by its trigger.
      const [booked] = await db.query<{ id: string }>(
        `INSERT INTO bookings (reference, room_id, check_in, check_out, guests, guest_name,
           guest_email, notes, total, currency, status, created_at)
         VALUES ('ABCDE12345', 1, $1::date, $2::date, 2, 'Ines', 'ines@example.com', 'Late',
           stay_total(1, $1::date, $2::date), 'EUR', 'confirmed', now())
         RETURNING id`,
        [stay.checkIn, stay.checkOut],
      )
      const request = {
        roomId: 1,
        ...stay,
        guests: 2,
        guest: { name: 'Ines', email: 'ines@example.com', notes: 'Late' },
      }
      const booking = { id: booked!.id, reference: 'NJ-ABCDE-12345' }
      await db.query(
        `INSERT INTO idempotency_keys (key, fingerprint, status, body, created_at)
         VALUES ('old-201', $1, 201, $2::text::json, now()),
           ('old-409', 'other', 409, $3::text::json, now())`,
        [
          sha256(canonicalJson(request)),
          JSON.stringify({ booking }),
          JSON.stringify({ error: { code: 'room_unavailable', message: 'Taken.' } }),
        ],
      )
      const before = await db.query('SELECT * FROM bookings ORDER BY id')

      const applied = await migrate(db)
      expect(applied[0]).toBe('022_booking_service')
      // Each booking keeps every field, and gets as its cancellation terms the policy now (025)
      // and the prefix its reference was shown with (030).
      const [policy] = await db.query<{ days: number }>(
        'SELECT free_cancellation_days AS days FROM settings WHERE id = 1',
      )
      expect(await db.query('SELECT * FROM bookings ORDER BY id')).toEqual(
        before.map((row) => ({
          ...row,
          free_cancellation_days: policy!.days,
          reference_prefix: 'NJ',
        })),
      )
      // The demo inn keeps the words its pages had before they were settings (030).
      const [words] = await db.query('SELECT short_name, tagline FROM settings WHERE id = 1')
      expect(words).toEqual({ short_name: 'Nightjar', tagline: 'Guest house by the sea' })
      const [emails] = (await db.query(
        "SELECT count(*)::int AS n FROM emails WHERE kind = 'confirmation'",
      )) as [{ n: number }]
      expect(emails.n).toBe(1)
      const gone = await db.query(
        `SELECT proname FROM pg_proc
          WHERE pronamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())
            AND proname IN ('book_stay', 'stay_total', 'stay_rule_problem', 'price_booking',
              'write_booking_email')`,
      )
      expect(gone).toEqual([])

      // The answers stored before replay as they did: the booking (read again, a new key)…
      const app = createApp({
        db,
        limits: ROOMY_LIMITS,
        logger: createLogger({ level: 'error', destination: process.stderr }),
      })
      const post = (key: string) =>
        app.request(`/api${paths.bookings}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
          body: JSON.stringify(request),
        })
      const replayed = await post('old-201')
      expect(replayed.status).toBe(201)
      expect(replayed.headers.get('idempotent-replayed')).toBe('true')
      const created = bookingCreatedSchema.parse(await replayed.json())
      expect(created.booking).toMatchObject({ id: booking.id, total: 2 * 9500 })
      expect(created.booking.guest.notes).toBe('Late')
      // …and the refusal, whose key came with another request now.
      expect((await post('old-409')).status).toBe(422)
    } finally {
      await db.close()
    }
  }, 60_000)
})
