/**
 * Rates and stay rules as the booking service reads them: inside its transaction, so a server
 * that missed a change of rates or rules still books at the nights' true price, and bookings
 * racing rate edits are each priced by the rates in force when written. On PGlite and on
 * Postgres.
 */
import { describe, expect, it } from 'vitest'

import { bookingCreatedSchema, IDEMPOTENCY_KEY_HEADER, type Rates } from '@/api/contract'
import { buildPath, paths } from '@/api/paths'
import { addDays, todayIn } from '@/domain/dates'
import { priceStay } from '@/domain/rates'

import { createApp } from '../../server/app'
import { demoApp, ROOMY_LIMITS, usingPostgres } from './test-db'

const today = todayIn('Europe/Lisbon')
const day = (n: number) => addDays(today, n)
const engine = usingPostgres() ? 'Postgres' : 'PGlite'

describe(`a server and the rates it read, on ${engine}`, () => {
  const demo = demoApp()
  const admin = (method: string, path: string, body?: unknown) =>
    demo.app.request(`/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const book = (
    app: ReturnType<typeof createApp>,
    checkIn: string,
    checkOut: string,
    key: string,
  ) =>
    app.request(`/api${paths.bookings}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
      body: JSON.stringify({
        roomId: 3,
        checkIn,
        checkOut,
        guests: 1,
        guest: { name: 'Rate Test', email: `${key}@example.com` },
      }),
    })

  it('fifty rate periods for the same room and nights at once: one is saved, the rest are 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        admin('POST', paths.adminRatePeriods, {
          roomId: 4,
          name: `Race ${i}`,
          from: day(300),
          to: day(302),
          rate: 10_000 + i,
        }),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const rates = (await (await admin('GET', paths.adminRates)).json()) as Rates
    expect(rates.periods.filter((p) => p.roomId === 4 && p.from === day(300))).toHaveLength(1)
  })

  it('one that missed a change of rates or rules books at the nights’ true price, or refuses', async () => {
    // No change feed: this server never hears of the other's changes.
    const deaf = createApp({ db: { ...demo.db, changeFeed: undefined }, limits: ROOMY_LIMITS })
    expect((await book(deaf, day(300), day(301), 'deaf-1')).status).toBe(201) // it has read the rates
    const created = await admin('POST', paths.adminRatePeriods, {
      roomId: 3,
      from: day(305),
      to: day(305),
      rate: 7700,
    })
    expect(created.status).toBe(201)
    const res = await book(deaf, day(304), day(306), 'deaf-2')
    expect(res.status).toBe(201)
    expect(bookingCreatedSchema.parse(await res.json()).booking.total).toBe(6500 + 7700)
    // A rule the deaf server has not read: refused as if it had, naming the field.
    await admin('POST', paths.adminStayRules, { from: day(310), to: day(310), minNights: 2 })
    const refused = await book(deaf, day(310), day(311), 'deaf-3')
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(body.error.fields)).toEqual(['checkOut'])
  })

  it('twenty bookings while the room’s rates change under them: each at what its nights cost when it was written', async () => {
    const stays = Array.from(
      { length: 20 },
      (_, i) => [day(320 + i * 2), day(321 + i * 2)] as const,
    )
    const edits = Array.from({ length: 10 }, (_, i) =>
      admin('POST', paths.adminRatePeriods, {
        roomId: 3,
        from: day(320 + i * 4),
        to: day(321 + i * 4),
        rate: 5000 + i,
      }),
    )
    const answers = await Promise.all([
      ...stays.map(([checkIn, checkOut], i) => book(demo.app, checkIn, checkOut, `race-${i}`)),
      ...edits,
    ])
    expect(answers.map((res) => res.status).every((status) => status === 201)).toBe(true)
    // Whatever the order, every booking's stored total is its nights' price under the rates
    // that were in force when it was written, which can only be the old rate or the new one.
    const { periods } = (await (await admin('GET', paths.adminRates)).json()) as Rates
    const bookings = await Promise.all(
      answers.slice(0, 20).map(async (res) => bookingCreatedSchema.parse(await res.json()).booking),
    )
    for (const booking of bookings) {
      const now = priceStay({ id: 3, rate: 6500 }, periods, booking).total
      expect([6500, now]).toContain(booking.total)
      const [stored] = await demo.db.query<{ total: number }>(
        'SELECT total FROM bookings WHERE id = $1::uuid',
        [booking.id],
      )
      expect(Number(stored!.total)).toBe(booking.total)
    }
    const refused = await admin('PUT', buildPath(paths.adminRatePeriod, { id: 999_999 }), {
      roomId: 3,
      from: day(320),
      to: day(320),
      rate: 1,
    })
    expect(refused.status).toBe(404)
  })
})
