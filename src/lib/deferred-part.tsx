/**
 * Parts of a page whose code is not in the page's first load: a widget that only enhances what
 * the server drew (the search card's picker, a form's checks as you type). The server draws the
 * part with the page, and its links and plain forms work as drawn. In the browser, a page the
 * server drew is hydrated once its parts' code has come, fetched at the browser's first idle
 * moment (`loadDeferredParts`), so it never competes with the page's own code; drawn later in
 * the browser (after a navigation), a part loads at once, and the page's loader can wait for it.
 *
 * ```tsx
 * const SearchCard = deferredPart(() => import('./search-card').then((m) => m.SearchCard))
 * ```
 */
import * as React from 'react'

import { whenIdle } from '@/components/lib/idle'

/** Each part's `preload`, as the modules that define parts are loaded. */
const defined = new Set<() => Promise<unknown>>()

/**
 * Loads the code of every part defined so far (a page's module defines its parts as it loads) at
 * the browser's first idle moment, or after `timeout` ms. The browser hydrates a page the server
 * drew only after this: React cannot hydrate a part whose code has not come, and a tap or a key
 * in such a part makes React draw it anew, without what the guest had typed. Until then the page
 * works as drawn, as it does without scripts. A part whose code fails to load keeps the server's
 * markup (see `deferredPart`).
 */
export async function loadDeferredParts(timeout = 3000): Promise<void> {
  await new Promise<void>((resolve) => whenIdle(resolve, timeout))
  await Promise.all([...defined].map((preload) => preload().catch(() => {})))
}

export interface DeferredPart<Props> {
  (props: Props): React.ReactNode
  /**
   * Loads the part's code, settling once it has come or failed (a page's loader waits for it
   * after a navigation, so the page draws whole, as it does with its own code).
   */
  preload: () => Promise<void>
}

/**
 * A component whose code loads apart from the page's (see above). `fallback` shows in its place
 * while its code loads when it is drawn in the browser. Should the code not load (offline after
 * a deployment), the server's markup stays as it is, and a part drawn in the browser stays at its
 * fallback; a later draw tries again.
 */
export function deferredPart<Props extends object>(
  load: () => Promise<React.ComponentType<Props>>,
  fallback: React.ReactNode = null,
): DeferredPart<Props> {
  let loaded: React.ComponentType<Props> | undefined
  let loading: Promise<React.ComponentType<Props>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  /** The part's lazy component; a new one after a failed load, so the next draw tries again. */
  let Lazy: React.ComponentType<Props> | undefined
  const lazy = () =>
    (Lazy ??= React.lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        () => {
          Lazy = undefined
          return new Promise<never>(() => {})
        },
      ),
    ))

  function Part(props: Props) {
    // Decided once per mount: code already here draws at once (a part switching from the lazy
    // component to the loaded one would lose its state).
    const [Component] = React.useState(() => loaded ?? lazy())
    return (
      <React.Suspense fallback={fallback}>
        <Component {...props} />
      </React.Suspense>
    )
  }
  defined.add(preload)
  // A failure here is met again, and handled, where the part is drawn.
  Part.preload = () =>
    preload().then(
      () => {},
      () => {},
    )
  return Part
}
