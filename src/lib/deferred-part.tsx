/**
 * Parts of a page whose code is not in the page's first load: a widget that only enhances what
 * the server drew (the search card's picker, a form's checks as you type). The server draws the
 * part with the page; in the browser, React keeps that markup as it is, so its links and plain
 * forms go on working, and hydrates it once its code has come. On a page the server drew, that
 * code is fetched at the browser's first idle moment after the page started, so it never competes
 * with the page's own code; drawn later in the browser (after a navigation), it loads at once.
 *
 * ```tsx
 * const SearchCard = deferredPart(() => import('./search-card').then((m) => m.SearchCard))
 * ```
 */
import * as React from 'react'

import { whenIdle } from '@/components/lib/idle'

/** Settles at the first idle moment of a page the server drew; unset once it has come. */
let idle: Promise<void> | undefined

/**
 * Holds deferred parts back until the browser is first idle (or `timeout` ms have passed): called
 * as the browser takes over a page the server drew, before it hydrates.
 */
export function deferPartsUntilIdle(timeout = 3000) {
  idle = new Promise<void>((resolve) => whenIdle(resolve, timeout)).then(() => {
    idle = undefined
  })
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
      (idle ?? Promise.resolve()).then(preload).then(
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
  // A failure here is met again, and handled, where the part is drawn.
  Part.preload = () =>
    preload().then(
      () => {},
      () => {},
    )
  return Part
}
