/**
 * The app on the server: renders each page request with React Router's static handler (the
 * same routes, loaders and actions as the browser) and React's streaming renderer, into the
 * whole HTML page. Built by Vite beside the client (`dist/server/entry-server.js`) and loaded
 * by the server (server/pages.ts), which never imports React itself.
 *
 * - The page's loaders and actions reach the API in the server's own process (`fetchApi`), from
 *   the page request's client address; they send no session (the public pages need none, and
 *   the staff area is drawn in the browser). A cookie the API sets (signing in) goes out with
 *   the page's response.
 * - The page waits for its data (a loader's promises included) before it is written, so it is
 *   complete without any script, and carries the router's data as JSON for the browser, which
 *   hydrates it without loading anything again.
 * - Status codes come from the routes: an unknown path or a page validation failure is a 404, a
 *   failure a 500, a redirect (route rules, a form's action) a redirect.
 */
import { StrictMode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router'

import type { BuildManifest, PageRenderer, PageRequestContext } from '@/api/page-render'
import type { PageName } from '@/api/pages'
import { sectionFile } from '@/pages/admin/section-files'
import { sectionFromParam } from '@/pages/admin/sections'

import { AppFrame } from './app/app'
import { documentStream, type PageAssets } from './app/document'
import { PAGE_ROUTES } from './app/route-table'
import { serializeRouterData, settleRouterData } from './app/router-data'
import { createRoutes } from './app/routes'
import { UserAgentContext } from './app/user-agent'
import { createApiClient } from './lib/api-client'
import { toErrorInfo } from './lib/errors'
import { apiContext } from './lib/page-context'
import { sitePath } from './lib/site-path'

interface PageRequest {
  request: Request
  context: PageRequestContext
  /** `Set-Cookie` values the API answered while the page was made. */
  cookies: string[]
}

/** Headers of the page's request the API reads too: where the visitor is, behind which proxy. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'user-agent']

/**
 * The context of a page request's loaders and actions: an API client of its own, whose requests
 * go to the API in this process, as from the page's visitor (their address and proxy headers),
 * without cookies; the cookies the API sets are kept for the page's response.
 */
function routerContext(page: PageRequest): RouterContextProvider {
  const fetchApi = async (input: RequestInfo | URL, init?: RequestInit) => {
    const apiRequest = new Request(
      new URL(input instanceof Request ? input.url : String(input), page.request.url),
      init,
    )
    for (const name of FORWARDED_HEADERS) {
      const value = page.request.headers.get(name)
      if (value !== null) apiRequest.headers.set(name, value)
    }
    apiRequest.headers.delete('cookie')
    const response = await page.context.fetchApi(apiRequest)
    page.cookies.push(...response.headers.getSetCookie())
    return response
  }
  const client = createApiClient({ fetch: fetchApi, getToken: () => undefined })
  return new RouterContextProvider(new Map([[apiContext, client]]))
}

/** The chunks a manifest entry loads with it: itself and its static imports, in order. */
function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>()) {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen)
  return seen
}

/** What a page loads: the entry's code and styles, and its matched pages' chunks preloaded. */
function assetsFor(manifest: BuildManifest, pageFiles: string[]): PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entryKey) throw new Error('The build manifest has no entry.')
  const entry = staticClosure(manifest, entryKey)
  const styles = new Set<string>()
  const preloads = new Set<string>()
  for (const key of entry) {
    for (const css of manifest[key]!.css ?? []) styles.add(`/${css}`)
    if (key !== entryKey) preloads.add(`/${manifest[key]!.file}`)
  }
  for (const file of pageFiles) {
    for (const key of staticClosure(manifest, file)) {
      if (entry.has(key)) continue
      for (const css of manifest[key]!.css ?? []) styles.add(`/${css}`)
      preloads.add(`/${manifest[key]!.file}`)
    }
  }
  return {
    scripts: [`/${manifest[entryKey]!.file}`],
    styles: [...styles],
    preloads: [...preloads],
  }
}

/**
 * The modules a page loads for an address besides its own, from the project's root: the staff
 * page's open section. The server lists them with the page's code (the browser's first load
 * does not need to know them: the page module finds them itself).
 */
const PAGE_PARTS: Partial<Record<PageName, (url: URL) => string[]>> = {
  admin: (url) => {
    const section = sectionFromParam(url.searchParams.get('section'))
    return section ? [sectionFile(section.id)] : []
  },
}

/** The page modules of the routes a location matches, and the parts its address opens. */
function pageFilesFor(routes: RouteObject[], url: URL): string[] {
  const names = new Set((matchRoutes(routes, url) ?? []).map((match) => match.route.id))
  return PAGE_ROUTES.filter((route) => names.has(route.name)).flatMap((route) => [
    route.file,
    ...(PAGE_PARTS[route.name]?.(url) ?? []),
  ])
}

/** Whether the location is drawn in the browser only: the staff area, behind its guard. */
function isClientOnly(routes: RouteObject[], url: URL): boolean {
  return (matchRoutes(routes, url) ?? []).some((match) => match.route.id === 'layout-auth')
}

/**
 * A fatal error (a page validation failure, an unhandled one) replaces the whole page: it goes
 * to the root's boundary, as the page boundary passes it up in the browser (a boundary cannot
 * pass an error up while the server draws).
 */
function raiseFatalErrors(context: StaticHandlerContext) {
  if (!context.errors) return
  const [id, error] = Object.entries(context.errors)[0]!
  if (id !== 'root' && toErrorInfo(error).fatal) context.errors = { root: error }
}

/** The page's status: its error's, else what the handler says (200, or an action's own). */
function statusOf(context: StaticHandlerContext): number {
  const error = context.errors ? Object.values(context.errors)[0] : undefined
  return error === undefined ? context.statusCode : toErrorInfo(error).statusCode
}

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
}

export function createPageRenderer({ manifest }: { manifest: BuildManifest }): PageRenderer {
  /** Draws the page into the whole document, once every part of it is ready. */
  async function draw(
    page: PageRequest,
    routes: RouteObject[],
    url: URL,
    body?: { handler: ReturnType<typeof createStaticHandler>; context: StaticHandlerContext },
  ): Promise<ReadableStream<Uint8Array>> {
    const assets = assetsFor(manifest, pageFilesFor(routes, url))
    const config = page.context.config
    // The staff area's title until its page sets its own (which adds the inn's name).
    const title = isClientOnly(routes, url) ? 'Staff' : undefined
    if (!body) return documentStream({ assets, config, title })
    const routerData = serializeRouterData(await settleRouterData(body.context))
    const router = createStaticRouter(body.handler.dataRoutes, body.context)
    const failures: unknown[] = []
    const stream = await renderToReadableStream(
      <StrictMode>
        <UserAgentContext value={page.request.headers.get('user-agent') ?? ''}>
          <AppFrame>
            <StaticRouterProvider router={router} context={body.context} hydrate={false} />
          </AppFrame>
        </UserAgentContext>
      </StrictMode>,
      {
        onError: (error) => void failures.push(error),
        // Every part written in place: no part is moved out to be revealed by an inline script
        // (which the Content-Security-Policy would block, and which needs JavaScript anyway).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    )
    await stream.allReady
    if (failures.length) {
      await stream.cancel()
      throw failures[0]
    }
    return documentStream({ assets, config, app: stream, routerData })
  }

  /** The response to a page request: the page, or where to go instead. */
  async function respond(page: PageRequest): Promise<Response> {
    const { request, context: pageContext } = page
    const url = new URL(request.url)
    const routes = createRoutes({ getTargetLocation: () => url })

    if (pageContext.clientOnly || isClientOnly(routes, url)) {
      const known = !(matchRoutes(routes, url) ?? []).some((m) => m.route.id === 'not-found')
      return new Response(await draw(page, routes, url), {
        status: known ? 200 : 404,
        headers: HTML_HEADERS,
      })
    }

    const handler = createStaticHandler(routes)
    return handler.query(request, {
      requestContext: routerContext(page),
      // The routes' middleware runs (route rules redirect here already).
      generateMiddlewareResponse: async (query) => {
        const context = await query(request)
        if (context instanceof Response) return context
        raiseFatalErrors(context)
        try {
          return new Response(await draw(page, routes, url, { handler, context }), {
            status: statusOf(context),
            headers: HTML_HEADERS,
          })
        } catch (error) {
          // A part of the page failed while drawn: the error page instead.
          context.errors = { root: error }
          context.statusCode = 500
          return new Response(await draw(page, routes, url, { handler, context }), {
            status: statusOf(context),
            headers: HTML_HEADERS,
          })
        }
      },
    }) as Promise<Response>
  }

  /**
   * A redirect as a browser should follow it: after a form's POST, a GET of the new page; to a
   * path, only one that stays on this site once normalised (`sitePath`; a route rule's full
   * address to another site is left as it is).
   */
  function finish(response: Response, page: PageRequest): Response {
    const headers = new Headers(response.headers)
    for (const cookie of page.cookies) headers.append('Set-Cookie', cookie)
    let status = response.status
    if (status >= 300 && status < 400) {
      const location = headers.get('Location')
      if (location?.startsWith('/'))
        headers.set('Location', sitePath(location, new URL(page.request.url).origin) ?? '/')
      headers.delete('X-Remix-Replace')
      headers.delete('X-Remix-Reload-Document')
      headers.set('Cache-Control', 'no-store')
      if (page.request.method !== 'GET' && page.request.method !== 'HEAD') status = 303
    }
    return new Response(response.body, { status, statusText: response.statusText, headers })
  }

  return {
    async render(request, context) {
      const page: PageRequest = { request, context, cookies: [] }
      return finish(await respond(page), page)
    },

    async payload(request, context) {
      const page: PageRequest = { request, context, cookies: [] }
      const url = new URL(request.url)
      const routes = createRoutes({ getTargetLocation: () => url })
      if (isClientOnly(routes, url)) return Response.json(null, { status: 404 })
      const handler = createStaticHandler(routes)
      const result = await handler.query(new Request(url, { headers: request.headers }), {
        requestContext: routerContext(page),
      })
      if (result instanceof Response) return finish(result, page)
      raiseFatalErrors(result)
      const data = await settleRouterData(result)
      const payload = { buildId: context.config.buildId ?? null, path: url.pathname, ...data }
      return Response.json(payload, {
        status: statusOf(result),
        headers: { 'Cache-Control': 'no-cache' },
      })
    },
  }
}
