/**
 * The front desk under a busy desk's load: many moves onto the same nights at once (the
 * exclusion constraint lets one through), fifty staff bookings and moves onto one night at once
 * (one wins), the same arrival checked in fifty times at once, and odd values in a move.
 */
import { describe, expect, it } from 'vitest'

import { bookingCreatedSchema, bookingResponseSchema, IDEMPOTENCY_KEY_HEADER } from '@/api/contract'
import { buildPath, paths } from '@/api/paths'
import { addDays, todayIn } from '@/domain/dates'

import { createApp } from '../../server/app'
import { demoApp, ROOMY_LIMITS, usingPostgres } from './test-db'

const demo = demoApp()
const today = todayIn('Europe/Lisbon')
const day = (n: number) => addDays(today, n)

const call = (method: string, path: string, body?: unknown) =>
  demo.app.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

async function book(roomId: number, from: number, to: number, key: string) {
  const res = await demo.app.request(`/api${paths.bookings}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
    body: JSON.stringify({
      roomId,
      checkIn: day(from),
      checkOut: day(to),
      guests: 1,
      guest: { name: 'Desk Test', email: `${key}@example.com` },
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return bookingCreatedSchema.parse(await res.json()).booking
}

describe(`the front desk on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  it('twenty bookings moved onto the same free nights at once: one moves, the rest are refused', async () => {
    const stays = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        // One night each, after the demo's rates and stay rules (a high season's three-night
        // minimum from day 104, the winter rates).
        book(1 + (i % 2) * 2, 240 + i * 3, 241 + i * 3, `move-${i}`),
      ),
    )
    const answers = await Promise.all(
      stays.map((stay) =>
        call('PATCH', buildPath(paths.adminBooking, { id: stay.id }), {
          roomId: 5,
          checkIn: day(200),
          checkOut: day(202),
          price: 'reprice',
        }),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    const refusals = await Promise.all(
      answers.filter((res) => res.status === 409).map((res) => res.json()),
    )
    expect(refusals.map((body) => (body as { error: { code: string } }).error.code)).toEqual(
      Array.from({ length: 19 }, () => 'room_unavailable'),
    )
  })

  it('fifty moves of one booking at once, each charging the new price: it moves once, with one email to the guest', async () => {
    const stay = await book(1, 320, 322, 'move-once')
    const target = { roomId: 2, checkIn: day(320), checkOut: day(322), price: 'reprice' }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('PATCH', buildPath(paths.adminBooking, { id: stay.id }), target),
      ),
    )
    // The first moves it; the rest find it moved already: nothing to change.
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 200))
    const [moved] = await demo.db.query<{ room_id: number; total: number }>(
      'SELECT room_id, total FROM bookings WHERE id = $1::uuid',
      [stay.id],
    )
    expect(moved!.room_id).toBe(2)
    const emails = await demo.db.query<{ kind: string }>(
      'SELECT kind FROM emails WHERE booking_id = $1::uuid ORDER BY id',
      [stay.id],
    )
    expect(emails.map((email) => email.kind)).toEqual(['confirmation', 'change'])
    const history = (await (
      await call('GET', buildPath(paths.adminBookingHistory, { id: stay.id }))
    ).json()) as { events: { kind: string }[] }
    expect(history.events.map((event) => event.kind)).toEqual(['created', 'moved'])
  })

  it('fifty undos at once of two cancelled bookings of the same nights, across two servers: one is confirmed again, once, and both servers stop offering its nights', async () => {
    const first = await book(3, 330, 332, 'undo-first')
    const cancel = (id: string) => call('POST', buildPath(paths.adminBookingCancel, { id }))
    expect((await cancel(first.id)).status).toBe(200)
    const second = await book(3, 330, 332, 'undo-second')
    expect((await cancel(second.id)).status).toBe(200)
    // A second server of the same database (its own caches, told of changes by the database).
    const other = createApp({ db: demo.db, limits: ROOMY_LIMITS })
    const stays = `/api${buildPath(paths.availability, {}, { checkIn: day(330), checkOut: day(332), guests: 1 })}`
    const offered = async (app: typeof other) =>
      ((await (await app.request(stays)).json()) as { room: { id: number } }[]).some(
        (item) => item.room.id === 3,
      )
    expect([await offered(demo.app), await offered(other)]).toEqual([true, true])
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 4 < 2 ? demo.app : other).request(
          `/api${buildPath(paths.adminBookingUndo, { id: i % 2 ? second.id : first.id })}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
            body: JSON.stringify({ change: 'cancelled' }),
          },
        ),
      ),
    )
    expect([await offered(demo.app), await offered(other)]).toEqual([false, false])
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    // The rest: that booking's cancellation is undone already, or the other holds its nights.
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const rows = await demo.db.query<{ id: string; undone: number }>(
      `SELECT b.id, (SELECT count(*)::int FROM booking_events e
                      WHERE e.booking_id = b.id AND e.kind = 'undone') AS undone
         FROM bookings b WHERE b.id = ANY($1::uuid[]) AND b.status = 'confirmed'`,
      [[first.id, second.id]],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.undone).toBe(1)
  })

  it('fifty changes of one room’s closures at once, each with its own reason: the room ends with one of them whole', async () => {
    const nights = [day(340), day(341), day(342)]
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('PUT', buildPath(paths.adminRoomClosures, { id: 4 }), {
          dates: nights.slice(0, 1 + (i % 3)),
          reasons: Object.fromEntries(nights.map((night) => [night, `Reason ${i}`])),
        }),
      ),
    )
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 200))
    const rows = await demo.db.query<{ date: string; reason: string }>(
      `SELECT date::text AS date, reason FROM closures WHERE room_id = 4 AND date >= $1::date
        ORDER BY date`,
      [nights[0]],
    )
    expect(new Set(rows.map((row) => row.reason)).size).toBe(1)
    expect(rows.map((row) => row.date)).toEqual(nights.slice(0, rows.length))
  })

  it('fifty staff bookings of one night at once: one books (and writes one email), the rest are refused', async () => {
    const night = { roomId: 2, checkIn: day(230), checkOut: day(231) }
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('POST', paths.adminBookings, {
          ...night,
          guests: 1,
          guest: { name: `Walk-in ${i}`, email: `walk-in-${i}@example.com` },
        }),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const [won] = await Promise.all(
      answers.filter((res) => res.status === 201).map((r) => r.json()),
    )
    const booking = bookingResponseSchema.parse(won).booking
    const emails = await demo.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM emails WHERE booking_id = $1::uuid',
      [booking.id],
    )
    expect(emails[0]!.n).toBe(1)
    const held = await demo.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings
       WHERE room_id = 2 AND status = 'confirmed' AND stay && daterange($1::date, $2::date)`,
      [night.checkIn, night.checkOut],
    )
    expect(held[0]!.n).toBe(1)
  })

  it('fifty at once onto one night, staff bookings and moves mixed: exactly one wins', async () => {
    const stays = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        // Clear of the stays the first test booked (and moved).
        book(1 + (i % 2) * 4, 300 + i * 2, 301 + i * 2, `mix-${i}`),
      ),
    )
    const night = { roomId: 4, checkIn: day(239), checkOut: day(240) }
    const answers = await Promise.all([
      ...stays.map((stay) =>
        call('PATCH', buildPath(paths.adminBooking, { id: stay.id }), {
          ...night,
          price: 'reprice',
        }),
      ),
      ...Array.from({ length: 25 }, (_, i) =>
        call('POST', paths.adminBookings, {
          ...night,
          guests: 1,
          guest: { name: `Phone ${i}`, email: `phone-${i}@example.com` },
        }),
      ),
    ])
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
  })

  it('fifty check-ins of one arrival at once: one checks in, the rest are told it is done', async () => {
    const stay = await book(4, 0, 1, 'arrival-today')
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', buildPath(paths.adminBookingStay, { id: stay.id }), { action: 'check_in' }),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const history = (await (
      await call('GET', buildPath(paths.adminBookingHistory, { id: stay.id }))
    ).json()) as { events: { kind: string }[] }
    expect(history.events.map((event) => event.kind)).toEqual(['created', 'checked_in'])
  })

  it('odd values in a move are a 400 naming the field, and the booking stays', async () => {
    const stay = await book(2, 150, 152, 'odd-move')
    const path = buildPath(paths.adminBooking, { id: stay.id })
    const odd: [string, unknown][] = [
      ['roomId', 2 ** 31],
      ['roomId', -1],
      ['roomId', '2'],
      ['checkIn', '0100-01-01'],
      ['checkIn', '2026-02-30'],
      ['checkOut', 'x'.repeat(10_000)],
      ['checkOut', day(151) + '\u0000'],
    ]
    for (const [field, value] of odd) {
      const res = await call('PATCH', path, {
        roomId: 2,
        checkIn: day(160),
        checkOut: day(161),
        [field]: value,
      })
      expect(res.status, `${field}=${String(value).slice(0, 20)}`).toBe(400)
      const body = (await res.json()) as { error: { fields?: Record<string, string> } }
      expect(Object.keys(body.error.fields ?? {})).toContain(field)
    }
    const unknown = await call('PATCH', buildPath(paths.adminBooking, { id: '1e3' }), {
      roomId: 2,
      checkIn: day(160),
      checkOut: day(161),
    })
    expect(unknown.status).toBe(404)
    const after = await call('GET', buildPath(paths.adminBookings, {}, { q: stay.reference }))
    const list = (await after.json()) as { items: unknown[] }
    expect(bookingResponseSchema.shape.booking.parse(list.items[0])).toMatchObject({
      checkIn: day(150),
      checkOut: day(152),
      roomId: 2,
    })
  })
})
