import {} from 'hono'

import { type StaffAccount } from '@/api/contract'
import { endpoints } from '@/api/paths'
import { ACCOUNT_MESSAGES, accountChangeProblem, type StaffRole } from '@/domain/staff'

import { isPgError, PG } from '../../db/types'
import { type Deps } from '../../deps'
import { endpointRouter } from '../../lib/endpoint'
import { HttpError } from '../../lib/http-error'
import { hashPassword } from '../../lib/passwords'

interface StaffRow {
  [key: string]: unknown
  id: number
  email: string
  name: string
  role: StaffRole
  active: boolean
  created_at: Date | string | null
}

const STAFF_COLUMNS = 'id, email, name, role, active, created_at'

const toAccount = (row: StaffRow): StaffAccount => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active,
  createdAt: row.created_at === null ? null : new Date(row.created_at).toISOString(),
})

const NO_SUCH_ACCOUNT = 'No such account.'

/** Staff accounts, for the owner only: list, add (with a first password), disable or enable. */
export function adminStaffRouter(deps: Deps) {
  const { db, now } = deps
  const { router, on } = endpointRouter(deps)

  on(endpoints.adminListStaff, async (c) => {
    const rows = await db.query<StaffRow>(
      `SELECT ${STAFF_COLUMNS} FROM staff ORDER BY role = 'owner' DESC, lower(name), id`,
    )
    return c.json(rows.map(toAccount))
  })

  on(endpoints.adminCreateStaff, async (c, { json: input }) => {
    const taken = () =>
      new HttpError('account_conflict', ACCOUNT_MESSAGES.emailTaken, {
        email: ACCOUNT_MESSAGES.emailTaken,
      })
    // Hashing takes a moment: an address already taken is told at once.
    const [existing] = await db.query('SELECT 1 FROM staff WHERE email = $1', [input.email])
    if (existing) throw taken()
    const hash = await hashPassword(input.password)
    try {
      const [row] = await db.query<StaffRow>(
        `INSERT INTO staff (email, name, password_hash, role, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${STAFF_COLUMNS}`,
        [input.email, input.name, hash, input.role, now().toISOString()],
      )
      return c.json({ staff: toAccount(row!) }, 201)
    } catch (error) {
      // Two owners adding the same colleague at once: the unique email decides.
      if (isPgError(error, PG.uniqueViolation)) throw taken()
      throw error
    }
  })

  on(endpoints.adminUpdateStaff, async (c, input) => {
    const { id } = input.param
    const patch = input.json
    const actor = c.get('staff')
    const at = now().toISOString()
    const row = await db.transaction(async (tx) => {
      // Every account locked in one order: two owners demoting each other take turns, and
      // the second sees the first's change, so the inn always keeps an active owner.
      const accounts = await tx.query<StaffRow>(
        `SELECT ${STAFF_COLUMNS} FROM staff ORDER BY id FOR UPDATE`,
      )
      if (!accounts.some((account) => Number(account.id) === id)) {
        throw new HttpError('not_found', NO_SUCH_ACCOUNT)
      }
      const problem = accountChangeProblem(
        accounts.map((account) => ({ ...account, id: Number(account.id) })),
        actor.id,
        id,
        patch,
      )
      if (problem) throw new HttpError('account_conflict', problem)
      const [updated] = await tx.query<StaffRow>(
        `UPDATE staff SET role = coalesce($2, role), active = coalesce($3, active)
           WHERE id = $1 RETURNING ${STAFF_COLUMNS}`,
        [id, patch.role ?? null, patch.active ?? null],
      )
      // A disabled account is signed out everywhere at once.
      if (patch.active === false) {
        await tx.query(
          'UPDATE sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL',
          [id, at],
        )
      }
      return updated!
    })
    return c.json({ staff: toAccount(row) })
  })
  return router
}
