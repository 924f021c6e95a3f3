/**
 * Every admin route refuses a missing, forged, expired or revoked token; sessions expire after
 * 30 idle minutes or 12 hours; passwords are stored as scrypt hashes and tokens as SHA-256.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { errorBodySchema, loginResponseSchema } from '@/api/contract'
import { buildPath, endpoints, paths } from '@/api/paths'

import { createApp } from '../../server/app'
import { type Db } from '../../server/db/types'
import { hashPassword, verifyPassword } from '../../server/lib/passwords'
import { hashToken } from '../../server/lib/tokens'
import { openDemoDb } from './test-db'

let db: Db
let clock = Date.parse('2030-03-01T10:00:00Z')
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  db = await openDemoDb(new Date(clock))
  app = createApp({ db, now: () => new Date(clock) })
}, 60_000)
afterAll(() => db?.close())

const MINUTE = 60_000
const adminEndpoints = Object.values(endpoints).filter((e) => e.auth)
const adminPaths = adminEndpoints.map((e) => `${e.method} ${e.path}`)

const call = (method: string, path: string, token?: string, body?: unknown) =>
  app.request(`/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  })

async function login() {
  const res = await call('POST', paths.login, undefined, {
    email: 'staff@nightjar.test',
    password: 'nightjar-demo',
  })
  expect(res.status).toBe(200)
  return loginResponseSchema.parse(await res.json()).token
}

/** Calls every admin endpoint with a token; returns the statuses. */
async function walk(token: string | undefined) {
  const statuses: number[] = []
  for (const endpoint of adminEndpoints) {
    const res = await call(endpoint.method, buildPath(endpoint.path, { id: 1 } as never), token, {
      dates: [],
    })
    if (res.status === 401)
      expect(errorBodySchema.parse(await res.json()).error.code).toBe('unauthenticated')
    statuses.push(res.status)
  }
  return statuses
}
const all401 = adminEndpoints.map(() => 401)

describe('admin authentication', () => {
  it('covers every /api/admin route of the contract', () => {
    expect(adminPaths.filter((p) => p.includes('/admin/'))).toHaveLength(35)
  })

  it('refuses requests without a token', async () => {
    expect(await walk(undefined)).toEqual(all401)
    expect(await walk('')).toEqual(all401)
  })

  it('refuses forged tokens', async () => {
    const real = await login()
    const forged = [
      'A'.repeat(43),
      `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`,
      hashToken(real), // the stored hash is not a token
      'not a token at all',
    ]
    for (const token of forged) expect(await walk(token)).toEqual(all401)
  })

  it('accepts a live session on every route (so the 401s above mean something)', async () => {
    const statuses = await walk(await login())
    expect(statuses.every((s) => s !== 401 && s < 500)).toBe(true)
  })

  it('refuses a session idle for 30 minutes', async () => {
    const token = await login()
    clock += 29 * MINUTE
    expect((await call('GET', paths.me, token)).status).toBe(200) // activity resets the idle timer
    clock += 29 * MINUTE
    expect((await call('GET', paths.me, token)).status).toBe(200)
    clock += 30 * MINUTE + 1
    expect(await walk(token)).toEqual(all401)
  })

  it('refuses a session 12 hours after login, however active', async () => {
    const token = await login()
    for (let elapsed = 0; elapsed < 12 * 60 - 25; elapsed += 25) {
      clock += 25 * MINUTE
      expect((await call('GET', paths.me, token)).status).toBe(200)
    }
    clock += 26 * MINUTE
    expect(await walk(token)).toEqual(all401)
  })

  it('refuses a revoked session after logout', async () => {
    const token = await login()
    const out = await call('POST', paths.logout, token)
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(/^token=;.*Max-Age=0/)
    expect(await walk(token)).toEqual(all401)
  })

  it('does not read the cookie for admin calls (bearer only)', async () => {
    const token = await login()
    const res = await app.request(`/api${paths.adminBookings}`, {
      headers: { cookie: `token=${token}` },
    })
    expect(res.status).toBe(401)
  })

  it('stores only hashes: scrypt for passwords, SHA-256 for tokens', async () => {
    const token = await login()
    const sessions = await db.query<{ token_hash: string }>('SELECT token_hash FROM sessions')
    expect(sessions.map((s) => s.token_hash)).toContain(hashToken(token))
    expect(JSON.stringify(sessions)).not.toContain(token)
    const [staff] = await db.query<{ password_hash: string }>('SELECT password_hash FROM staff')
    expect(staff?.password_hash).toMatch(/^scrypt\$/)
    expect(staff?.password_hash).not.toContain('nightjar-demo')
  })

  it('marks the cookie Secure over https', async () => {
    const res = await app.request('https://inn.example/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@nightjar.test', password: 'nightjar-demo' }),
    })
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/)
  })
})

describe('password hashes', () => {
  it('use scrypt with N = 2^17, r = 8, p = 1 by default and verify only the right password', async () => {
    const hash = await hashPassword('correct horse')
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct horsE', hash)).toBe(false)
    const cheap = { log2N: 10, r: 8, p: 1 }
    expect(await hashPassword('same', cheap)).not.toBe(await hashPassword('same', cheap)) // salted
  }, 30_000)
})
