import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

import { type ErrorCode } from '@/api/contract'
import { ERROR_STATUS, errorBody } from '@/api/errors'
import {
  BUILD_MANIFEST_FILE,
  type BuildManifest,
  type PageRenderer,
  type PageRendererModule,
  PAYLOAD_FILE,
  SERVER_ENTRY_FILE,
} from '@/api/page-render'
import { API_BASE } from '@/api/paths'
import { type RuntimeConfig } from '@/api/runtime-config'
import { runtimeConfigSchema } from '@/api/runtime-config-schema'

import { fromOwnSite } from './lib/same-site'

const HASHED_CACHE = 'public, max-age=31536000, immutable'
const NO_CACHE = 'no-cache'

/** What a form on a page may send: a browser's form encodings. */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

export interface PagesOptions {
  /** The Vite build output (with the server entry Vite built beside the client). */
  distDir: string
  /** Where `PUBLIC_API_BASE` and `PUBLIC_DEBUG` come from; `process.env` by default. */
  env?: Record<string, string | undefined>
  /**
   * Answers a request to this server's API in process, with the page request's connection
   * (`env`), so the API sees the visitor's address. Without it, or when the pages use another
   * API (`PUBLIC_API_BASE`), every page is drawn in the browser only.
   */
  fetchApi?: (request: Request, env: unknown) => Response | Promise<Response>
  /** Proxies in front of the server (`TRUST_PROXY`), for where a form's POST comes from. */
  trustedProxies?: number
  /** The renderer, when not the build's own (tests). */
  loadRenderer?: () => Promise<PageRenderer>
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

/** The build's page renderer: its server entry, with the client's manifest. */
async function loadBuiltRenderer(distDir: string): Promise<PageRenderer> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, BUILD_MANIFEST_FILE), 'utf8'),
  ) as BuildManifest
  const entry = (await import(
    pathToFileURL(path.join(distDir, SERVER_ENTRY_FILE)).href
  )) as PageRendererModule
  return entry.createPageRenderer({ manifest })
}

class NotBuiltError extends Error {}

/** An error answer in the API's shape. */
const refuse = (c: Context, code: ErrorCode, message: string) =>
  c.json(errorBody(code, message), ERROR_STATUS[code] as 403)

/**
 * Serves the built app: its files (hashed assets and build manifests cached for a year, the rest
 * and `builds/latest.json` never), and its pages, each drawn on the server at request time
 * (src/entry-server.tsx) with the status its routes give (404 for unknown paths and page
 * validation failures). A form's POST to a page (the booking, the sign-in, before the page's
 * scripts run or without them) runs the route's action there, from the app's own pages only.
 * `{page}/_payload.json` gives a page's data.
 */
export function pagesRouter({
  distDir,
  env = process.env,
  fetchApi,
  trustedProxies = 0,
  loadRenderer = () => loadBuiltRenderer(distDir),
}: PagesOptions) {
  const router = new Hono()
  // Fail at start, not on the first request, when the environment is wrong.
  const { apiBase } = runtimeConfigFromEnv(env)
  // The pages read the API in process: only this server's own.
  const clientOnly = !fetchApi || apiBase !== API_BASE

  let config: Promise<RuntimeConfig> | undefined
  const runtimeConfig = () =>
    (config ??= readBuildId(distDir).then((id) => runtimeConfigFromEnv(env, id)))
  let renderer: Promise<PageRenderer> | undefined
  const pageRenderer = () =>
    (renderer ??= loadRenderer().catch((error: NodeJS.ErrnoException) => {
      renderer = undefined
      throw error.code === 'ENOENT' || error.code === 'ERR_MODULE_NOT_FOUND'
        ? new NotBuiltError()
        : error
    }))

  // Loaded at start, so the first visitor does not wait for the app's code to load.
  if (!clientOnly) pageRenderer().catch(() => {})

  /** Serves files of the build with a Cache-Control header (set on the response it returns). */
  const staticFiles = (cacheControl: string): MiddlewareHandler => {
    const serve = serveStatic({ root: distDir })
    return async (c, next) => {
      const result = await serve(c, next)
      if (result instanceof Response) result.headers.set('Cache-Control', cacheControl)
      return result
    }
  }

  /** The page's answer from the renderer, or why there is none. */
  const renderPage = async (c: Context, kind: 'render' | 'payload', request: Request) => {
    try {
      const render = await pageRenderer()
      return await render[kind](request, {
        fetchApi: async (apiRequest) => fetchApi!(apiRequest, c.env),
        config: await runtimeConfig(),
        clientOnly,
      })
    } catch (error) {
      if (error instanceof NotBuiltError) {
        return c.text('The app has not been built: run `npm run build`.', 503)
      }
      throw error
    }
  }

  router.use('/assets/*', staticFiles(HASHED_CACHE))
  // A missing hashed file is a plain 404, so a stale chunk fails fast instead of parsing HTML.
  router.get('/assets/*', (c) => c.text('Not found', 404))
  router.use('/builds/meta/*', staticFiles(HASHED_CACHE))
  router.use('/builds/latest.json', staticFiles(NO_CACHE))
  // The server's own code and the build's manifest are not for the browser; the page HTML is
  // always drawn for its request.
  router.all('/server/*', (c) => c.text('Not found', 404))
  router.all('/.vite/*', (c) => c.text('Not found', 404))
  router.get('*', async (c, next) => {
    if (!c.req.path.endsWith(`/${PAYLOAD_FILE}`)) return next()
    const url = new URL(c.req.url)
    url.pathname = url.pathname.slice(0, -`/${PAYLOAD_FILE}`.length) || '/'
    if (clientOnly) {
      return c.json(errorBody('not_found', 'Pages are drawn in the browser here: no data.'), 404)
    }
    return renderPage(c, 'payload', new Request(url, { headers: c.req.raw.headers }))
  })
  router.use('*', async (c, next) => {
    if (c.req.path.endsWith('/') || c.req.path.endsWith('.html')) return next()
    return staticFiles(NO_CACHE)(c, next)
  })
  router.get('*', (c) => renderPage(c, 'render', c.req.raw))
  // A form posted to a page (its route's action): a browser's form, from this site only.
  router.post(
    '*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => refuse(c, 'payload_too_large', 'The form is too large.'),
    }),
    (c) => {
      if (!fromOwnSite(c, trustedProxies)) {
        return refuse(c, 'forbidden', 'Send this form from its own page.')
      }
      if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
        return refuse(c, 'unsupported_media_type', 'Send the form as a browser does.')
      }
      if (clientOnly) return refuse(c, 'method_not_allowed', 'Pages take no forms here.')
      return renderPage(c, 'render', c.req.raw)
    },
  )
  return router
}
