import type { IconifyJSON, RenderedIcon } from './icon-render'

/** `prefix:name`, both parts lower-case words joined by hyphens (Iconify's naming). */
export const ICON_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*):([a-z0-9]+(?:[-_][a-z0-9]+)*)$/

/**
 * The requests that fetch `names` of one icon set from an Iconify-style API at `base`:
 * `${base}/${prefix}.json?icons=a,b,c`, split so that no URL is longer than 500 characters.
 */
export function iconSetUrls(base: string, prefix: string, names: readonly string[]): string[] {
  const head = `${base.replace(/\/+$/, '')}/${prefix}.json?icons=`
  const urls: string[] = []
  for (const name of names) {
    const last = urls.at(-1)
    if (last && last.length + 1 + name.length <= 500) urls[urls.length - 1] = `${last},${name}`
    else urls.push(head + name)
  }
  return urls
}

/**
 * Makes the `id`s in an icon body unique on the page by adding `suffix` to each one and to every
 * reference to it (`url(#id)`, `href="#id"`), so two icons with gradients or clip paths cannot
 * borrow each other's. Bodies without ids (most icons) come back unchanged.
 */
export function withUniqueIds(body: string, suffix: string): string {
  const ids = new Set([...body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!))
  if (ids.size === 0) return body
  return body.replace(/(\sid="|#)([^"'()\s;]+)(?=["')])/g, (whole, lead: string, id: string) =>
    ids.has(id) ? `${lead}${id}${suffix}` : whole,
  )
}

/** The public Iconify API, asked when the app's own endpoint does not have an icon. */
export const ICONIFY_API = 'https://api.iconify.design'

export interface IconLoaderOptions {
  /** The app's API base; icons come from `${apiBase}/icons/{prefix}.json?icons=…` first. */
  apiBase?: string
  /** Asked for what the app's endpoint did not give; `false` for none. */
  fallback?: string | false
  /** Milliseconds before a request is given up and the next source tried (1500). */
  timeout?: number
}

type Resolve = (icon: RenderedIcon | null) => void

/**
 * Fetches icons in batches per icon set from the app's endpoint, then from the fallback for what
 * is still missing, each request limited to `timeout` ms. Every answer (found or missing) is
 * cached for the loader's life. The code that reads Iconify JSON loads with the first request.
 */
export function createIconLoader({
  apiBase = '/api',
  fallback = ICONIFY_API,
  timeout = 1500,
}: IconLoaderOptions = {}) {
  const sources = [`${apiBase.replace(/\/+$/, '')}/icons`, ...(fallback ? [fallback] : [])]
  const requests = new Map<string, Promise<RenderedIcon | null>>()
  const settled = new Map<string, RenderedIcon | null>()
  /** Icons asked for since the last batch went out: by prefix, each name's resolver. */
  const queue = new Map<string, Map<string, Resolve>>()

  const fetchSet = (url: string) =>
    fetch(url, { signal: AbortSignal.timeout(timeout) })
      .then((response) => (response.ok ? (response.json() as Promise<IconifyJSON | null>) : null))
      .catch(() => null)

  async function loadSet(prefix: string, waiting: Map<string, Resolve>) {
    // Loaded next to the first request; if it cannot load, the icons count as missing.
    const renderer = import('./icon-render').catch(() => null)
    for (const source of sources) {
      if (waiting.size === 0) break
      const urls = iconSetUrls(source, prefix, [...waiting.keys()].sort())
      const sets = await Promise.all(urls.map(fetchSet))
      const render = await renderer
      if (!render) break
      for (const set of sets) {
        if (!set?.icons || set.prefix !== prefix) continue
        const rendered = render.renderIconSet(set)
        for (const [name, icon] of Object.entries(rendered.icons)) {
          waiting.get(name)?.(icon)
          waiting.delete(name)
        }
      }
    }
    for (const resolve of waiting.values()) resolve(null)
  }

  function flush() {
    for (const [prefix, waiting] of queue) void loadSet(prefix, waiting)
    queue.clear()
  }

  return {
    /** The icon if settled; null when missing or not a name; undefined while not yet known. */
    peek: (fullName: string) => (ICON_NAME.test(fullName) ? settled.get(fullName) : null),
    /** Loads an icon, batched with others asked for in the same tick; null when none has it. */
    load(fullName: string): Promise<RenderedIcon | null> {
      const [, prefix, name] = ICON_NAME.exec(fullName) ?? []
      if (!prefix || !name) return Promise.resolve(null)
      let request = requests.get(fullName)
      if (!request) {
        // Everything asked for in this tick goes out together, one request per icon set.
        if (queue.size === 0) setTimeout(flush, 0)
        const waiting = queue.get(prefix) ?? new Map<string, Resolve>()
        queue.set(prefix, waiting)
        request = new Promise((resolve) => waiting.set(name, resolve))
        requests.set(fullName, request)
        void request.then((icon) => settled.set(fullName, icon))
      }
      return request
    },
  }
}
