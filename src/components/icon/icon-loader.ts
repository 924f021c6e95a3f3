import type { IconifyJSON, RenderedIcon } from './icon-render'

/** `prefix:name`, both parts lower-case words joined by hyphens (Iconify's naming). */
export const ICON_NAME_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*):([a-z0-9]+(?:[-_][a-z0-9]+)*)$/

/** Splits `prefix:name`; null for anything else. */
export function parseIconName(value: string): { prefix: string; name: string } | null {
  const match = ICON_NAME_PATTERN.exec(value)
  return match ? { prefix: match[1]!, name: match[2]! } : null
}

/** Groups full icon names by prefix, each group sorted and without repeats; invalid names are left out. */
export function groupByPrefix(names: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, Set<string>>()
  for (const full of names) {
    const parsed = parseIconName(full)
    if (!parsed) continue
    let group = groups.get(parsed.prefix)
    if (!group) groups.set(parsed.prefix, (group = new Set()))
    group.add(parsed.name)
  }
  return new Map([...groups].map(([prefix, set]) => [prefix, [...set].sort()]))
}

/** Longest URL a batch may make; Iconify's API answers URLs well beyond this. */
export const MAX_ICON_URL_LENGTH = 500

/**
 * The requests that fetch `names` of one icon set from an Iconify-style API at `base`:
 * `${base}/${prefix}.json?icons=a,b,c`, split so that no URL is longer than `maxLength`.
 */
export function iconSetUrls(
  base: string,
  prefix: string,
  names: readonly string[],
  maxLength = MAX_ICON_URL_LENGTH,
): string[] {
  const head = `${base.replace(/\/+$/, '')}/${prefix}.json?icons=`
  const urls: string[] = []
  let batch: string[] = []
  for (const name of names) {
    if (batch.length > 0 && head.length + [...batch, name].join(',').length > maxLength) {
      urls.push(head + batch.join(','))
      batch = []
    }
    batch.push(name)
  }
  if (batch.length > 0) urls.push(head + batch.join(','))
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
/** How long one icon request may take before the next source is tried. */
export const ICON_TIMEOUT = 1500

export interface IconLoaderOptions {
  /** The app's API base; icons come from `${apiBase}/icons/{prefix}.json?icons=…` first. */
  apiBase?: string
  /** Asked for what the app's endpoint did not give; `false` for none. */
  fallback?: string | false
  /** Milliseconds before a request is given up and the next source tried. */
  timeout?: number
  fetch?: typeof fetch
}

/** An icon body that could run script is refused (icons from a network source are markup). */
export function isSafeIconBody(body: string): boolean {
  return !/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(body)
}

/**
 * Fetches icons in batches per icon set from the app's endpoint, then from the fallback for what
 * is still missing, each request limited to `timeout` ms. Every answer (found or missing) is
 * cached for the loader's life. The code that reads Iconify JSON loads with the first request.
 */
export function createIconLoader({
  apiBase = '/api',
  fallback = ICONIFY_API,
  timeout = ICON_TIMEOUT,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
}: IconLoaderOptions = {}) {
  const sources = [`${apiBase.replace(/\/+$/, '')}/icons`, ...(fallback ? [fallback] : [])]
  const settled = new Map<string, RenderedIcon | null>()
  const inFlight = new Map<string, Promise<RenderedIcon | null>>()
  const waiting = new Map<string, (icon: RenderedIcon | null) => void>()
  /** Names asked for since the last batch went out. */
  const queue = new Set<string>()

  async function fetchSet(url: string): Promise<IconifyJSON | null> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeout)
    try {
      const response = await fetchImpl(url, { signal: controller.signal })
      if (!response.ok) return null
      const body = (await response.json()) as IconifyJSON
      return body && typeof body === 'object' && body.icons ? body : null
    } catch {
      return null
    } finally {
      clearTimeout(timer)
    }
  }

  async function loadSet(prefix: string, names: string[]) {
    // Loaded next to the first request; if it cannot load, the icons count as missing.
    const renderer = import('./icon-render').catch(() => null)
    let missing = names
    for (const source of sources) {
      if (missing.length === 0) break
      const sets = await Promise.all(iconSetUrls(source, prefix, missing).map(fetchSet))
      const render = await renderer
      if (!render) break
      const found = new Map<string, RenderedIcon>()
      for (const set of sets) {
        if (!set || set.prefix !== prefix) continue
        const rendered = render.renderIconSet(set, (icon) => isSafeIconBody(icon.body))
        for (const [name, icon] of Object.entries(rendered.icons)) found.set(name, icon)
      }
      for (const [name, icon] of found) settle(`${prefix}:${name}`, icon)
      missing = missing.filter((name) => !found.has(name))
    }
    for (const name of missing) settle(`${prefix}:${name}`, null)
  }

  function settle(fullName: string, icon: RenderedIcon | null) {
    if (!waiting.has(fullName)) return
    settled.set(fullName, icon)
    waiting.get(fullName)!(icon)
    waiting.delete(fullName)
    inFlight.delete(fullName)
  }

  function flush() {
    const names = [...queue]
    queue.clear()
    for (const [prefix, group] of groupByPrefix(names)) void loadSet(prefix, group)
  }

  return {
    /** An icon this loader has already settled: the icon, null (missing) or undefined (not yet). */
    peek: (fullName: string) => settled.get(fullName),
    /** Loads an icon (batched with others asked for in the same tick); null when no source has it. */
    load(fullName: string): Promise<RenderedIcon | null> {
      if (settled.has(fullName)) return Promise.resolve(settled.get(fullName)!)
      const pending = inFlight.get(fullName)
      if (pending) return pending
      if (!parseIconName(fullName)) {
        settled.set(fullName, null)
        return Promise.resolve(null)
      }
      const promise = new Promise<RenderedIcon | null>((resolve) => waiting.set(fullName, resolve))
      inFlight.set(fullName, promise)
      // Everything asked for in this tick goes out together, one request per icon set.
      if (queue.size === 0) setTimeout(flush, 0)
      queue.add(fullName)
      return promise
    },
  }
}
