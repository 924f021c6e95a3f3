import { type MiddlewareFunction, redirect, redirectDocument } from 'react-router'

import { resolveRouteRule } from '@/api/route-rules'
import { sitePath } from '@/lib/site-path'

/** The location being opened (with its hash, which a middleware's `request.url` lacks). */
export type TargetLocation = () => { pathname: string; search: string; hash: string }

/** The request's URL with the hash of the target location put back. */
function requestUrl(request: Request, getTarget: TargetLocation): URL {
  const url = new URL(request.url)
  const target = getTarget()
  if (target.pathname === url.pathname && target.search === url.search) url.hash = target.hash
  return url
}

/** Route rules on every navigation: in-app redirect for a relative target, full load otherwise. */
export function routeRulesMiddleware(getTarget: TargetLocation): MiddlewareFunction {
  return ({ request }) => {
    const rule = resolveRouteRule(requestUrl(request, getTarget))
    if (!rule) return
    if (rule.type === 'internal')
      throw redirect(sitePath(rule.to, new URL(request.url).origin) ?? '/')
    throw redirectDocument(rule.href)
  }
}

let reloadPending = false

/** Whether a newer build was seen (src/app/build-update.ts): the next route change then does a full page load. */
export function isReloadPending(): boolean {
  return reloadPending
}

export function setReloadPending(value: boolean) {
  reloadPending = value
}

/**
 * After a newer build was seen, the next route change loads the target from the server instead,
 * so the user moves onto the new build without losing their place.
 */
export function buildUpdateMiddleware(getTarget: TargetLocation): MiddlewareFunction {
  return ({ request }) => {
    if (!isReloadPending()) return
    const url = requestUrl(request, getTarget)
    throw redirectDocument(sitePath(`${url.pathname}${url.search}${url.hash}`, url.origin) ?? '/')
  }
}
