import { ROUTE_RULES } from './route-rules'

export type LayoutName = 'default' | 'auth' | 'none'

/**
 * Every page of the app (specification §2): its name (the router's id), path and layout. No
 * route has parameters. The client's route table loads each page's code by name; the server
 * answers these paths (and the route rules' sources) with the app, any other with a 404.
 */
export const PAGES = [
  { name: 'index', path: '/', layout: 'default' },
  { name: 'result', path: '/result', layout: 'default' },
  { name: 'booking', path: '/booking', layout: 'default' },
  { name: 'blank', path: '/blank', layout: 'none' },
  { name: 'admin', path: '/admin', layout: 'auth' },
  { name: 'admin-login', path: '/admin/login', layout: 'none' },
] as const satisfies readonly { name: string; path: string; layout: LayoutName }[]

export type PageName = (typeof PAGES)[number]['name']

export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/'
}

/** The page for a path (exact match; query and hash ignored), if any. */
export function findPage(pathname: string): (typeof PAGES)[number] | undefined {
  const path = normalizePath(pathname.split(/[?#]/, 1)[0] ?? '/')
  return PAGES.find((page) => page.path === path)
}

/**
 * A booking's own link: `/booking?ref=NJ-…&key=…` (its reference and an access key that a
 * booking's answer gave).
 */
export function bookingLinkPath(reference: string, accessKey: string): string {
  return `/booking?${new URLSearchParams({ ref: reference, key: accessKey })}`
}

/** Paths the app routes itself: its pages and the sources of its route rules. */
export const APP_PATHS: readonly string[] = [
  ...PAGES.map((page) => page.path),
  ...Object.keys(ROUTE_RULES),
]
