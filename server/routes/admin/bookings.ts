import { randomUUID } from 'node:crypto'

import { Hono } from 'hono'

import {
  ADMIN_PAGE_SIZE,
  type AdminBookingsExportQuery,
  adminBookingsExportQuerySchema,
  adminBookingsQuerySchema,
  type Booking,
  type BookingChange,
  bookingChangeSchema,
  bookingRequestSchema,
  MAX_EXPORT_ROWS,
  type Room,
  stayActionSchema,
} from '@/api/contract'
import { paths } from '@/api/paths'
import {
  guestsProblem,
  movedOntoBooking,
  movedOntoClosure,
  referenceNeedle,
  validateBookingRequest,
} from '@/domain/bookings'
import { bookingsCsv, bookingsCsvName } from '@/domain/csv'
import { generateReference } from '@/domain/reference'
import {
  type BookingEventKind,
  bookingHistory,
  editDetail,
  type HistoryActor,
  moveDetail,
  STAY_ACTION_RESULT,
  stayActionProblem,
  stayStartedProblem,
} from '@/domain/stay'

import {
  BOOKING_COLUMNS,
  type BookingRow,
  ROOM_COLUMNS,
  type RoomRow,
  toBooking,
  toRoom,
} from '../../db/rows'
import { isPgError, PG, type Queryable } from '../../db/types'
import { type AppEnv, type Deps, type StaffMember } from '../../deps'
import { writing } from '../../lib/changes'
import { csvFile } from '../../lib/csv-file'
import { HttpError } from '../../lib/http-error'
import { bookingIdParam, json, param, query } from '../../lib/validate'

/** The booking as a change would leave it (unchanged parts as they are). */
function changedBooking(current: Booking, change: BookingChange) {
  const guest = change.guest
  return {
    roomId: change.roomId,
    checkIn: change.checkIn,
    checkOut: change.checkOut,
    guests: change.guests ?? current.guests,
    guest: guest
      ? {
          name: guest.name,
          email: guest.email,
          phone: guest.phone || null,
          notes: guest.notes || null,
        }
      : current.guest,
  }
}

const likePattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

const NO_SUCH_BOOKING = 'No such booking.'
const bookingId = param(bookingIdParam, NO_SUCH_BOOKING)

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
export function adminBookingsRouter({ db, now, changes, settings }: Deps) {
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

  /** The booking `id`, locked for the transaction's change (404 if there is none). */
  async function lockBooking(tx: Queryable, id: string) {
    const [row] = await tx.query<BookingRow>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN rooms r ON r.id = b.room_id
       WHERE b.id = $1::uuid FOR UPDATE OF b`,
      [id],
    )
    if (!row) throw new HttpError('not_found', NO_SUCH_BOOKING)
    return toBooking(row)
  }

  async function readBooking(tx: Queryable, id: string) {
    const [row] = await tx.query<BookingRow>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN rooms r ON r.id = b.room_id WHERE b.id = $1::uuid`,
      [id],
    )
    if (!row) throw new HttpError('not_found', NO_SUCH_BOOKING)
    return toBooking(row)
  }

  /** One line of the booking's history, by the signed-in staff member. */
  const record = (
    tx: Queryable,
    id: string,
    kind: BookingEventKind,
    staff: StaffMember,
    at: Date,
    detail: string | null = null,
  ) =>
    tx.query(
      `INSERT INTO booking_events (booking_id, kind, at, actor, staff_id, staff_name, detail)
       VALUES ($1::uuid, $2, $3, 'staff', $4, $5, $6)`,
      [id, kind, at.toISOString(), staff.id, staff.name, detail],
    )

  router.post(paths.adminBookingCancel, bookingId, async (c) => {
    const { id } = c.req.valid('param')
    const at = now()
    const booking = await writing(changes, 'bookings', () =>
      db.transaction(async (tx) => {
        const current = await lockBooking(tx, id)
        if (current.status === 'cancelled') {
          throw new HttpError('already_cancelled', 'This booking is already cancelled.')
        }
        const started = stayStartedProblem(current)
        if (started) throw new HttpError('stay_conflict', started)
        await tx.query(
          `UPDATE bookings SET status = 'cancelled', cancelled_at = $2, cancelled_by = 'staff'
           WHERE id = $1::uuid`,
          [id, at.toISOString()],
        )
        await record(tx, id, 'cancelled', c.get('staff'), at)
        return readBooking(tx, id)
      }),
    )
    return c.json({ booking })
  })

  // Check in, check out or a no-show, on the inn's today.
  router.post(paths.adminBookingStay, bookingId, json(stayActionSchema), async (c) => {
    const { id } = c.req.valid('param')
    const { action } = c.req.valid('json')
    const [today, at] = [await settings.today(), now()]
    const booking = await writing(changes, 'bookings', () =>
      db.transaction(async (tx) => {
        const problem = stayActionProblem(await lockBooking(tx, id), action, today)
        if (problem) throw new HttpError('stay_conflict', problem)
        const next = STAY_ACTION_RESULT[action]
        await tx.query(
          `UPDATE bookings SET stay_status = $2,
             checked_in_at = CASE WHEN $2 = 'checked_in' THEN $3::timestamptz ELSE checked_in_at END,
             checked_out_at = CASE WHEN $2 = 'checked_out' THEN $3::timestamptz ELSE checked_out_at END,
             no_show_at = CASE WHEN $2 = 'no_show' THEN $3::timestamptz ELSE no_show_at END
           WHERE id = $1::uuid`,
          [id, next, at.toISOString()],
        )
        await record(tx, id, next, c.get('staff'), at)
        return readBooking(tx, id)
      }),
    )
    return c.json({ booking })
  })

  /** Refuses a stay on nights the room is closed (409, naming them). */
  async function refuseClosed(
    tx: Queryable,
    room: Room,
    stay: { checkIn: string; checkOut: string },
  ) {
    const closed = await tx.query<{ date: string }>(
      `SELECT date::text AS date FROM closures
       WHERE room_id = $1 AND date >= $2::date AND date < $3::date ORDER BY date`,
      [room.id, stay.checkIn, stay.checkOut],
    )
    if (closed.length) {
      throw new HttpError(
        'room_unavailable',
        movedOntoClosure(
          room.name,
          closed.map((c) => c.date),
        ),
      )
    }
  }

  /** The room `id`, locked for the transaction (bookings of one room take turns). */
  async function lockRoom(tx: Queryable, id: number): Promise<Room | undefined> {
    const [row] = await tx.query<RoomRow>(
      `SELECT ${ROOM_COLUMNS} FROM rooms WHERE id = $1 FOR UPDATE`,
      [id],
    )
    return row && toRoom(row)
  }

  /** Runs a write whose stay may clash: the exclusion constraint's refusal is a 409. */
  async function orTaken<T>(room: Room, write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if (isPgError(error, PG.exclusionViolation)) {
        throw new HttpError('room_unavailable', movedOntoBooking(room.name))
      }
      throw error
    }
  }

  router.get(paths.adminBooking, bookingId, async (c) => {
    const { id } = c.req.valid('param')
    return c.json({ booking: await readBooking(db, id) })
  })

  // A booking for a phone or walk-in guest: the guest's rules (validateBookingRequest), the
  // room's closures and the exclusion constraint; the outbox's trigger writes its confirmation
  // as for any booking, and its history says which staff member took it.
  router.post(paths.adminBookings, json(bookingRequestSchema), async (c) => {
    const request = c.req.valid('json')
    // Before the transaction (on PGlite the settings are read on the one connection it holds).
    const [today, { currency }] = [await settings.today(), await settings.get()]
    const at = now()
    const booking = await writing(changes, 'bookings', () =>
      db.transaction(async (tx) => {
        const room = await lockRoom(tx, request.roomId)
        const errors = validateBookingRequest(room, request, today)
        if (errors || !room) {
          throw new HttpError('validation_error', 'Check the highlighted fields.', errors ?? {})
        }
        await refuseClosed(tx, room, request)
        const id = randomUUID()
        for (let attempt = 0; ; attempt++) {
          const inserted = await orTaken(room, () =>
            tx.query(
              `INSERT INTO bookings (id, reference, room_id, check_in, check_out, guests,
                 guest_name, guest_email, guest_phone, notes, total, currency, status,
                 created_at, created_by)
               VALUES ($1::uuid, $2, $3, $4::date, $5::date, $6, $7, $8, $9, $10,
                 stay_total($3, $4::date, $5::date), $11, 'confirmed', $12::timestamptz, 'staff')
               ON CONFLICT (reference) DO NOTHING RETURNING id`,
              [
                id,
                generateReference(),
                room.id,
                request.checkIn,
                request.checkOut,
                request.guests,
                request.guest.name,
                request.guest.email,
                request.guest.phone || null,
                request.guest.notes || null,
                currency,
                at.toISOString(),
              ],
            ),
          )
          if (inserted.length) break
          // A reference drawn twice (1 in 2^50): draw another.
          if (attempt === 4) throw new Error('No free reference after 5 draws')
        }
        await record(tx, id, 'created', c.get('staff'), at)
        return readBooking(tx, id)
      }),
    )
    return c.json({ booking }, 201)
  })

  // Another room or other dates (a move), and the party and the guest's details (an edit): the
  // booking rules, the room's closures, and the exclusion constraint, which refuses a night
  // another stay holds whatever the race. Each is a line of the history.
  router.patch(paths.adminBooking, bookingId, json(bookingChangeSchema), async (c) => {
    const { id } = c.req.valid('param')
    const change = c.req.valid('json')
    const [today, at] = [await settings.today(), now()]
    const booking = await writing(changes, 'bookings', () =>
      db.transaction(async (tx) => {
        const current = await lockBooking(tx, id)
        if (current.status === 'cancelled') {
          throw new HttpError('already_cancelled', 'This booking is cancelled.')
        }
        const started = stayStartedProblem(current)
        if (started) throw new HttpError('stay_conflict', started)
        const next = changedBooking(current, change)
        const moved =
          current.roomId !== next.roomId ||
          current.checkIn !== next.checkIn ||
          current.checkOut !== next.checkOut
        const edited = editDetail(current, next)
        if (!moved && !edited) return current
        const room = await lockRoom(tx, next.roomId)
        const errors = moved
          ? validateBookingRequest(room, next, today)
          : room && next.guests > room.capacity
            ? { guests: guestsProblem(room.capacity) }
            : null
        if (errors || !room) {
          throw new HttpError('validation_error', 'Check the highlighted fields.', errors ?? {})
        }
        if (moved) await refuseClosed(tx, room, next)
        await orTaken(room, () =>
          tx.query(
            `UPDATE bookings SET room_id = $2, check_in = $3::date, check_out = $4::date,
               total = CASE WHEN $5::boolean THEN stay_total($2, $3::date, $4::date) ELSE total END,
               guests = $6, guest_name = $7, guest_email = $8, guest_phone = $9, notes = $10
             WHERE id = $1::uuid`,
            [
              id,
              room.id,
              next.checkIn,
              next.checkOut,
              // A move is priced as every booking is (src/domain/rates.ts; `stay_total`,
              // migration 020); an edit keeps the price the guest was given.
              moved,
              next.guests,
              next.guest.name,
              next.guest.email,
              next.guest.phone,
              next.guest.notes,
            ],
          ),
        )
        const staff = c.get('staff')
        if (moved) {
          const to = { ...next, roomName: room.name }
          await record(tx, id, 'moved', staff, at, moveDetail(current, to))
        }
        if (edited) await record(tx, id, 'edited', staff, at, edited)
        return readBooking(tx, id)
      }),
    )
    return c.json({ booking })
  })

  router.get(paths.adminBookingHistory, bookingId, async (c) => {
    const { id } = c.req.valid('param')
    const booking = await readBooking(db, id)
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
