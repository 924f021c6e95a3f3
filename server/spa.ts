import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type MiddlewareHandler } from 'hono'

import { errorBody } from '@/api/errors'
import {
  PAGE_ASSETS_FILE,
  type PageAssets,
  type PagePayload,
  parsePagePayload,
  PAYLOAD_FILE,
  PRERENDER_DIR,
} from '@/api/page-payload'
import { APP_PATHS, normalizePath as normalize } from '@/api/pages'
import { API_BASE } from '@/api/paths'
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
  serializeRuntimeConfig,
} from '@/api/runtime-config'
import { runtimeConfigSchema } from '@/api/runtime-config-schema'

const HASHED_CACHE = 'public, max-age=31536000, immutable'
const NO_CACHE = 'no-cache'

export interface SpaOptions {
  /** The Vite build output. */
  distDir: string
  /** Where `PUBLIC_API_BASE` and `PUBLIC_DEBUG` come from; `process.env` by default. */
  env?: Record<string, string | undefined>
  /**
   * Answers a GET of this server's API in process (a path under the API base). Prerendered
   * pages are sent only while it answers exactly what they were built with; without it, or when
   * the pages use another API (`PUBLIC_API_BASE`), every page gets the plain app.
   */
  readApi?: (path: string) => Response | Promise<Response>
}

interface PrerenderedPage {
  html: string
  payload: PagePayload
  payloadText: string
}

/**
 * The public runtime config from the environment: `PUBLIC_API_BASE` (default `/api`) and
 * `PUBLIC_DEBUG` (`1` or `true` turns the client's debug logs on). Read at start, so the same
 * build can point at another API without a rebuild. A bad value stops the server with a clear error.
 */
export function runtimeConfigFromEnv(
  env: Record<string, string | undefined>,
  buildId?: string,
): RuntimeConfig {
  const apiBase = env.PUBLIC_API_BASE
  if (apiBase !== undefined && !apiBase.trim()) {
    throw new Error('PUBLIC_API_BASE is set but empty: unset it (default /api) or give a URL.')
  }
  const debug = env.PUBLIC_DEBUG
  if (debug !== undefined && !/^(1|0|true|false)$/i.test(debug)) {
    throw new Error(`PUBLIC_DEBUG must be 1, 0, true or false, not "${debug}".`)
  }
  return runtimeConfigSchema.parse({
    apiBase: apiBase?.trim(),
    debug: debug === undefined ? undefined : /^(1|true)$/i.test(debug),
    buildId,
  })
}

/** The config as a JSON data element (not executable, so the CSP needs no inline script). */
export function runtimeConfigElement(config: RuntimeConfig): string {
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${serializeRuntimeConfig(config)}</script>`
}

/** Puts the config element into the page's head, replacing any the build already carries. */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const element = runtimeConfigElement(config)
  const existing = new RegExp(
    `<script[^>]*\\bid="${RUNTIME_CONFIG_ELEMENT_ID}"[^>]*>[\\s\\S]*?</script>`,
  )
  if (existing.test(html)) return html.replace(existing, element)
  return html.includes('</head>')
    ? html.replace('</head>', `  ${element}\n  </head>`)
    : element + html
}

/** Adds preloads of a page's own code and styles to the app's HTML. */
export function preloadAssets(html: string, { modules, styles }: PageAssets): string {
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  const links = [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`),
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
  ]
  if (!links.length || !html.includes('</head>')) return html
  return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
}

async function readBuildId(distDir: string): Promise<string | undefined> {
  try {
    const latest = JSON.parse(await readFile(path.join(distDir, 'builds/latest.json'), 'utf8')) as {
      id?: unknown
    }
    return typeof latest.id === 'string' ? latest.id : undefined
  } catch {
    return undefined
  }
}

/**
 * Serves the built single-page app: the HTML (with the runtime config) and `builds/latest.json`
 * never cached, hashed assets and build manifests cached for a year, 404 for unknown paths.
 * A page the build prerendered (`/`, `/blank`) gets its prerendered HTML, and its data at
 * `{page}/_payload.json`, while this server's API still answers what the build saw; otherwise
 * the plain app, which loads the data from the API (and `_payload.json` is a 404).
 */
export function spaRouter({ distDir, env = process.env, readApi }: SpaOptions) {
  const router = new Hono()
  // Fail at start, not on the first request, when the environment is wrong.
  const { apiBase } = runtimeConfigFromEnv(env)
  let page: Promise<string> | undefined
  const buildId = () => readBuildId(distDir)
  const appHtml = () =>
    (page ??= Promise.all([readFile(path.join(distDir, 'index.html'), 'utf8'), buildId()]).then(
      ([html, id]) => injectRuntimeConfig(html, runtimeConfigFromEnv(env, id)),
    ))
  let assets: Promise<Record<string, PageAssets>> | undefined
  const pageAssets = () =>
    (assets ??= readFile(path.join(distDir, PAGE_ASSETS_FILE), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, PageAssets>,
      (): Record<string, PageAssets> => ({}),
    ))
  /** The app's HTML for a page: with that page's own code and styles preloaded, if listed. */
  const htmlFor = async (pagePath: string) => {
    const [html, all] = await Promise.all([appHtml(), pageAssets()])
    const own: PageAssets | undefined = Object.hasOwn(all, pagePath) ? all[pagePath] : undefined
    return own ? preloadAssets(html, own) : html
  }

  const prerendered = new Map<string, Promise<PrerenderedPage | undefined>>()
  /** The prerendered files of an app route, if the build made them for this build id. */
  const loadPrerendered = (pagePath: string) => {
    let entry = prerendered.get(pagePath)
    if (!entry) {
      const dir = path.join(distDir, PRERENDER_DIR, pagePath)
      entry = Promise.all([
        readFile(path.join(dir, 'index.html'), 'utf8'),
        readFile(path.join(dir, PAYLOAD_FILE), 'utf8'),
        buildId(),
      ]).then(
        ([html, payloadText, id]) => {
          const payload = parsePagePayload(JSON.parse(payloadText), { buildId: id, path: pagePath })
          if (!payload) return undefined
          return {
            html: injectRuntimeConfig(html, runtimeConfigFromEnv(env, id)),
            payload,
            payloadText,
          }
        },
        () => undefined,
      )
      prerendered.set(pagePath, entry)
    }
    return entry
  }

  /** Whether the API answers now what the page was prerendered with. */
  const isCurrent = async ({ payload }: PrerenderedPage) => {
    if (!readApi || apiBase !== API_BASE) return false
    for (const [apiPath, answer] of Object.entries(payload.api)) {
      const response = await readApi(apiPath)
      if (!response.ok || !isDeepStrictEqual(await response.json(), answer)) return false
    }
    return true
  }

  /** The current prerendered page for a request path, if there is one. */
  const currentPrerendered = async (requestPath: string) => {
    const pagePath = normalize(requestPath)
    if (!APP_PATHS.includes(pagePath)) return undefined
    const found = await loadPrerendered(pagePath)
    return found && (await isCurrent(found)) ? found : undefined
  }

  /** Serves files of the build with a Cache-Control header (set on the response it returns). */
  const staticFiles = (cacheControl: string): MiddlewareHandler => {
    const serve = serveStatic({ root: distDir })
    return async (c, next) => {
      const result = await serve(c, next)
      if (result instanceof Response) result.headers.set('Cache-Control', cacheControl)
      return result
    }
  }

  router.use('/assets/*', staticFiles(HASHED_CACHE))
  // A missing hashed file is a plain 404, so a stale chunk fails fast instead of parsing HTML.
  router.get('/assets/*', (c) => c.text('Not found', 404))
  router.use('/builds/meta/*', staticFiles(HASHED_CACHE))
  router.use('/builds/latest.json', staticFiles(NO_CACHE))
  // Prerendered files go out only through the checks below.
  router.all(`/${PRERENDER_DIR}/*`, (c) => c.text('Not found', 404))
  router.get('*', async (c, next) => {
    if (!c.req.path.endsWith(`/${PAYLOAD_FILE}`)) return next()
    c.header('Cache-Control', NO_CACHE)
    const found = await currentPrerendered(c.req.path.slice(0, -PAYLOAD_FILE.length))
    if (found) return c.body(found.payloadText, 200, { 'Content-Type': 'application/json' })
    return c.json(
      errorBody('not_found', 'This page has no prerendered data now: load it from the API.'),
      404,
    )
  })
  router.use('*', async (c, next) => {
    // The HTML always goes through the handler below, which adds the runtime config.
    if (c.req.path.endsWith('/') || c.req.path.endsWith('.html')) return next()
    return staticFiles(NO_CACHE)(c, next)
  })
  router.get('*', async (c: Context) => {
    const known = APP_PATHS.includes(normalize(c.req.path))
    c.header('Cache-Control', NO_CACHE)
    try {
      const found = known ? await currentPrerendered(c.req.path) : undefined
      if (found) return c.html(found.html)
      return c.html(
        known ? await htmlFor(normalize(c.req.path)) : await appHtml(),
        known ? 200 : 404,
      )
    } catch (error) {
      page = undefined
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      return c.text('The app has not been built: run `npm run build`.', 503)
    }
  })
  return router
}
