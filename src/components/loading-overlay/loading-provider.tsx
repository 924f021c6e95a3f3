import * as React from 'react'

import { whenIdle } from '@/components/lib/idle'

import type { LoadingOverlayProps } from './loading-overlay'

/**
 * The overlay's code, kept out of a page's first load: it comes when the browser is idle or at the
 * first `show()`. Should it fail to load (offline), `show()` shows nothing.
 */
const loadOverlay = (): Promise<{ default: React.ComponentType<LoadingOverlayProps> }> =>
  import('./loading-overlay').then(
    (module) => ({ default: module.LoadingOverlay }),
    () => ({ default: () => null }),
  )
const LoadingOverlay = React.lazy(loadOverlay)

/** What `show()` takes: the overlay's props; without a `container` it covers the page. */
export type ShowLoadingOptions = Omit<LoadingOverlayProps, 'active' | 'onHidden'>

/** What `show()` returns: hide the overlay (it leaves 150 ms later). Calling it twice is harmless. */
export interface LoadingHandle {
  hide: () => void
}

interface Entry extends LoadingHandle {
  id: number
  options: ShowLoadingOptions
  active: boolean
  /** What had focus at `show()`: the overlay's code may arrive later, when focus has moved. */
  origin: Element | null
}

const LoadingContext = React.createContext<{
  show: (options?: ShowLoadingOptions) => LoadingHandle
} | null>(null)

/** Shows loading overlays from code: `const { hide } = useLoading().show({ container })`. */
export function useLoading() {
  const api = React.use(LoadingContext)
  if (!api) throw new Error('useLoading() must be used inside <LoadingProvider>.')
  return api
}

let lastId = 0

/** Renders the overlays that `useLoading().show()` opens. */
export function LoadingProvider({ children }: { children?: React.ReactNode }) {
  const [entries, setEntries] = React.useState<Entry[]>([])

  const api = React.useMemo(
    () => ({
      show: (options: ShowLoadingOptions = {}): LoadingHandle => {
        const id = ++lastId
        const hide = () =>
          setEntries((list) => list.map((e) => (e.id === id ? { ...e, active: false } : e)))
        const origin = document.activeElement
        setEntries((list) => [...list, { id, options, active: true, origin, hide }])
        return { hide }
      },
    }),
    [],
  )

  React.useEffect(() => whenIdle(() => void loadOverlay(), 3000), [])

  return (
    <LoadingContext value={api}>
      {children}
      <React.Suspense fallback={null}>
        {entries.map(({ id, options, active, origin, hide }) => (
          <LoadingOverlay
            key={id}
            {...options}
            active={active}
            fullPage={options.fullPage ?? !options.container}
            onCancel={() => {
              hide()
              options.onCancel?.()
            }}
            onHidden={() => {
              setEntries((list) => list.filter((e) => e.id !== id))
              // Focus goes back to what had it at show() (at once: FocusScope would only do it
              // after the overlay has left), unless it has moved on meanwhile.
              const focused = document.activeElement
              const inOverlay = focused?.closest('[data-slot="loading-overlay"]')
              if ((focused === document.body || inOverlay) && origin instanceof HTMLElement)
                origin.focus({ preventScroll: true })
            }}
          />
        ))}
      </React.Suspense>
    </LoadingContext>
  )
}
