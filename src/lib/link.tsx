import * as React from 'react'
import { Link, type LinkProps, useHref } from 'react-router'

import { canAutoPrefetch, currentConnection } from './prefetch'

export type AppLinkProps = Omit<LinkProps, 'prefetch'> &
  React.RefAttributes<HTMLAnchorElement> & {
    /**
     * When to prefetch the target page's code: `viewport` (default) once the link is seen (after
     * idle) and on hover or focus; `intent` on hover or focus only (for links to heavy, rarely
     * visited pages); `none` never.
     */
    prefetch?: 'viewport' | 'intent' | 'none'
  }

/**
 * How a link prefetches the page behind an in-app href. The app provides it (its route table
 * knows which code a path needs); without a provider, links prefetch nothing.
 */
export const LinkPrefetchContext = React.createContext<(href: string) => void>(() => {})

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, 1)
  return () => window.clearTimeout(id)
}

/**
 * The app's link: a React Router `Link` that prefetches its page's code when it scrolls into view
 * (once the browser is idle) or is hovered or focused, except on data-saver and 2g connections.
 * Prefetching runs the page module, so links to heavy pages most visitors never open (the staff
 * area) should use `prefetch="intent"`.
 */
export function AppLink({
  to,
  prefetch = 'viewport',
  ref,
  onPointerEnter,
  onFocus,
  ...props
}: AppLinkProps) {
  const href = useHref(to)
  const prefetchRoute = React.useContext(LinkPrefetchContext)
  const [element, setElement] = React.useState<HTMLAnchorElement | null>(null)

  const setRefs = React.useCallback(
    (node: HTMLAnchorElement | null) => {
      setElement(node)
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    },
    [ref],
  )

  React.useEffect(() => {
    if (prefetch !== 'viewport' || !element || typeof IntersectionObserver === 'undefined') return
    if (!canAutoPrefetch(currentConnection())) return
    let cancelIdle: (() => void) | undefined
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      cancelIdle = whenIdle(() => prefetchRoute(href))
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelIdle?.()
    }
  }, [element, href, prefetch, prefetchRoute])

  const prefetchNow = () => {
    if (prefetch !== 'none' && canAutoPrefetch(currentConnection())) prefetchRoute(href)
  }

  return (
    <Link
      data-slot="app-link"
      ref={setRefs}
      to={to}
      onPointerEnter={(event) => {
        onPointerEnter?.(event)
        prefetchNow()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        prefetchNow()
      }}
      {...props}
    />
  )
}
