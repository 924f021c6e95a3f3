import { resolveRouteRule } from '@/api/route-rules'
import { createPrefetchQueue } from '@/lib/prefetch'

import { findPageRoute, LAZY_LAYOUTS } from './route-table'

const queue = createPrefetchQueue()

/**
 * Prefetches the code of the page an in-app href leads to (its lazy layout, and the parts its
 * address opens, such as a staff section), following route rules. At most 4 loads run at once;
 * each chunk loads once. Failures are ignored.
 */
export function prefetchRoute(href: string, origin: string = window.location.origin) {
  let url: URL
  try {
    url = new URL(href, origin)
  } catch {
    return
  }
  if (url.origin !== origin) return
  const rule = resolveRouteRule(url)
  if (rule?.type === 'external') return
  const pathname = rule ? new URL(rule.to, url).pathname : url.pathname
  const route = findPageRoute(pathname)
  if (!route) return
  const layout = LAZY_LAYOUTS[route.layout]
  if (layout) void queue.enqueue(`layout:${route.layout}`, layout)
  void queue.enqueue(`page:${route.name}`, route.load)
  void queue.enqueue(`parts:${route.name}${url.search}`, () =>
    route.load().then((page) => page.prefetch?.(url)),
  )
}
