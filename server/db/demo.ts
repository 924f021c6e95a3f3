/**
 * The demo inn in the database: whether it is there (its staff account is, switched on), what
 * it holds, and removing it to start the inn afresh.
 */
import { type DemoData } from '@/api/contract'
import { DEMO_STAFF } from '@/domain/demo-data'
import { FRESH_SETTINGS } from '@/domain/settings'

import { settingsValues, UPDATE_SETTINGS } from './rows'
import { type Queryable } from './types'

/** The demo's account, while it is switched on: the demo is there. */
async function demoAccount(q: Queryable): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>('SELECT id FROM staff WHERE email = $1 AND active', [
    DEMO_STAFF.email,
  ])
  return row && Number(row.id)
}

/** How much of each there is now, and whether the demo is there. */
export async function demoData(q: Queryable): Promise<DemoData> {
  const [counts] = await q.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM rooms)::int AS rooms,
            (SELECT count(*) FROM bookings)::int AS bookings,
            (SELECT count(*) FROM rate_periods)::int AS rate_periods,
            (SELECT count(*) FROM stay_rules)::int AS stay_rules,
            (SELECT count(*) FROM closures)::int AS closed_nights,
            (SELECT count(*) FROM photos)::int AS photos`,
  )
  return {
    present: (await demoAccount(q)) !== undefined,
    rooms: counts!.rooms!,
    bookings: counts!.bookings!,
    ratePeriods: counts!.rate_periods!,
    stayRules: counts!.stay_rules!,
    closedNights: counts!.closed_nights!,
    photos: counts!.photos!,
  }
}

/**
 * Removes the demo in one transaction: every booking (with its history, keys and emails), room,
 * rate period, stay rule, closure and photo; the settings become a new inn's; the demo's account
 * is switched off and signed out. `none` when there is no demo, `demo-account` when the one
 * asking is the demo's own account. Answers what it removed.
 */
export async function removeDemo(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  staffId: number,
  at: Date,
): Promise<DemoData | 'none' | 'demo-account'> {
  return db.transaction(async (tx) => {
    // One removal at a time: a second one waits, then finds no demo.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('nightjar:remove-demo'))")
    const account = await demoAccount(tx)
    if (account === undefined) return 'none'
    if (account === staffId) return 'demo-account'
    const removed = await demoData(tx)
    await tx.query(UPDATE_SETTINGS, settingsValues(FRESH_SETTINGS))
    for (const table of [
      'bookings',
      'closures',
      'rate_periods',
      'room_active_periods',
      'room_photos',
      'rooms',
      'stay_rules',
      'photos',
    ]) {
      await tx.query(`DELETE FROM ${table}`)
    }
    await tx.query('UPDATE staff SET active = false WHERE id = $1', [account])
    await tx.query(
      'UPDATE sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL',
      [account, at.toISOString()],
    )
    return { ...removed, present: false }
  })
}
