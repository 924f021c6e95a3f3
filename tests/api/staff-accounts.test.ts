/**
 * Staff accounts under the load and input a real inn meets: two owners adding the same colleague
 * at once, a stolen session guessing the current password in parallel, two owners demoting each
 * other at the same moment, and odd values in every field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { errorBodySchema, loginResponseSchema, staffListSchema } from '@/api/contract'
import { buildPath, paths } from '@/api/paths'
import { DEMO_STAFF } from '@/domain/demo-data'

import { createApp } from '../../server/app'
import { type Db } from '../../server/db/types'
import { openDemoDb, usingPostgres } from './test-db'

let db: Db
let clock = Date.parse('2030-03-01T10:00:00Z')
let app: ReturnType<typeof createApp>
let owner: string
beforeAll(async () => {
  db = await openDemoDb(new Date(clock))
  app = createApp({ db, now: () => new Date(clock) })
  owner = await signIn(DEMO_STAFF.email, DEMO_STAFF.password)
}, 60_000)
afterAll(() => db?.close())

const MINUTE = 60_000

const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  app.request(`/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })

async function signIn(email: string, password: string) {
  const res = await call('POST', paths.login, undefined, { email, password })
  expect(res.status).toBe(200)
  return loginResponseSchema.parse(await res.json()).token
}

const account = (email: string, role = 'staff') => ({
  name: 'Rita Sousa',
  email,
  role,
  password: 'a-first-password',
})

async function accounts() {
  const res = await call('GET', paths.adminStaff, owner)
  const body: unknown = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(200)
  return staffListSchema.parse(body)
}

describe(`staff accounts on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  // Up to nine full-strength password hashes wait their turn: seconds on a busy machine.
  it(
    'fifty adds of one colleague at once make one account; the rest are told it exists or to wait',
    { timeout: 60_000 },
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(
            'POST',
            paths.adminStaff,
            owner,
            account(i % 2 ? 'RITA@nightjar.test' : 'rita@nightjar.test'),
          ),
        ),
      )
      const statuses = answers.map((res) => res.status)
      expect(statuses.filter((s) => s === 201)).toHaveLength(1)
      expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true)
      expect((await accounts()).filter((a) => a.email === 'rita@nightjar.test')).toHaveLength(1)
    },
  )

  // A sign-in and up to five password checks, each a full-strength hash: seconds on a busy machine.
  it(
    'fifty parallel guesses of the current password: at most 5 checked, the rest 429; then even the right one waits',
    { timeout: 60_000 },
    async () => {
      const session = await signIn('rita@nightjar.test', 'a-first-password')
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call('POST', paths.password, session, {
            currentPassword: `guess-${i}`,
            newPassword: 'the-thief-wants-this',
          }),
        ),
      )
      const statuses = answers.map((res) => res.status)
      expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5)
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45)
      const right = await call('POST', paths.password, session, {
        currentPassword: 'a-first-password',
        newPassword: 'the-thief-wants-this',
      })
      expect(right.status).toBe(429)
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
      // Past the window the lock-out ends (and so did the owner's idle session).
      clock += 31 * MINUTE
      owner = await signIn(DEMO_STAFF.email, DEMO_STAFF.password)
    },
  )

  it(
    'two owners demoting each other at the same moment leave the inn an owner',
    { timeout: 60_000 },
    async () => {
      const created = await call(
        'POST',
        paths.adminStaff,
        owner,
        account('joao@nightjar.test', 'owner'),
      )
      expect(created.status).toBe(201)
      const second = await signIn('joao@nightjar.test', 'a-first-password')
      const ids = Object.fromEntries((await accounts()).map((a) => [a.email, a.id]))
      const [a, b] = await Promise.all([
        call(
          'PATCH',
          buildPath(paths.adminStaffMember, { id: ids['joao@nightjar.test']! }),
          owner,
          {
            role: 'staff',
          },
        ),
        call('PATCH', buildPath(paths.adminStaffMember, { id: ids[DEMO_STAFF.email]! }), second, {
          role: 'staff',
        }),
      ])
      expect([a.status, b.status].sort()).toEqual([200, 409])
      // Whoever lost the race is staff now; the other owner goes on.
      if (b.status === 200) owner = second
      const owners = (await accounts()).filter((x) => x.role === 'owner' && x.active)
      expect(owners).toHaveLength(1)
    },
  )

  it('odd values in each field are a 400 naming it, and nothing is stored', async () => {
    const before = (await accounts()).length
    const odd: [string, unknown][] = [
      ['name', 'Rita\u0000Sousa'],
      ['name', 'x'.repeat(10_000)],
      ['email', 'rita\u0000@nightjar.test'],
      ['role', 2 ** 31],
      ['role', 'admin'],
      ['password', 'p'.repeat(1000)],
      ['password', { deep: [[[[1]]]] }],
    ]
    for (const [field, value] of odd) {
      const res = await call('POST', paths.adminStaff, owner, {
        ...account('odd@nightjar.test'),
        [field]: value,
      })
      expect(res.status, `${field}: ${String(value).slice(0, 20)}`).toBe(400)
      expect(Object.keys(errorBodySchema.parse(await res.json()).error.fields ?? {})).toEqual([
        field,
      ])
    }
    const huge = await call('POST', paths.adminStaff, owner, {
      ...account('odd@nightjar.test'),
      password: 'p'.repeat(10 * 1024 * 1024),
    })
    expect(huge.status).toBe(413)
    expect((await call('PATCH', '/admin/staff/2147483648', owner, { active: false })).status).toBe(
      404,
    )
    expect((await call('PATCH', '/admin/staff/1e3', owner, { active: false })).status).toBe(404)
    expect((await call('PATCH', '/admin/staff/2', owner, { active: 'yes' })).status).toBe(400)
    expect((await accounts()).length).toBe(before)
  })
})
