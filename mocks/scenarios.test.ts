import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { errorBodySchema } from '@/api/contract'
import { addDays, todayIn } from '@/domain/dates'

import { handlers, mockStore, resetMockStore } from './handlers'
import { scenarios } from './scenarios'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  server.resetHandlers()
  resetMockStore()
})
afterAll(() => server.close())

const today = todayIn('Europe/Lisbon')
const search = `http://localhost/api/availability?checkIn=${addDays(today, 40)}&checkOut=${addDays(today, 41)}&guests=1`
const book = () =>
  fetch('http://localhost/api/bookings', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID(), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      roomId: 1,
      checkIn: addDays(today, 40),
      checkOut: addDays(today, 41),
      guests: 1,
      guest: { name: 'Ana', email: 'ana@example.com' },
    }),
  })

describe('mock scenarios', () => {
  it('default: the demo inn, and bookings change the shared store until reset', async () => {
    expect(await (await fetch('http://localhost/api/rooms')).json()).toHaveLength(5)
    expect((await book()).status).toBe(201)
    expect((await book()).status).toBe(409)
    expect(mockStore().state.bookings.length).toBe(12)
    resetMockStore()
    expect(mockStore().state.bookings.length).toBe(11)
  })

  it('empty: no rooms and no free rooms', async () => {
    server.use(...scenarios.empty())
    expect(await (await fetch('http://localhost/api/rooms')).json()).toEqual([])
    expect(await (await fetch(search)).json()).toEqual([])
  })

  it('error: every call fails with the error shape', async () => {
    server.use(...scenarios.error())
    const res = await fetch(search)
    expect(res.status).toBe(500)
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('internal_error')
  })

  it('conflict: booking answers 409 room_unavailable', async () => {
    server.use(...scenarios.conflict())
    const res = await book()
    expect(res.status).toBe(409)
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('room_unavailable')
  })

  it('slow: answers arrive late but arrive', async () => {
    server.use(...scenarios.slow(150))
    const started = performance.now()
    expect((await fetch('http://localhost/api/rooms')).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('unauthorized: admin calls answer 401', async () => {
    server.use(...scenarios.unauthorized())
    expect((await fetch('http://localhost/api/admin/bookings')).status).toBe(401)
    expect((await fetch('http://localhost/api/auth/me')).status).toBe(401)
  })

  it('errorFor: one endpoint fails, the others work', async () => {
    server.use(...scenarios.errorFor('availability', 'validation_error', 'Bad dates'))
    expect((await fetch(search)).status).toBe(400)
    expect((await fetch('http://localhost/api/rooms')).status).toBe(200)
  })
})
