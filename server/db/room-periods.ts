import { type ActivePeriod } from '@/domain/room-periods'

import { type Queryable } from './types'

/** Each room's active periods (src/domain/room-periods.ts), by room id, oldest first. */
export async function readActivePeriods(db: Queryable): Promise<Map<number, ActivePeriod[]>> {
  const rows = await db.query<{
    room_id: number
    starts_on: string | null
    ends_on: string | null
  }>(
    `SELECT room_id, starts_on::text AS starts_on, ends_on::text AS ends_on
     FROM room_active_periods ORDER BY room_id, starts_on NULLS FIRST`,
  )
  const periods = new Map<number, ActivePeriod[]>()
  for (const row of rows) {
    const id = Number(row.room_id)
    periods.set(id, [...(periods.get(id) ?? []), { from: row.starts_on, until: row.ends_on }])
  }
  return periods
}

/**
 * Records that the room (locked by the caller's transaction) is active or not from `today` on,
 * as `periodsAfter` does: a period opens (or the one that ended today goes on), or the open one
 * ends today (and goes if it began today, holding no night). Nothing changes when the room
 * already is so.
 */
export async function recordActivity(
  tx: Queryable,
  roomId: number,
  active: boolean,
  today: string,
): Promise<void> {
  if (active) {
    const [open] = await tx.query(
      'SELECT 1 FROM room_active_periods WHERE room_id = $1 AND ends_on IS NULL',
      [roomId],
    )
    if (open) return
    const reopened = await tx.query(
      `UPDATE room_active_periods SET ends_on = NULL
       WHERE room_id = $1 AND ends_on = $2::date RETURNING 1`,
      [roomId, today],
    )
    if (reopened.length) return
    await tx.query('INSERT INTO room_active_periods (room_id, starts_on) VALUES ($1, $2::date)', [
      roomId,
      today,
    ])
    return
  }
  await tx.query(
    `DELETE FROM room_active_periods
     WHERE room_id = $1 AND ends_on IS NULL AND starts_on >= $2::date`,
    [roomId, today],
  )
  await tx.query(
    `UPDATE room_active_periods SET ends_on = $2::date WHERE room_id = $1 AND ends_on IS NULL`,
    [roomId, today],
  )
}
