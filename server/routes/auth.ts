import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

import { AUTH_COOKIE, loginRequestSchema, SESSION_ABSOLUTE_MS } from '@/api/contract'
import { paths } from '@/api/paths'
import { accountKey, isLoginBlocked, loginWindowStart, sessionExpiresAt } from '@/domain/sessions'

import { type AppEnv, type Deps } from '../deps'
import { requireStaff } from '../lib/auth'
import { HttpError } from '../lib/http-error'
import { dummyHash, verifyPassword } from '../lib/passwords'
import { bearerToken, hashToken, newToken } from '../lib/tokens'
import { json } from '../lib/validate'

const isHttps = (url: string, forwardedProto: string | undefined) =>
  new URL(url).protocol === 'https:' || forwardedProto?.split(',')[0]?.trim() === 'https'

/** Login (sets the `token` cookie), logout (revokes, clears it) and the signed-in member. */
export function authRouter(deps: Deps) {
  const { db, now } = deps
  const router = new Hono<AppEnv>()

  router.post(paths.login, json(loginRequestSchema), async (c) => {
    const data = c.req.valid('json')
    const account = accountKey(data.email)
    const at = now()
    const [{ failures }] = (await db.query(
      'SELECT count(*)::int AS failures FROM login_failures WHERE account = $1 AND failed_at > $2',
      [account, loginWindowStart(at).toISOString()],
    )) as [{ failures: number }]
    if (isLoginBlocked(failures)) {
      throw new HttpError('too_many_attempts', 'Too many attempts. Try again in 15 minutes.')
    }
    const [member] = await db.query<{
      id: number
      email: string
      name: string
      password_hash: string
    }>('SELECT id, email, name, password_hash FROM staff WHERE email = $1', [account])
    const valid = await verifyPassword(data.password, member?.password_hash ?? (await dummyHash()))
    if (!member || !valid) {
      await db.query('INSERT INTO login_failures (account, failed_at) VALUES ($1, $2)', [
        account,
        at.toISOString(),
      ])
      throw new HttpError('unauthenticated', 'The email or password is not correct.')
    }
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
