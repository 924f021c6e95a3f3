import {} from 'hono'

import { type ReportQuery } from '@/api/contract'
import { endpoints } from '@/api/paths'
import { reportCsv, reportCsvName } from '@/domain/csv'
import { computeReport, periodRange } from '@/domain/reports'

import { readActivePeriods } from '../../db/room-periods'
import { type Deps } from '../../deps'
import { csvFile } from '../../lib/csv-file'
import { endpointRouter } from '../../lib/endpoint'
import {} from '../../lib/validate'

/** Occupancy and revenue for a week, month, quarter or year, by day or month; and as a spreadsheet. */
export function adminReportsRouter(deps: Deps) {
  const { db, settings } = deps
  const { router, on } = endpointRouter(deps)
  async function report(input: ReportQuery) {
    const range = periodRange(input.period, input.date)
    const [rooms, periods, bookings, closures, { currency }] = await Promise.all([
      db.query<{
        id: number
        capacity: number
        rate: number
        active: boolean
        opened_on: string | null
      }>('SELECT id, capacity, rate, active, opened_on FROM rooms'),
      readActivePeriods(db),
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
    return computeReport({
      ...input,
      currency,
      rooms: rooms.map(({ opened_on, ...r }) => ({
        ...r,
        id: Number(r.id),
        openedOn: opened_on,
        activePeriods: periods.get(Number(r.id)) ?? [],
      })),
      bookings: bookings.map((b) => ({
        roomId: Number(b.room_id),
        checkIn: b.check_in,
        checkOut: b.check_out,
        status: 'confirmed' as const,
        total: Number(b.total),
      })),
      closures: closures.map((x) => ({ roomId: Number(x.room_id), date: x.date })),
    })
  }

  on(endpoints.adminReports, async (c, input) => c.json(await report(input.query)))
  on(endpoints.adminExportReport, async (c, input) => {
    const result = await report(input.query)
    return csvFile(c, reportCsvName(result), reportCsv(result))
  })
  return router
}
