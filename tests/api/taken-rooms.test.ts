/**
 * `GET /api/availability?include=taken`: the rooms that hold the party but are taken for the
 * stay, each with its nearest free stay of as many nights, at the edges of the booking horizon,
 * for the longest stay, after changes, and for queries that are not quite right.
 */
import { describe, expect, it } from 'vitest'

import {
  availabilityResponseSchema,
  availabilityWithTakenSchema,
  errorBodySchema,
} from '@/api/contract'
import { buildPath, paths } from '@/api/paths'
import { addDays, MAX_DAYS_AHEAD, MAX_NIGHTS, todayIn } from '@/domain/dates'

import { demoApp } from './test-db'

const demo = demoApp()

const today = todayIn('Europe/Lisbon')
const day = (n: number) => addDays(today, n)
const stay = (from: number, to: number) => ({ checkIn: day(from), checkOut: day(to) })

async function searchTaken(dates: { checkIn: string; checkOut: string }, guests: number) {
  const res = await demo.app.request(
    `/api${buildPath(paths.availability, {}, { ...dates, guests, include: 'taken' })}`,
  )
  expect(res.status).toBe(200)
  return availabilityWithTakenSchema.parse(await res.json())
}
/** Each taken room's id and nearest free stay. */
const nearestOf = (answer: Awaited<ReturnType<typeof searchTaken>>) =>
  answer.taken.map(({ room, nearest }) => [room.id, nearest])

let keys = 0
async function book(roomId: number, dates: { checkIn: string; checkOut: string }) {
  const res = await demo.app.request(`/api${paths.bookings}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `taken-${++keys}` },
    body: JSON.stringify({
      roomId,
      ...dates,
      guests: 1,
      guest: { name: 'Taken Guest', email: 'taken@example.com' },
    }),
  })
  expect(res.status).toBe(201)
}

describe('the nearest free stay of a taken room', () => {
  it('never starts before today', async () => {
    // From today, 3 nights: the Attic Nook is booked to day 2, the Garden Room to day 3, the
    // Courtyard Double on days 2 and 3; none of them can start earlier.
    const answer = await searchTaken(stay(0, 3), 1)
    expect(nearestOf(answer)).toEqual([
      [3, stay(2, 5)],
      [1, stay(3, 6)],
      [5, stay(4, 7)],
    ])
  })

  it('never starts after the last day a stay can start', async () => {
    // The Garden Room booked up to the day after the last check-in: only earlier stays.
    await book(1, stay(MAX_DAYS_AHEAD - 20, MAX_DAYS_AHEAD + 1))
    const answer = await searchTaken(stay(MAX_DAYS_AHEAD, MAX_DAYS_AHEAD + 1), 2)
    expect(nearestOf(answer)).toEqual([[1, stay(MAX_DAYS_AHEAD - 21, MAX_DAYS_AHEAD - 20)]])
  })

  it('keeps the longest stay’s length', async () => {
    // The Family Loft (the only room for 5) booked on days 205 to 214: 30 nights from day 200
    // fit from day 215 (15 days later) or to day 205 (25 days earlier).
    await book(4, stay(205, 215))
    const answer = await searchTaken(stay(200, 200 + MAX_NIGHTS), 5)
    expect(answer.free).toEqual([])
    expect(nearestOf(answer)).toEqual([[4, stay(215, 215 + MAX_NIGHTS)]])
  })

  it('moves on once that stay is booked, and is none once every night is', async () => {
    const dates = stay(250, 252)
    await book(3, dates)
    expect(nearestOf(await searchTaken(dates, 1))).toEqual([[3, stay(252, 254)]])
    await book(3, stay(252, 254))
    expect(nearestOf(await searchTaken(dates, 1))).toEqual([[3, stay(248, 250)]])

    // Closed on every other night to the end of the horizon: no free stay is left.
    const closures = `/api${buildPath(paths.adminRoomClosures, { id: 3 })}`
    const admin = { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` }
    const booked = new Set([-1, 0, 1, 9, 250, 251, 252, 253].map(day))
    const dates400 = Array.from({ length: 400 }, (_, i) => day(i)).filter((d) => !booked.has(d))
    const put = await demo.app.request(closures, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ dates: dates400 }),
    })
    expect(put.status).toBe(200)
    expect(nearestOf(await searchTaken(dates, 1))).toEqual([[3, null]])
    const restore = await demo.app.request(closures, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ dates: [day(5)] }),
    })
    expect(restore.status).toBe(200)
  })
})

describe('the answer with and without include=taken', () => {
  it('keeps the free rooms as the plain answer, which stays a list', async () => {
    const dates = stay(20, 23)
    const res = await demo.app.request(
      `/api${buildPath(paths.availability, {}, { ...dates, guests: 2 })}`,
    )
    const plain = availabilityResponseSchema.parse(await res.json())
    const answer = await searchTaken(dates, 2)
    expect(answer.free).toEqual(plain)
    // Asked again to the letter (from memory), the same answer.
    expect(await searchTaken(dates, 2)).toEqual(answer)
  })

  it('lists no taken room that is inactive or too small for the party', async () => {
    // The Old Stable (4 guests) is inactive; for 3 guests only the Sea View Suite and the Family
    // Loft fit, and from day 21 the Loft is booked.
    const answer = await searchTaken(stay(21, 22), 3)
    expect(answer.free.map((item) => item.room.id)).toEqual([])
    expect(answer.taken.map((item) => item.room.id)).toEqual([2, 4])
    expect((await searchTaken(stay(21, 22), 6)).taken).toEqual([])
  })

  it('refuses any other include, naming it', async () => {
    const base = `/api${paths.availability}?checkIn=${day(30)}&checkOut=${day(31)}&guests=1`
    for (const include of ['TAKEN', 'free', '', 'taken,free', '%00taken']) {
      const res = await demo.app.request(`${base}&include=${include}`)
      expect(res.status, include).toBe(400)
      const { error } = errorBodySchema.parse(await res.json())
      expect(Object.keys(error.fields ?? {})).toEqual(['include'])
    }
    // The stay's own errors come first, as without it.
    const past = await demo.app.request(
      `/api${paths.availability}?checkIn=${day(-2)}&checkOut=${day(-1)}&guests=1&include=taken`,
    )
    expect(past.status).toBe(400)
    expect(errorBodySchema.parse(await past.json()).error.fields).toHaveProperty('checkIn')
  })
})
