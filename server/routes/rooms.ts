import { Hono } from 'hono'

import { paths } from '@/api/paths'

import { ROOM_COLUMNS, type RoomRow, toRoom } from '../db/rows'
import { type AppEnv, type Deps } from '../deps'

/** `GET /api/rooms` (active rooms) and `GET /api/inn` (the inn's public settings). */
export function roomsRouter({ db, settings }: Deps) {
  const router = new Hono<AppEnv>()
  router.get(paths.rooms, async (c) => {
    const rows = await db.query<RoomRow>(
      `SELECT ${ROOM_COLUMNS} FROM rooms WHERE active ORDER BY id`,
    )
    return c.json(rows.map(toRoom))
  })
  router.get(paths.inn, async (c) => c.json(await settings.get()))
  return router
}
