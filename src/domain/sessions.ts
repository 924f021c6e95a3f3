/** Session lifetimes. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
export const SESSION_IDLE_MS = 30 * 60 * 1000
/** Failed logins allowed per account within the window before 429. */
export const LOGIN_MAX_FAILURES = 5
export const LOGIN_WINDOW_MS = 15 * 60 * 1000

export interface SessionTimes {
  createdAt: Date
  lastSeenAt: Date
  revokedAt: Date | null
}

/** A session lives 12 h from login, ends after 30 idle minutes, and ends when revoked. */
export function isSessionActive(session: SessionTimes, now: Date): boolean {
  if (session.revokedAt) return false
  const t = now.getTime()
  return (
    t < session.createdAt.getTime() + SESSION_ABSOLUTE_MS &&
    t < session.lastSeenAt.getTime() + SESSION_IDLE_MS
  )
}

/** The absolute end of a session that started at `createdAt`. */
export function sessionExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS)
}

/** The start of the window in which failed logins count. */
export function loginWindowStart(now: Date): Date {
  return new Date(now.getTime() - LOGIN_WINDOW_MS)
}

/** Whether an account with this many recent failures must wait (429). */
export function isLoginBlocked(recentFailures: number): boolean {
  return recentFailures >= LOGIN_MAX_FAILURES
}

/** Account key for rate limiting: the email, trimmed and lower-cased. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase()
}

/** JSON with sorted keys: the same value always gives the same text (idempotency fingerprints). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
