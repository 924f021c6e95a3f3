import { type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

import { AUTH_COOKIE, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type Staff } from '@/api/contract'
import { endpoints } from '@/api/paths'
import { passwordResetMessage } from '@/domain/messages'
import { RESET_LIFETIME_MS, RESET_MESSAGES, resetLinkPath } from '@/domain/password-reset'
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
import { sendInBackground } from '../mail/direct'

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

  // Password reset by email (README, Security). Every request counts against the limits, and
  // every one does the same work (a token drawn and hashed, one statement that stores it only
  // for an active account) and gets the same answer: nothing tells whether the account exists.
  on(endpoints.requestPasswordReset, async (c, input) => {
    const account = accountKey(input.json.email)
    const attempt = await hit(db, now(), [
      { limit: deps.limits.resetsPerEmail, key: account },
      { limit: deps.limits.resetsPerAddress, key: clientAddress(c, deps.trustedProxies) },
    ])
    refuseIfExceeded(c, attempt, RESET_MESSAGES.tooMany)
    const token = newToken()
    const at = now()
    const settings = await deps.settings.get()
    const [member] = await db.query<{ id: number; email: string; name: string }>(
      `WITH member AS (SELECT id, email, name FROM staff WHERE email = $4 AND active),
       reset AS (
         INSERT INTO password_resets (token_hash, staff_id, created_at, expires_at)
         SELECT $1, id, $2, $3 FROM member RETURNING staff_id
       )
       SELECT m.id, m.email, m.name FROM member m JOIN reset r ON r.staff_id = m.id`,
      [
        hashToken(token),
        at.toISOString(),
        new Date(at.getTime() + RESET_LIFETIME_MS).toISOString(),
        account,
      ],
    )
    if (member && deps.mail) {
      // The site's own address (`PUBLIC_URL`), so a forged Host cannot send the link elsewhere.
      const site = new URL(deps.publicUrl ?? c.req.url)
      const link = new URL(resetLinkPath(token), site).toString()
      // Not awaited: the mail server's time would tell a known address from an unknown one.
      sendInBackground(
        deps.mail,
        { to: member.email, innName: settings.innName, site },
        passwordResetMessage(member, settings, link, RESET_LIFETIME_MS / 60_000),
        deps.logger,
      )
    } else if (member) {
      deps.logger.warn(
        { staffId: Number(member.id) },
        'A password reset link was asked for, but no mail server is set (SMTP_URL): nothing was ' +
          'sent.',
      )
    }
    return c.json({ message: RESET_MESSAGES.sent }, 202)
  })

  // A reset link's token sets a new password once: the claim is one statement (`used_at IS
  // NULL` in its WHERE), so of parallel confirms one wins; the password, the account's other
  // resets and its sessions change in the same transaction.
  on(endpoints.confirmPasswordReset, async (c, input) => {
    const tokenHash = hashToken(input.json.token)
    const usable = `r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2
      AND s.id = r.staff_id AND s.active`
    // A link that cannot work is refused before the (slow, queued) password hash.
    const [open] = await db.query(`SELECT 1 FROM password_resets r, staff s WHERE ${usable}`, [
      tokenHash,
      now().toISOString(),
    ])
    if (!open) throw new HttpError('validation_error', RESET_MESSAGES.invalid)
    const hash = await hashPassword(input.json.password)
    const changed = await db.transaction(async (tx) => {
      const at = now().toISOString()
      const [claimed] = await tx.query<{ staff_id: number }>(
        `UPDATE password_resets r SET used_at = $2 FROM staff s WHERE ${usable}
         RETURNING r.staff_id`,
        [tokenHash, at],
      )
      if (!claimed) return false
      const values = [claimed.staff_id, at]
      await tx.query('UPDATE staff SET password_hash = $2 WHERE id = $1', [claimed.staff_id, hash])
      await tx.query(
        'UPDATE password_resets SET used_at = $2 WHERE staff_id = $1 AND used_at IS NULL',
        values,
      )
      await tx.query(
        'UPDATE sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL',
        values,
      )
      return true
    })
    if (!changed) throw new HttpError('validation_error', RESET_MESSAGES.invalid)
    return c.json({ message: RESET_MESSAGES.changed })
  })
  return router
}
