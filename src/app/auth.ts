import { type MiddlewareFunction, redirect } from 'react-router'

import { readTokenCookie } from './cookies'

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

/** Route middleware for the `auth` layout: presence check of the `token` cookie only. */
export const authMiddleware: MiddlewareFunction = ({ request }) => {
  const to = authRedirect(new URL(request.url).pathname, readTokenCookie())
  if (to) throw redirect(to)
}
