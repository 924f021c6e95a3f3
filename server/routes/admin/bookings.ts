import { Hono } from 'hono'

import {
  ADMIN_PAGE_SIZE,
  type AdminBookingsExportQuery,
  adminBookingsExportQuerySchema,
  adminBookingsQuerySchema,
  MAX_EXPORT_ROWS,
} from '@/api/contract'
import { paths } from '@/api/paths'
import { referenceNeedle } from '@/domain/bookings'
import { bookingsCsv, bookingsCsvName } from '@/domain/csv'

import { BOOKING_COLUMNS, type BookingRow, toBooking } from '../../db/rows'
import { type AppEnv, type Deps } from '../../deps'
import { writing } from '../../lib/changes'
import { csvFile } from '../../lib/csv-file'
import { HttpError } from '../../lib/http-error'
import { bookingIdParam, param, query } from '../../lib/validate'

const likePattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

const NO_SUCH_BOOKING = 'No such booking.'

/** The list's order: newest check-in first. */
const LIST_ORDER = 'b.check_in DESC, b.created_at DESC, b.id'

/** The list's filters as SQL (`b` is the bookings table) and its five parameters. */
function bookingFilter(filter: AdminBookingsExportQuery) {
  const q = filter.q || null
  return {
    where: `
      ($1::date IS NULL OR b.check_out >= $1::date)
      AND ($2::date IS NULL OR b.check_in <= $2::date)
      AND ($3::text IS NULL OR b.status = $3::text)
      AND ($4::text IS NULL OR lower(b.guest_name) LIKE $4::text OR lower(b.guest_email) LIKE $4::text
           OR ($5::text IS NOT NULL AND position($5::text in b.reference) > 0))`,
    params: [
      filter.from ?? null,
      filter.to ?? null,
      filter.status ?? null,
      q ? likePattern(q) : null,
      q ? referenceNeedle(q) : null,
    ],
  }
}

/** The bookings list (filters and pages), its export and cancelling. */
export function adminBookingsRouter({ db, now, changes }: Deps) {
  const router = new Hono<AppEnv>()

  router.get(paths.adminBookings, query(adminBookingsQuerySchema), async (c) => {
    const filter = c.req.valid('query')
    const { where, params } = bookingFilter(filter)
    const [{ total }] = (await db.query(
      `SELECT count(*)::int AS total FROM bookings b WHERE ${where}`,
      params,
    )) as [{ total: number }]
    const rows = await db.query<BookingRow>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN rooms r ON r.id = b.room_id WHERE ${where}
       ORDER BY ${LIST_ORDER} LIMIT ${ADMIN_PAGE_SIZE} OFFSET $6`,
      [...params, (filter.page - 1) * ADMIN_PAGE_SIZE],
    )
    return c.json({
      items: rows.map(toBooking),
      page: filter.page,
      pageSize: ADMIN_PAGE_SIZE,
      total,
    })
  })

  // Every booking the filters match, in the list's order, as a spreadsheet.
  router.get(paths.adminBookingsCsv, query(adminBookingsExportQuerySchema), async (c) => {
    const filter = c.req.valid('query')
    const { where, params } = bookingFilter(filter)
    const rows = await db.query<BookingRow>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN rooms r ON r.id = b.room_id WHERE ${where}
       ORDER BY ${LIST_ORDER} LIMIT ${MAX_EXPORT_ROWS}`,
      params,
    )
    return csvFile(c, bookingsCsvName(filter), bookingsCsv(rows.map(toBooking)))
  })

  router.post(paths.adminBookingCancel, param(bookingIdParam, NO_SUCH_BOOKING), async (c) => {
    const { id } = c.req.valid('param')
    const updated = await writing(changes, 'bookings', () =>
      db.query(
        `UPDATE bookings SET status = 'cancelled', cancelled_at = $2, cancelled_by = 'staff'
         WHERE id = $1::uuid AND status = 'confirmed' RETURNING id`,
        [id, now().toISOString()],
      ),
    )
    const [row] = await db.query<BookingRow>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN rooms r ON r.id = b.room_id WHERE b.id = $1::uuid`,
      [id],
    )
    if (!row) throw new HttpError('not_found', NO_SUCH_BOOKING)
    if (!updated.length)
      throw new HttpError('already_cancelled', 'This booking is already cancelled.')
    return c.json({ booking: toBooking(row) })
  })
  return router
}
