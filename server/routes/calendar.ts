import {} from 'hono'

import {} from '@/api/contract'
import { endpoints } from '@/api/paths'
import { addDays, daysBetween } from '@/domain/calendar'
import { calendarMonth } from '@/domain/rates'

import { roomsById } from '../db/rooms'
import { type Deps } from '../deps'
import { ChangeCache, memoUntilChange } from '../lib/changes'
import { endpointRouter } from '../lib/endpoint'
import {} from '../lib/validate'

/**
 * The nights from $1 to $2 that rooms are booked or closed, in one row of arrays: each stay cut
 * to the month (by the bookings' stay index) and each closed night.
 */
const BUSY_SQL = `
  SELECT coalesce(array_agg(room_id), '{}') AS rooms,
         coalesce(array_agg(first_night::text), '{}') AS starts,
         coalesce(array_agg(end_night::text), '{}') AS ends
    FROM (SELECT room_id, greatest(check_in, $1::date) AS first_night,
                 least(check_out, $2::date) AS end_night
            FROM bookings
           WHERE status = 'confirmed' AND stay && daterange($1::date, $2::date)
          UNION ALL
          SELECT room_id, date, date + 1 FROM closures WHERE date >= $1::date AND date < $2::date) busy`

interface BusyRow {
  [key: string]: unknown
  rooms: number[]
  starts: string[]
  ends: string[]
}

const JSON_TYPE = { 'Content-Type': 'application/json' }

/**
 * `GET /api/calendar?month=YYYY-MM&guests=N`: each day of the month with the lowest rate of the
 * rooms that hold the party and are free that night (`null`: none is), and its stay rules (the
 * minimum stay arriving then, closed to arrival or departure). What the date picker shows under
 * each day; the answer is kept until anything it depends on changes.
 */
export function calendarRouter(deps: Deps) {
  const { db, settings, changes, rates } = deps
  const { router, on } = endpointRouter(deps)
  const rooms = memoUntilChange(changes, ['rooms'], () => roomsById(db))
  const answers = new ChangeCache<string>(
    changes,
    ['rooms', 'closures', 'bookings', 'settings', 'rates'],
    500,
  )
  on(endpoints.calendar, async (c, input) => {
    const { month, guests } = input.query
    const today = await settings.today()
    const key = `${today}|${month}|${guests}`
    const kept = answers.get(key)
    if (kept !== undefined) return c.body(kept, 200, JSON_TYPE)
    const readAt = answers.version()
    const first = `${month}-01`
    const end = `${addDays(first, 31).slice(0, 7)}-01`
    const [{ currency }, known, { periods, rules }, [busy]] = await Promise.all([
      settings.get(),
      rooms(),
      rates(),
      db.query<BusyRow>(BUSY_SQL, [first, end]),
    ])
    const taken = new Set<string>()
    busy!.rooms.forEach((roomId, i) => {
      const start = busy!.starts[i]!
      for (let n = 0; n < daysBetween(start, busy!.ends[i]!); n++) {
        taken.add(`${roomId}|${addDays(start, n)}`)
      }
    })
    const days = calendarMonth({
      month,
      guests,
      rooms: [...known.values()],
      periods,
      rules,
      today,
      busy: (roomId, night) => taken.has(`${roomId}|${night}`),
    })
    const answer = JSON.stringify({ month, guests, currency, days })
    answers.set(key, answer, readAt)
    return c.body(answer, 200, JSON_TYPE)
  })
  return router
}
