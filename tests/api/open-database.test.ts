/**
 * The start of a live inn: production seeds no demo, creates the owner from `ADMIN_EMAIL`, and
 * refuses a database whose demo account still opens with the demo's published password (unless
 * it runs a public demo, `SEED_DEMO=1`).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { DEMO_STAFF } from '@/domain/demo-data'

import { openDatabase } from '../../server/db/open'

const scratch = mkdtempSync(path.join(tmpdir(), 'nightjar-open-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('a production start', () => {
  it('refuses the demo account with its published password, unless it runs the demo', async () => {
    const DATA_DIR = path.join(scratch, 'tried-the-demo')
    await (await openDatabase({ DATA_DIR, NODE_ENV: 'development' })).close()
    await expect(openDatabase({ DATA_DIR, NODE_ENV: 'production' })).rejects.toThrow(
      `The demo account ${DEMO_STAFF.email} is active with its published password: a live inn starts on a database without the demo, or changes that password or disables the account first (SEED_DEMO=1 runs a public demo).`,
    )
    await (await openDatabase({ DATA_DIR, NODE_ENV: 'production', SEED_DEMO: '1' })).close()
  }, 60_000)

  it('starts an empty inn with its owner', async () => {
    const db = await openDatabase({
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      ADMIN_EMAIL: 'Owner@Inn.example',
      ADMIN_PASSWORD: 'a long first password',
    })
    try {
      const [row] = await db.query<{ bookings: number; rooms: number; staff: unknown }>(
        `SELECT (SELECT count(*)::int FROM bookings) AS bookings,
                (SELECT count(*)::int FROM rooms) AS rooms,
                (SELECT json_agg(email) FROM staff) AS staff`,
      )
      const staff = typeof row!.staff === 'string' ? JSON.parse(row!.staff) : row!.staff
      expect({ ...row, staff }).toEqual({ bookings: 0, rooms: 0, staff: ['owner@inn.example'] })
    } finally {
      await db.close()
    }
  }, 60_000)
})
