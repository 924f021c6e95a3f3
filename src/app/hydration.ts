import type { DataRouter } from 'react-router'

import { type PagePayload, parsePagePayload, PAYLOAD_ATTRIBUTE } from '@/api/page-payload'
import { normalizePath } from '@/api/pages'

import { BUILD_ID } from './build-update'

export interface LoadPayloadOptions {
  /** The build the payload must come from (this bundle's own by default). */
  buildId?: string
  /** The page being opened (the window's by default). */
  pathname?: string
  fetch?: typeof fetch
}

/**
 * The payload of a prerendered page: `#root[data-payload]` names it (the HTML preloads it). It
 * is used only when it belongs to this build and this page; otherwise, or when it cannot be had,
 * `undefined`, and the app renders on the client as if the page had not been prerendered.
 */
export async function loadPagePayload(
  container: HTMLElement,
  {
    buildId = BUILD_ID,
    pathname = window.location.pathname,
    fetch = globalThis.fetch,
  }: LoadPayloadOptions = {},
): Promise<PagePayload | undefined> {
  const url = container.getAttribute(PAYLOAD_ATTRIBUTE)
  if (!url) return undefined
  try {
    // No custom headers: the request must match the HTML's `<link rel="preload" as="fetch">`.
    const response = await fetch(url)
    if (!response.ok) return undefined
    return parsePagePayload(await response.json(), { buildId, path: normalizePath(pathname) })
  } catch {
    return undefined
  }
}

/**
 * Resolves once the router has loaded the first page (its code and its loaders), so the first
 * render shows the page rather than the hydration fallback. `true` when it loaded without errors.
 */
export function firstLoad(router: DataRouter): Promise<boolean> {
  const done = () => !router.state.errors
  if (router.state.initialized) return Promise.resolve(done())
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve(done())
    })
  })
}
