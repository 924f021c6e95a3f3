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

const JSON_TYPE = { 'Content-Type': 'application/json' }

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
  // An answer is kept under the query string as asked, on the inn's day: a search asked again to
  // the letter is answered before its query is parsed again (the same text on the same day was
  // valid then and is now), and a new day or any change starts afresh.
  const keyOf = async (url: string) => {
    const start = url.indexOf('?')
    return `${await settings.today()}?${start < 0 ? '' : url.slice(start + 1)}`
  }
  router.get(
    paths.availability,
    async (c, next) => {
      const answer = answers.get(await keyOf(c.req.url))
      return answer === undefined ? next() : c.body(answer, 200, JSON_TYPE)
    },
    query(availabilityQuerySchema),
    async (c) => {
      const stay = c.req.valid('query')
      const errors = validateStay(stay, await settings.today())
      if (errors) throw new HttpError('validation_error', 'Check the highlighted fields.', errors)
      const key = await keyOf(c.req.url)
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
      const answer = JSON.stringify(
        ids.map((id) => {
          const room = (known.get(id) ?? added?.get(id))!
          return { room, nights, total: stayTotal(nights, room.rate), currency }
        }),
      )
      answers.set(key, answer, readAt)
      return c.body(answer, 200, JSON_TYPE)
    },
  )
  return router
}
