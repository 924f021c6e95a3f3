/**
 * The prerender's server-side entry (built by `vite build --ssr` from the prerender plugin, with
 * the app's own Vite config, so asset URLs match the client build's). It renders each page with
 * React Router's static handler on the demo inn's API, and records every API answer the page's
 * loaders used: that is the payload. The API here is the mock handlers on a fresh demo store,
 * which the contract suite holds to the server's answers on the demo seed (tests/contract), so
 * the build needs no database; the server still sends a page only while its own API answers the
 * same (server/spa.ts).
 */
import { getResponse } from 'msw'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'

import { createHandlers } from '../../mocks/handlers'
import type { PagePayload } from '../../src/api/page-payload'
import { API_BASE } from '../../src/api/paths'
import { AppFrame } from '../../src/app/app'
import { createRoutes } from '../../src/app/routes'

export interface PrerenderedPage {
  path: string
  /** The markup of `#root`. */
  markup: string
  payload: PagePayload
}

type ApiHandlers = ReturnType<typeof createHandlers>

const ORIGIN = 'http://prerender.invalid'

/**
 * Answers the page's API calls from the app, in process, and records each answer by its path
 * under the API base. Anything else, and any API failure, fails the build: a page must not be
 * prerendered in an error state.
 */
function recordingFetch(
  handlers: ApiHandlers,
  answers: Record<string, unknown>,
  failures: string[],
) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN)
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    if (url.origin !== ORIGIN || !url.pathname.startsWith(`${API_BASE}/`) || method !== 'GET') {
      failures.push(`${method} ${url.href} (only API GETs can be prerendered)`)
      throw new TypeError('Not available while prerendering')
    }
    const request = new Request(url, { headers: init?.headers })
    const response = await getResponse(handlers, request)
    if (!response?.ok) {
      failures.push(`GET ${url.pathname}${url.search} answered ${response?.status ?? 'nothing'}`)
      return response ?? Response.json(null, { status: 404 })
    }
    const body: unknown = await response.json()
    answers[`${url.pathname.slice(API_BASE.length)}${url.search}`] = body
    return Response.json(body, { status: response.status })
  }
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = ''
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : String(chunk)
  return text
}

async function renderPage(
  path: string,
  handlers: ApiHandlers,
  buildId: string,
): Promise<PrerenderedPage> {
  const answers: Record<string, unknown> = {}
  const failures: string[] = []
  const url = new URL(path, ORIGIN)
  const handler = createStaticHandler(createRoutes({ getTargetLocation: () => url }))
  const realFetch = globalThis.fetch
  globalThis.fetch = recordingFetch(handlers, answers, failures)
  try {
    const context = await handler.query(new Request(url))
    if (context instanceof Response) {
      throw new Error(`${path} answered ${context.status} instead of a page`)
    }
    if (context.errors) {
      throw new Error(`${path} failed to load: ${JSON.stringify(context.errors)}`)
    }
    const router = createStaticRouter(handler.dataRoutes, context)
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppFrame>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </StrictMode>,
      {
        onError: (error) => void failures.push(String(error)),
        // Every boundary in place: no boundary is moved out to be revealed by an inline script
        // (which the Content-Security-Policy would block, and which needs JavaScript anyway).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    )
    const markup = await streamText(prelude)
    if (/<script\b|<template\b/.test(markup)) {
      failures.push('the markup has a script or a pending boundary')
    }
    if (failures.length) throw new Error(`${path} cannot be prerendered:\n${failures.join('\n')}`)
    return { path, markup, payload: { buildId, path, api: answers } }
  } finally {
    globalThis.fetch = realFetch
  }
}

/**
 * Renders the pages on the demo inn's API (or on these handlers); `buildId` is the client
 * build's. Fails with the reasons when a page cannot be prerendered as it should look.
 */
export async function prerenderPages(
  paths: readonly string[],
  { buildId, handlers = createHandlers() }: { buildId: string; handlers?: ApiHandlers },
): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = []
  for (const path of paths) pages.push(await renderPage(path, handlers, buildId))
  return pages
}
