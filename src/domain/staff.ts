/**
 * Staff accounts: an owner runs the inn's settings and accounts; staff run the front desk.
 * The rules here hold for the server and the mocks alike.
 */

export const STAFF_ROLES = ['owner', 'staff'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** New passwords: long enough to resist guessing (NIST SP 800-63B), short enough to hash fast. */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256

export interface StaffAccountState {
  id: number
  role: StaffRole
  active: boolean
}

export const ACCOUNT_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  lastOwner: 'The inn needs an active owner: make another account owner first.',
  notYourself: 'You cannot disable your own account or give up your own ownership.',
  ownerOnly: 'Only the inn’s owner manages settings and staff accounts.',
  wrongPassword: 'The current password is not correct.',
  samePassword: 'Choose a password other than the current one.',
} as const

/**
 * Why a change of one account's role or active flag is refused, or `undefined` when it may go
 * ahead: nobody disables or demotes themselves, and the inn keeps at least one active owner.
 */
export function accountChangeProblem(
  accounts: readonly StaffAccountState[],
  actorId: number,
  id: number,
  next: { role?: StaffRole; active?: boolean },
): string | undefined {
  const target = accounts.find((account) => account.id === id)
  if (!target) return undefined
  const role = next.role ?? target.role
  const active = next.active ?? target.active
  const losesOwner = target.role === 'owner' && target.active && (role !== 'owner' || !active)
  if (id === actorId && (!active || losesOwner)) return ACCOUNT_MESSAGES.notYourself
  if (losesOwner) {
    const owners = accounts.filter((a) => a.role === 'owner' && a.active && a.id !== id)
    if (owners.length === 0) return ACCOUNT_MESSAGES.lastOwner
  }
  return undefined
}
