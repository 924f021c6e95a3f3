import {} from 'hono'

import { endpoints } from '@/api/paths'

import { ROOM_COLUMNS, type RoomRow, toRoom } from '../db/rows'
import { type Deps } from '../deps'
import { endpointRouter } from '../lib/endpoint'

/** `GET /api/rooms` (active rooms) and `GET /api/inn` (the inn's public settings). */
export function roomsRouter(deps: Deps) {
  const { db, settings } = deps
  const { router, on } = endpointRouter(deps)
  on(endpoints.listRooms, async (c) => {
    const rows = await db.query<RoomRow>(
      `SELECT ${ROOM_COLUMNS} FROM rooms WHERE active ORDER BY id`,
    )
    return c.json(rows.map(toRoom))
  })
  on(endpoints.inn, async (c) => c.json(await settings.get()))
  return router
}
