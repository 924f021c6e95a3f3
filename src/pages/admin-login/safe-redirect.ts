const DEFAULT_TARGET = '/admin'

/**
 * Where to go after signing in: the `redirect` query value when it is a path on this site (not
 * `//host`, not a URL with a scheme, not the login page itself), otherwise `/admin`.
 */
export function safeRedirect(value: string | null | undefined, origin: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_TARGET
  }
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return DEFAULT_TARGET
  }
  if (url.origin !== origin) return DEFAULT_TARGET
  const path = url.pathname.replace(/\/+$/, '') || '/'
  if (path === '/admin/login') return DEFAULT_TARGET
  return `${url.pathname}${url.search}${url.hash}`
}
