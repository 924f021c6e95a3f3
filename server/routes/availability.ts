import { Hono } from 'hono'

import { availabilityQuerySchema } from '../../src/api/contract'
import { paths } from '../../src/api/paths'
import { nightsOf, validateStay } from '../../src/domain/dates'
import { stayTotal } from '../../src/domain/pricing'
import { ROOM_COLUMNS, type RoomRow, toRoom } from '../db/rows'
import { type AppEnv, type Deps } from '../deps'
import { HttpError } from '../lib/http-error'
import { readQuery } from '../lib/validate'

/**
 * The free rooms for a stay. Uses the exclusion constraint's GiST index (room, stay) for the
 * booking check and the closures' primary key for the closure check.
 */
export const AVAILABLE_ROOMS_SQL = `
  SELECT ${ROOM_COLUMNS} FROM rooms r
  WHERE r.active AND r.capacity >= $3
    AND NOT EXISTS (
      SELECT 1 FROM bookings b
      WHERE b.room_id = r.id AND b.status = 'confirmed' AND b.stay && daterange($1::date, $2::date))
    AND NOT EXISTS (
      SELECT 1 FROM closures c
      WHERE c.room_id = r.id AND c.date >= $1::date AND c.date < $2::date)
  ORDER BY r.rate, r.id`

/** `GET /api/availability?checkIn&checkOut&guests` → `[{ room, nights, total, currency }]`. */
export function availabilityRouter({ db, settings }: Deps) {
  const router = new Hono<AppEnv>()
  router.get(paths.availability, async (c) => {
    const query = readQuery(c, availabilityQuerySchema)
    const errors = validateStay(query, await settings.today())
    if (errors) throw new HttpError('validation_error', 'Check the highlighted fields.', errors)
    const { currency } = await settings.get()
    const nights = nightsOf(query)
    const rows = await db.query<RoomRow>(AVAILABLE_ROOMS_SQL, [
      query.checkIn,
      query.checkOut,
      query.guests,
    ])
    return c.json(
      rows.map((row) => {
        const room = toRoom(row)
        return { room, nights, total: stayTotal(nights, room.rate), currency }
      }),
    )
  })
  return router
}
