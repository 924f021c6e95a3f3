import { replace } from 'react-router'

import { LOGIN_PATH } from '@/lib/auth'
import { clearTokenCookie } from '@/lib/cookies'
import { logout } from '@/pages/admin/lib/admin-api'

/** The `logout` intent: ends the session (server first, then this browser), then sign-in. */
export async function logoutAction() {
  try {
    await logout()
  } catch {
    // The session ends on this browser either way; the server expires it soon after.
  }
  clearTokenCookie()
  return replace(LOGIN_PATH)
}
