export const LOGIN_PATH = '/admin/login'

/**
 * The token value worth sending or counting: non-empty and not the literal text `undefined`
 * (what a careless `document.cookie = \`token=${token}\`` writes). No format or expiry check.
 */
export function usableToken(value: string | null | undefined): string | undefined {
  return value && value !== 'undefined' ? value : undefined
}

/** The bearer rule (specification §7): the Authorization header for a token, if any. */
export function bearerAuthorization(token: string | null | undefined): string | undefined {
  const usable = usableToken(token)
  return usable ? `Bearer ${usable}` : undefined
}

/**
 * The auth-layout guard as a pure function: where to send a visitor at `pathname` holding
 * `token`, or `null` to let them through.
 */
export function authRedirect(pathname: string, token: string | null | undefined): string | null {
  if (usableToken(token)) return null
  const path = pathname.replace(/\/+$/, '') || '/'
  return path === LOGIN_PATH ? null : LOGIN_PATH
}

/**
 * The login address that brings the visitor back to `path` (path and query) after signing
 * in: `/admin/login?redirect=…`, or plain `/admin/login` when `path` is the staff home `/admin`.
 */
export function loginPathFor(path: string): string {
  return path === '/admin' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`
}
