import * as React from 'react'

import { whenIdle } from '@/components/lib/idle'

import {
  TOAST_REMOVE_DELAY,
  type ToastId,
  type ToastItem,
  type ToastOptions,
  toastQueue,
  type ToastQueueAction,
} from './toast-queue'
import type { ToastRegionProps } from './toast-region'

export interface ToastApi {
  /** The toasts in the queue, oldest first (closing ones included until they are deleted). */
  toasts: ToastItem[]
  /** Shows a toast (or updates the one with the same id) and returns its id. */
  add: (toast: ToastOptions) => ToastId
  /** Changes fields of a shown toast. */
  update: (id: ToastId, patch: Partial<ToastOptions>) => void
  /** Closes a toast; it leaves the DOM 200 ms later, after its exit transition. */
  remove: (id: ToastId) => void
  /** Empties the queue at once. */
  clear: () => void
}

const ToastContext = React.createContext<ToastApi | null>(null)

/** The toast queue of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = React.use(ToastContext)
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.')
  return api
}

/** Set while a failed load of the region's code waits: calling it tries again at once. */
let retryRegion: (() => void) | undefined

/**
 * The region's code. A failed fetch (offline, or a deployment that removed it) must not take the
 * page down, so this never rejects: it waits for the browser to be back online or for the next
 * toast, then tries again; the region shows once its code is here.
 */
function loadRegion(): Promise<{ default: React.ComponentType<ToastRegionProps> }> {
  return import('./toast-region').catch(() =>
    new Promise<void>((resolve) => {
      const retry = () => {
        window.removeEventListener('online', retry)
        retryRegion = undefined
        resolve()
      }
      retryRegion = retry
      window.addEventListener('online', retry)
    }).then(loadRegion),
  )
}

const ToastRegion = React.lazy(loadRegion)

let lastId = 0

/**
 * Holds the toast queue (at most 5, the oldest dropped) and renders it at the bottom right on
 * Radix Toast, which closes a toast on its timer (5000 ms by default), a swipe right past 50 px,
 * Escape or the close button, focuses the toasts on F8 and pauses the timers while they are
 * hovered or focused and while the window is blurred.
 */
export function ToastProvider({ children }: { children?: React.ReactNode }) {
  const [toasts, dispatch] = React.useReducer(
    (state: ToastItem[], action: ToastQueueAction) => toastQueue(state, action),
    [],
  )
  const actions = React.useMemo(
    () => ({
      add: (toast: ToastOptions) => {
        const id = toast.id ?? `toast-${++lastId}`
        dispatch({ type: 'add', toast: { ...toast, id } })
        retryRegion?.()
        return id
      },
      update: (id: ToastId, patch: Partial<ToastOptions>) =>
        dispatch({ type: 'update', id, patch }),
      remove: (id: ToastId) => {
        dispatch({ type: 'close', id })
        setTimeout(() => dispatch({ type: 'delete', id }), TOAST_REMOVE_DELAY)
      },
      clear: () => dispatch({ type: 'clear' }),
    }),
    [],
  )
  const api = React.useMemo(() => ({ ...actions, toasts }), [actions, toasts])

  // The Radix region (and its code) loads when the browser is idle or a toast first arrives,
  // so the toasts cost nothing on a page's first load; F8 works from then on.
  const [regionWanted, setRegionWanted] = React.useState(false)
  const wantRegion = regionWanted || toasts.length > 0
  // A busy page may never be idle: mount within 1.5 s regardless.
  React.useEffect(
    () => (wantRegion ? undefined : whenIdle(() => setRegionWanted(true), 1500)),
    [wantRegion],
  )

  return (
    <ToastContext value={api}>
      {children}
      {wantRegion && (
        <React.Suspense fallback={null}>
          <ToastRegion toasts={toasts} onClose={actions.remove} />
        </React.Suspense>
      )}
    </ToastContext>
  )
}
