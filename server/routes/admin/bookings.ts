import {} from 'hono'

import { ADMIN_PAGE_SIZE, type AdminBookingsExportQuery, MAX_EXPORT_ROWS } from '@/api/contract'
import { endpoints } from '@/api/paths'
import { type Actor } from '@/domain/booking-decisions'
import { referenceNeedle } from '@/domain/bookings'
import { bookingsCsv, bookingsCsvName } from '@/domain/csv'
import { type BookingEventKind, bookingHistory, type HistoryActor } from '@/domain/stay'

import { readBooking } from '../../db/bookings'
import { BOOKING_COLUMNS, type BookingRow, toBooking } from '../../db/rows'
import { type Deps, type StaffMember } from '../../deps'
import { csvFile } from '../../lib/csv-file'
import { endpointRouter } from '../../lib/endpoint'
import { HttpError } from '../../lib/http-error'
import { sendOutcome } from '../../lib/outcome'

/** The signed-in staff member as the booking service's actor. */
const asActor = (staff: StaffMember): Actor => ({
  by: 'staff',
  staffId: staff.id,
  staffName: staff.name,
})

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

/** The bookings list (filters and pages), its export, cancelling, moves, the front desk's actions and each booking's history. */
export function adminBookingsRouter(deps: Deps) {
  const { db, bookings } = deps
  const { router, on } = endpointRouter(deps)

  on(endpoints.adminListBookings, async (c, input) => {
    const filter = input.query
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
  on(endpoints.adminExportBookings, async (c, input) => {
    const filter = input.query
    const { where, params } = bookingFilter(filter)
    const rows = await db.query<BookingRow>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN rooms r ON r.id = b.room_id WHERE ${where}
       ORDER BY ${LIST_ORDER} LIMIT ${MAX_EXPORT_ROWS}`,
      params,
    )
    return csvFile(c, bookingsCsvName(filter), bookingsCsv(rows.map(toBooking)))
  })

  /** The booking `id`, or the 404 every miss gets. */
  async function found(id: string) {
    const booking = await readBooking(db, id)
    if (!booking) throw new HttpError('not_found', NO_SUCH_BOOKING)
    return booking
  }

  on(endpoints.adminGetBooking, async (c, input) =>
    c.json({ booking: await found(input.param.id) }),
  )

  // A booking for a phone or walk-in guest: the guest's rules without the stay rules, the
  // room's closures and the exclusion constraint, its confirmation email; its history says
  // which staff member took it.
  on(endpoints.adminCreateBooking, async (c, input) =>
    sendOutcome(c, await bookings.create({ request: input.json, actor: asActor(c.get('staff')) })),
  )

  // Another room or other dates (a move), and the party and the guest's details (an edit).
  on(endpoints.adminMoveBooking, async (c, input) =>
    sendOutcome(c, await bookings.change(input.param.id, input.json, asActor(c.get('staff')))),
  )

  on(endpoints.adminCancelBooking, async (c, input) =>
    sendOutcome(c, await bookings.cancel(input.param.id, asActor(c.get('staff')))),
  )

  // Check in, check out or a no-show, on the inn's today.
  on(endpoints.adminStayAction, async (c, input) =>
    sendOutcome(
      c,
      await bookings.stayAction(input.param.id, input.json.action, asActor(c.get('staff'))),
    ),
  )

  // Undo the latest check-in, check-out, no-show or cancellation, for a while after it.
  on(endpoints.adminUndoStatus, async (c, input) =>
    sendOutcome(c, await bookings.undo(input.param.id, input.json.change, asActor(c.get('staff')))),
  )

  on(endpoints.adminBookingHistory, async (c, input) => {
    const { id } = input.param
    const booking = await found(id)
    const rows = await db.query<{
      kind: BookingEventKind
      at: Date | string
      actor: HistoryActor
      staff_name: string | null
      detail: string | null
    }>(
      `SELECT kind, at, actor, staff_name, detail FROM booking_events
       WHERE booking_id = $1::uuid ORDER BY at, id`,
      [id],
    )
    const recorded = rows.map((row) => ({
      kind: row.kind,
      at: new Date(row.at).toISOString(),
      actor: row.actor,
      staffName: row.staff_name,
      detail: row.detail,
    }))
    return c.json({ events: bookingHistory(booking, recorded) })
  })
  return router
}
