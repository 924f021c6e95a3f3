/**
 * `npm run db:schema`: migrates a fresh in-memory database and writes what the migrations made
 * to `server/db/schema.sql` (`tests/api/schema.test.ts` fails when that file is stale).
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { migrate } from './migrations'
import { openPglite } from './pglite'
import { describeSchema } from './schema'

export const SCHEMA_FILE = fileURLToPath(new URL('./schema.sql', import.meta.url))

const db = await openPglite()
try {
  await migrate(db)
  writeFileSync(SCHEMA_FILE, await describeSchema(db))
  console.log(`Wrote ${SCHEMA_FILE}.`)
} finally {
  await db.close()
}
