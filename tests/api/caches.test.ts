/**
 * The server keeps rooms, settings and search answers in memory. Every change a guest or the
 * staff make must show in the very next search or booking, on this server and on another
 * server of the same database; a server that missed a change still books at the true price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  availabilityResponseSchema,
  bookingResponseSchema,
  closuresSchema,
  errorBodySchema,
  settingsSchema,
} from '@/api/contract'
import { buildPath, paths } from '@/api/paths'
import { addDays, todayIn } from '@/domain/dates'

import { createApp } from '../../server/app'
import { type Db } from '../../server/db/types'
import { openDemoDb, ROOMY_LIMITS, staffToken, usingPostgres } from './test-db'

type App = ReturnType<typeof createApp>

let db: Db
let app: App
let token: string
beforeAll(async () => {
  db = await openDemoDb()
  app = createApp({ db, limits: ROOMY_LIMITS })
  token = await staffToken(app)
}, 60_000)
afterAll(() => db?.close())

const today = todayIn('Europe/Lisbon')
/** A stay of `nights` nights starting `from` days ahead, clear of the demo bookings. */
const stay = (from: number, nights = 3) => ({
  checkIn: addDays(today, from),
  checkOut: addDays(today, from + nights),
})

async function search(server: App, dates: { checkIn: string; checkOut: string }, guests = 1) {
  const res = await server.request(`/api${buildPath(paths.availability, {}, { ...dates, guests })}`)
  expect(res.status).toBe(200)
  return availabilityResponseSchema.parse(await res.json())
}
const roomIds = (results: { room: { id: number } }[]) => results.map((r) => r.room.id)

let keys = 0
const book = (
  server: App,
  roomId: number,
  dates: { checkIn: string; checkOut: string },
  key = `cache-${++keys}`,
) =>
  server.request(`/api${paths.bookings}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({
      roomId,
      ...dates,
      guests: 1,
      guest: { name: 'Cache Guest', email: 'cache@example.com' },
    }),
  })

const admin = (server: App, method: string, path: string, body?: unknown) =>
  server.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

describe('in-memory answers follow every change', () => {
  it('a booking takes the room out of the next search, a cancellation puts it back', async () => {
    const dates = stay(150)
    expect(roomIds(await search(app, dates))).toContain(1)
    const res = await book(app, 1, dates)
    expect(res.status).toBe(201)
    const { booking } = bookingResponseSchema.parse(await res.json())
    expect(roomIds(await search(app, dates))).not.toContain(1)

    const cancel = await admin(app, 'POST', buildPath(paths.adminBookingCancel, { id: booking.id }))
    expect(cancel.status).toBe(200)
    expect(roomIds(await search(app, dates))).toContain(1)
  })

  it('a stay taken meanwhile answers 409, and the retry gets the same 409', async () => {
    const dates = stay(160)
    expect((await book(app, 3, dates)).status).toBe(201)
    const first = await book(app, 3, dates, 'cache-taken')
    expect(first.status).toBe(409)
    expect(errorBodySchema.parse(await first.json()).error.code).toBe('room_unavailable')
    const retry = await book(app, 3, dates, 'cache-taken')
    expect(retry.status).toBe(409)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
  })

  it('closing a night hides the room from the next search; reopening shows it again', async () => {
    const dates = stay(170)
    const closuresPath = buildPath(paths.adminRoomClosures, { id: 5 })
    const before = closuresSchema.parse(await (await admin(app, 'GET', closuresPath)).json())
    expect(roomIds(await search(app, dates))).toContain(5)

    const closed = [...before.dates, addDays(today, 171)].sort()
    expect((await admin(app, 'PUT', closuresPath, { dates: closed })).status).toBe(200)
    expect(roomIds(await search(app, dates))).not.toContain(5)
    expect((await book(app, 5, dates)).status).toBe(409)

    expect((await admin(app, 'PUT', closuresPath, before)).status).toBe(200)
    expect(roomIds(await search(app, dates))).toContain(5)
  })

  it('a room’s new rate and name show in the next search and booking', async () => {
    const dates = stay(180)
    await search(app, dates)
    expect((await book(app, 2, stay(185))).status).toBe(201) // the booking path has read the rooms
    const patch = await admin(app, 'PATCH', buildPath(paths.adminRoom, { id: 2 }), {
      rate: 17000,
      name: 'Sea View Suite (renewed)',
    })
    expect(patch.status).toBe(200)

    const found = (await search(app, dates)).find((r) => r.room.id === 2)
    expect(found?.total).toBe(3 * 17000)
    expect(found?.room.name).toBe('Sea View Suite (renewed)')
    const res = await book(app, 2, dates)
    expect(res.status).toBe(201)
    const { booking } = bookingResponseSchema.parse(await res.json())
    expect(booking.total).toBe(3 * 17000)
    expect(booking.roomName).toBe('Sea View Suite (renewed)')
  })

  it('a deactivated room leaves the next search and cannot be booked; a new room appears', async () => {
    const dates = stay(190)
    expect(roomIds(await search(app, dates))).toContain(4)
    await admin(app, 'PATCH', buildPath(paths.adminRoom, { id: 4 }), { active: false })
    expect(roomIds(await search(app, dates))).not.toContain(4)
    const refused = await book(app, 4, dates)
    expect(refused.status).toBe(400)
    expect(errorBodySchema.parse(await refused.json()).error.fields?.roomId).toBeDefined()
    await admin(app, 'PATCH', buildPath(paths.adminRoom, { id: 4 }), { active: true })
    expect(roomIds(await search(app, dates))).toContain(4)

    const created = await admin(app, 'POST', paths.adminRooms, {
      name: 'Garden Annexe',
      capacity: 2,
      rate: 8000,
    })
    expect(created.status).toBe(201)
    const { room } = (await created.json()) as { room: { id: number } }
    expect(roomIds(await search(app, dates))).toContain(room.id)
    expect((await book(app, room.id, dates)).status).toBe(201)
  })

  it('a new currency shows in the next search and booking', async () => {
    const dates = stay(200)
    expect((await search(app, dates))[0]?.currency).toBe('EUR')
    const settings = settingsSchema.parse(
      await (await admin(app, 'GET', paths.adminSettings)).json(),
    )
    const put = await admin(app, 'PUT', paths.adminSettings, { ...settings, currency: 'GBP' })
    expect(put.status).toBe(200)
    try {
      expect((await search(app, dates))[0]?.currency).toBe('GBP')
      const res = await book(app, 1, dates)
      expect(bookingResponseSchema.parse(await res.json()).booking.currency).toBe('GBP')
    } finally {
      await admin(app, 'PUT', paths.adminSettings, settings)
    }
  })
})

describe('answers kept by the query as asked', () => {
  it('the same query text is answered from memory only on the day it was asked', async () => {
    let clock = Date.now()
    const dated = createApp({ db, limits: ROOMY_LIMITS, now: () => new Date(clock) })
    const today = todayIn('Europe/Lisbon', new Date(clock))
    const url = `/api${paths.availability}?checkIn=${today}&checkOut=${addDays(today, 1)}&guests=1`
    const first = await dated.request(url)
    expect(first.status).toBe(200)
    const again = await dated.request(url)
    expect(await again.text()).toBe(await first.text())
    // A day later the same text asks for a check-in in the past: checked again, not remembered.
    clock += 24 * 60 * 60 * 1000
    const tomorrow = await dated.request(url)
    expect(tomorrow.status).toBe(400)
  })
})

describe('two servers on one database', () => {
  it('a second server sees the first one’s changes in its next searches', async () => {
    const other = createApp({ db, limits: ROOMY_LIMITS })
    const dates = stay(240) // past the demo's winter rates (days 205–234): the room's own rate
    expect(roomIds(await search(other, dates))).toContain(1)
    expect((await book(app, 1, dates)).status).toBe(201)
    // On Postgres the news travels by NOTIFY: a moment later at most.
    await expect.poll(async () => roomIds(await search(other, dates))).not.toContain(1)

    await admin(app, 'PATCH', buildPath(paths.adminRoom, { id: 5 }), { rate: 11500 })
    await expect
      .poll(async () => (await search(other, dates)).find((r) => r.room.id === 5)?.total)
      .toBe(3 * 11500)
  })

  it('a server that missed a room change still books at the room’s true rate and name', async () => {
    // No change feed: this server never hears of the other's changes.
    const deaf = createApp({ db: { ...db, changeFeed: undefined }, limits: ROOMY_LIMITS })
    expect((await book(deaf, 1, stay(250))).status).toBe(201) // it has read the rooms now
    await admin(app, 'PATCH', buildPath(paths.adminRoom, { id: 1 }), {
      rate: 9900,
      name: 'Garden Room (renewed)',
    })
    const res = await book(deaf, 1, stay(255))
    expect(res.status).toBe(201)
    const { booking } = bookingResponseSchema.parse(await res.json())
    expect(booking.total).toBe(3 * 9900)
    expect(booking.roomName).toBe('Garden Room (renewed)')
  })
})

// Only Postgres has a LISTEN connection to lose (PGlite's feed is in-process); the flush itself
// is also tested without a database in server/lib/changes.test.ts.
if (usingPostgres()) {
  describe('the change feed’s connection', () => {
    it('a change missed while the LISTEN connection was down shows once it is back', async () => {
      const dates = stay(260) // past the demo's winter rates: the room's own rate
      const total = async () => (await search(app, dates)).find((r) => r.room.id === 3)?.total
      const before = (await total())!
      // Written around the server with the table's triggers off, so no NOTIFY (as a change made
      // while nobody listens): the cached answer stays as it was.
      await db.query('ALTER TABLE rooms DISABLE TRIGGER USER')
      await db.query('UPDATE rooms SET rate = rate + 100 WHERE id = 3')
      await db.query('ALTER TABLE rooms ENABLE TRIGGER USER')
      expect(await total()).toBe(before)

      // The LISTEN connection drops (a restart, a network cut); the driver connects again.
      // (This file's database is a schema, with a channel of its own: see test-db.ts.)
      const cut = await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE query = 'listen "nightjar_changes_' || current_schema() || '"'`,
      )
      expect(cut).toHaveLength(1)
      await expect.poll(total, { timeout: 4_000 }).toBe(before + 3 * 100)
    })
  })
}
