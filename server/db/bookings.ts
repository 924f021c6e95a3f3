/**
 * The reads and writes of the booking service (`server/services/bookings.ts`), each one
 * statement inside its transaction: the rows it locks, what a booking's stays touch (its
 * `BookingWorld`), and the booking, its history line and its email.
 */
import { type Room } from '@/api/contract'
import { type Actor, type BookingWorld, type HistoryLine } from '@/domain/booking-decisions'
import { type Stay, todayIn } from '@/domain/dates'
import { type EmailKind, type StayBefore } from '@/domain/messages'

import {
  RATE_PERIOD_COLUMNS,
  type RatePeriodRow,
  STAY_RULE_COLUMNS,
  type StayRuleRow,
} from './rates'
import { toRatePeriod, toStayRule } from './rates'
import {
  BOOKING_COLUMNS,
  BOOKING_RETURNING,
  bookingColumns,
  type BookingFields,
  type BookingRow,
  LOCKED_BOOKING_COLUMNS,
  ROOM_COLUMNS,
  type RoomRow,
  toBooking,
  toRoom,
} from './rows'
import { type Queryable } from './types'

/** The rooms of `ids` that exist, locked for the transaction in id order (no two wait on each other). */
export async function lockRooms(tx: Queryable, ids: readonly number[]): Promise<Room[]> {
  const rows = await tx.query<RoomRow>(
    `SELECT ${ROOM_COLUMNS} FROM rooms WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [[...new Set(ids)].sort((a, b) => a - b)],
  )
  return rows.map(toRoom)
}

interface WorldRow {
  [key: string]: unknown
  settings: {
    currency: string
    time_zone: string
    free_cancellation_days: number
    reference_prefix: string
  }
  periods: RatePeriodRow[]
  rules: StayRuleRow[]
  closures: { room_id: number; date: string }[]
  bookings: { id: string; room_id: number; check_in: string; check_out: string }[]
}

/** Node's drivers give `json` parsed; a driver that does not gives its text. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value

/**
 * What `stays` in `rooms` touch, in one statement: the settings (currency,
 * time zone, cancellation policy), the rooms' rate periods, the stay rules, the rooms' closures
 * and their confirmed bookings on those nights. Read after the rooms are locked, so it sees
 * every booking, rate and closure committed before.
 */
export async function readWorld(
  tx: Queryable,
  rooms: readonly Room[],
  stays: readonly Stay[],
  at: Date,
): Promise<BookingWorld> {
  // From the first day to the last any stay names: a superset the decision narrows down (read
  // before the dates are checked, so a stay that ends before it starts is read in order too).
  const days = stays.flatMap((stay) => [stay.checkIn, stay.checkOut]).sort()
  const [from, to] = [days[0], days.at(-1)]
  const [row] = await tx.query<WorldRow>(
    `SELECT
       (SELECT json_build_object('currency', trim(currency), 'time_zone', time_zone,
                 'free_cancellation_days', free_cancellation_days,
                 'reference_prefix', reference_prefix)
          FROM settings WHERE id = 1) AS settings,
       (SELECT coalesce(json_agg(p ORDER BY p.room_id, p.first_night, p.id), '[]')
          FROM (SELECT ${RATE_PERIOD_COLUMNS} FROM rate_periods
                 WHERE room_id = ANY($1::int[]) AND first_night < $3::date
                   AND last_night >= $2::date) p) AS periods,
       (SELECT coalesce(json_agg(s ORDER BY s.first_day, s.id), '[]')
          FROM (SELECT ${STAY_RULE_COLUMNS} FROM stay_rules
                 WHERE daterange(first_day, last_day, '[]')
                       && daterange($2::date, $3::date, '[]')) s) AS rules,
       (SELECT coalesce(json_agg(json_build_object('room_id', room_id, 'date', date)), '[]')
          FROM closures
         WHERE room_id = ANY($1::int[]) AND date >= $2::date AND date < $3::date) AS closures,
       (SELECT coalesce(json_agg(json_build_object('id', id, 'room_id', room_id,
                 'check_in', check_in, 'check_out', check_out)), '[]')
          FROM bookings
         WHERE room_id = ANY($1::int[]) AND status = 'confirmed'
           AND stay && daterange($2::date, $3::date)) AS bookings`,
    [rooms.map((room) => room.id), from, to],
  )
  const settings = parsed(row!.settings)
  return {
    today: todayIn(settings.time_zone, at),
    currency: settings.currency,
    freeCancellationDays: Number(settings.free_cancellation_days),
    referencePrefix: settings.reference_prefix,
    rooms,
    periods: parsed(row!.periods).map(toRatePeriod),
    rules: parsed(row!.rules).map(toStayRule),
    closures: parsed(row!.closures).map((c) => ({ roomId: Number(c.room_id), date: c.date })),
    bookings: parsed(row!.bookings).map((b) => ({
      id: b.id,
      roomId: Number(b.room_id),
      checkIn: b.check_in,
      checkOut: b.check_out,
      status: 'confirmed' as const,
    })),
  }
}

/** The booking `id` (with its room's name), locked for the transaction; none when there is no such. */
export async function lockBooking(tx: Queryable, id: string) {
  const [row] = await tx.query<BookingRow>(
    `SELECT ${LOCKED_BOOKING_COLUMNS} FROM bookings b WHERE b.id = $1::uuid FOR UPDATE`,
    [id],
  )
  return row && toBooking(row)
}

/** The booking `id` as it is now; none when there is no such. */
export async function readBooking(tx: Queryable, id: string) {
  const [row] = await tx.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN rooms r ON r.id = b.room_id WHERE b.id = $1::uuid`,
    [id],
  )
  return row && toBooking(row)
}

const placeholders = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `$${i + from}`).join(', ')

/**
 * Inserts a booking; `undefined` when its reference is already taken (1 in 2^50: draw another).
 * The exclusion constraint refuses a stay another confirmed booking holds, whatever the race.
 */
export async function insertBooking(tx: Queryable, fields: BookingFields, roomName: string) {
  const { columns, values } = bookingColumns(fields)
  const [row] = await tx.query<BookingRow>(
    `INSERT INTO bookings (${columns.join(', ')}) VALUES (${placeholders(columns.length)})
     ON CONFLICT (reference) DO NOTHING RETURNING ${BOOKING_RETURNING}`,
    values,
  )
  return row && toBooking({ ...row, room_name: roomName })
}

/** Sets some of a booking's fields. */
export async function updateBooking(tx: Queryable, id: string, fields: BookingFields) {
  const { columns, values } = bookingColumns(fields)
  if (!columns.length) return
  await tx.query(
    `UPDATE bookings SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')}
     WHERE id = $1::uuid`,
    [id, ...values],
  )
}

/**
 * Takes back the booking's email of `kind` that has not gone yet (waiting, or held for staff):
 * whether there was one.
 */
export async function withdrawEmail(tx: Queryable, bookingId: string, kind: EmailKind) {
  const rows = await tx.query(
    `DELETE FROM emails WHERE booking_id = $1::uuid AND kind = $2
       AND status IN ('new', 'held', 'pending') RETURNING id`,
    [bookingId, kind],
  )
  return rows.length > 0
}

/** The lines of a booking's history, by whoever asked. */
export async function writeHistory(
  tx: Queryable,
  bookingId: string,
  lines: readonly HistoryLine[],
  actor: Actor,
  at: Date,
) {
  if (!lines.length) return
  const staff = actor.by === 'staff' ? actor : undefined
  await tx.query(
    `INSERT INTO booking_events (booking_id, kind, at, actor, staff_id, staff_name, detail)
     SELECT $1::uuid, line.kind, $2::timestamptz, $3, $4::int, $5, line.detail
       FROM jsonb_to_recordset($6::text::jsonb) AS line(kind text, detail text)`,
    [
      bookingId,
      at.toISOString(),
      actor.by,
      staff?.staffId ?? null,
      staff?.staffName ?? null,
      JSON.stringify(lines),
    ],
  )
}

/**
 * The booking's email, in the outbox: the mailer (server/mail) composes and sends it. A change's
 * email keeps the stay `before` it.
 */
export async function writeEmail(
  tx: Queryable,
  bookingId: string,
  kind: EmailKind,
  at: Date,
  before?: StayBefore,
) {
  await tx.query(
    'INSERT INTO emails (booking_id, kind, created_at, before) VALUES ($1::uuid, $2, $3, $4::text::jsonb)',
    [bookingId, kind, at.toISOString(), before ? JSON.stringify(before) : null],
  )
}
