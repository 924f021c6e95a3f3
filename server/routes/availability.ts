import { Hono } from 'hono'

import { availabilitySearchQuerySchema, type Room } from '@/api/contract'
import { paths } from '@/api/paths'
import {
  type BookedStay,
  type Closure,
  findAvailableRooms,
  findTakenRooms,
} from '@/domain/availability'
import { addDays, MAX_DAYS_AHEAD, nightsOf, validateStay } from '@/domain/dates'
import { stayRuleProblems } from '@/domain/rates'

import { roomsById } from '../db/rooms'
import { type Queryable } from '../db/types'
import { type AppEnv, type Deps } from '../deps'
import { ChangeCache, memoUntilChange } from '../lib/changes'
import { HttpError } from '../lib/http-error'
import { query } from '../lib/validate'

/**
 * What keeps the rooms busy from $1 to $2, in one statement and one row: the confirmed stays (by
 * their index on the stay) and closed nights, each as its room, its first and end days and
 * whether it is a closure (closures are few: a scan). Arrays in one row: on PGlite, each row
 * returned costs more than reading it. Every room's, not only the fitting rooms': the domain
 * asks by room, and a list of room ids as a parameter doubled the statement's time (10 000
 * bookings, 106 rooms: 0.36 ms without, 0.75 ms with).
 */
const BUSY_NIGHTS_SQL = `
  SELECT coalesce(array_agg(room_id), '{}') AS rooms,
         coalesce(array_agg(from_day::text), '{}') AS starts,
         coalesce(array_agg(to_day::text), '{}') AS ends,
         coalesce(array_agg(closed), '{}') AS closed
    FROM (SELECT room_id, check_in AS from_day, check_out AS to_day, false AS closed
            FROM bookings
           WHERE status = 'confirmed' AND stay && daterange($1::date, $2::date)
          UNION ALL
          SELECT room_id, date, date + 1, true
            FROM closures
           WHERE date >= $1::date AND date < $2::date) busy`

interface BusyNights {
  [key: string]: unknown
  rooms: number[]
  starts: string[]
  ends: string[]
  closed: boolean[]
}

const JSON_TYPE = { 'Content-Type': 'application/json' }

/**
 * What keeps rooms busy from `from` to `to` (none read when no room fits): one read of the
 * confirmed stays and closed nights. Which room is free for which stay is the domain's to say
 * (`stayBlockers`).
 */
async function busyNights(db: Queryable, fitting: readonly Room[], from: string, to: string) {
  const bookings: BookedStay[] = []
  const closures: Closure[] = []
  if (fitting.length === 0) return { bookings, closures }
  const [busy] = await db.query<BusyNights>(BUSY_NIGHTS_SQL, [from, to])
  const { rooms, starts, ends, closed } = busy!
  rooms.forEach((roomId, i) => {
    if (closed[i]) closures.push({ roomId, date: starts[i]! })
    else bookings.push({ roomId, checkIn: starts[i]!, checkOut: ends[i]!, status: 'confirmed' })
  })
  return { bookings, closures }
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
      const [{ currency }, known] = await Promise.all([settings.get(), rooms()])
      const fitting = [...known.values()].filter(
        (room) => room.active && room.capacity >= stay.guests,
      )
      // With the taken rooms, what keeps them busy is read up to the booking horizon, for their
      // nearest free stays; without, only the stay's own nights.
      const { bookings, closures } =
        include === 'taken'
          ? await busyNights(db, fitting, today, addDays(today, MAX_DAYS_AHEAD + nightsOf(stay)))
          : await busyNights(db, fitting, stay.checkIn, stay.checkOut)
      const free = findAvailableRooms(fitting, bookings, closures, stay, currency, periods)
      const answer = JSON.stringify(
        include === 'taken'
          ? {
              free,
              taken: findTakenRooms(
                fitting,
                bookings,
                closures,
                stay,
                currency,
                today,
                (other) => !stayRuleProblems(rules, other),
              ),
            }
          : free,
      )
      answers.set(key, answer, readAt)
      return c.body(answer, 200, JSON_TYPE)
    },
  )
  return router
}
