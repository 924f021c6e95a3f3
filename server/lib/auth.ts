import { createMiddleware } from 'hono/factory'

import { isSessionActive } from '@/domain/sessions'
import { ACCOUNT_MESSAGES, type StaffRole } from '@/domain/staff'

import { type AppEnv, type Deps, type StaffMember } from '../deps'
import { HttpError } from './http-error'
import { bearerToken, hashToken } from './tokens'

interface SessionRow {
  [key: string]: unknown
  staff_id: number
  email: string
  name: string
  role: StaffRole
  created_at: Date
  last_seen_at: Date
  revoked_at: Date | null
}

/** The staff member of an active session (and touches its idle timer), or `undefined`. */
export async function sessionStaff(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  token: string | undefined,
): Promise<{ staff: StaffMember; hash: string } | undefined> {
  if (!token) return undefined
  const hash = hashToken(token)
  const [row] = await db.query<SessionRow>(
    `SELECT s.staff_id, st.email, st.name, st.role, s.created_at, s.last_seen_at, s.revoked_at
     FROM sessions s JOIN staff st ON st.id = s.staff_id
     WHERE s.token_hash = $1 AND st.active`,
    [hash],
  )
  const at = now()
  if (
    !row ||
    !isSessionActive(
      {
        createdAt: new Date(row.created_at),
        lastSeenAt: new Date(row.last_seen_at),
        revokedAt: row.revoked_at,
      },
      at,
    )
  ) {
    return undefined
  }
  await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [
    hash,
    at.toISOString(),
  ])
  return {
    staff: { id: Number(row.staff_id), email: row.email, name: row.name, role: row.role },
    hash,
  }
}

/** Every admin route: a valid `Authorization: Bearer` session or 401. */
export function requireStaff(deps: Pick<Deps, 'db' | 'now'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = await sessionStaff(deps, bearerToken(c.req.header('authorization')))
    if (!found) throw new HttpError('unauthenticated', 'Sign in to continue.')
    c.set('staff', found.staff)
    c.set('sessionHash', found.hash)
    await next()
  })
}

/** After `requireStaff`: only an owner goes on; other staff get 403. */
export const requireOwner = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('staff').role !== 'owner') throw new HttpError('forbidden', ACCOUNT_MESSAGES.ownerOnly)
  await next()
})
