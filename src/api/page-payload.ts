/**
 * A prerendered page's data, `_payload.json` beside its HTML (specification §7: "_payload.json
 * per prerendered page"). The build renders the page with the API's answers and records them
 * here; the client answers the same GETs from it while it hydrates, instead of calling the API.
 * The server sends a page's HTML and payload only while its own API still answers the same.
 * Shared by the build, the server and the client, so it stays free of zod and of React.
 */
export interface PagePayload {
  /** The build that rendered the page: the client uses the payload only when it runs that build. */
  buildId: string
  /** The page's path (`/`, `/blank`). */
  path: string
  /** The JSON each API GET answered, keyed by its path under the API base (query included). */
  api: Record<string, unknown>
}

export const PAYLOAD_FILE = '_payload.json'

/** The build's folder of prerendered pages: `prerendered/index.html`, `prerendered/blank/…`. */
export const PRERENDER_DIR = 'prerendered'

/** The attribute on `#root` that marks prerendered markup and names its payload's URL. */
export const PAYLOAD_ATTRIBUTE = 'data-payload'

/** Where a page's payload is served: `/` → `/_payload.json`, `/blank` → `/blank/_payload.json`. */
export function payloadPath(pagePath: string): string {
  const base = pagePath.replace(/\/+$/, '')
  return `${base}/${PAYLOAD_FILE}`
}

/**
 * Reads a payload, or `undefined` when it is not one, or belongs to another build or page. A
 * hand-written check (no zod): the client's first page imports this.
 */
export function parsePagePayload(
  value: unknown,
  expected: { buildId?: string; path?: string } = {},
): PagePayload | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const { buildId, path, api } = value as Record<string, unknown>
  if (typeof buildId !== 'string' || !buildId || typeof path !== 'string') return undefined
  if (typeof api !== 'object' || api === null || Array.isArray(api)) return undefined
  if (expected.buildId !== undefined && buildId !== expected.buildId) return undefined
  if (expected.path !== undefined && path !== expected.path) return undefined
  return { buildId, path, api: api as Record<string, unknown> }
}

/**
 * The build's list of what each client-rendered page loads beyond the app's HTML (its own chunk
 * and styles): `{ "/result": { "modules": [...], "styles": [...] } }`. The server preloads them
 * in that page's HTML, so the page's code loads alongside the app's instead of after it.
 */
export const PAGE_ASSETS_FILE = 'page-assets.json'

export interface PageAssets {
  modules: string[]
  styles: string[]
}
