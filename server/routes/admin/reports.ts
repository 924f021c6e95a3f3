import { Hono } from 'hono'

import { reportQuerySchema } from '@/api/contract'
import { paths } from '@/api/paths'
import { computeReport, periodRange } from '@/domain/reports'

import { type AppEnv, type Deps } from '../../deps'
import { query } from '../../lib/validate'

/** Occupancy and revenue for a week, month, quarter or year, by day or month. */
export function adminReportsRouter({ db, settings }: Deps) {
  const router = new Hono<AppEnv>()
  router.get(paths.adminReports, query(reportQuerySchema), async (c) => {
    const report = c.req.valid('query')
    const range = periodRange(report.period, report.date)
    const [rooms, bookings, closures, { currency }] = await Promise.all([
      db.query<{
        id: number
        capacity: number
        rate: number
        active: boolean
        opened_on: string | null
      }>('SELECT id, capacity, rate, active, opened_on FROM rooms'),
      db.query<{ room_id: number; check_in: string; check_out: string; total: number }>(
        `SELECT room_id, check_in, check_out, total FROM bookings
         WHERE status = 'confirmed' AND check_in <= $2::date AND check_out > $1::date`,
        [range.from, range.to],
      ),
      db.query<{ room_id: number; date: string }>(
        'SELECT room_id, date FROM closures WHERE date >= $1::date AND date <= $2::date',
        [range.from, range.to],
      ),
      settings.get(),
    ])
    return c.json(
      computeReport({
        ...report,
        currency,
        rooms: rooms.map(({ opened_on, ...r }) => ({
          ...r,
          id: Number(r.id),
          openedOn: opened_on,
        })),
        bookings: bookings.map((b) => ({
          roomId: Number(b.room_id),
          checkIn: b.check_in,
          checkOut: b.check_out,
          status: 'confirmed' as const,
          total: Number(b.total),
        })),
        closures: closures.map((x) => ({ roomId: Number(x.room_id), date: x.date })),
      }),
    )
  })
  return router
}
