/**
 * A page's docs page draws each of its examples in a frame of its own, each on its own mock API.
 * Frames of one origin share their cookies and their session storage, though: one example's
 * staff sign-in (the `token` cookie) would sign the others out of their mock API, and one
 * example's fresh start (its session storage cleared) would wipe another's form draft. So in such
 * a frame both are the frame's own, kept in memory. The catalogue's canvas and the story run,
 * whose frame is not inside a docs page, keep the browser's.
 */
export function isolateDocsFrameStorage() {
  if (!insideDocsPage()) return
  const jar = new Map<string, string>()
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (cookie: string) => {
      const [pair = '', ...attributes] = cookie.split(';')
      const eq = pair.indexOf('=')
      if (eq < 0) return
      const name = pair.slice(0, eq).trim()
      if (attributes.some(expires)) jar.delete(name)
      else jar.set(name, pair.slice(eq + 1).trim())
    },
  })
  Object.defineProperty(window, 'sessionStorage', {
    configurable: true,
    value: new MemoryStorage(),
  })
}

function insideDocsPage() {
  try {
    return (
      window.parent !== window &&
      new URLSearchParams(window.parent.location.search).get('viewMode') === 'docs'
    )
  } catch {
    return false
  }
}

/** `Max-Age=0` (or less), or an `Expires` in the past: the cookie is deleted. */
function expires(attribute: string) {
  const [key = '', value = ''] = attribute.split('=').map((part) => part.trim())
  if (/^max-age$/i.test(key)) return Number(value) <= 0
  if (/^expires$/i.test(key)) return Date.parse(value) <= Date.now()
  return false
}

class MemoryStorage implements Storage {
  [name: string]: unknown
  #items = new Map<string, string>()
  get length() {
    return this.#items.size
  }
  clear() {
    this.#items.clear()
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.#items.delete(key)
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value))
  }
}
