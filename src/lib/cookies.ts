/** The cookie that holds the staff session token (specification §4). */
export const TOKEN_COOKIE = 'token'

/** Reads one cookie's value from a `document.cookie`-style string; `undefined` when absent. */
export function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

/** The current session token cookie, read fresh each call (the cookie can change at any time). */
export function readTokenCookie(doc: Pick<Document, 'cookie'> | undefined = globalThis.document) {
  return doc ? readCookie(TOKEN_COOKIE, doc.cookie) : undefined
}

/** Deletes the token cookie (path `/`, as the server sets it). */
export function clearTokenCookie(doc: Pick<Document, 'cookie'> | undefined = globalThis.document) {
  if (doc) doc.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}
