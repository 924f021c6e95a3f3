/**
 * Staff password resets by email: what the server and the mocks answer, and how long a link
 * works. One answer for every address asked about (known, unknown or disabled alike), and one
 * for every link that does not work (unknown, used, expired, or its account disabled), so
 * neither says which accounts exist.
 */

/** A reset link works for 30 minutes, once. */
export const RESET_LIFETIME_MS = 30 * 60_000

/** The `reset` query of `/admin/login`: asking for a link; otherwise the link's token. */
export const RESET_REQUEST = 'request'

export const RESET_MESSAGES = {
  sent: 'If an account has this email, a link to set a new password is on its way.',
  invalid: 'This link has expired or was already used. Ask for a new one.',
  changed: 'Password changed. Sign in with your new password.',
  tooMany: 'Too many requests for a link. Try again in 15 minutes.',
  mismatch: 'The passwords do not match.',
} as const

/** The link an email carries: the sign-in page, with the token in its `reset` query. */
export function resetLinkPath(token: string): string {
  return `/admin/login?reset=${encodeURIComponent(token)}`
}

/** The `reset` query after a new password was set: the sign-in form, saying so. */
export const RESET_DONE = 'done'
