import { Hono } from 'hono'

import { availabilityQuerySchema } from '@/api/contract'
import { paths } from '@/api/paths'
import { nightsOf, validateStay } from '@/domain/dates'
import { stayTotal } from '@/domain/pricing'

import { roomsById } from '../db/rooms'
import { type AppEnv, type Deps } from '../deps'
import { ChangeCache, memoUntilChange } from '../lib/changes'
import { HttpError } from '../lib/http-error'
import { query } from '../lib/validate'

/** The ids of the free rooms for a stay, cheapest first (`available_room_ids`, migration 002). */
export const AVAILABLE_ROOM_IDS_SQL =
  'SELECT available_room_ids($1::date, $2::date, $3::int) AS ids'

/** Search answers are kept until rooms, closures, bookings or settings change. */
const CACHED_SEARCHES = 1000

/** `GET /api/availability?checkIn&checkOut&guests` → `[{ room, nights, total, currency }]`. */
export function availabilityRouter({ db, settings, changes }: Deps) {
  const router = new Hono<AppEnv>()
  // The JSON text of each answer, by stay: a search repeated before anything changes is served
  // from memory. A booking, cancellation, room, closure or settings change starts afresh.
  const rooms = memoUntilChange(changes, ['rooms'], () => roomsById(db))
  const answers = new ChangeCache<string>(
    changes,
    ['rooms', 'closures', 'bookings', 'settings'],
    CACHED_SEARCHES,
  )
  router.get(paths.availability, query(availabilityQuerySchema), async (c) => {
    const stay = c.req.valid('query')
    const errors = validateStay(stay, await settings.today())
    if (errors) throw new HttpError('validation_error', 'Check the highlighted fields.', errors)
    const key = `${stay.checkIn}/${stay.checkOut}/${stay.guests}`
    let answer = answers.get(key)
    if (answer === undefined) {
      const readAt = answers.version()
      const [{ currency }, known, [row]] = await Promise.all([
        settings.get(),
        rooms(),
        db.query<{ ids: number[] }>(AVAILABLE_ROOM_IDS_SQL, [
          stay.checkIn,
          stay.checkOut,
          stay.guests,
        ]),
      ])
      const ids = (row?.ids ?? []).map(Number)
      const missing = ids.filter((id) => !known.has(id))
      // A room this process has not read yet (added by another server a moment ago).
      const added = missing.length ? await roomsById(db, missing) : undefined
      const nights = nightsOf(stay)
      answer = JSON.stringify(
        ids.map((id) => {
          const room = (known.get(id) ?? added?.get(id))!
          return { room, nights, total: stayTotal(nights, room.rate), currency }
        }),
      )
      answers.set(key, answer, readAt)
    }
    return c.body(answer, 200, { 'Content-Type': 'application/json' })
  })
  return router
}
