import * as React from 'react'

import { whenIdle } from '@/components/lib/idle'

import type { LoadingOverlayOptions, LoadingOverlayProps } from './loading-overlay'

/**
 * The overlay's code (focus scope, scroll lock, fade) is not part of a page's first load: it
 * loads when the browser is idle, or at the first `show()`. Should it fail to load (offline after
 * a deployment), `show()` shows nothing rather than taking the page down.
 */
const loadOverlay = (): Promise<{ default: React.ComponentType<LoadingOverlayProps> }> =>
  import('./loading-overlay').then(
    (module) => ({ default: module.LoadingOverlay }),
    () => ({ default: () => null }),
  )
const LoadingOverlay = React.lazy(loadOverlay)

export interface ShowLoadingOptions extends LoadingOverlayOptions {
  /** The element to cover. Without it the overlay covers the page. */
  container?: HTMLElement | null
}

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
        const entry = { id, options, active: true, origin: document.activeElement, hide }
        setEntries((list) => [...list, entry])
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
        {entries.map(({ id, options, active, origin, hide }) => {
          const { container, onCancel, ...rest } = options
          return (
            <LoadingOverlay
              key={id}
              {...rest}
              active={active}
              container={container}
              fullPage={options.fullPage ?? !container}
              onCancel={() => {
                hide()
                onCancel?.()
              }}
              onHidden={() => {
                setEntries((list) => list.filter((e) => e.id !== id))
                // Focus goes back to what had it at show(), unless it has moved on meanwhile.
                const focused = document.activeElement
                const inOverlay = focused?.closest('[data-slot="loading-overlay"]')
                if ((focused === document.body || inOverlay) && origin instanceof HTMLElement)
                  origin.focus({ preventScroll: true })
              }}
            />
          )
        })}
      </React.Suspense>
    </LoadingContext>
  )
}
