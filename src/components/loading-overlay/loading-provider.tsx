import * as React from 'react'

import { LoadingOverlay, type LoadingOverlayOptions } from './loading-overlay'

export interface ShowLoadingOptions extends LoadingOverlayOptions {
  /** The element to cover. Without it the overlay covers the page. */
  container?: HTMLElement | null
}

/** What `show()` returns: hide the overlay (it leaves 150 ms later). Calling it twice is harmless. */
export interface LoadingHandle {
  hide: () => void
}

interface Entry {
  id: number
  options: ShowLoadingOptions
  active: boolean
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

  const show = React.useCallback((options: ShowLoadingOptions = {}): LoadingHandle => {
    const id = ++lastId
    setEntries((list) => [...list, { id, options, active: true }])
    return {
      hide: () =>
        setEntries((list) => list.map((e) => (e.id === id ? { ...e, active: false } : e))),
    }
  }, [])

  const api = React.useMemo(() => ({ show }), [show])

  return (
    <LoadingContext value={api}>
      {children}
      {entries.map(({ id, options, active }) => {
        const { container, onCancel, ...rest } = options
        return (
          <LoadingOverlay
            key={id}
            {...rest}
            active={active}
            container={container ?? undefined}
            fullPage={options.fullPage ?? !container}
            onCancel={() => {
              setEntries((list) => list.map((e) => (e.id === id ? { ...e, active: false } : e)))
              onCancel?.()
            }}
            onHidden={() => setEntries((list) => list.filter((e) => e.id !== id))}
          />
        )
      })}
    </LoadingContext>
  )
}
