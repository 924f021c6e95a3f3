/**
 * Removing the demo (`GET /api/admin/demo`, `POST /api/admin/demo/remove`): an owner who tried
 * the demo starts the inn afresh on the same database. Everything of the inn goes in one
 * transaction, the settings become a new inn's, and the demo's account is switched off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  bookingResponseSchema,
  demoDataSchema,
  errorBodySchema,
  loginResponseSchema,
  roomListSchema,
  roomResponseSchema,
  settingsSchema,
} from '@/api/contract'
import { API_BASE, paths } from '@/api/paths'
import { addDays, todayIn } from '@/domain/dates'
import { DEMO_MESSAGES } from '@/domain/demo-data'
import { FRESH_SETTINGS } from '@/domain/settings'

import { createApp } from '../../server/app'
import { ensureStaff } from '../../server/db/seed'
import { type Db } from '../../server/db/types'
import { openDemoDb, openTestDb, ROOMY_LIMITS, staffToken } from './test-db'

type App = ReturnType<typeof createApp>

const call = (app: App, method: string, path: string, token?: string, body?: unknown) =>
  app.request(`${API_BASE}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

async function signIn(app: App, email: string, password: string) {
  const res = await call(app, 'POST', paths.login, undefined, { email, password })
  return res.status === 200 ? loginResponseSchema.parse(await res.json()).token : res.status
}

describe('removing the demo', () => {
  let db: Db
  let app: App
  let demoToken: string
  beforeAll(async () => {
    db = await openDemoDb()
    app = createApp({ db, limits: ROOMY_LIMITS })
    demoToken = await staffToken(app)
  }, 60_000)
  afterAll(() => db?.close())

  it('is refused to the demo’s own account, and to a colleague; a second owner removes it once', async () => {
    const before = demoDataSchema.parse(
      await (await call(app, 'GET', paths.adminDemo, demoToken)).json(),
    )
    expect(before).toMatchObject({ present: true })
    expect(before.rooms).toBeGreaterThan(0)
    expect(before.bookings).toBeGreaterThan(0)

    // The demo's account would switch itself off: it is told to sign in with its own first.
    const own = await call(app, 'POST', paths.adminRemoveDemo, demoToken)
    expect(own.status).toBe(409)
    expect(errorBodySchema.parse(await own.json()).error.message).toBe(DEMO_MESSAGES.signedInAsDemo)

    // The owner adds an account of their own, and a colleague.
    for (const [email, role] of [
      ['owner@inn.test', 'owner'],
      ['desk@inn.test', 'staff'],
    ] as const) {
      const added = await call(app, 'POST', paths.adminStaff, demoToken, {
        name: role,
        email,
        role,
        password: 'a-long-enough-password',
      })
      expect(added.status).toBe(201)
    }
    const owner = (await signIn(app, 'owner@inn.test', 'a-long-enough-password')) as string
    const desk = (await signIn(app, 'desk@inn.test', 'a-long-enough-password')) as string
    expect((await call(app, 'POST', paths.adminRemoveDemo, desk)).status).toBe(403)
    expect((await call(app, 'GET', paths.adminDemo, desk)).status).toBe(403)

    // Fifty at once (a double tap, several tabs), split across two servers of the database:
    // removed once, the rest find no demo.
    const other = createApp({ db, limits: ROOMY_LIMITS })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(i % 2 ? other : app, 'POST', paths.adminRemoveDemo, owner),
      ),
    )
    const statuses = answers.map((res) => res.status).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 404)).toHaveLength(49)
    const removed = demoDataSchema.parse(await answers.find((res) => res.status === 200)!.json())
    expect(removed).toEqual({ ...before, present: false })

    const after = demoDataSchema.parse(
      await (await call(app, 'GET', paths.adminDemo, owner)).json(),
    )
    expect(after).toEqual({
      present: false,
      rooms: 0,
      bookings: 0,
      ratePeriods: 0,
      stayRules: 0,
      closedNights: 0,
      photos: 0,
    })
    const [rows] = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM emails)::int + (SELECT count(*) FROM booking_events)::int
            + (SELECT count(*) FROM booking_keys)::int AS n`,
    )
    expect(rows!.n).toBe(0)
    // A new inn's settings; nothing of the demo's on the public side.
    expect(settingsSchema.parse(await (await call(app, 'GET', paths.inn)).json())).toEqual(
      FRESH_SETTINGS,
    )
    expect(roomListSchema.parse(await (await call(app, 'GET', paths.rooms)).json())).toEqual([])
    // The demo's account is off: its session ended, and it cannot sign in again.
    expect((await call(app, 'GET', paths.me, demoToken)).status).toBe(401)
    expect(await signIn(app, 'staff@nightjar.test', 'nightjar-demo')).toBe(401)
    // The colleague and the owner carry on; a new room takes a booking with the new prefix.
    expect((await call(app, 'GET', paths.me, desk)).status).toBe(200)
    const room = roomResponseSchema.parse(
      await (
        await call(app, 'POST', paths.adminRooms, owner, {
          name: 'Blue Room',
          capacity: 2,
          rate: 9000,
        })
      ).json(),
    ).room
    const today = todayIn(FRESH_SETTINGS.timeZone)
    const booked = await call(app, 'POST', paths.adminBookings, owner, {
      roomId: room.id,
      checkIn: addDays(today, 10),
      checkOut: addDays(today, 12),
      guests: 2,
      guest: { name: 'Ana Reis', email: 'ana@example.com' },
    })
    expect(booked.status).toBe(201)
    expect(bookingResponseSchema.parse(await booked.json()).booking.reference).toMatch(/^BK-/)
    // Nothing more to remove.
    expect((await call(app, 'POST', paths.adminRemoveDemo, owner)).status).toBe(404)
  })
})

describe('an inn that never had the demo', () => {
  let db: Db
  let app: App
  beforeAll(async () => {
    db = await openTestDb()
    await ensureStaff(db, 'owner@inn.test', 'a-long-enough-password')
    app = createApp({ db, limits: ROOMY_LIMITS })
  }, 60_000)
  afterAll(() => db?.close())

  it('has no demo to remove', async () => {
    const owner = (await signIn(app, 'owner@inn.test', 'a-long-enough-password')) as string
    const data = demoDataSchema.parse(await (await call(app, 'GET', paths.adminDemo, owner)).json())
    expect(data.present).toBe(false)
    const res = await call(app, 'POST', paths.adminRemoveDemo, owner)
    expect(res.status).toBe(404)
    expect(errorBodySchema.parse(await res.json()).error.message).toBe(DEMO_MESSAGES.none)
  })
})
