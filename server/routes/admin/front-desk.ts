import {} from 'hono'

import { endpoints } from '@/api/paths'
import { defaultDeskStart, deskRooms, deskWindowEnd, takenNights } from '@/domain/front-desk'

import {
  BOOKING_COLUMNS,
  type BookingRow,
  ROOM_COLUMNS,
  type RoomRow,
  toBooking,
  toRoom,
} from '../../db/rows'
import { type Deps } from '../../deps'
import { endpointRouter } from '../../lib/endpoint'
import {} from '../../lib/validate'

/**
 * The front desk's reads: the window of rooms × days (`GET /admin/front-desk`) and each room's
 * booked and closed nights for the booking form's calendar (`GET /admin/front-desk/nights`).
 */
export function adminFrontDeskRouter(deps: Deps) {
  const { db, settings } = deps
  const { router, on } = endpointRouter(deps)

  on(endpoints.adminFrontDesk, async (c, input) => {
    const { from: asked, days } = input.query
    const today = await settings.today()
    const from = asked ?? defaultDeskStart(today)
    const to = deskWindowEnd(from, days)
    const [roomRows, stayRows, todayRows, closureRows] = await Promise.all([
      db.query<RoomRow>(`SELECT ${ROOM_COLUMNS} FROM rooms ORDER BY id`),
      db.query<BookingRow>(
        `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN rooms r ON r.id = b.room_id
         WHERE b.status = 'confirmed' AND b.check_in <= $2::date AND b.check_out >= $1::date
         ORDER BY b.room_id, b.check_in`,
        [from, to],
      ),
      db.query<BookingRow>(
        `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN rooms r ON r.id = b.room_id
         WHERE b.status = 'confirmed' AND (b.check_in = $1::date OR b.check_out = $1::date)
         ORDER BY b.room_id, b.check_in`,
        [today],
      ),
      db.query<{ room_id: number; date: string; reason: string | null }>(
        `SELECT room_id, date::text AS date, reason FROM closures
         WHERE date >= $1::date AND date <= $2::date ORDER BY room_id, date`,
        [from, to],
      ),
    ])
    const bookings = stayRows.map(toBooking)
    const todays = todayRows.map(toBooking)
    return c.json({
      from,
      to,
      days,
      today,
      rooms: deskRooms(roomRows.map(toRoom), bookings),
      bookings,
      closures: closureRows.map((row) => ({
        roomId: Number(row.room_id),
        date: row.date,
        reason: row.reason,
      })),
      arrivals: todays.filter((booking) => booking.checkIn === today),
      departures: todays.filter((booking) => booking.checkOut === today),
    })
  })

  on(endpoints.adminTakenNights, async (c, input) => {
    const { from, to, exclude } = input.query
    const [rooms, stays, closures] = await Promise.all([
      db.query<{ id: number }>('SELECT id FROM rooms ORDER BY id'),
      db.query<{ id: string; room_id: number; check_in: string; check_out: string }>(
        `SELECT id::text AS id, room_id, check_in, check_out FROM bookings
         WHERE status = 'confirmed' AND check_in <= $2::date AND check_out > $1::date`,
        [from, to],
      ),
      db.query<{ room_id: number; date: string }>(
        'SELECT room_id, date::text AS date FROM closures WHERE date >= $1::date AND date <= $2::date',
        [from, to],
      ),
    ])
    const nights = takenNights(
      rooms.map((room) => Number(room.id)),
      stays.map((stay) => ({
        id: stay.id,
        roomId: Number(stay.room_id),
        checkIn: stay.check_in,
        checkOut: stay.check_out,
        status: 'confirmed' as const,
      })),
      closures.map((closure) => ({ roomId: Number(closure.room_id), date: closure.date })),
      { from, to },
      exclude,
    )
    return c.json({ from, to, rooms: nights })
  })
  return router
}
