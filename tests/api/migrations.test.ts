/** Each migration file runs whole, in one transaction, on PGlite and on Postgres. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrate } from '../../server/db/migrations'
import { type Db } from '../../server/db/types'
import { openTestDb, usingPostgres } from './test-db'

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
