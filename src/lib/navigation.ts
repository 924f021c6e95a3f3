import type { DataRouter } from 'react-router'

/** Thrown for a URL no navigation may open: `javascript:` and other script-running schemes. */
export class UnsafeNavigationError extends Error {
  constructor(url: string) {
    super(`Refused to navigate to a script URL: ${url.slice(0, 40)}`)
    this.name = 'UnsafeNavigationError'
  }
}

/** Thrown for an external URL when the caller did not pass `{ external: true }`. */
export class ExternalNavigationError extends Error {
  constructor(url: string) {
    super(`Navigating to an external URL requires { external: true }: ${url}`)
    this.name = 'ExternalNavigationError'
  }
}

const SCRIPT_PROTOCOLS = new Set(['javascript:', 'vbscript:', 'data:', 'blob:'])

export type NavigationTarget =
  { type: 'internal'; path: string } | { type: 'external'; href: string }

/**
 * Sorts a target into in-app (same origin: a path with query and hash) or external, and refuses
 * script URLs whatever their spelling (the URL parser removes the tabs, newlines and leading
 * spaces that could hide `javascript:`).
 */
export function classifyNavigation(url: string, origin: string): NavigationTarget {
  let parsed: URL
  try {
    parsed = new URL(url, origin)
  } catch {
    throw new TypeError(`Not a valid URL: ${url}`)
  }
  if (SCRIPT_PROTOCOLS.has(parsed.protocol)) throw new UnsafeNavigationError(url)
  if (parsed.origin === origin && /^https?:$/.test(parsed.protocol)) {
    return { type: 'internal', path: `${parsed.pathname}${parsed.search}${parsed.hash}` }
  }
  return { type: 'external', href: parsed.href }
}

let appRouter: DataRouter | undefined

/** The router `navigateTo` uses; set once at start (src/main.tsx). */
export function setAppRouter(router: DataRouter | undefined) {
  appRouter = router
}

export interface NavigateToOptions {
  /** Allows a URL on another origin (or scheme, like `mailto:`). */
  external?: boolean
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
}

/**
 * Navigates in the app or, with `{ external: true }`, away from it. Throws
 * `ExternalNavigationError` for an external URL without permission and `UnsafeNavigationError`
 * for a script URL, always.
 */
export function navigateTo(url: string, options: NavigateToOptions = {}): Promise<void> | void {
  const target = classifyNavigation(url, window.location.origin)
  if (target.type === 'external') {
    if (!options.external) throw new ExternalNavigationError(target.href)
    if (options.replace) window.location.replace(target.href)
    else window.location.assign(target.href)
    return
  }
  if (appRouter) return appRouter.navigate(target.path, { replace: options.replace })
  if (options.replace) window.location.replace(target.path)
  else window.location.assign(target.path)
}
