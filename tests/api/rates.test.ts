/**
 * Rates and stay rules in the database: `stay_total` and `stay_rule_problem` (migration 020)
 * answer as the domain's `priceStay` and `stayRuleProblems` do, the `bookings_price` trigger
 * refuses a booking written at another total or against a rule, and a server that missed a
 * change of rates still books at the nights' true price. On PGlite and on Postgres.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingCreatedSchema, IDEMPOTENCY_KEY_HEADER, type Rates } from '@/api/contract'
import { buildPath, paths } from '@/api/paths'
import { addDays, todayIn } from '@/domain/dates'
import {
  periodConflict,
  priceStay,
  type RatePeriod,
  type StayRule,
  stayRuleProblems,
} from '@/domain/rates'

import { createApp } from '../../server/app'
import { isPgError, PG } from '../../server/db/types'
import { type Db } from '../../server/db/types'
import { demoApp, openTestDb, ROOMY_LIMITS, usingPostgres } from './test-db'

const today = todayIn('Europe/Lisbon')
const day = (n: number) => addDays(today, n)
const engine = usingPostgres() ? 'Postgres' : 'PGlite'

describe(`stay_total and stay_rule_problem on ${engine}`, () => {
  let db: Db
  beforeAll(async () => {
    db = await openTestDb()
    await db.query(
      "INSERT INTO rooms (id, name, capacity, rate) VALUES (1, 'One', 2, 9500), (2, 'Two', 2, 6500)",
    )
  }, 60_000)
  afterAll(() => db?.close())

  // Days of 2030: day numbers 21 915 to 22 279.
  const date = fc.integer({ min: 21_915, max: 22_279 }).map((n) => addDays('1970-01-01', n))
  const period = fc.record({
    roomId: fc.integer({ min: 1, max: 2 }),
    from: date,
    length: fc.integer({ min: 0, max: 40 }),
    rate: fc.integer({ min: 0, max: 50_000 }),
    weekdays: fc.option(
      fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 6 }),
    ),
  })
  const rule = fc.record({
    from: date,
    length: fc.integer({ min: 0, max: 20 }),
    minNights: fc.integer({ min: 1, max: 6 }),
    closedToArrival: fc.boolean(),
    closedToDeparture: fc.boolean(),
  })
  const stay = fc
    .record({ checkIn: date, nights: fc.integer({ min: 1, max: 30 }) })
    .map(({ checkIn, nights }) => ({ checkIn, checkOut: addDays(checkIn, nights) }))

  it(
    'price every stay as the domain does, and find the rule it breaks',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(period, { maxLength: 8 }),
          fc.array(rule, { maxLength: 4 }),
          fc.array(stay, { minLength: 1, maxLength: 5 }),
          async (drafts, ruleDrafts, stays) => {
            await db.query('DELETE FROM rate_periods')
            await db.query('DELETE FROM stay_rules')
            const periods: RatePeriod[] = []
            for (const d of drafts) {
              const weekdays = d.weekdays ? [...d.weekdays].sort((a, b) => a - b) : null
              const candidate = {
                id: periods.length + 1,
                roomId: d.roomId,
                name: '',
                from: d.from,
                to: addDays(d.from, d.length),
                rate: d.rate,
                weekdays: weekdays as RatePeriod['weekdays'],
              }
              if (periodConflict(candidate, periods)) continue
              periods.push(candidate)
              await db.query(
                `INSERT INTO rate_periods (room_id, first_night, last_night, rate, weekdays)
               VALUES ($1, $2::date, $3::date, $4, $5::text::smallint[])`,
                [
                  candidate.roomId,
                  candidate.from,
                  candidate.to,
                  candidate.rate,
                  weekdays && `{${weekdays.join(',')}}`,
                ],
              )
            }
            const rules: StayRule[] = ruleDrafts.map((r, i) => ({
              id: i + 1,
              name: '',
              from: r.from,
              to: addDays(r.from, r.length),
              minNights: r.minNights,
              closedToArrival: r.closedToArrival,
              closedToDeparture: r.closedToDeparture,
            }))
            for (const r of rules) {
              await db.query(
                `INSERT INTO stay_rules (first_day, last_day, min_nights, closed_to_arrival, closed_to_departure)
               VALUES ($1::date, $2::date, $3, $4, $5)`,
                [r.from, r.to, r.minNights, r.closedToArrival, r.closedToDeparture],
              )
            }
            for (const s of stays) {
              for (const room of [
                { id: 1, rate: 9500 },
                { id: 2, rate: 6500 },
              ]) {
                const [row] = await db.query<{ total: number }>(
                  'SELECT stay_total($1, $2::date, $3::date) AS total',
                  [room.id, s.checkIn, s.checkOut],
                )
                expect(Number(row!.total)).toBe(priceStay(room, periods, s).total)
              }
              const [row] = await db.query<{ field: string | null }>(
                'SELECT stay_rule_problem($1::date, $2::date) AS field',
                [s.checkIn, s.checkOut],
              )
              const problems = stayRuleProblems(rules, s)
              // The database names the first field: the arrival's, else the departure's.
              const first = problems?.checkIn ? 'checkIn' : problems?.checkOut ? 'checkOut' : null
              expect(row!.field).toBe(first)
            }
          },
        ),
        { numRuns: 25 },
      )
    },
  )
})

describe(`the bookings_price trigger on ${engine}`, () => {
  let db: Db
  beforeAll(async () => {
    db = await openTestDb()
    await db.query("INSERT INTO rooms (id, name, capacity, rate) VALUES (1, 'One', 2, 9500)")
    await db.query(
      `INSERT INTO rate_periods (room_id, first_night, last_night, rate)
       VALUES (1, '2030-06-02', '2030-06-03', 8000)`,
    )
    await db.query(
      `INSERT INTO stay_rules (first_day, last_day, min_nights) VALUES ('2030-07-01', '2030-07-01', 3)`,
    )
  }, 60_000)
  afterAll(() => db?.close())

  const insert = (
    total: string,
    createdBy = 'guest',
    checkIn = '2030-06-01',
    checkOut = '2030-06-04',
  ) =>
    db.query(
      `INSERT INTO bookings (reference, room_id, check_in, check_out, guests, guest_name, guest_email,
         total, currency, status, created_at, created_by)
       VALUES (upper(substr(md5(random()::text), 1, 10)), 1, $1::date, $2::date, 1, 'T', 't@example.com',
         ${total}, 'EUR', 'confirmed', now(), $3)`,
      [checkIn, checkOut, createdBy],
    )

  it('refuses a total that is not what the nights cost, and takes the one that is', async () => {
    await expect(insert('3 * 9500')).rejects.toSatisfy((error) => isPgError(error, PG.staleTotal))
    await insert('9500 + 8000 + 8000')
    const [row] = await db.query<{ total: number }>(
      "SELECT total FROM bookings WHERE check_in = '2030-06-01'",
    )
    expect(Number(row!.total)).toBe(25_500)
    // Moving it re-prices it: the old total for the new nights is refused.
    await expect(
      db.query(
        "UPDATE bookings SET check_in = '2030-06-10', check_out = '2030-06-13' WHERE check_in = '2030-06-01'",
      ),
    ).rejects.toSatisfy((error) => isPgError(error, PG.staleTotal))
    await db.query(
      `UPDATE bookings SET check_in = '2030-06-10', check_out = '2030-06-13',
         total = stay_total(room_id, '2030-06-10', '2030-06-13') WHERE check_in = '2030-06-01'`,
    )
    // A cancellation is no new price: it goes through at the total it had.
    await db.query("UPDATE bookings SET status = 'cancelled' WHERE check_in = '2030-06-10'")
  })

  it('refuses a guest’s stay a rule forbids; staff may take it', async () => {
    const stay = ['2030-07-01', '2030-07-02'] as const
    await expect(insert('9500', 'guest', ...stay)).rejects.toSatisfy((error) =>
      isPgError(error, PG.stayRuleBroken),
    )
    await insert('9500', 'staff', ...stay)
  })
})

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
