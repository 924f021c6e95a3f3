import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

import { AUTH_COOKIE, loginRequestSchema, SESSION_ABSOLUTE_MS } from '@/api/contract'
import { paths } from '@/api/paths'
import { accountKey, sessionExpiresAt } from '@/domain/sessions'

import { type AppEnv, type Deps } from '../deps'
import { requireStaff } from '../lib/auth'
import { clientAddress } from '../lib/client-address'
import { HttpError } from '../lib/http-error'
import { dummyHash, HashingBusyError, verifyPassword } from '../lib/passwords'
import { hit, release } from '../lib/rate-limit'
import { bearerToken, hashToken, newToken } from '../lib/tokens'
import { json } from '../lib/validate'

const isHttps = (url: string, forwardedProto: string | undefined) =>
  new URL(url).protocol === 'https:' || forwardedProto?.split(',')[0]?.trim() === 'https'

/**
 * Sign-in only from the app's own pages: a browser says where a request comes from
 * (`Sec-Fetch-Site`, `Origin`), and a page on another site must not sign a staff browser into
 * an account of its choosing. Clients that send neither (scripts, tests) are let through.
 */
function fromOwnSite(c: Context, trustedProxies: number): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = c.req.header('origin')
  if (!origin) return true
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return false
  }
  const hosts = [c.req.header('host'), new URL(c.req.url).host]
  if (trustedProxies > 0) hosts.push(c.req.header('x-forwarded-host')?.split(',')[0]?.trim())
  return hosts.includes(host)
}

/** Login (sets the `token` cookie), logout (revokes, clears it) and the signed-in member. */
export function authRouter(deps: Deps) {
  const { db, now } = deps
  const router = new Hono<AppEnv>()

  router.post(paths.login, json(loginRequestSchema), async (c) => {
    if (!fromOwnSite(c, deps.trustedProxies)) {
      throw new HttpError('forbidden', 'Sign in from the staff sign-in page.')
    }
    const data = c.req.valid('json')
    const account = accountKey(data.email)
    const at = now()
    // Every attempt is counted before the password is checked, atomically in the database (per
    // account and per client address), and taken back only when it turns out right: parallel
    // guesses cannot slip past the count, and the right password waits out a lock-out too.
    const attempt = await hit(db, at, [
      { limit: deps.limits.loginPerAccount, key: account },
      { limit: deps.limits.loginPerAddress, key: clientAddress(c, deps.trustedProxies) },
    ])
    if (!attempt.allowed) {
      c.header('Retry-After', String(Math.ceil((attempt.exceeded?.windowMs ?? 0) / 1000)))
      throw new HttpError('too_many_attempts', 'Too many attempts. Try again in 15 minutes.')
    }
    const [member] = await db.query<{
      id: number
      email: string
      name: string
      password_hash: string
    }>('SELECT id, email, name, password_hash FROM staff WHERE email = $1', [account])
    const releaseAttempt = () => release(db, attempt.hits)
    let valid: boolean
    try {
      valid = await verifyPassword(data.password, member?.password_hash ?? (await dummyHash()))
    } catch (error) {
      // Refused for load (429), not a guess: it does not count against the limits.
      if (error instanceof HashingBusyError) await releaseAttempt()
      throw error
    }
    if (!member || !valid) {
      throw new HttpError('unauthenticated', 'The email or password is not correct.')
    }
    await releaseAttempt()
    const token = newToken()
    await db.query(
      'INSERT INTO sessions (token_hash, staff_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)',
      [hashToken(token), member.id, at.toISOString()],
    )
    setCookie(c, AUTH_COOKIE, token, {
      path: '/',
      sameSite: 'Lax',
      secure: isHttps(c.req.url, c.req.header('x-forwarded-proto')),
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    })
    return c.json({
      token,
      expiresAt: sessionExpiresAt(at).toISOString(),
      staff: { id: Number(member.id), email: member.email, name: member.name },
    })
  })

  router.post(paths.logout, async (c) => {
    const token = bearerToken(c.req.header('authorization')) ?? getCookie(c, AUTH_COOKIE)
    if (token) {
      await db.query(
        'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
        [hashToken(token), now().toISOString()],
      )
    }
    deleteCookie(c, AUTH_COOKIE, { path: '/', sameSite: 'Lax' })
    return c.body(null, 204)
  })

  router.get(paths.me, requireStaff(deps), (c) => c.json({ staff: c.get('staff') }))
  return router
}
