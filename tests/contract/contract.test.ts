/**
 * One suite of HTTP cases, run against the MSW handlers and against the real server. Each case
 * asserts the contract and returns what it observed; the parity block then requires both targets
 * to have observed the same, so the mocks cannot drift from the API.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type z } from 'zod'

import {
  availabilityResponseSchema,
  availabilityWithTakenSchema,
  bookingCreatedSchema,
  bookingHistorySchema,
  bookingLinkSchema,
  bookingPageSchema,
  bookingResponseSchema,
  type bookingSchema,
  calendarSchema,
  closuresSchema,
  csvSchema,
  DEFAULT_SETTINGS,
  emailPageSchema,
  emailResponseSchema,
  errorBodySchema,
  frontDeskSchema,
  iconSetSchema,
  loginResponseSchema,
  meResponseSchema,
  passwordChangedSchema,
  passwordResetAnswerSchema,
  photoResponseSchema,
  ratePeriodResponseSchema,
  ratesSchema,
  reportSchema,
  roomListSchema,
  roomResponseSchema,
  settingsSchema,
  staffAccountResponseSchema,
  staffListSchema,
  stayRuleResponseSchema,
  takenNightsSchema,
} from '@/api/contract'
import { buildPath, endpoints, paths } from '@/api/paths'
import { addDays, todayIn } from '@/domain/dates'
import { RESET_MESSAGES } from '@/domain/password-reset'
import { PHOTO_MAX_BYTES, photoPath, photoWidths } from '@/domain/photos'
import { formatPrice } from '@/domain/price'
import { formatStay } from '@/domain/staff-format'

import { mockTarget, serverTarget, type Target } from './targets'

interface Answer {
  status: number
  body: unknown
  headers: Headers
}

const today = todayIn('Europe/Lisbon')
const day = (n: number) => addDays(today, n)

function api(target: Target) {
  return async (
    method: string,
    path: string,
    options: {
      body?: unknown
      raw?: string
      /** A body of bytes or text, sent as it is (with its own Content-Type header). */
      bytes?: Uint8Array | string
      token?: string
      headers?: Record<string, string>
    } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let body: BodyInit | undefined = options.raw ?? (options.bytes as BodyInit | undefined)
    if (options.body !== undefined && method !== 'GET') {
      body = JSON.stringify(options.body)
      headers['content-type'] = 'application/json'
    }
    const res = await target.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    })
    // As the bytes came (`text()` would drop a byte-order mark, which a spreadsheet needs).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
    const json = /\bjson\b/.test(res.headers.get('content-type') ?? '')
    if (/^image\//.test(res.headers.get('content-type') ?? '')) {
      return { status: res.status, body: null, headers: res.headers }
    }
    return {
      status: res.status,
      body: text ? (json ? JSON.parse(text) : text) : null,
      headers: res.headers,
    }
  }
}
type Call = ReturnType<typeof api>

/** Checks an answer's status and body schema; returns the parsed body. */
function expectOk<S extends z.ZodType>(answer: Answer, status: number, schema: S): z.infer<S> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  const parsed = schema.safeParse(answer.body)
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
  return parsed.data as z.infer<S>
}

/** Checks an error answer; returns what parity compares: status, code and the fields named. */
function expectError(answer: Answer, status: number, code: string, fields?: string[]) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  const parsed = errorBodySchema.parse(answer.body)
  expect(parsed.error.code).toBe(code)
  if (fields) expect(Object.keys(parsed.error.fields ?? {}).sort()).toEqual([...fields].sort())
  return { status, code, fields: Object.keys(parsed.error.fields ?? {}).sort() }
}

const guest = { name: 'Rui Costa', email: 'rui.costa@example.com', phone: '+351 900 000 000' }
const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  roomId: 1,
  checkIn: day(40),
  checkOut: day(43),
  guests: 2,
  guest,
  ...overrides,
})

/** Books a stay (the default one with `overrides`) once under `key`; the 201's parsed body. */
const book = async (call: Call, overrides: Record<string, unknown>, key: string) =>
  expectOk(
    await call('POST', paths.bookings, {
      body: bookingBody(overrides),
      headers: { 'Idempotency-Key': key },
    }),
    201,
    bookingCreatedSchema,
  )

interface Context {
  token: string
  /** The booking staff took in the front desk cases. */
  staffBookingId?: string
  bookingId?: string
  /** The booking's reference and the access keys its answers gave. */
  reference?: string
  accessKeys?: string[]
}

/** The colleague the owner adds in the staff cases. */
const colleague = {
  email: 'ana.lima@nightjar.test',
  input: {
    name: 'Ana Lima',
    email: ' Ana.Lima@Nightjar.test ',
    role: 'staff',
    password: 'first-password-for-ana',
  },
  newPassword: 'ana-chose-this-one-herself',
}

/** Signs in; the login's parsed body. */
const signIn = async (call: Call, email: string, password: string) =>
  expectOk(await call('POST', paths.login, { body: { email, password } }), 200, loginResponseSchema)

type Case = { name: string; run: (call: Call, ctx: Context) => Promise<unknown> }

const cases: Case[] = [
  {
    name: 'GET /inn gives the public settings',
    run: async (call) => expectOk(await call('GET', paths.inn), 200, settingsSchema),
  },
  {
    name: 'GET /rooms lists the active rooms',
    run: async (call) => {
      const rooms = expectOk(await call('GET', paths.rooms), 200, roomListSchema)
      expect(rooms.every((r) => r.active)).toBe(true)
      expect(rooms.map((r) => r.id)).toEqual([1, 2, 3, 4, 5])
      return rooms
    },
  },
  {
    name: 'GET /availability lists free rooms cheapest first with totals',
    run: async (call) => {
      const items = expectOk(
        await call(
          'GET',
          buildPath(paths.availability, {}, { checkIn: day(40), checkOut: day(42), guests: 2 }),
        ),
        200,
        availabilityResponseSchema,
      )
      expect(items.map((i) => i.room.id)).toEqual([1, 5, 2, 4])
      for (const item of items) expect(item.total).toBe(item.nights * item.room.rate)
      expect(items.every((i) => i.nights === 2 && i.currency === 'EUR')).toBe(true)
      return items
    },
  },
  {
    name: 'GET /availability leaves out booked, closed and too-small rooms',
    run: async (call) => {
      const ids = async (checkIn: string, checkOut: string, guests: number) =>
        expectOk(
          await call('GET', buildPath(paths.availability, {}, { checkIn, checkOut, guests })),
          200,
          availabilityResponseSchema,
        ).map((i) => i.room.id)
      const booked = await ids(day(8), day(10), 1) // Sea View Suite booked days 7–12
      const closed = await ids(day(5), day(6), 1) // Attic Nook closed on day 5
      const large = await ids(day(50), day(51), 4)
      expect(booked).not.toContain(2)
      expect(closed).not.toContain(3)
      expect(large).toEqual([4])
      return { booked, closed, large }
    },
  },
  {
    name: 'GET /availability?include=taken lists the taken rooms after the free ones, each with its nearest free stay',
    run: async (call) => {
      const stay = { checkIn: day(20), checkOut: day(23), guests: 2 }
      const plain = expectOk(
        await call('GET', buildPath(paths.availability, {}, stay)),
        200,
        availabilityResponseSchema,
      )
      const { free, taken } = expectOk(
        await call('GET', buildPath(paths.availability, {}, { ...stay, include: 'taken' })),
        200,
        availabilityWithTakenSchema,
      )
      // The free rooms are as without it; the Sea View Suite is closed on days 20–22 and the
      // Family Loft booked from day 21: their nearest free 3 nights (the Suite's 17–20 and
      // 23–26 are as near: the later one).
      expect(free).toEqual(plain)
      const nearest = taken.map(({ room, nearest }) => [room.id, nearest])
      expect(nearest).toEqual([
        [2, { checkIn: day(23), checkOut: day(26) }],
        [4, { checkIn: day(18), checkOut: day(21) }],
      ])
      return { free: free.map((i) => i.room.id), nearest }
    },
  },
  {
    name: 'GET /availability validates the query with field errors',
    run: async (call) => {
      const at = (query: Record<string, string | number>) =>
        call('GET', buildPath(paths.availability, {}, query))
      return [
        expectError(await at({}), 400, 'validation_error', ['checkIn', 'checkOut', 'guests']),
        expectError(
          await at({ checkIn: '2025-02-30', checkOut: day(3), guests: 1 }),
          400,
          'validation_error',
          ['checkIn'],
        ),
        expectError(
          await at({ checkIn: day(-1), checkOut: day(2), guests: 1 }),
          400,
          'validation_error',
          ['checkIn'],
        ),
        expectError(
          await at({ checkIn: day(1), checkOut: day(32), guests: 1 }),
          400,
          'validation_error',
          ['checkOut'],
        ),
        expectError(
          await at({ checkIn: day(3), checkOut: day(3), guests: 1 }),
          400,
          'validation_error',
          ['checkOut'],
        ),
        expectError(
          await at({ checkIn: day(366), checkOut: day(367), guests: 1 }),
          400,
          'validation_error',
          ['checkIn'],
        ),
        expectError(
          await at({ checkIn: day(1), checkOut: day(2), guests: 0 }),
          400,
          'validation_error',
          ['guests'],
        ),
        expectError(
          await at({ checkIn: day(1), checkOut: day(2), guests: 'two' }),
          400,
          'validation_error',
          ['guests'],
        ),
      ]
    },
  },
  {
    name: 'POST /bookings books a free room and computes the total',
    run: async (call, ctx) => {
      const answer = await call('POST', paths.bookings, {
        body: bookingBody(),
        headers: { 'Idempotency-Key': 'contract-book-1' },
      })
      const { booking, accessKey } = expectOk(answer, 201, bookingCreatedSchema)
      expect(booking).toMatchObject({
        roomId: 1,
        roomName: 'Garden Room',
        nights: 3,
        total: 3 * 9500,
        status: 'confirmed',
        cancelledAt: null,
        guest: {
          name: 'Rui Costa',
          email: 'rui.costa@example.com',
          phone: '+351 900 000 000',
          notes: null,
        },
      })
      ctx.bookingId = booking.id
      ctx.reference = booking.reference
      ctx.accessKeys = [accessKey]
      const { id: _id, reference: _ref, createdAt: _at, ...stable } = booking
      return stable
    },
  },
  {
    name: 'POST /bookings replays the first answer for the same key and body',
    run: async (call, ctx) => {
      const again = await call('POST', paths.bookings, {
        body: bookingBody(),
        headers: { 'Idempotency-Key': 'contract-book-1' },
      })
      const { booking, accessKey } = expectOk(again, 201, bookingCreatedSchema)
      expect(booking.id).toBe(ctx.bookingId)
      // The replay gives a key of its own; the first one still opens the booking.
      expect(accessKey).not.toBe(ctx.accessKeys![0])
      ctx.accessKeys!.push(accessKey)
      return again.status
    },
  },
  {
    name: 'GET /bookings/{reference} opens the booking with an access key; every miss is one 404',
    run: async (call, ctx) => {
      const open = (reference: string, key?: string) =>
        call('GET', buildPath(paths.booking, { reference }), {
          headers: key === undefined ? {} : { 'Booking-Key': key },
        })
      for (const key of ctx.accessKeys!) {
        const { booking } = expectOk(await open(ctx.reference!, key), 200, bookingResponseSchema)
        expect(booking).toMatchObject({ id: ctx.bookingId, reference: ctx.reference })
      }
      const [key] = ctx.accessKeys!
      const misses = [
        await open(ctx.reference!, `${key!.slice(0, -1)}${key!.endsWith('A') ? 'B' : 'A'}`),
        await open(ctx.reference!),
        await open(ctx.reference!, 'short'),
        await open('NJ-00000-00000', key),
        await open('nj-lower-case', key),
      ]
      const bodies = misses.map((miss) => expectError(miss, 404, 'not_found'))
      const messages = new Set(misses.map((miss) => JSON.stringify(miss.body)))
      expect(messages.size).toBe(1)
      return bodies
    },
  },
  {
    name: 'POST /bookings refuses a reused key with another body (422)',
    run: async (call) =>
      expectError(
        await call('POST', paths.bookings, {
          body: bookingBody({ guests: 1 }),
          headers: { 'Idempotency-Key': 'contract-book-1' },
        }),
        422,
        'idempotency_key_reused',
      ),
  },
  {
    name: 'POST /bookings answers 409 when the room is taken',
    run: async (call) =>
      expectError(
        await call('POST', paths.bookings, {
          body: bookingBody({ checkIn: day(42), checkOut: day(44) }),
          headers: { 'Idempotency-Key': 'contract-book-2' },
        }),
        409,
        'room_unavailable',
      ),
  },
  {
    name: 'POST /bookings needs an Idempotency-Key of at most 255 characters',
    run: async (call) => [
      expectError(
        await call('POST', paths.bookings, { body: bookingBody() }),
        400,
        'validation_error',
        ['Idempotency-Key'],
      ),
      expectError(
        await call('POST', paths.bookings, {
          body: bookingBody(),
          headers: { 'Idempotency-Key': 'k'.repeat(256) },
        }),
        400,
        'validation_error',
        ['Idempotency-Key'],
      ),
    ],
  },
  {
    name: 'POST /bookings validates the body with field errors',
    run: async (call) => {
      const post = (body: unknown, key: string) =>
        call('POST', paths.bookings, { body, headers: { 'Idempotency-Key': key } })
      return [
        expectError(
          await post(bookingBody({ guest: { name: '', email: 'nope' } }), 'v1'),
          400,
          'validation_error',
          ['guest.email', 'guest.name'],
        ),
        expectError(
          await post(bookingBody({ roomId: 3, guests: 2 }), 'v2'),
          400,
          'validation_error',
          ['guests'],
        ),
        expectError(await post(bookingBody({ roomId: 99 }), 'v3'), 400, 'validation_error', [
          'roomId',
        ]),
        expectError(await post(bookingBody({ roomId: 6 }), 'v4'), 400, 'validation_error', [
          'roomId',
        ]),
        expectError(
          await post(bookingBody({ checkIn: day(-2), checkOut: day(40) }), 'v5'),
          400,
          'validation_error',
          ['checkIn', 'checkOut'],
        ),
        expectError(
          await post(bookingBody({ guest: { ...guest, notes: 'x'.repeat(501) } }), 'v6'),
          400,
          'validation_error',
          ['guest.notes'],
        ),
        expectError(
          await call('POST', paths.bookings, {
            raw: '{"roomId": 1,',
            headers: { 'Idempotency-Key': 'v7', 'content-type': 'application/json' },
          }),
          400,
          'validation_error',
        ),
        expectError(await post([1, 2], 'v8'), 400, 'validation_error'),
      ]
    },
  },
  {
    name: 'POST /bookings refuses a body nested too deep, naming the field',
    run: async (call) => {
      let deep: unknown = 'bottom'
      for (let i = 0; i < 40; i++) deep = { deeper: deep }
      return [
        expectError(
          await call('POST', paths.bookings, {
            body: { ...bookingBody(), extra: deep },
            headers: { 'Idempotency-Key': 'deep-1' },
          }),
          400,
          'validation_error',
          ['extra'],
        ),
      ]
    },
  },
  {
    name: 'writes take JSON only: any other body is 415',
    run: async (call) => {
      const answers = []
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const body = JSON.stringify(bookingBody())
        answers.push(
          expectError(
            await call('POST', paths.bookings, {
              raw: body,
              headers: { 'Idempotency-Key': `t-${type}`, 'content-type': type },
            }),
            415,
            'unsupported_media_type',
          ),
          expectError(
            await call('POST', paths.login, {
              raw: JSON.stringify({ email: 'staff@nightjar.test', password: 'nightjar-demo' }),
              headers: { 'content-type': type },
            }),
            415,
            'unsupported_media_type',
          ),
        )
      }
      return answers
    },
  },
  {
    name: 'POST /bookings: a key freed by a validation error can be used again',
    run: async (call) => {
      const answer = await call('POST', paths.bookings, {
        body: bookingBody({ roomId: 5, checkIn: day(60), checkOut: day(61) }),
        headers: { 'Idempotency-Key': 'v3' },
      })
      expectOk(answer, 201, bookingResponseSchema)
      return answer.status
    },
  },
  {
    name: 'POST /bookings: simultaneous retries with one key never book twice',
    run: async (call) => {
      const body = bookingBody({ roomId: 2, checkIn: day(70), checkOut: day(72) })
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          call('POST', paths.bookings, { body, headers: { 'Idempotency-Key': 'contract-race' } }),
        ),
      )
      const created = answers.filter((a) => a.status === 201)
      expect(created.length).toBeGreaterThanOrEqual(1)
      for (const a of answers.filter((x) => x.status !== 201))
        expectError(a, 409, 'idempotency_in_flight')
      const ids = new Set(created.map((a) => bookingResponseSchema.parse(a.body).booking.id))
      expect(ids.size).toBe(1)
      return ids.size
    },
  },
  {
    name: 'POST /auth/login refuses wrong credentials with one generic message',
    run: async (call) => {
      const wrong = await call('POST', paths.login, {
        body: { email: 'staff@nightjar.test', password: 'nope' },
      })
      const unknown = await call('POST', paths.login, {
        body: { email: 'who@nightjar.test', password: 'nope' },
      })
      const a = expectError(wrong, 401, 'unauthenticated')
      expectError(unknown, 401, 'unauthenticated')
      expect(errorBodySchema.parse(wrong.body).error.message).toBe(
        errorBodySchema.parse(unknown.body).error.message,
      )
      return [
        a,
        expectError(
          await call('POST', paths.login, { body: { email: '' } }),
          400,
          'validation_error',
          ['email', 'password'],
        ),
      ]
    },
  },
  {
    name: 'POST /auth/login signs in, sets the token cookie and returns the staff member',
    run: async (call, ctx) => {
      const answer = await call('POST', paths.login, {
        body: { email: ' Staff@Nightjar.test ', password: 'nightjar-demo' },
      })
      const login = expectOk(answer, 200, loginResponseSchema)
      const cookie = answer.headers.get('set-cookie') ?? ''
      expect(cookie).toContain(`token=${login.token}`)
      expect(cookie).toMatch(/Path=\//)
      expect(cookie).toMatch(/SameSite=Lax/)
      const hours = (Date.parse(login.expiresAt) - Date.now()) / 3_600_000
      expect(hours).toBeGreaterThan(11.9)
      expect(hours).toBeLessThanOrEqual(12)
      ctx.token = login.token
      return login.staff
    },
  },
  {
    name: 'GET /auth/me gives the signed-in member; 401 without a token',
    run: async (call, ctx) => [
      expectOk(await call('GET', paths.me, { token: ctx.token }), 200, meResponseSchema),
      expectError(await call('GET', paths.me), 401, 'unauthenticated'),
    ],
  },
  {
    name: 'POST /auth/logout revokes the session and clears the cookie',
    run: async (call) => {
      const login = loginResponseSchema.parse(
        (
          await call('POST', paths.login, {
            body: { email: 'staff@nightjar.test', password: 'nightjar-demo' },
          })
        ).body,
      )
      const out = await call('POST', paths.logout, { token: login.token })
      expect(out.status).toBe(204)
      expect(out.headers.get('set-cookie') ?? '').toMatch(/token=;.*Max-Age=0/i)
      return [
        out.status,
        expectError(await call('GET', paths.me, { token: login.token }), 401, 'unauthenticated'),
      ]
    },
  },
  {
    name: 'POST /auth/password-reset answers a known and an unknown email alike; a link that does not work gets one 400',
    run: async (call) => {
      const known = await call('POST', paths.passwordReset, {
        body: { email: 'staff@nightjar.test' },
      })
      const unknown = await call('POST', paths.passwordReset, {
        body: { email: 'who@nightjar.test' },
      })
      const sent = expectOk(known, 202, passwordResetAnswerSchema)
      expect(expectOk(unknown, 202, passwordResetAnswerSchema)).toEqual(sent)
      const garbage = await call('POST', paths.passwordResetConfirm, {
        body: { token: 'not-a-token', password: 'a long enough password' },
      })
      const refused = expectError(garbage, 400, 'validation_error', [])
      expect(errorBodySchema.parse(garbage.body).error.message).toBe(RESET_MESSAGES.invalid)
      return [
        sent,
        refused,
        expectError(
          await call('POST', paths.passwordResetConfirm, {
            body: { token: 'x', password: 'short' },
          }),
          400,
          'validation_error',
          ['password'],
        ),
        expectError(
          await call('POST', paths.passwordReset, { body: { email: '' } }),
          400,
          'validation_error',
          ['email'],
        ),
      ]
    },
  },
  {
    name: 'every admin endpoint answers 401 without a token or with a forged one',
    run: async (call) => {
      const out = []
      for (const endpoint of Object.values(endpoints).filter((e) => e.auth)) {
        const path = buildPath(endpoint.path, { id: 1 } as never)
        for (const token of [undefined, 'forged-token-forged-token-forged-token-0001']) {
          const answer = await call(endpoint.method, path, {
            ...(token ? { token } : {}),
            body: {},
          })
          out.push(expectError(answer, 401, 'unauthenticated'))
        }
      }
      return out
    },
  },
  {
    name: 'GET /admin/bookings filters by status, text and dates, in pages',
    run: async (call, ctx) => {
      const list = async (query: Record<string, string | number>) =>
        expectOk(
          await call('GET', buildPath(paths.adminBookings, {}, query), { token: ctx.token }),
          200,
          bookingPageSchema,
        )
      const all = await list({})
      expect(all).toMatchObject({ page: 1, pageSize: 20 })
      expect(all.total).toBe(all.items.length)
      const checkIns = all.items.map((b) => b.checkIn)
      expect(checkIns).toEqual([...checkIns].sort().reverse())
      const cancelled = await list({ status: 'cancelled' })
      const byName = await list({ q: 'becker' })
      const byRef = await list({ q: 'nj-eqaax-oxwbv' })
      const around = await list({ from: day(0), to: day(0) })
      const empty = await list({ page: 2 })
      expect(cancelled.items.map((b) => b.reference)).toEqual(['NJ-ND06F-B7CRJ'])
      expect(byName.items.map((b) => b.guest.name)).toEqual(['Tom Becker'])
      expect(byRef.items.map((b) => b.reference)).toEqual(['NJ-EQAAX-0XWBV'])
      expect(empty.items).toEqual([])
      const refs = (page: { items: { reference: string }[] }) => page.items.map((b) => b.reference)
      return {
        total: all.total,
        cancelled: refs(cancelled),
        byName: refs(byName),
        around: refs(around).sort(),
        empty: empty.total,
      }
    },
  },
  {
    name: 'GET /admin/bookings validates its query',
    run: async (call, ctx) => [
      expectError(
        await call('GET', `${paths.adminBookings}?status=lost`, { token: ctx.token }),
        400,
        'validation_error',
        ['status'],
      ),
      expectError(
        await call('GET', `${paths.adminBookings}?page=0`, { token: ctx.token }),
        400,
        'validation_error',
        ['page'],
      ),
      expectError(
        await call('GET', `${paths.adminBookings}?from=${day(5)}&to=${day(1)}`, {
          token: ctx.token,
        }),
        400,
        'validation_error',
        ['to'],
      ),
    ],
  },
  {
    name: 'POST /admin/bookings/{id}/cancel cancels once, frees the room, 404 for unknown',
    run: async (call, ctx) => {
      const path = buildPath(paths.adminBookingCancel, { id: ctx.bookingId! })
      const { booking } = expectOk(
        await call('POST', path, { token: ctx.token }),
        200,
        bookingResponseSchema,
      )
      expect(booking.status).toBe('cancelled')
      expect(booking.cancelledAt).not.toBeNull()
      const free = expectOk(
        await call(
          'GET',
          buildPath(paths.availability, {}, { checkIn: day(40), checkOut: day(43), guests: 1 }),
        ),
        200,
        availabilityResponseSchema,
      )
      expect(free.map((i) => i.room.id)).toContain(1)
      return [
        booking.status,
        expectError(await call('POST', path, { token: ctx.token }), 409, 'already_cancelled'),
        expectError(
          await call(
            'POST',
            buildPath(paths.adminBookingCancel, { id: '00000000-0000-4000-8000-000000000000' }),
            { token: ctx.token },
          ),
          404,
          'not_found',
        ),
        expectError(
          await call('POST', buildPath(paths.adminBookingCancel, { id: 'nope' }), {
            token: ctx.token,
          }),
          404,
          'not_found',
        ),
      ]
    },
  },
  {
    name: 'admin rooms: list all, create, update, validate, 404',
    run: async (call, ctx) => {
      const all = expectOk(
        await call('GET', paths.adminRooms, { token: ctx.token }),
        200,
        roomListSchema,
      )
      expect(all.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6])
      // Last month's report, before and after a room is added today: the same.
      const lastMonth = async () =>
        expectOk(
          await call(
            'GET',
            buildPath(paths.adminReports, {}, { period: 'month', date: day(-31) }),
            { token: ctx.token },
          ),
          200,
          reportSchema,
        )
      const before = await lastMonth()
      const created = expectOk(
        await call('POST', paths.adminRooms, {
          token: ctx.token,
          body: {
            name: 'Tower Room',
            capacity: 2,
            rate: 13_000,
            amenities: [{ label: 'View', icon: 'lucide:mountain' }],
          },
        }),
        201,
        roomResponseSchema,
      ).room
      expect(created).toMatchObject({
        id: 7,
        name: 'Tower Room',
        description: '',
        photo: '',
        active: true,
        openedOn: today,
      })
      expect(all.every((room) => room.openedOn === null)).toBe(true)
      expect(await lastMonth()).toEqual(before)
      const updated = expectOk(
        await call('PATCH', buildPath(paths.adminRoom, { id: 7 }), {
          token: ctx.token,
          body: { rate: 12_500, active: false },
        }),
        200,
        roomResponseSchema,
      ).room
      expect(updated).toMatchObject({ id: 7, name: 'Tower Room', rate: 12_500, active: false })
      return [
        created,
        updated,
        expectError(
          await call('POST', paths.adminRooms, {
            token: ctx.token,
            body: { name: '', capacity: 9, rate: 1.5 },
          }),
          400,
          'validation_error',
          ['capacity', 'name', 'rate'],
        ),
        expectError(
          await call('PATCH', buildPath(paths.adminRoom, { id: 999 }), {
            token: ctx.token,
            body: { rate: 1 },
          }),
          404,
          'not_found',
        ),
        expectError(
          await call('PATCH', buildPath(paths.adminRoom, { id: 1 }), {
            token: ctx.token,
            body: { amenities: [{ label: 'x', icon: 'Bad Icon' }] },
          }),
          400,
          'validation_error',
          ['amenities.0.icon'],
        ),
      ]
    },
  },
  {
    name: 'admin closures: read, replace, refuse booked nights and nights already past',
    run: async (call, ctx) => {
      const path = buildPath(paths.adminRoomClosures, { id: 2 })
      const before = expectOk(await call('GET', path, { token: ctx.token }), 200, closuresSchema)
      expect(before.dates).toEqual([day(20), day(21), day(22)])
      const clash = expectError(
        await call('PUT', path, { token: ctx.token, body: { dates: [day(8), day(50)] } }),
        409,
        'closure_conflict',
        ['dates'],
      )
      const put = expectOk(
        await call('PUT', path, { token: ctx.token, body: { dates: [day(51), day(50), day(51)] } }),
        200,
        closuresSchema,
      )
      expect(put.dates).toEqual([day(50), day(51)])
      // Why, by night: a reason for a night not closed is dropped; a blank one is refused.
      const painted = expectOk(
        await call('PUT', path, {
          token: ctx.token,
          body: {
            dates: [day(50), day(51), day(52)],
            reasons: { [day(50)]: ' Painting ', [day(51)]: 'Painting', [day(60)]: 'Nothing' },
          },
        }),
        200,
        closuresSchema,
      )
      expect(painted.reasons).toEqual({ [day(50)]: 'Painting', [day(51)]: 'Painting' })
      const blank = expectError(
        await call('PUT', path, {
          token: ctx.token,
          body: { dates: [day(50)], reasons: { [day(50)]: '  ' } },
        }),
        400,
        'validation_error',
      )
      const read = expectOk(await call('GET', path, { token: ctx.token }), 200, closuresSchema)
      expect(read).toEqual(painted)
      // Nights already past stay as they were: neither closed nor opened now.
      const past = await call('PUT', path, {
        token: ctx.token,
        body: { dates: [day(-3), day(50), day(51)] },
      })
      const pastRefused = expectError(past, 409, 'closure_conflict', ['dates'])
      expect((past.body as { error: { fields: { dates: string } } }).error.fields.dates).toBe(
        `Already past: ${day(-3)}.`,
      )
      const after = expectOk(await call('GET', path, { token: ctx.token }), 200, closuresSchema)
      const free = expectOk(
        await call(
          'GET',
          buildPath(paths.availability, {}, { checkIn: day(50), checkOut: day(51), guests: 1 }),
        ),
        200,
        availabilityResponseSchema,
      ).map((i) => i.room.id)
      expect(free).not.toContain(2)
      return [
        before.dates.length,
        clash,
        blank,
        read.reasons,
        pastRefused,
        after.dates,
        expectError(
          await call('GET', buildPath(paths.adminRoomClosures, { id: 999 }), { token: ctx.token }),
          404,
          'not_found',
        ),
        expectError(
          await call('PUT', path, { token: ctx.token, body: { dates: ['2025-13-01'] } }),
          400,
          'validation_error',
          ['dates.0'],
        ),
      ]
    },
  },
  {
    name: 'GET /availability?include=taken: no nearest stay for a room busy all year, none taken for a party too large',
    run: async (call, ctx) => {
      const closures = buildPath(paths.adminRoomClosures, { id: 3 })
      const { dates: before } = expectOk(
        await call('GET', closures, { token: ctx.token }),
        200,
        closuresSchema,
      )
      // The Attic Nook (1 guest) closed on every night it is not booked, to the horizon's end.
      const booked = [day(-1), day(0), day(1), day(9)]
      const yearRound = Array.from({ length: 400 }, (_, i) => day(i)).filter(
        (date) => !booked.includes(date),
      )
      expectOk(
        await call('PUT', closures, { token: ctx.token, body: { dates: yearRound } }),
        200,
        closuresSchema,
      )
      const search = (query: Record<string, string | number>) =>
        call('GET', buildPath(paths.availability, {}, { include: 'taken', ...query }))
      const attic = expectOk(
        await search({ checkIn: day(100), checkOut: day(101), guests: 1 }),
        200,
        availabilityWithTakenSchema,
      ).taken.find((item) => item.room.id === 3)
      expect(attic?.nearest).toBeNull()
      expectOk(
        await call('PUT', closures, { token: ctx.token, body: { dates: before } }),
        200,
        closuresSchema,
      )
      const tooMany = expectOk(
        await search({ checkIn: day(100), checkOut: day(101), guests: 6 }),
        200,
        availabilityWithTakenSchema,
      )
      expect(tooMany).toEqual({ free: [], taken: [] })
      return [
        attic,
        tooMany,
        expectError(
          await search({ checkIn: day(100), checkOut: day(101), guests: 1, include: 'all' }),
          400,
          'validation_error',
          ['include'],
        ),
      ]
    },
  },
  {
    name: 'GET /admin/reports gives occupancy and revenue with buckets',
    run: async (call, ctx) => {
      const reports = []
      for (const period of ['week', 'month', 'quarter', 'year']) {
        const report = expectOk(
          await call('GET', buildPath(paths.adminReports, {}, { period, date: today }), {
            token: ctx.token,
          }),
          200,
          reportSchema,
        )
        expect(report.buckets.length).toBe(
          { week: 7, quarter: 3, year: 12 }[period] ?? report.buckets.length,
        )
        expect(report.revenue).toBe(report.buckets.reduce((sum, b) => sum + b.revenue, 0))
        reports.push(report)
      }
      return [
        reports,
        expectError(
          await call('GET', `${paths.adminReports}?period=decade&date=${today}`, {
            token: ctx.token,
          }),
          400,
          'validation_error',
          ['period'],
        ),
      ]
    },
  },
  {
    name: 'admin settings: read, validate, update',
    run: async (call, ctx) => {
      const before = expectOk(
        await call('GET', paths.adminSettings, { token: ctx.token }),
        200,
        settingsSchema,
      )
      expect(before).toEqual(DEFAULT_SETTINGS)
      const bad = expectError(
        await call('PUT', paths.adminSettings, {
          token: ctx.token,
          body: {
            ...before,
            timeZone: 'Mars/Olympus',
            checkInTime: '25:00',
            freeCancellationDays: 366,
            email: 'not an email',
            phone: 'call me',
            referencePrefix: 'N-J',
            website: 'http://nightjar.example',
            instagram: 'javascript:alert(1)',
            tagline: 'x'.repeat(81),
          },
        }),
        400,
        'validation_error',
        [
          'checkInTime',
          'email',
          'freeCancellationDays',
          'instagram',
          'phone',
          'referencePrefix',
          'tagline',
          'timeZone',
          'website',
        ],
      )
      const next = {
        ...before,
        innName: 'Nightjar Inn & Garden',
        tagline: 'Rooms above the bay',
        checkInTime: '14:00',
        freeCancellationDays: 3,
        // An inn may leave what guests see of it empty.
        phone: '',
        houseRules: 'No parties.\nPets on request.',
        website: 'https://nightjar.example/',
      }
      const put = expectOk(
        await call('PUT', paths.adminSettings, {
          token: ctx.token,
          // A prefix typed in small letters is kept in capitals.
          body: { ...next, referencePrefix: 'nj' },
        }),
        200,
        settingsSchema,
      )
      const after = expectOk(await call('GET', paths.inn), 200, settingsSchema)
      expect(put).toEqual(next)
      expect(after).toEqual(next)
      return [bad, after]
    },
  },
  {
    name: 'GET /icons/{prefix}.json serves installed icons',
    run: async (call) => {
      const set = expectOk(
        await call('GET', '/icons/lucide.json?icons=wifi,no-such-icon'),
        200,
        iconSetSchema,
      )
      expect(set.prefix).toBe('lucide')
      expect(Object.keys(set.icons)).toEqual(['wifi'])
      expect(set.not_found).toEqual(['no-such-icon'])
      const missingSet = await call('GET', '/icons/nosuchset.json?icons=wifi')
      expect(missingSet.status).toBe(404)
      errorBodySchema.parse(missingSet.body)
      const noIcons = await call('GET', '/icons/lucide.json')
      expect(noIcons.status).toBe(400)
      errorBodySchema.parse(noIcons.body)
      return [Object.keys(set.icons), set.not_found, missingSet.status, noIcons.status]
    },
  },
  {
    name: 'POST /auth/login answers 429 after 5 failures for an account, even with the right password',
    run: async (call) => {
      // One failure for this account happened in the 'wrong credentials' case: 4 more reach 5.
      const statuses = []
      for (let i = 0; i < 4; i++) {
        const answer = await call('POST', paths.login, {
          body: { email: 'staff@nightjar.test', password: `guess-${i}` },
        })
        statuses.push(answer.status)
      }
      const locked = await call('POST', paths.login, {
        body: { email: 'staff@nightjar.test', password: 'nightjar-demo' },
      })
      expect(statuses).toEqual([401, 401, 401, 401])
      return [statuses, expectError(locked, 429, 'too_many_attempts')]
    },
  },
  {
    name: 'POST /bookings/{reference}/cancel: the guest cancels within the policy and the room is free again',
    run: async (call) => {
      const stay = { roomId: 3, checkIn: day(60), checkOut: day(62), guests: 1 }
      const booked = await book(call, stay, 'contract-cancel-1')
      const cancel = (key: string) =>
        call('POST', buildPath(paths.bookingCancel, { reference: booked.booking.reference }), {
          headers: { 'Booking-Key': key },
        })
      const wrongKey = expectError(await cancel('AAAAAAAAAAAAAAAAAAAAAA'), 404, 'not_found')
      const { booking } = expectOk(await cancel(booked.accessKey), 200, bookingResponseSchema)
      expect(booking).toMatchObject({
        id: booked.booking.id,
        status: 'cancelled',
        cancelledBy: 'guest',
      })
      expect(booking.cancelledAt).not.toBeNull()
      const free = expectOk(
        await call(
          'GET',
          buildPath(paths.availability, {}, { checkIn: day(60), checkOut: day(62), guests: 1 }),
        ),
        200,
        availabilityResponseSchema,
      )
      expect(free.map((item) => item.room.id)).toContain(3)
      const twice = expectError(await cancel(booked.accessKey), 409, 'already_cancelled')
      return [wrongKey, booking.status, twice]
    },
  },
  {
    name: 'PUT /admin/settings: a new cancellation policy applies to new bookings; those made before keep their terms',
    run: async (call, ctx) => {
      const settings = expectOk(
        await call('GET', paths.adminSettings, { token: ctx.token }),
        200,
        settingsSchema,
      )
      // Check-in in 6 days: still free under the policy now (a few days); closed under 10.
      expect(settings.freeCancellationDays).toBeLessThan(6)
      const stay = { checkIn: day(6), checkOut: day(8), guests: 1 }
      const [first, second] = expectOk(
        await call('GET', buildPath(paths.availability, {}, stay)),
        200,
        availabilityResponseSchema,
      )
      const before = await book(call, { ...stay, roomId: first!.room.id }, 'contract-terms-1')
      expect(before.booking.freeCancellationDays).toBe(settings.freeCancellationDays)
      const policy = (days: number) =>
        call('PUT', paths.adminSettings, {
          token: ctx.token,
          body: { ...settings, freeCancellationDays: days },
        })
      expectOk(await policy(10), 200, settingsSchema)
      try {
        const after = await book(call, { ...stay, roomId: second!.room.id }, 'contract-terms-2')
        expect(after.booking.freeCancellationDays).toBe(10)
        const asBooked = expectOk(
          await call('GET', buildPath(paths.booking, { reference: before.booking.reference }), {
            headers: { 'Booking-Key': before.accessKey },
          }),
          200,
          bookingResponseSchema,
        )
        expect(asBooked.booking.freeCancellationDays).toBe(settings.freeCancellationDays)
        const cancel = ({ booking, accessKey }: typeof before) =>
          call('POST', buildPath(paths.bookingCancel, { reference: booking.reference }), {
            headers: { 'Booking-Key': accessKey },
          })
        const closed = expectError(await cancel(after), 409, 'cancellation_closed')
        const { booking } = expectOk(await cancel(before), 200, bookingResponseSchema)
        expect(booking).toMatchObject({
          status: 'cancelled',
          freeCancellationDays: settings.freeCancellationDays,
        })
        return [asBooked.booking.freeCancellationDays, after.booking.freeCancellationDays, closed]
      } finally {
        expectOk(await policy(settings.freeCancellationDays), 200, settingsSchema)
      }
    },
  },
  {
    name: 'PUT /admin/settings: a new reference prefix applies to new bookings; those made before keep theirs, and both are found',
    run: async (call, ctx) => {
      const settings = expectOk(
        await call('GET', paths.adminSettings, { token: ctx.token }),
        200,
        settingsSchema,
      )
      const prefix = (referencePrefix: string) =>
        call('PUT', paths.adminSettings, {
          token: ctx.token,
          body: { ...settings, referencePrefix },
        })
      const before = await book(
        call,
        { roomId: 5, checkIn: day(150), checkOut: day(152), guests: 1 },
        'contract-prefix-1',
      )
      expect(before.booking.reference).toMatch(/^NJ-/)
      expectOk(await prefix('CASA'), 200, settingsSchema)
      try {
        const after = await book(
          call,
          { roomId: 5, checkIn: day(152), checkOut: day(154), guests: 1 },
          'contract-prefix-2',
        )
        expect(after.booking.reference).toMatch(/^CASA-[0-9A-Z]{5}-[0-9A-Z]{5}$/)
        const shown = async ({ booking, accessKey }: typeof before) =>
          expectOk(
            await call('GET', buildPath(paths.booking, { reference: booking.reference }), {
              headers: { 'Booking-Key': accessKey },
            }),
            200,
            bookingResponseSchema,
          ).booking.reference
        expect(await shown(before)).toBe(before.booking.reference)
        expect(await shown(after)).toBe(after.booking.reference)
        const lookUp = async ({ booking }: typeof before, reference: string) =>
          expectOk(
            await call('POST', paths.bookingLookup, {
              body: { reference, email: booking.guest.email },
            }),
            200,
            bookingLinkSchema,
          ).reference
        // Found as the email gave it, with another prefix, or none.
        expect(await lookUp(before, before.booking.reference)).toBe(before.booking.reference)
        expect(await lookUp(after, after.booking.reference.slice(5))).toBe(after.booking.reference)
        expect(await lookUp(after, `NJ-${after.booking.reference.slice(5)}`)).toBe(
          after.booking.reference,
        )
        return [before.booking.reference.slice(0, 3), after.booking.reference.slice(0, 5)]
      } finally {
        expectOk(await prefix(settings.referencePrefix), 200, settingsSchema)
      }
    },
  },
  {
    name: 'POST /bookings/{reference}/cancel: past the policy’s last free day, 409 and still booked',
    run: async (call) => {
      // Check-in tomorrow: the free cancellation (2 days before) has ended.
      const [first] = expectOk(
        await call(
          'GET',
          buildPath(paths.availability, {}, { checkIn: day(1), checkOut: day(2), guests: 1 }),
        ),
        200,
        availabilityResponseSchema,
      )
      const booked = await book(
        call,
        { roomId: first!.room.id, checkIn: day(1), checkOut: day(2) },
        'contract-cancel-2',
      )
      const { reference } = booked.booking
      const refused = await call('POST', buildPath(paths.bookingCancel, { reference }), {
        headers: { 'Booking-Key': booked.accessKey },
      })
      const closed = expectError(refused, 409, 'cancellation_closed')
      expect((refused.body as { error: { message: string } }).error.message).toMatch(
        /^Free cancellation ended on \d{4}-\d{2}-\d{2}\./,
      )
      const { booking } = expectOk(
        await call('GET', buildPath(paths.booking, { reference }), {
          headers: { 'Booking-Key': booked.accessKey },
        }),
        200,
        bookingResponseSchema,
      )
      expect(booking.status).toBe('confirmed')
      return [closed, booking.status]
    },
  },
  {
    name: 'POST /bookings/lookup: the reference as typed and the booking’s email give its link; one 404 for every miss',
    run: async (call) => {
      const booked = await book(
        call,
        { roomId: 4, checkIn: day(68), checkOut: day(70) },
        'contract-lookup-1',
      )
      const { reference } = booked.booking
      const email = booked.booking.guest.email!
      const lookUp = (body: object) => call('POST', paths.bookingLookup, { body })
      const found = expectOk(
        await lookUp({
          reference: reference.toLowerCase().replaceAll('-', ''),
          email: email.toUpperCase(),
        }),
        200,
        bookingLinkSchema,
      )
      expect(found.reference).toBe(reference)
      expect(found.accessKey).not.toBe(booked.accessKey)
      const { booking } = expectOk(
        await call('GET', buildPath(paths.booking, { reference }), {
          headers: { 'Booking-Key': found.accessKey },
        }),
        200,
        bookingResponseSchema,
      )
      expect(booking.id).toBe(booked.booking.id)
      const otherEmail = await lookUp({ reference, email: 'someone@example.com' })
      const otherReference = await lookUp({ reference: 'NJ-00000-00000', email })
      expect(otherEmail.body).toEqual(otherReference.body)
      return [
        expectError(otherEmail, 404, 'not_found'),
        expectError(otherReference, 404, 'not_found'),
        expectError(await lookUp({ reference: 'NJ-1', email: 'nope' }), 400, 'validation_error', [
          'reference',
          'email',
        ]),
      ]
    },
  },
  {
    name: 'GET /admin/emails: a booking’s confirmation and its cancellation’s notice, newest first; one whole',
    run: async (call, ctx) => {
      const booked = await book(
        call,
        { roomId: 2, checkIn: day(64), checkOut: day(66) },
        'contract-emails-1',
      )
      const { reference } = booked.booking
      await call('POST', buildPath(paths.bookingCancel, { reference }), {
        headers: { 'Booking-Key': booked.accessKey },
      })
      const list = expectOk(
        await call('GET', paths.adminEmails, { token: ctx.token }),
        200,
        emailPageSchema,
      )
      const mine = list.items.filter((email) => email.bookingReference === reference)
      const summary = mine.map(({ kind, status, recipient, subject, attempts, sentAt }) => ({
        kind,
        status,
        recipient,
        subject: subject?.replace(reference, 'REF'),
        attempts,
        sentAt,
      }))
      expect(summary.map((email) => email.kind)).toEqual(['cancellation', 'confirmation'])
      const { email } = expectOk(
        await call('GET', buildPath(paths.adminEmail, { id: mine[1]!.id }), { token: ctx.token }),
        200,
        emailResponseSchema,
      )
      expect(email.text).toContain(`Reference: ${reference}`)
      expect(email.text).toContain(`/booking?ref=${reference}&key=`)
      expect(email.html).toContain(reference)
      const missing = expectError(
        await call('GET', buildPath(paths.adminEmail, { id: '999999' }), { token: ctx.token }),
        404,
        'not_found',
      )
      const noSession = expectError(await call('GET', paths.adminEmails), 401, 'unauthenticated')
      return [summary, email.calendar, missing, noSession]
    },
  },
  {
    name: 'front desk: a booking moved, checked in and checked out, each step in its history; a move onto a taken night is refused',
    run: async (call, ctx) => {
      const token = ctx.token
      const free = expectOk(
        await call(
          'GET',
          buildPath(paths.availability, {}, { checkIn: day(0), checkOut: day(2), guests: 2 }),
        ),
        200,
        availabilityResponseSchema,
      )
      const [a, c] = free.map((item) => item.room)
      // A room the demo's guests hold tonight.
      const rooms = expectOk(await call('GET', paths.rooms), 200, roomListSchema)
      const b = rooms.find((room) => room.capacity >= 2 && !free.some((f) => f.room.id === room.id))
      const { booking } = await book(
        call,
        { roomId: a!.id, checkIn: day(0), checkOut: day(2) },
        'contract-frontdesk-1',
      )
      const id = booking.id
      const move = (body: unknown) =>
        call('PATCH', buildPath(paths.adminBooking, { id }), { token, body })
      const stay = (action: string) =>
        call('POST', buildPath(paths.adminBookingStay, { id }), { token, body: { action } })

      const ontoTaken = expectError(
        await move({ roomId: b!.id, checkIn: day(0), checkOut: day(2) }),
        409,
        'room_unavailable',
      )
      const intoPast = expectError(
        await move({ roomId: c!.id, checkIn: day(-1), checkOut: day(2) }),
        400,
        'validation_error',
        ['checkIn'],
      )
      const moved = expectOk(
        await move({ roomId: c!.id, checkIn: day(0), checkOut: day(2), price: 'reprice' }),
        200,
        bookingResponseSchema,
      ).booking
      expect(moved).toMatchObject({ roomId: c!.id, total: 2 * c!.rate, stayStatus: 'expected' })

      const outFirst = expectError(await stay('check_out'), 409, 'stay_conflict')
      const checkedIn = expectOk(await stay('check_in'), 200, bookingResponseSchema).booking
      expect(checkedIn.stayStatus).toBe('checked_in')
      expect(checkedIn.checkedInAt).not.toBeNull()
      const afterwards = [
        expectError(await stay('check_in'), 409, 'stay_conflict'),
        expectError(await stay('no_show'), 409, 'stay_conflict'),
        expectError(
          await move({ roomId: a!.id, checkIn: day(0), checkOut: day(2) }),
          409,
          'stay_conflict',
        ),
        expectError(
          await call('POST', buildPath(paths.adminBookingCancel, { id }), { token }),
          409,
          'stay_conflict',
        ),
      ]
      const checkedOut = expectOk(await stay('check_out'), 200, bookingResponseSchema).booking
      expect(checkedOut.stayStatus).toBe('checked_out')

      const { events } = expectOk(
        await call('GET', buildPath(paths.adminBookingHistory, { id }), { token }),
        200,
        bookingHistorySchema,
      )
      const history = events.map(({ kind, actor, staffName, detail }) => ({
        kind,
        actor,
        staffName,
        detail,
      }))
      expect(history.map((event) => event.kind)).toEqual([
        'created',
        'moved',
        'checked_in',
        'checked_out',
      ])
      expect(history[1]!.detail).toContain(
        `${a!.name}, ${formatStay(day(0), day(2))} to ${c!.name}`,
      )
      const unknown = '00000000-0000-4000-8000-000000000000'
      return [
        ontoTaken,
        intoPast,
        outFirst,
        afterwards,
        history,
        expectError(
          await call('GET', buildPath(paths.adminBookingHistory, { id: unknown }), { token }),
          404,
          'not_found',
        ),
        expectError(
          await call('POST', buildPath(paths.adminBookingStay, { id: unknown }), {
            token,
            body: { action: 'check_in' },
          }),
          404,
          'not_found',
        ),
        expectError(await stay('leave'), 400, 'validation_error', ['action']),
      ]
    },
  },
  {
    name: 'undo: staff undo the latest check-in, check-out, no-show or their cancellation, once; a cancellation undone holds its nights again while they are free',
    run: async (call, ctx) => {
      const token = ctx.token
      const free = expectOk(
        await call(
          'GET',
          buildPath(paths.availability, {}, { checkIn: day(0), checkOut: day(1), guests: 1 }),
        ),
        200,
        availabilityResponseSchema,
      )
      const room = free.at(-1)!.room
      const tonight = await book(
        call,
        { roomId: room.id, checkIn: day(0), checkOut: day(1), guests: 1 },
        'contract-undo-1',
      )
      const id = tonight.booking.id
      const stay = (action: string) =>
        call('POST', buildPath(paths.adminBookingStay, { id }), { token, body: { action } })
      const undo = (change: unknown, on = id) =>
        call('POST', buildPath(paths.adminBookingUndo, { id: on }), {
          token,
          body: { change },
        })
      const state = (answer: Answer) => {
        const { booking } = expectOk(answer, 200, bookingResponseSchema)
        return {
          status: booking.status,
          stayStatus: booking.stayStatus,
          checkedIn: booking.checkedInAt !== null,
          checkedOut: booking.checkedOutAt !== null,
          noShow: booking.noShowAt !== null,
          cancelled: booking.cancelledAt !== null,
        }
      }
      const nothingYet = expectError(await undo('checked_in'), 409, 'stay_conflict')
      state(await stay('check_in'))
      // Only the latest change, named: not one it never had, not twice.
      const notThat = expectError(await undo('checked_out'), 409, 'stay_conflict')
      const inUndone = state(await undo('checked_in'))
      expect(inUndone).toMatchObject({ stayStatus: 'expected', checkedIn: false })
      const twice = expectError(await undo('checked_in'), 409, 'stay_conflict')
      state(await stay('check_in'))
      state(await stay('check_out'))
      const outUndone = state(await undo('checked_out'))
      expect(outUndone).toMatchObject({ stayStatus: 'checked_in', checkedIn: true })
      state(await undo('checked_in'))
      state(await stay('no_show'))
      const noShowUndone = state(await undo('no_show'))
      expect(noShowUndone).toMatchObject({ stayStatus: 'expected', noShow: false })

      // A cancellation: refused while another booking holds its nights, then confirmed again.
      const later = { roomId: room.id, checkIn: day(150), checkOut: day(152) }
      const first = await book(call, later, 'contract-undo-2')
      const cancel = (on: string) =>
        call('POST', buildPath(paths.adminBookingCancel, { id: on }), { token })
      state(await cancel(first.booking.id))
      const second = await book(call, later, 'contract-undo-3')
      const taken = expectError(await undo('cancelled', first.booking.id), 409, 'room_unavailable')
      state(await cancel(second.booking.id))
      const confirmedAgain = state(await undo('cancelled', first.booking.id))
      expect(confirmedAgain).toMatchObject({ status: 'confirmed', cancelled: false })
      // Its nights are held again: the second cannot be confirmed again over it.
      const heldAgain = expectError(
        await undo('cancelled', second.booking.id),
        409,
        'room_unavailable',
      )
      // The cancellation's email had not gone (here every email is held): it is taken back.
      const emails = expectOk(await call('GET', paths.adminEmails, { token }), 200, emailPageSchema)
      const kinds = emails.items
        .filter((email) => email.bookingReference === first.booking.reference)
        .map((email) => email.kind)
      expect(kinds).toEqual(['confirmation'])

      // The guest's own cancellation is the guest's word: staff book again instead.
      const guests = await book(
        call,
        { ...later, checkIn: day(153), checkOut: day(154) },
        'contract-undo-4',
      )
      await call('POST', buildPath(paths.bookingCancel, { reference: guests.booking.reference }), {
        headers: { 'Booking-Key': guests.accessKey },
      })
      const guestsOwn = expectError(
        await undo('cancelled', guests.booking.id),
        409,
        'stay_conflict',
      )

      const { events } = expectOk(
        await call('GET', buildPath(paths.adminBookingHistory, { id }), { token }),
        200,
        bookingHistorySchema,
      )
      const history = events.map(({ kind, detail }) => `${kind}${detail ? `: ${detail}` : ''}`)
      expect(history).toEqual([
        'created',
        'checked_in',
        'undone: Check-in: expected again',
        'checked_in',
        'checked_out',
        'undone: Check-out: checked in again',
        'undone: Check-in: expected again',
        'no_show',
        'undone: No-show: expected again',
      ])
      return {
        refused: [nothingYet, notThat, twice, taken, heldAgain, guestsOwn],
        states: [inUndone, outUndone, noShowUndone, confirmedAgain],
        history,
        wrong: [
          expectError(await undo('leave'), 400, 'validation_error', ['change']),
          expectError(
            await undo('checked_in', '00000000-0000-4000-8000-000000000000'),
            404,
            'not_found',
          ),
          expectError(
            await call('POST', buildPath(paths.adminBookingUndo, { id }), {
              body: { change: 'checked_in' },
            }),
            401,
            'unauthenticated',
          ),
        ],
      }
    },
  },
  {
    name: 'GET /admin/bookings.csv: every booking the filters match, in the list’s order, as a spreadsheet',
    run: async (call, ctx) => {
      const list = expectOk(
        await call('GET', buildPath(paths.adminBookings, {}, { status: 'cancelled' }), {
          token: ctx.token,
        }),
        200,
        bookingPageSchema,
      )
      const answer = await call(
        'GET',
        buildPath(paths.adminBookingsCsv, {}, { status: 'cancelled' }),
        {
          token: ctx.token,
        },
      )
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      const disposition = answer.headers.get('content-disposition')
      expect(disposition).toBe('attachment; filename="nightjar-bookings-cancelled.csv"')
      const csv = csvSchema.parse(answer.body)
      expect(csv.startsWith('\uFEFFReference,Status,Room,')).toBe(true)
      const lines = csv.slice(1).trimEnd().split('\r\n')
      expect(lines.length - 1).toBe(list.total)
      expect(lines.slice(1, 21).map((line) => line.split(',')[0])).toEqual(
        list.items.map((booking) => booking.reference),
      )
      return [
        disposition,
        lines[0],
        lines.length - 1,
        expectError(
          await call('GET', buildPath(paths.adminBookingsCsv, {}, { from: '2026-13-01' }), {
            token: ctx.token,
          }),
          400,
          'validation_error',
          ['from'],
        ),
        expectError(await call('GET', paths.adminBookingsCsv), 401, 'unauthenticated'),
      ]
    },
  },
  {
    name: 'GET /admin/reports.csv: one row per bucket and the period’s total, as the report says',
    run: async (call, ctx) => {
      const query = { period: 'month', date: day(0) }
      const report = expectOk(
        await call('GET', buildPath(paths.adminReports, {}, query), { token: ctx.token }),
        200,
        reportSchema,
      )
      const answer = await call('GET', buildPath(paths.adminReportCsv, {}, query), {
        token: ctx.token,
      })
      expect(answer.status).toBe(200)
      const lines = csvSchema.parse(answer.body).slice(1).trimEnd().split('\r\n')
      expect(lines).toHaveLength(report.buckets.length + 2)
      const total = lines.at(-1)!.split(',')
      expect(total.slice(0, 5)).toEqual([
        'Total',
        report.from,
        report.to,
        String(report.bookedNights),
        String(report.availableNights),
      ])
      return [answer.headers.get('content-disposition'), lines[0], lines.length]
    },
  },
  {
    name: 'admin staff: the owner adds a colleague, who signs in and is refused settings and accounts (403)',
    run: async (call, ctx) => {
      const created = expectOk(
        await call('POST', paths.adminStaff, { token: ctx.token, body: colleague.input }),
        201,
        staffAccountResponseSchema,
      ).staff
      expect(created).toMatchObject({ email: colleague.email, role: 'staff', active: true })
      const again = expectError(
        await call('POST', paths.adminStaff, {
          token: ctx.token,
          body: { ...colleague.input, email: colleague.email.toUpperCase() },
        }),
        409,
        'account_conflict',
        ['email'],
      )
      const invalid = expectError(
        await call('POST', paths.adminStaff, {
          token: ctx.token,
          body: { name: '', email: 'nope', role: 'boss', password: 'short' },
        }),
        400,
        'validation_error',
        ['name', 'email', 'role', 'password'],
      )
      const signedIn = await signIn(call, colleague.email, colleague.input.password)
      expect(signedIn.staff.role).toBe('staff')
      const token = signedIn.token
      const refused = [
        await call('GET', paths.adminSettings, { token }),
        await call('PUT', paths.adminSettings, { token, body: {} }),
        await call('GET', paths.adminStaff, { token }),
        await call('POST', paths.adminStaff, { token, body: colleague.input }),
        await call('PATCH', buildPath(paths.adminStaffMember, { id: 1 }), {
          token,
          body: { active: false },
        }),
      ].map((answer) => expectError(answer, 403, 'forbidden'))
      expectOk(await call('GET', paths.adminBookings, { token }), 200, bookingPageSchema)
      const list = expectOk(
        await call('GET', paths.adminStaff, { token: ctx.token }),
        200,
        staffListSchema,
      )
      const shown = list.map(({ createdAt: _createdAt, ...account }) => account)
      expect(shown.map((account) => account.role)).toEqual(['owner', 'staff'])
      return [{ ...created, createdAt: null }, again, invalid, signedIn.staff, refused, shown]
    },
  },
  {
    name: 'POST /auth/password: the current password first; the new one signs in and the member’s other sessions end',
    run: async (call) => {
      const { password } = colleague.input
      const here = (await signIn(call, colleague.email, password)).token
      const elsewhere = (await signIn(call, colleague.email, password)).token
      const change = (body: unknown) => call('POST', paths.password, { token: here, body })
      const wrong = expectError(
        await change({ currentPassword: 'not-the-password', newPassword: colleague.newPassword }),
        400,
        'validation_error',
        ['currentPassword'],
      )
      const same = expectError(
        await change({ currentPassword: password, newPassword: password }),
        400,
        'validation_error',
        ['newPassword'],
      )
      const short = expectError(
        await change({ currentPassword: password, newPassword: 'short' }),
        400,
        'validation_error',
        ['newPassword'],
      )
      const changed = expectOk(
        await change({ currentPassword: password, newPassword: colleague.newPassword }),
        200,
        passwordChangedSchema,
      )
      // `elsewhere`, and the session the previous case signed in.
      expect(changed.signedOut).toBe(2)
      const elsewhereNow = expectError(
        await call('GET', paths.me, { token: elsewhere }),
        401,
        'unauthenticated',
      )
      expectOk(await call('GET', paths.me, { token: here }), 200, meResponseSchema)
      const oldPassword = expectError(
        await call('POST', paths.login, { body: { email: colleague.email, password } }),
        401,
        'unauthenticated',
      )
      await signIn(call, colleague.email, colleague.newPassword)
      return [wrong, same, short, changed, elsewhereNow, oldPassword]
    },
  },
  {
    name: 'PATCH /admin/staff/{id}: disabling ends the member’s sessions and sign-in; the inn keeps its owner',
    run: async (call, ctx) => {
      const patch = (id: number, body: unknown, token = ctx.token) =>
        call('PATCH', buildPath(paths.adminStaffMember, { id }), { token, body })
      const self = [
        expectError(await patch(1, { active: false }), 409, 'account_conflict'),
        expectError(await patch(1, { role: 'staff' }), 409, 'account_conflict'),
      ]
      const list = expectOk(
        await call('GET', paths.adminStaff, { token: ctx.token }),
        200,
        staffListSchema,
      )
      const id = list.find((account) => account.email === colleague.email)!.id
      const token = (await signIn(call, colleague.email, colleague.newPassword)).token
      const disabled = expectOk(await patch(id, { active: false }), 200, staffAccountResponseSchema)
      expect(disabled.staff.active).toBe(false)
      const afterwards = [
        expectError(await call('GET', paths.me, { token }), 401, 'unauthenticated'),
        expectError(
          await call('POST', paths.login, {
            body: { email: colleague.email, password: colleague.newPassword },
          }),
          401,
          'unauthenticated',
        ),
      ]
      const promoted = expectOk(
        await patch(id, { active: true, role: 'owner' }),
        200,
        staffAccountResponseSchema,
      )
      const owner = await signIn(call, colleague.email, colleague.newPassword)
      expectOk(await call('GET', paths.adminSettings, { token: owner.token }), 200, settingsSchema)
      // Now two owners: the first may step down, and then the second is the last.
      const demoted = expectOk(
        await patch(1, { role: 'staff' }, owner.token),
        200,
        staffAccountResponseSchema,
      )
      const last = expectError(
        await patch(id, { role: 'staff' }, owner.token),
        409,
        'account_conflict',
      )
      expectOk(await patch(1, { role: 'owner' }, owner.token), 200, staffAccountResponseSchema)
      return [
        self,
        { ...disabled.staff, createdAt: null },
        afterwards,
        promoted.staff.role,
        demoted.staff.role,
        last,
        expectError(await patch(999, { active: false }), 404, 'not_found'),
        expectError(await patch(id, {}), 400, 'validation_error'),
      ]
    },
  },
]

// ── Front desk: the window, taken nights, bookings taken and edited by staff, rooms' periods ──

/** A booking as the parity block compares it: without what each target draws at random. */
const stayOf = (booking: z.infer<typeof bookingSchema>) => ({
  room: booking.roomId,
  checkIn: booking.checkIn,
  checkOut: booking.checkOut,
  guest: booking.guest.name,
  stayStatus: booking.stayStatus,
})

cases.push(
  {
    name: 'GET /admin/front-desk: the window’s rooms, stays and closures, and today’s arrivals and departures',
    run: async (call, ctx) => {
      const desk = async (query: Record<string, string | number> = {}) =>
        expectOk(
          await call('GET', buildPath(paths.adminFrontDesk, {}, query), { token: ctx.token }),
          200,
          frontDeskSchema,
        )
      const first = await desk()
      expect(first).toMatchObject({ from: day(-1), to: day(12), days: 14, today })
      const rooms = expectOk(
        await call('GET', paths.adminRooms, { token: ctx.token }),
        200,
        roomListSchema,
      )
      // The active rooms, and an inactive one only while it holds a stay in the window.
      for (const room of rooms) {
        const holds = first.bookings.some((booking) => booking.roomId === room.id)
        expect(first.rooms.some((shown) => shown.id === room.id)).toBe(room.active || holds)
      }
      for (const booking of first.bookings) {
        expect(booking.status).toBe('confirmed')
        expect(booking.checkIn <= first.to && booking.checkOut >= first.from).toBe(true)
      }
      for (const closure of first.closures) {
        expect(closure.date >= first.from && closure.date <= first.to).toBe(true)
      }
      expect(first.arrivals.every((booking) => booking.checkIn === today)).toBe(true)
      expect(first.departures.every((booking) => booking.checkOut === today)).toBe(true)
      // Tom Becker arrives today (the demo); the arrivals are listed whatever the window.
      const later = await desk({ from: day(30), days: 28 })
      expect(later).toMatchObject({ from: day(30), to: day(57), days: 28 })
      expect(later.arrivals.map((booking) => booking.guest.name)).toContain('Tom Becker')
      const token = { token: ctx.token }
      return [
        {
          rooms: first.rooms.map((room) => room.id),
          stays: first.bookings.map(stayOf),
          closures: first.closures,
          arrivals: first.arrivals.map(stayOf),
          departures: first.departures.map(stayOf),
        },
        later.bookings.map(stayOf),
        expectError(
          await call('GET', buildPath(paths.adminFrontDesk, {}, { days: 0 }), token),
          400,
          'validation_error',
          ['days'],
        ),
        expectError(
          await call('GET', buildPath(paths.adminFrontDesk, {}, { days: 63 }), token),
          400,
          'validation_error',
          ['days'],
        ),
        expectError(
          await call('GET', buildPath(paths.adminFrontDesk, {}, { from: '2026-02-30' }), token),
          400,
          'validation_error',
          ['from'],
        ),
      ]
    },
  },
  {
    name: 'POST /admin/bookings: a walk-in without an email is booked and sent nothing, to the end; a guest on the site gives one',
    run: async (call, ctx) => {
      const token = ctx.token
      const stay = { roomId: 2, checkIn: day(156), checkOut: day(158), guests: 1 }
      const post = (guest: Record<string, unknown>, checkIn = day(156), checkOut = day(158)) =>
        call('POST', paths.adminBookings, {
          token,
          body: { ...stay, checkIn, checkOut, guest: { name: 'Walk-in', ...guest } },
        })
      const none = expectOk(await post({}), 201, bookingResponseSchema).booking
      const empty = expectOk(
        await post({ email: '  ' }, day(158), day(159)),
        201,
        bookingResponseSchema,
      ).booking
      expect([none.guest.email, empty.guest.email]).toEqual([null, null])
      const wrong = expectError(
        await post({ email: 'not-an-email' }, day(160), day(161)),
        400,
        'validation_error',
        ['guest.email'],
      )
      // On the site the email stays required.
      const guestWithout = expectError(
        await call('POST', paths.bookings, {
          body: { ...stay, checkIn: day(162), checkOut: day(163), guest: { name: 'Walk-in' } },
          headers: { 'Idempotency-Key': 'contract-walk-in-guest' },
        }),
        400,
        'validation_error',
        ['guest.email'],
      )
      // Moved and cancelled, still nothing to send; an edit can add an address later.
      expectOk(
        await call('PATCH', buildPath(paths.adminBooking, { id: none.id }), {
          token,
          body: { roomId: 2, checkIn: day(157), checkOut: day(158), price: 'reprice' },
        }),
        200,
        bookingResponseSchema,
      )
      expectOk(
        await call('POST', buildPath(paths.adminBookingCancel, { id: empty.id }), { token }),
        200,
        bookingResponseSchema,
      )
      const added = expectOk(
        await call('PATCH', buildPath(paths.adminBooking, { id: none.id }), {
          token,
          body: {
            roomId: 2,
            checkIn: day(157),
            checkOut: day(158),
            guest: { name: 'Walk-in', email: 'found.it@example.com' },
          },
        }),
        200,
        bookingResponseSchema,
      ).booking
      expect(added.guest.email).toBe('found.it@example.com')
      const emails = expectOk(await call('GET', paths.adminEmails, { token }), 200, emailPageSchema)
      const sent = emails.items.filter((email) =>
        [none.reference, empty.reference].includes(email.bookingReference),
      )
      expect(sent).toEqual([])
      // A booking the guest made on the site keeps its email.
      const online = await book(
        call,
        { roomId: 2, checkIn: day(164), checkOut: day(165) },
        'contract-walk-in-online',
      )
      const keeps = expectError(
        await call('PATCH', buildPath(paths.adminBooking, { id: online.booking.id }), {
          token,
          body: {
            roomId: 2,
            checkIn: day(164),
            checkOut: day(165),
            guest: { name: online.booking.guest.name, email: ' ' },
          },
        }),
        400,
        'validation_error',
        ['guest.email'],
      )
      return {
        emails: [none.guest.email, empty.guest.email],
        refused: [wrong, guestWithout, keeps],
      }
    },
  },
  {
    name: 'POST /admin/bookings: staff take a booking with the guest’s rules, constraint and email; its history says who',
    run: async (call, ctx) => {
      const token = ctx.token
      const body = {
        roomId: 1,
        checkIn: day(70),
        checkOut: day(72),
        guests: 2,
        guest: { name: 'Walk-in Guest', email: 'walk.in@example.com', phone: '+351 911 000 000' },
      }
      const post = (overrides: Record<string, unknown>) =>
        call('POST', paths.adminBookings, { token, body: { ...body, ...overrides } })
      const { booking } = expectOk(await post({}), 201, bookingResponseSchema)
      const rooms = expectOk(await call('GET', paths.rooms), 200, roomListSchema)
      const garden = rooms.find((room) => room.id === 1)!
      expect(booking).toMatchObject({
        roomId: 1,
        createdBy: 'staff',
        status: 'confirmed',
        stayStatus: 'expected',
        total: 2 * garden.rate,
        guest: { name: 'Walk-in Guest', phone: '+351 911 000 000', notes: null },
      })
      // The same nights again: the constraint refuses them, with the room's name.
      const taken = await post({ checkIn: day(71), checkOut: day(73) })
      const refused = expectError(taken, 409, 'room_unavailable')
      expect((taken.body as { error: { message: string } }).error.message).toBe(
        'Garden Room is taken on some of these nights by another booking.',
      )
      // A closed night is refused too, naming it.
      const closures = buildPath(paths.adminRoomClosures, { id: 5 })
      const { dates } = expectOk(await call('GET', closures, { token }), 200, closuresSchema)
      expectOk(
        await call('PUT', closures, { token, body: { dates: [...dates, day(75)] } }),
        200,
        closuresSchema,
      )
      const closedAnswer = await post({ roomId: 5, checkIn: day(74), checkOut: day(76) })
      const closed = expectError(closedAnswer, 409, 'room_unavailable')
      expect((closedAnswer.body as { error: { message: string } }).error.message).toBe(
        `Courtyard Double is closed on ${day(75)}.`,
      )
      expectOk(await call('PUT', closures, { token, body: { dates } }), 200, closuresSchema)
      const invalid = [
        expectError(await post({ guests: 3 }), 400, 'validation_error', ['guests']),
        expectError(await post({ checkIn: day(-2), checkOut: day(1) }), 400, 'validation_error', [
          'checkIn',
        ]),
        expectError(await post({ roomId: 6 }), 400, 'validation_error', ['roomId']),
        expectError(await post({ roomId: 999 }), 400, 'validation_error', ['roomId']),
        expectError(await post({ guest: { name: '', email: 'nope' } }), 400, 'validation_error', [
          'guest.email',
          'guest.name',
        ]),
      ]
      const path = buildPath(paths.adminBooking, { id: booking.id })
      const got = expectOk(await call('GET', path, { token }), 200, bookingResponseSchema)
      expect(got.booking).toEqual(booking)
      const { events } = expectOk(
        await call('GET', buildPath(paths.adminBookingHistory, { id: booking.id }), { token }),
        200,
        bookingHistorySchema,
      )
      expect(events.map(({ kind, actor, staffName }) => ({ kind, actor, staffName }))).toEqual([
        { kind: 'created', actor: 'staff', staffName: 'Demo Staff' },
      ])
      // The guest gets the confirmation a booking on the site gets.
      const emails = expectOk(await call('GET', paths.adminEmails, { token }), 200, emailPageSchema)
      const sent = emails.items.filter((email) => email.bookingReference === booking.reference)
      expect(sent.map(({ kind, recipient }) => ({ kind, recipient }))).toEqual([
        { kind: 'confirmation', recipient: 'walk.in@example.com' },
      ])
      // Its nights are taken in the booking form's calendar, except while it is edited.
      const nights = (query: Record<string, string>) =>
        call('GET', buildPath(paths.adminTakenNights, {}, query), { token })
      const taken1 = expectOk(
        await nights({ from: day(69), to: day(73) }),
        200,
        takenNightsSchema,
      ).rooms.find((room) => room.roomId === 1)
      expect(taken1?.booked).toEqual([day(70), day(71)])
      const editing = expectOk(
        await nights({ from: day(69), to: day(73), exclude: booking.id }),
        200,
        takenNightsSchema,
      ).rooms.find((room) => room.roomId === 1)
      expect(editing?.booked).toEqual([])
      ctx.staffBookingId = booking.id
      return [
        stayOf(booking),
        refused,
        closed,
        invalid,
        taken1,
        editing,
        expectError(await nights({ from: day(73), to: day(69) }), 400, 'validation_error', ['to']),
        expectError(await nights({ from: day(0), to: day(400) }), 400, 'validation_error', ['to']),
        expectError(
          await call(
            'GET',
            buildPath(paths.adminBooking, { id: '00000000-0000-4000-8000-000000000000' }),
            {
              token,
            },
          ),
          404,
          'not_found',
        ),
        expectError(
          await call('GET', buildPath(paths.adminBooking, { id: 'nope' }), { token }),
          404,
          'not_found',
        ),
      ]
    },
  },
  {
    name: 'PATCH /admin/bookings/{id}: an edit of the party and guest details, and a move, each a line of its history',
    run: async (call, ctx) => {
      const token = ctx.token
      const id = ctx.staffBookingId!
      const path = buildPath(paths.adminBooking, { id })
      const stay = { roomId: 1, checkIn: day(70), checkOut: day(72) }
      const patch = (body: Record<string, unknown>) => call('PATCH', path, { token, body })
      const guest = { name: 'Walk-in Guest', email: 'walk.in@example.com', notes: 'Cot, please.' }
      const edited = expectOk(
        await patch({ ...stay, guests: 1, guest }),
        200,
        bookingResponseSchema,
      ).booking
      expect(edited).toMatchObject({ guests: 1, guest: { phone: null, notes: 'Cot, please.' } })
      const unchanged = expectOk(
        await patch({ ...stay, guests: 1, guest }),
        200,
        bookingResponseSchema,
      ).booking
      expect(unchanged).toEqual(edited)
      const tooMany = expectError(await patch({ ...stay, guests: 3 }), 400, 'validation_error', [
        'guests',
      ])
      const both = expectOk(
        await patch({ roomId: 5, checkIn: day(80), checkOut: day(81), guests: 2, price: 'keep' }),
        200,
        bookingResponseSchema,
      ).booking
      expect(both).toMatchObject({ roomId: 5, guests: 2, guest: { notes: 'Cot, please.' } })
      const { events } = expectOk(
        await call('GET', buildPath(paths.adminBookingHistory, { id }), { token }),
        200,
        bookingHistorySchema,
      )
      const history = events.map(({ kind, staffName, detail }) => ({ kind, staffName, detail }))
      expect(history).toEqual([
        { kind: 'created', staffName: 'Demo Staff', detail: null },
        { kind: 'edited', staffName: 'Demo Staff', detail: 'Guests 2 → 1; Changed phone, notes' },
        {
          kind: 'moved',
          staffName: 'Demo Staff',
          detail: `Garden Room, ${formatStay(day(70), day(72))} to Courtyard Double, ${formatStay(day(80), day(81))}`,
        },
        { kind: 'edited', staffName: 'Demo Staff', detail: 'Guests 1 → 2' },
      ])
      return [stayOf(edited), tooMany, stayOf(both), history]
    },
  },
  {
    name: 'PATCH /admin/bookings/{id}: a move that changes the price asks first; the booking keeps or takes the new total as staff answer, and the guest is emailed both',
    run: async (call, ctx) => {
      const token = ctx.token
      const stay = { checkIn: day(94), checkOut: day(96) }
      const free = expectOk(
        await call('GET', buildPath(paths.availability, {}, { ...stay, guests: 2 })),
        200,
        availabilityResponseSchema,
      )
      // Two free rooms whose stays cost differently.
      const [from, to] = [free[0]!, free.find((item) => item.total !== free[0]!.total)!]
      const { booking } = await book(call, { roomId: from.room.id, ...stay }, 'contract-reprice-1')
      const path = buildPath(paths.adminBooking, { id: booking.id })
      const patch = (body: Record<string, unknown>) => call('PATCH', path, { token, body })
      const asked = await patch({ roomId: to.room.id, ...stay })
      expectError(asked, 409, 'price_changed')
      const { error } = errorBodySchema.parse(asked.body)
      expect(error.price).toEqual({ current: from.total, next: to.total })
      // Asking changed nothing.
      const before = expectOk(
        await call('GET', path, { token }),
        200,
        bookingResponseSchema,
      ).booking
      expect(before).toMatchObject({ roomId: from.room.id, total: from.total })
      const wrong = expectError(
        await patch({ roomId: to.room.id, ...stay, price: 'half' }),
        400,
        'validation_error',
        ['price'],
      )
      const kept = expectOk(
        await patch({ roomId: to.room.id, ...stay, price: 'keep' }),
        200,
        bookingResponseSchema,
      ).booking
      expect(kept).toMatchObject({ roomId: to.room.id, total: from.total })
      const back = expectOk(
        await patch({ roomId: from.room.id, ...stay, price: 'reprice' }),
        200,
        bookingResponseSchema,
      ).booking
      // Back in its first room at that room's price: nothing to ask, and nothing changes.
      expect(back).toMatchObject({ roomId: from.room.id, total: from.total })
      const repriced = expectOk(
        await patch({ roomId: to.room.id, ...stay, price: 'reprice' }),
        200,
        bookingResponseSchema,
      ).booking
      expect(repriced).toMatchObject({ roomId: to.room.id, total: to.total })

      const list = expectOk(await call('GET', paths.adminEmails, { token }), 200, emailPageSchema)
      const changes = list.items.filter(
        (email) => email.bookingReference === booking.reference && email.kind === 'change',
      )
      expect(changes).toHaveLength(3)
      const { email } = expectOk(
        await call('GET', buildPath(paths.adminEmail, { id: changes[0]!.id }), { token }),
        200,
        emailResponseSchema,
      )
      const price = (total: number) => formatPrice(total, to.currency)
      expect(email.subject).toBe(`Your booking has changed: ${booking.reference}`)
      expect(email.recipient).toBe(booking.guest.email)
      expect(email.text).toContain(`Room:      ${to.room.name}`)
      expect(email.text).toContain(`Before:    ${from.room.name}`)
      expect(email.text).toContain(`Total:     ${price(to.total)} (was ${price(from.total)})`)
      expect(email.text).toContain(`/booking?ref=${booking.reference}&key=`)
      const keptEmail = expectOk(
        await call('GET', buildPath(paths.adminEmail, { id: changes[2]!.id }), { token }),
        200,
        emailResponseSchema,
      ).email
      expect(keptEmail.text).toContain(`Total:     ${price(from.total)} (unchanged)`)

      const { events } = expectOk(
        await call('GET', buildPath(paths.adminBookingHistory, { id: booking.id }), { token }),
        200,
        bookingHistorySchema,
      )
      expect(events.map((event) => event.detail?.split(' · ')[1] ?? null)).toEqual([
        null,
        null,
        null,
        `${price(from.total)} → ${price(to.total)}`,
      ])
      return [wrong, error.code]
    },
  },
  {
    name: 'reports: a room deactivated today leaves the months before as they were, and counts again once active',
    run: async (call, ctx) => {
      const token = ctx.token
      const report = async (date: string) =>
        expectOk(
          await call('GET', buildPath(paths.adminReports, {}, { period: 'month', date }), {
            token,
          }),
          200,
          reportSchema,
        )
      const active = (value: boolean) =>
        call('PATCH', buildPath(paths.adminRoom, { id: 3 }), { token, body: { active: value } })
      const [lastMonth, thisMonth, nextMonth] = await Promise.all([
        report(day(-31)),
        report(today),
        report(day(31)),
      ])
      expectOk(await active(false), 200, roomResponseSchema)
      expect(await report(day(-31))).toEqual(lastMonth)
      const inactive = await report(day(31))
      expect(inactive.availableNights).toBeLessThan(nextMonth.availableNights)
      const during = await report(today)
      // The nights before today keep the room; from today on it is not open.
      for (const [i, bucket] of during.buckets.entries()) {
        const before = thisMonth.buckets[i]!
        if (bucket.to < today) expect(bucket).toEqual(before)
        else expect(bucket.availableNights).toBeLessThanOrEqual(before.availableNights)
      }
      expectOk(await active(true), 200, roomResponseSchema)
      expect(await report(today)).toEqual(thisMonth)
      expect(await report(day(31))).toEqual(nextMonth)
      return [lastMonth, inactive.availableNights, nextMonth.availableNights]
    },
  },
)
// ── Rates and stay rules ─────────────────────────────────────────────────────────────────────

/** Staff's calls with a token. */
const asStaff = (call: Call, token: string) => ({
  post: (path: string, body: unknown) => call('POST', path, { token, body }),
  put: (path: string, body: unknown) => call('PUT', path, { token, body }),
  del: (path: string) => call('DELETE', path, { token }),
})

/** The free rooms for a stay (a 200), or the answer as it came. */
const search = (call: Call, checkIn: string, checkOut: string, guests = 2) =>
  call('GET', buildPath(paths.availability, {}, { checkIn, checkOut, guests }))

const rateCases: Case[] = [
  {
    name: 'POST /bookings refuses a total sent by the client (400 naming it) and books nothing',
    run: async (call) => {
      const stay = { checkIn: day(330), checkOut: day(331) }
      const refused = expectError(
        await call('POST', paths.bookings, {
          body: { ...bookingBody(stay), total: 1 },
          headers: { 'Idempotency-Key': 'contract-client-total' },
        }),
        400,
        'validation_error',
        ['total'],
      )
      const zero = expectError(
        await call('POST', paths.bookings, {
          body: { ...bookingBody(stay), total: 0 },
          headers: { 'Idempotency-Key': 'contract-client-total-0' },
        }),
        400,
        'validation_error',
        ['total'],
      )
      const free = expectOk(
        await search(call, stay.checkIn, stay.checkOut),
        200,
        availabilityResponseSchema,
      )
      expect(free.map((item) => item.room.id)).toContain(1)
      // The key was not used up: the same key without a total books, at the nights' price.
      const { booking } = await book(call, stay, 'contract-client-total')
      expect(booking.total).toBe(9500)
      return [refused, zero, booking.total]
    },
  },
  {
    name: 'rate periods: staff create, edit and remove them; a stay across two periods costs the sum of its nights in the search, the booking and the staff list',
    run: async (call, ctx) => {
      // Rates are day-to-day work: a member who is not an owner edits them.
      const member = {
        name: 'Rosa Rates',
        email: 'rosa.rates@nightjar.test',
        role: 'staff',
        password: 'rosa-sets-the-rates',
      }
      expectOk(
        await call('POST', paths.adminStaff, { token: ctx.token, body: member }),
        201,
        staffAccountResponseSchema,
      )
      const staff = asStaff(call, (await signIn(call, member.email, member.password)).token)
      const create = async (body: Record<string, unknown>) =>
        expectOk(await staff.post(paths.adminRatePeriods, body), 201, ratePeriodResponseSchema)
          .period
      const autumn = await create({
        roomId: 1,
        name: 'Autumn',
        from: day(332),
        to: day(333),
        rate: 8000,
      })
      const late = await create({
        roomId: 1,
        name: 'Late autumn',
        from: day(334),
        to: day(340),
        rate: 9000,
      })
      const sundays = await create({
        roomId: 1,
        from: day(332),
        to: day(340),
        rate: 7000,
        weekdays: [7, 7],
      })
      expect(autumn).toMatchObject({
        roomId: 1,
        name: 'Autumn',
        from: day(332),
        to: day(333),
        rate: 8000,
        weekdays: null,
      })
      expect(sundays).toMatchObject({ name: '', weekdays: [7] })
      const refusals = [
        // Every night of day 333 and 334 already has its rate.
        expectError(
          await staff.post(paths.adminRatePeriods, {
            roomId: 1,
            from: day(333),
            to: day(334),
            rate: 1,
          }),
          409,
          'rate_conflict',
          ['from'],
        ),
        expectError(
          await staff.post(paths.adminRatePeriods, {
            roomId: 1,
            from: day(336),
            to: day(336),
            rate: 1,
            weekdays: [6, 7],
          }),
          409,
          'rate_conflict',
          ['from'],
        ),
        expectError(
          await staff.post(paths.adminRatePeriods, {
            roomId: 1,
            from: day(341),
            to: day(340),
            rate: 1,
          }),
          400,
          'validation_error',
          ['to'],
        ),
        expectError(
          await staff.post(paths.adminRatePeriods, {
            roomId: 1,
            from: day(341),
            to: day(341),
            rate: -1,
            weekdays: [8],
          }),
          400,
          'validation_error',
          ['rate', 'weekdays.0'],
        ),
        expectError(
          await staff.post(paths.adminRatePeriods, {
            roomId: 999,
            from: day(341),
            to: day(341),
            rate: 1,
          }),
          400,
          'validation_error',
          ['roomId'],
        ),
        expectError(
          await staff.put(buildPath(paths.adminRatePeriod, { id: 999 }), {
            roomId: 1,
            from: day(341),
            to: day(341),
            rate: 1,
          }),
          404,
          'not_found',
        ),
        expectError(
          await staff.del(buildPath(paths.adminRatePeriod, { id: 999 })),
          404,
          'not_found',
        ),
      ]
      const edited = expectOk(
        await staff.put(buildPath(paths.adminRatePeriod, { id: late.id }), {
          roomId: 1,
          name: 'Late autumn',
          from: day(334),
          to: day(340),
          rate: 9200,
        }),
        200,
        ratePeriodResponseSchema,
      ).period
      expect(edited).toMatchObject({ id: late.id, rate: 9200 })
      expect((await staff.del(buildPath(paths.adminRatePeriod, { id: sundays.id }))).status).toBe(
        204,
      )
      const { periods } = expectOk(
        await call('GET', paths.adminRates, { token: ctx.token }),
        200,
        ratesSchema,
      )
      expect(
        periods.filter((p) => p.roomId === 1 && p.from >= day(332)).map((p) => p.name),
      ).toEqual(['Autumn', 'Late autumn'])

      // Two nights at 80, two at 92: the search, the booking, the guest's view and the staff list agree.
      const stay = { checkIn: day(332), checkOut: day(336) }
      const items = expectOk(
        await search(call, stay.checkIn, stay.checkOut),
        200,
        availabilityResponseSchema,
      )
      const garden = items.find((item) => item.room.id === 1)!
      expect(garden.nightly).toEqual([
        { date: day(332), rate: 8000 },
        { date: day(333), rate: 8000 },
        { date: day(334), rate: 9200 },
        { date: day(335), rate: 9200 },
      ])
      expect(garden.total).toBe(34_400)
      for (const item of items)
        expect(item.total).toBe(item.nightly.reduce((sum, n) => sum + n.rate, 0))
      expect(items[0]!.room.id).toBe(1) // now the cheapest stay
      const { booking, accessKey } = await book(call, stay, 'contract-two-periods')
      expect(booking.total).toBe(34_400)
      const opened = expectOk(
        await call('GET', buildPath(paths.booking, { reference: booking.reference }), {
          headers: { 'Booking-Key': accessKey },
        }),
        200,
        bookingResponseSchema,
      )
      const listed = expectOk(
        await call('GET', buildPath(paths.adminBookings, {}, { q: booking.reference }), {
          token: ctx.token,
        }),
        200,
        bookingPageSchema,
      )
      expect([opened.booking.total, listed.items[0]!.total]).toEqual([34_400, 34_400])
      return { refusals, garden: garden.nightly.map((n) => n.rate), total: booking.total }
    },
  },
  {
    name: 'stay rules: a minimum stay refuses a shorter one (400 naming checkOut) in the search and the booking; closed to arrival names checkIn; edits count at once',
    run: async (call, ctx) => {
      const staff = asStaff(call, ctx.token)
      const fair = expectOk(
        await staff.post(paths.adminStayRules, {
          name: 'Fair',
          from: day(350),
          to: day(352),
          minNights: 3,
        }),
        201,
        stayRuleResponseSchema,
      ).rule
      const closed = expectOk(
        await staff.post(paths.adminStayRules, {
          from: day(355),
          to: day(355),
          closedToArrival: true,
        }),
        201,
        stayRuleResponseSchema,
      ).rule
      expect(fair).toMatchObject({
        name: 'Fair',
        minNights: 3,
        closedToArrival: false,
        closedToDeparture: false,
      })
      expect(closed).toMatchObject({ name: '', minNights: 1, closedToArrival: true })
      const invalid = [
        expectError(
          await staff.post(paths.adminStayRules, { from: day(350), to: day(350) }),
          400,
          'validation_error',
          ['minNights'],
        ),
        expectError(
          await staff.post(paths.adminStayRules, { from: day(351), to: day(350), minNights: 2 }),
          400,
          'validation_error',
          ['to'],
        ),
        expectError(
          await staff.post(paths.adminStayRules, { from: day(351), to: day(351), minNights: 31 }),
          400,
          'validation_error',
          ['minNights'],
        ),
        expectError(
          await staff.put(buildPath(paths.adminStayRule, { id: 999 }), {
            from: day(351),
            to: day(351),
            minNights: 2,
          }),
          404,
          'not_found',
        ),
      ]
      const short = { checkIn: day(350), checkOut: day(352) }
      const refused = [
        expectError(await search(call, short.checkIn, short.checkOut), 400, 'validation_error', [
          'checkOut',
        ]),
        expectError(
          await call('POST', paths.bookings, {
            body: bookingBody(short),
            headers: { 'Idempotency-Key': 'contract-min-stay' },
          }),
          400,
          'validation_error',
          ['checkOut'],
        ),
        expectError(
          await call('POST', paths.bookings, {
            body: bookingBody({ checkIn: day(355), checkOut: day(357) }),
            headers: { 'Idempotency-Key': 'contract-no-arrival' },
          }),
          400,
          'validation_error',
          ['checkIn'],
        ),
      ]
      const answer = await search(call, short.checkIn, short.checkOut)
      expect(
        (answer.body as { error: { fields: Record<string, string> } }).error.fields.checkOut,
      ).toMatch(/is at least 3 nights\.$/)
      // Arriving the day before the rule's dates, or for three nights: fine.
      expectOk(await search(call, day(349), day(351)), 200, availabilityResponseSchema)
      expectOk(await search(call, day(350), day(353)), 200, availabilityResponseSchema)
      // A shorter minimum, then no closure: what was refused goes through.
      expectOk(
        await staff.put(buildPath(paths.adminStayRule, { id: fair.id }), {
          name: 'Fair',
          from: day(350),
          to: day(352),
          minNights: 2,
        }),
        200,
        stayRuleResponseSchema,
      )
      expect((await staff.del(buildPath(paths.adminStayRule, { id: closed.id }))).status).toBe(204)
      expect((await staff.del(buildPath(paths.adminStayRule, { id: closed.id }))).status).toBe(404)
      const booked = await book(call, short, 'contract-min-stay')
      const arrival = await book(
        call,
        { checkIn: day(355), checkOut: day(357) },
        'contract-no-arrival',
      )
      return { invalid, refused, totals: [booked.booking.total, arrival.booking.total] }
    },
  },
  {
    name: 'GET /calendar gives each day of a month its lowest price for the party and its rules; validates its query',
    run: async (call, ctx) => {
      const staff = asStaff(call, ctx.token)
      expectOk(
        await staff.post(paths.adminRatePeriods, {
          roomId: 5,
          from: day(360),
          to: day(361),
          rate: 5000,
        }),
        201,
        ratePeriodResponseSchema,
      )
      expectOk(
        await staff.post(paths.adminStayRules, {
          from: day(361),
          to: day(361),
          minNights: 4,
          closedToDeparture: true,
        }),
        201,
        stayRuleResponseSchema,
      )
      const month = async (date: string, guests: number) =>
        expectOk(
          await call('GET', buildPath(paths.calendar, {}, { month: date.slice(0, 7), guests })),
          200,
          calendarSchema,
        )
      const two = await month(day(360), 2)
      expect(two).toMatchObject({ month: day(360).slice(0, 7), guests: 2, currency: 'EUR' })
      expect(two.days[0]!.date).toBe(`${day(360).slice(0, 7)}-01`)
      const on = (calendar: typeof two, date: string) => calendar.days.find((d) => d.date === date)
      // The Courtyard Double's 50 is the lowest for two; then the Garden Room's 95.
      expect(on(two, day(360))).toEqual({
        date: day(360),
        price: 5000,
        minNights: 1,
        closedToArrival: false,
        closedToDeparture: false,
      })
      expect(on(two, day(361))).toEqual({
        date: day(361),
        price: 5000,
        minNights: 4,
        closedToArrival: false,
        closedToDeparture: true,
      })
      expect(on(await month(day(362), 2), day(362))?.price).toBe(9500)
      // Nobody sleeps six: no prices at all; past the booking horizon neither.
      const six = await month(day(360), 6)
      expect(six.days.every((d) => d.price === null)).toBe(true)
      const far = await month(day(420), 1)
      expect(on(far, day(420))?.price).toBeNull()
      const at = (query: Record<string, string | number>) =>
        call('GET', buildPath(paths.calendar, {}, query))
      return {
        days: [on(two, day(360)), on(two, day(361))],
        errors: [
          expectError(await at({}), 400, 'validation_error', ['guests', 'month']),
          expectError(await at({ month: '2026-13', guests: 2 }), 400, 'validation_error', [
            'month',
          ]),
          expectError(await at({ month: '1899-12', guests: 2 }), 400, 'validation_error', [
            'month',
          ]),
          expectError(
            await at({ month: day(360).slice(0, 7), guests: 0 }),
            400,
            'validation_error',
            ['guests'],
          ),
        ],
      }
    },
  },
]
cases.push(...rateCases)
// ── end of rates and stay rules ──

// ── Photos ──
/** The files the photo cases upload, made once (the same bytes for both targets). */
const photoFiles = (() => {
  let made: Promise<Record<string, Uint8Array>> | undefined
  const solid = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
  return () =>
    (made ??= (async () => {
      const jpeg = await solid(800, 600, '#c84').jpeg().toBuffer()
      return {
        jpeg,
        // Stored 400 × 200, turned a quarter by its EXIF orientation.
        turned: await solid(400, 200, '#48c').jpeg().withMetadata({ orientation: 6 }).toBuffer(),
        png: await solid(3600, 2400, '#4c8').png().toBuffer(),
        webp: await solid(300, 200, '#888').webp().toBuffer(),
        gif: await solid(20, 20, '#000').gif().toBuffer(),
        cut: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
        huge: await solid(8000, 7000, '#000').png({ compressionLevel: 9 }).toBuffer(),
      }
    })())
})()

/** Uploads bytes as a photo; the answer as the other cases read it. */
async function uploadPhoto(
  call: Call,
  token: string | undefined,
  body: Uint8Array | string,
  type: string,
): Promise<Answer> {
  return call('POST', paths.adminPhotos, {
    bytes: body,
    headers: { 'content-type': type },
    ...(token ? { token } : {}),
  })
}

const photoCases: Case[] = [
  {
    name: 'PUT /admin/settings takes an uploaded photo as the logo and the home page’s, by its id; an id never uploaded is a 400',
    run: async (call, ctx) => {
      const files = await photoFiles()
      const settings = expectOk(
        await call('GET', paths.adminSettings, { token: ctx.token }),
        200,
        settingsSchema,
      )
      const put = (body: object) =>
        call('PUT', paths.adminSettings, { token: ctx.token, body: { ...settings, ...body } })
      const unknown = { id: 'f'.repeat(32), width: 10, height: 10, alt: '' }
      const refused = expectError(
        await put({ logo: unknown, homePhoto: unknown }),
        400,
        'validation_error',
        ['homePhoto', 'logo'],
      )
      const { photo } = expectOk(
        await uploadPhoto(call, ctx.token, files.webp, 'image/webp'),
        201,
        photoResponseSchema,
      )
      try {
        // The size is the server's, whatever was sent; the words are what was sent.
        const saved = expectOk(
          await put({
            logo: { ...photo, width: 1, height: 1 },
            homePhoto: { ...photo, alt: 'The courtyard' },
          }),
          200,
          settingsSchema,
        )
        expect(saved.logo).toEqual(photo)
        expect(saved.homePhoto).toEqual({ ...photo, alt: 'The courtyard' })
        const inn = expectOk(await call('GET', paths.inn), 200, settingsSchema)
        expect(inn.logo).toEqual(photo)
        // Without them again: none.
        const { logo: _logo, homePhoto: _home, ...rest } = settings
        const cleared = expectOk(
          await call('PUT', paths.adminSettings, { token: ctx.token, body: rest }),
          200,
          settingsSchema,
        )
        expect([cleared.logo, cleared.homePhoto]).toEqual([null, null])
        return [refused, saved.logo, saved.homePhoto]
      } finally {
        expectOk(await put({}), 200, settingsSchema)
      }
    },
  },
  {
    name: 'POST /admin/photos keeps a photo named by its bytes, upright; GET serves each of its widths for good',
    run: async (call, ctx) => {
      const files = await photoFiles()
      const keep = async (bytes: Uint8Array, type: string) =>
        expectOk(await uploadPhoto(call, ctx.token, bytes, type), 201, photoResponseSchema).photo
      const photos = {
        jpeg: await keep(files.jpeg, 'image/jpeg'),
        turned: await keep(files.turned, 'image/jpeg'),
        png: await keep(files.png, 'image/png'),
        webp: await keep(files.webp, 'image/webp'),
      }
      expect(photos.turned).toMatchObject({ width: 200, height: 400, alt: '' })
      expect(photos.png).toMatchObject({ width: 3072, height: 2048 })
      // The same file again (as bytes of no stated type): the same photo.
      expect(await keep(files.jpeg, 'application/octet-stream')).toEqual(photos.jpeg)
      const served = []
      for (const width of photoWidths(photos.png.width)) {
        const answer = await call('GET', photoPath(photos.png.id, width))
        expect(answer.status).toBe(200)
        expect(answer.headers.get('content-type')).toMatch(/^image\//)
        served.push([width, answer.headers.get('cache-control'), answer.headers.get('etag')])
      }
      return {
        photos,
        served,
        missing: [
          expectError(await call('GET', photoPath(photos.webp.id, 320)), 404, 'not_found'),
          expectError(await call('GET', photoPath('0'.repeat(32), 640)), 404, 'not_found'),
          expectError(await call('GET', `/photos/${photos.webp.id}/300.png`), 404, 'not_found'),
        ],
      }
    },
  },
  {
    name: 'POST /admin/photos says why it does not take a file: not a photo, GIF, cut short, too many pixels, too large, not signed in',
    run: async (call, ctx) => {
      const files = await photoFiles()
      const refused = async (answer: Answer, status: number, code: string) => {
        expectError(answer, status, code)
        return [status, errorBodySchema.parse(answer.body).error.message]
      }
      return [
        await refused(
          await uploadPhoto(call, ctx.token, files.gif, 'image/gif'),
          400,
          'validation_error',
        ),
        await refused(
          await uploadPhoto(
            call,
            ctx.token,
            '<svg xmlns="http://www.w3.org/2000/svg"/>',
            'image/svg+xml',
          ),
          400,
          'validation_error',
        ),
        await refused(
          await uploadPhoto(call, ctx.token, 'hello', 'image/jpeg'),
          400,
          'validation_error',
        ),
        await refused(
          await uploadPhoto(call, ctx.token, 'hello', 'text/plain'),
          415,
          'unsupported_media_type',
        ),
        await refused(
          await uploadPhoto(call, ctx.token, files.cut, 'image/jpeg'),
          400,
          'validation_error',
        ),
        await refused(
          await uploadPhoto(call, ctx.token, files.huge, 'image/png'),
          400,
          'validation_error',
        ),
        await refused(
          await uploadPhoto(call, ctx.token, new Uint8Array(PHOTO_MAX_BYTES + 1), 'image/jpeg'),
          413,
          'payload_too_large',
        ),
        await refused(
          await uploadPhoto(call, undefined, files.jpeg, 'image/jpeg'),
          401,
          'unauthenticated',
        ),
      ]
    },
  },
  {
    name: 'admin rooms: photos are saved in order with their words; an unknown one or one twice is refused, naming it',
    run: async (call, ctx) => {
      const files = await photoFiles()
      const keep = async (bytes: Uint8Array, type: string) =>
        expectOk(await uploadPhoto(call, ctx.token, bytes, type), 201, photoResponseSchema).photo
      const [a, b] = [await keep(files.jpeg, 'image/jpeg'), await keep(files.webp, 'image/webp')]
      const created = expectOk(
        await call('POST', paths.adminRooms, {
          token: ctx.token,
          body: {
            name: 'Gallery Room',
            capacity: 2,
            rate: 10_000,
            photos: [{ id: b.id, alt: 'The bed' }, { id: a.id }],
          },
        }),
        201,
        roomResponseSchema,
      ).room
      expect(created.photos).toEqual([
        { ...b, alt: 'The bed' },
        { ...a, alt: '' },
      ])
      const path = buildPath(paths.adminRoom, { id: created.id })
      const reordered = expectOk(
        await call('PATCH', path, {
          token: ctx.token,
          body: {
            photos: [
              { id: a.id, alt: 'The view' },
              { id: b.id, alt: 'The bed' },
            ],
          },
        }),
        200,
        roomResponseSchema,
      ).room
      const listed = expectOk(await call('GET', paths.rooms), 200, roomListSchema).find(
        (room) => room.id === created.id,
      )
      expect(listed?.photos).toEqual(reordered.photos)
      return {
        created: created.photos,
        reordered: reordered.photos,
        errors: [
          expectError(
            await call('PATCH', path, {
              token: ctx.token,
              body: { photos: [{ id: a.id }, { id: 'e'.repeat(32) }] },
            }),
            400,
            'validation_error',
            ['photos.1.id'],
          ),
          expectError(
            await call('PATCH', path, {
              token: ctx.token,
              body: { photos: [{ id: a.id }, { id: a.id }] },
            }),
            400,
            'validation_error',
            ['photos.1.id'],
          ),
        ],
        kept: expectOk(
          await call('GET', paths.adminRooms, { token: ctx.token }),
          200,
          roomListSchema,
        ).find((room) => room.id === created.id)?.photos,
      }
    },
  },
]
cases.push(...photoCases)
// ── end of photos ──

const observed: Record<string, Record<string, unknown>> = { mocks: {}, server: {} }

for (const makeTarget of [mockTarget, serverTarget]) {
  const name = makeTarget === mockTarget ? 'mocks' : 'server'
  describe(`contract against the ${name}`, () => {
    let target: Target
    let call: Call
    const ctx: Context = { token: '' }
    beforeAll(async () => {
      target = await makeTarget()
      call = api(target)
    }, 60_000)
    afterAll(() => target?.close())
    for (const c of cases) {
      it(c.name, { timeout: 30_000 }, async () => {
        observed[name]![c.name] = await c.run(call, ctx)
      })
    }
  })
}

describe('parity: the mocks answer as the server does', () => {
  for (const c of cases) {
    it(c.name, () => {
      expect(observed.mocks![c.name], 'the case must pass on the mocks first').toBeDefined()
      expect(observed.server![c.name], 'the case must pass on the server first').toBeDefined()
      expect(observed.mocks![c.name]).toEqual(observed.server![c.name])
    })
  }
})
