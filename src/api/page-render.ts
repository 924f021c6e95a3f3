/**
 * What the server and the app's server entry (`src/entry-server.tsx`, built by Vite into
 * `dist/server/`) agree on: the server hands each page request to the entry, which renders it
 * with the router and React and answers the whole response. Types only: the server never imports
 * React; it loads the built entry by its path.
 */
import type { RuntimeConfig } from './runtime-config'

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as pages need it. */
export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** Vite's build manifest: its chunks by source file (or by chunk name, `_name-hash.js`). */
export type BuildManifest = Record<string, ManifestChunk>

export interface PageRequestContext {
  /**
   * Answers a request to the API in the server's own process (a request under the API base),
   * from the same client address as the page's request.
   */
  fetchApi: (request: Request) => Promise<Response>
  /** The public runtime config written into the page. */
  config: RuntimeConfig
  /**
   * Draw the page in the browser only: the page's HTML without its content or data. For a
   * server whose pages read another API (`PUBLIC_API_BASE`), which its loaders cannot reach
   * in process.
   */
  clientOnly?: boolean
}

export interface PageRenderer {
  /**
   * The response to a page request: a GET draws the page (status from its routes: 404 for an
   * unknown path or a page validation failure, 500 for a failure); a form's POST runs the route's
   * action, then redirects or draws the page with the action's answer.
   */
  render(request: Request, context: PageRequestContext): Promise<Response>
  /** `{page}/_payload.json`: the data the page's loaders give for this request, as JSON. */
  payload(request: Request, context: PageRequestContext): Promise<Response>
}

/** What the built entry exports. */
export interface PageRendererModule {
  createPageRenderer(options: { manifest: BuildManifest }): PageRenderer
}

/** The file the server loads, inside the build's folder. */
export const SERVER_ENTRY_FILE = 'server/entry-server.js'

/** Vite's build manifest, inside the build's folder. */
export const BUILD_MANIFEST_FILE = '.vite/manifest.json'

/** A page's data: `/_payload.json`, `/blank/_payload.json` (specification: "_payload.json per
 * prerendered page"). */
export const PAYLOAD_FILE = '_payload.json'

/** Where a page's payload is served: `/` → `/_payload.json`, `/blank` → `/blank/_payload.json`. */
export function payloadPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}/${PAYLOAD_FILE}`
}
