/**
 * Route rules: old or convenience paths and where they lead. A relative target (`/…`) is an
 * in-app navigation that keeps the hash (and the query, unless the target has its own); an
 * absolute target (`https://…`) is a full page load. Keep this table small; the server treats
 * these paths as known (server/spa.ts lists them too, and a test keeps the two in step).
 */
export const ROUTE_RULES: Readonly<Record<string, string>> = {
  /** A common guess for the home page. */
  '/home': '/',
  /** The bookings section of the admin area. */
  '/admin/bookings': '/admin?section=bookings',
}

export type RouteRuleResult =
  { type: 'internal'; to: string } | { type: 'external'; href: string } | null

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

/** Where a rule sends `url`, or `null` when no rule matches its path. */
export function resolveRouteRule(
  url: URL,
  rules: Readonly<Record<string, string>> = ROUTE_RULES,
): RouteRuleResult {
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const target = Object.hasOwn(rules, path) ? rules[path] : undefined
  if (target === undefined) return null
  if (ABSOLUTE_URL.test(target)) {
    const href = new URL(target, url)
    if (!/^https?:$/.test(href.protocol)) return null
    return { type: 'external', href: href.href + (href.hash ? '' : url.hash) }
  }
  const to = new URL(target, url)
  const search = to.search || url.search
  const hash = to.hash || url.hash
  return { type: 'internal', to: `${to.pathname}${search}${hash}` }
}
