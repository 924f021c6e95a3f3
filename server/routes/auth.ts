import { type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

import { AUTH_COOKIE, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type Staff } from '@/api/contract'
import { endpoints } from '@/api/paths'
import { accountKey, sessionExpiresAt } from '@/domain/sessions'
import { ACCOUNT_MESSAGES } from '@/domain/staff'

import { type Deps } from '../deps'
import {} from '../lib/auth'
import { clientAddress, isHttps } from '../lib/client-address'
import { endpointRouter } from '../lib/endpoint'
import { HttpError } from '../lib/http-error'
import { dummyHash, HashingBusyError, hashPassword, verifyPassword } from '../lib/passwords'
import { type Check, hit, refuseIfExceeded, release } from '../lib/rate-limit'
import { fromOwnSite } from '../lib/same-site'
import { bearerToken, hashToken, newToken } from '../lib/tokens'
import {} from '../lib/validate'

/** Login (sets the `token` cookie), logout (revokes, clears it) and the signed-in member. */
export function authRouter(deps: Deps) {
  const { db, now } = deps
  const { router, on } = endpointRouter(deps)

  /**
   * Checks a password after counting the attempt against the account's limit (and any more
   * limits given), atomically in the database, before the password is checked; the count is
   * taken back only when the password turns out right. Parallel guesses cannot slip past the
   * count, and the right password waits out a lock-out too.
   */
  async function checkPassword(
    c: Context,
    account: string,
    password: string,
    storedHash: string | undefined,
    extra: Check[] = [],
  ): Promise<boolean> {
    const attempt = await hit(db, now(), [
      { limit: deps.limits.loginPerAccount, key: account },
      ...extra,
    ])
    refuseIfExceeded(c, attempt, 'Too many attempts. Try again in 15 minutes.')
    let valid: boolean
    try {
      valid = await verifyPassword(password, storedHash ?? (await dummyHash()))
    } catch (error) {
      // Refused for load (429), not a guess: it does not count against the limits.
      if (error instanceof HashingBusyError) await release(db, attempt.hits)
      throw error
    }
    if (valid && storedHash) await release(db, attempt.hits)
    return valid && storedHash !== undefined
  }

  on(endpoints.login, async (c, input) => {
    if (!fromOwnSite(c, deps.trustedProxies)) {
      throw new HttpError('forbidden', 'Sign in from the staff sign-in page.')
    }
    const data = input.json
    const account = accountKey(data.email)
    const [member] = await db.query<Omit<Staff, 'id'> & { id: number; password_hash: string }>(
      'SELECT id, email, name, role, password_hash FROM staff WHERE email = $1 AND active',
      [account],
    )
    const valid = await checkPassword(c, account, data.password, member?.password_hash, [
      { limit: deps.limits.loginPerAddress, key: clientAddress(c, deps.trustedProxies) },
    ])
    if (!member || !valid) {
      throw new HttpError('unauthenticated', 'The email or password is not correct.')
    }
    const at = now()
    const token = newToken()
    await db.query(
      'INSERT INTO sessions (token_hash, staff_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)',
      [hashToken(token), member.id, at.toISOString()],
    )
    setCookie(c, AUTH_COOKIE, token, {
      path: '/',
      sameSite: 'Lax',
      secure: isHttps(c, deps.trustedProxies),
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    })
    return c.json({
      token,
      expiresAt: sessionExpiresAt(at).toISOString(),
      staff: { id: Number(member.id), email: member.email, name: member.name, role: member.role },
    })
  })

  on(endpoints.logout, async (c) => {
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

  on(endpoints.me, async (c) => c.json({ staff: c.get('staff') }))

  // The member's own password: the current one first (counted as a sign-in attempt, so a
  // session left open cannot guess it), then every other session of theirs ends.
  on(endpoints.changePassword, async (c, input) => {
    const staff = c.get('staff')
    const { currentPassword, newPassword } = input.json
    const [row] = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM staff WHERE id = $1',
      [staff.id],
    )
    if (!(await checkPassword(c, accountKey(staff.email), currentPassword, row?.password_hash))) {
      throw new HttpError('validation_error', 'Check the highlighted fields.', {
        currentPassword: ACCOUNT_MESSAGES.wrongPassword,
      })
    }
    const hash = await hashPassword(newPassword)
    const at = now()
    const ended = await db.transaction(async (tx) => {
      await tx.query('UPDATE staff SET password_hash = $2 WHERE id = $1', [staff.id, hash])
      return tx.query<{ live: boolean }>(
        `UPDATE sessions SET revoked_at = $3
         WHERE staff_id = $1 AND token_hash <> $2 AND revoked_at IS NULL
         RETURNING created_at > $4 AND last_seen_at > $5 AS live`,
        [
          staff.id,
          c.get('sessionHash'),
          at.toISOString(),
          new Date(at.getTime() - SESSION_ABSOLUTE_MS).toISOString(),
          new Date(at.getTime() - SESSION_IDLE_MS).toISOString(),
        ],
      )
    })
    return c.json({ signedOut: ended.filter((session) => session.live).length })
  })
  return router
}
