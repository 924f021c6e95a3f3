import { type Room } from '@/api/contract'

import { ROOM_COLUMNS, type RoomRow, toRoom } from './rows'
import { type Queryable } from './types'

/** Rooms by id: every room, or only those of `ids`. */
export async function roomsById(
  db: Queryable,
  ids?: readonly number[],
): Promise<Map<number, Room>> {
  const rows = ids
    ? await db.query<RoomRow>(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE id = ANY($1::int[])`, [ids])
    : await db.query<RoomRow>(`SELECT ${ROOM_COLUMNS} FROM rooms`)
  return new Map(rows.map((row) => [Number(row.id), toRoom(row)]))
}
