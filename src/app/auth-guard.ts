import { type MiddlewareFunction, redirect } from 'react-router'

import { authRedirect, LOGIN_PATH, loginPathFor } from '@/lib/auth'
import { readTokenCookie } from '@/lib/cookies'

/** Route middleware for the `auth` layout: presence check of the `token` cookie only. */
export const authMiddleware: MiddlewareFunction = ({ request }) => {
  const url = new URL(request.url)
  const to = authRedirect(url.pathname, readTokenCookie())
  if (to) throw redirect(to === LOGIN_PATH ? loginPathFor(`${url.pathname}${url.search}`) : to)
}
