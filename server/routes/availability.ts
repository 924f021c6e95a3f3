import { Hono } from 'hono'

import { availabilitySearchQuerySchema, type Room } from '@/api/contract'
import { paths } from '@/api/paths'
import { type BookedStay, type Closure, findTakenRooms, pricedRooms } from '@/domain/availability'
import { addDays, MAX_DAYS_AHEAD, nightsOf, type Stay, validateStay } from '@/domain/dates'
import { type StayRule, stayRuleProblems } from '@/domain/rates'

import { roomsById } from '../db/rooms'
import { type Queryable } from '../db/types'
import { type AppEnv, type Deps } from '../deps'
import { ChangeCache, memoUntilChange } from '../lib/changes'
import { HttpError } from '../lib/http-error'
import { query } from '../lib/validate'

/** The ids of the free rooms for a stay, cheapest first (`available_room_ids`, migration 002). */
export const AVAILABLE_ROOM_IDS_SQL =
  'SELECT available_room_ids($1::date, $2::date, $3::int) AS ids'

/**
 * What keeps some rooms busy from $2 to $3, in one statement and one row: their confirmed stays
 * (by the exclusion constraint's index on room and stay) and closed nights (by the closures'
 * key), each as its room, its first and end days and whether it is a closure. Arrays in one
 * row: on PGlite, each row returned costs more than reading it.
 */
const BUSY_NIGHTS_SQL = `
  SELECT coalesce(array_agg(room_id), '{}') AS rooms,
         coalesce(array_agg(from_day::text), '{}') AS starts,
         coalesce(array_agg(to_day::text), '{}') AS ends,
         coalesce(array_agg(closed), '{}') AS closed
    FROM (SELECT room_id, check_in AS from_day, check_out AS to_day, false AS closed
            FROM bookings
           WHERE room_id = ANY($1::int[]) AND status = 'confirmed'
             AND stay && daterange($2::date, $3::date)
          UNION ALL
          SELECT room_id, date, date + 1, true
            FROM closures
           WHERE room_id = ANY($1::int[]) AND date >= $2::date AND date < $3::date) busy`

interface BusyNights {
  [key: string]: unknown
  rooms: number[]
  starts: string[]
  ends: string[]
  closed: boolean[]
}

const JSON_TYPE = { 'Content-Type': 'application/json' }

/**
 * The rooms among `fitting` that are taken for the stay, each with its nearest free stay: one
 * read of what keeps them busy within the booking horizon, then the domain's search (none when
 * every fitting room is free).
 */
async function takenRooms(
  db: Queryable,
  fitting: readonly Room[],
  stay: Stay & { guests: number },
  { currency, today, rules }: { currency: string; today: string; rules: readonly StayRule[] },
) {
  if (fitting.length === 0) return []
  const [busy] = await db.query<BusyNights>(BUSY_NIGHTS_SQL, [
    fitting.map((room) => room.id),
    today,
    addDays(today, MAX_DAYS_AHEAD + nightsOf(stay)),
  ])
  const { rooms, starts, ends, closed } = busy!
  const bookings: BookedStay[] = []
  const closures: Closure[] = []
  rooms.forEach((roomId, i) => {
    if (closed[i]) closures.push({ roomId, date: starts[i]! })
    else bookings.push({ roomId, checkIn: starts[i]!, checkOut: ends[i]!, status: 'confirmed' })
  })
  const allowed = (other: Stay) => !stayRuleProblems(rules, other)
  return findTakenRooms(fitting, bookings, closures, stay, currency, today, allowed)
}

/** Search answers are kept until rooms, closures, bookings, settings or rates change. */
const CACHED_SEARCHES = 1000

/**
 * `GET /api/availability?checkIn&checkOut&guests` → `[{ room, nights, nightly, total, currency }]`
 * (cheapest stay first); with `include=taken`, `{ free: that list, taken: [{ room, nearest,
 * currency }] }`. A stay the stay rules forbid is a 400 naming the field, as one in the past.
 */
export function availabilityRouter({ db, settings, changes, rates }: Deps) {
  const router = new Hono<AppEnv>()
  // The JSON text of each answer, by stay: a search repeated before anything changes is served
  // from memory. A booking, cancellation, room, closure or settings change starts afresh.
  const rooms = memoUntilChange(changes, ['rooms'], () => roomsById(db))
  const answers = new ChangeCache<string>(
    changes,
    ['rooms', 'closures', 'bookings', 'settings', 'rates'],
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
    query(availabilitySearchQuerySchema),
    async (c) => {
      const { include, ...stay } = c.req.valid('query')
      const today = await settings.today()
      const readAt = answers.version()
      const { periods, rules } = await rates()
      const errors = validateStay(stay, today) ?? stayRuleProblems(rules, stay)
      if (errors) throw new HttpError('validation_error', 'Check the highlighted fields.', errors)
      const key = await keyOf(c.req.url)
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
      const free = pricedRooms(
        ids.map((id) => (known.get(id) ?? added?.get(id))!),
        stay,
        periods,
        currency,
      )
      let answer: string
      if (include === 'taken') {
        const freeIds = new Set(ids)
        const fitting = [...known.values()].filter(
          (room) => room.active && room.capacity >= stay.guests && !freeIds.has(room.id),
        )
        answer = JSON.stringify({
          free,
          taken: await takenRooms(db, fitting, stay, { currency, today, rules }),
        })
      } else {
        answer = JSON.stringify(free)
      }
      answers.set(key, answer, readAt)
      return c.body(answer, 200, JSON_TYPE)
    },
  )
  return router
}
