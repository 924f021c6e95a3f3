/**
 * The one check every redirect to a path takes: `value` resolved as a browser would resolve it
 * against this site (dot segments and `%2e` removed, `\` read as `/`, tabs and newlines dropped),
 * and kept only when it is still a path on this site. A path that starts with `//` after that
 * (`/.//evil.example`, `/x/..//evil.example`, `/%2e//evil.example`) is another host to a browser
 * that reads it again, so it is refused too. The answer is the normalised path with its query
 * and hash, or `undefined`.
 */
export function sitePath(value: string | null | undefined, origin: string): string | undefined {
  if (!value || !value.startsWith('/')) return undefined
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return undefined
  }
  if (url.origin !== origin || url.pathname.startsWith('//')) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

const STAFF_HOME = '/admin'

/**
 * Where to go after signing in: the `redirect` query value when it is a path on this site
 * (`sitePath`) other than the sign-in page itself, otherwise the staff area.
 */
export function safeRedirect(value: string | null | undefined, origin: string): string {
  const path = sitePath(value, origin)
  if (!path) return STAFF_HOME
  const pathname = new URL(path, origin).pathname.replace(/\/+$/, '') || '/'
  return pathname === '/admin/login' ? STAFF_HOME : path
}
