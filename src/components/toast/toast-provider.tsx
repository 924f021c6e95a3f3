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

/** Tries a failed load of the region's code again at once (it also does once back online). */
let retryRegion = () => {}

/** The region's code (Radix Toast), kept out of a page's first load; a failed fetch waits. */
function loadRegion(): Promise<{ default: React.ComponentType<ToastApi> }> {
  return import('./toast-region').catch(() =>
    new Promise<void>((resolve) => {
      retryRegion = resolve
      window.addEventListener('online', () => resolve(), { once: true })
    }).then(loadRegion),
  )
}

const ToastRegion = React.lazy(loadRegion)

let lastId = 0

/**
 * Holds the toast queue (at most 5, the oldest dropped) and renders it at the bottom right; the
 * region mounts when the browser is first idle (F8 works from then on) or with the first toast.
 */
export function ToastProvider({ children }: { children?: React.ReactNode }) {
  const [toasts, dispatch] = React.useReducer<ToastItem[], [ToastQueueAction]>(toastQueue, [])
  const actions = React.useMemo(
    () => ({
      add: (toast: ToastOptions) => {
        const id = toast.id ?? `toast-${++lastId}`
        dispatch({ type: 'add', toast: { ...toast, id } })
        retryRegion()
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

  // A busy page may never be idle: the region mounts within 1.5 s regardless.
  const [idle, setIdle] = React.useState(false)
  React.useEffect(() => whenIdle(() => setIdle(true), 1500), [])

  return (
    <ToastContext value={api}>
      {children}
      {(idle || toasts.length > 0) && (
        <React.Suspense fallback={null}>
          <ToastRegion {...api} />
        </React.Suspense>
      )}
    </ToastContext>
  )
}
