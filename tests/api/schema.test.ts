/** `server/db/schema.sql` is the schema the migrations make, as `npm run db:schema` writes it. */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { describeSchema } from '../../server/db/schema'
import { openTestDb, usingPostgres } from './test-db'

describe(`server/db/schema.sql on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  it('is what the migrations make (run `npm run db:schema` after adding one)', async () => {
    const db = await openTestDb()
    try {
      const written = readFileSync(new URL('../../server/db/schema.sql', import.meta.url), 'utf8')
      expect(await describeSchema(db)).toBe(written)
    } finally {
      await db.close()
    }
  }, 60_000)
})
