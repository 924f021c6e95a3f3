import * as React from 'react'

import { useLocale } from '@/components/locale'

import { ToastContext } from './toast-context'
import {
  MAX_TOASTS,
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  type ToastId,
  type ToastItem,
  type ToastOptions,
  toastQueue,
} from './toast-queue'
import type { ToastRegionProps } from './toast-region'

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

export interface ToastProviderProps {
  children?: React.ReactNode
  /** Most toasts kept at once; the oldest is dropped beyond it. */
  max?: number
  /** Default time a toast stays open, in ms. */
  duration?: number
  /** Keys that move focus to the toasts. */
  hotkey?: string[]
  /** The viewport's landmark label; `{hotkey}` is replaced by the keys. Defaults to the locale's. */
  label?: string
  /** Classes for the viewport (the list the toasts stack in). */
  className?: string
}

/**
 * Holds the toast queue and renders it in a viewport at the bottom right. Swipe right (50 px),
 * Escape or the close button close a toast; F8 focuses the viewport; timers pause while the
 * viewport is hovered or focused and while the window is blurred.
 */
export function ToastProvider({
  children,
  max = MAX_TOASTS,
  duration = TOAST_DURATION,
  hotkey = ['F8'],
  label,
  className,
}: ToastProviderProps) {
  const { t } = useLocale()
  const [toasts, dispatch] = React.useReducer(
    (state: ToastItem[], action: Parameters<typeof toastQueue>[1]) =>
      toastQueue(state, action, max),
    [],
  )
  const timers = React.useRef(new Map<ToastId, ReturnType<typeof setTimeout>>())

  const cancelDelete = React.useCallback((id: ToastId) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
  }, [])

  const add = React.useCallback(
    (toast: ToastOptions) => {
      const id = toast.id ?? `toast-${++lastId}`
      cancelDelete(id)
      dispatch({ type: 'add', toast: { ...toast, id } })
      retryRegion?.()
      return id
    },
    [cancelDelete],
  )
  const update = React.useCallback(
    (id: ToastId, patch: Partial<ToastOptions>) => dispatch({ type: 'update', id, patch }),
    [],
  )
  const remove = React.useCallback(
    (id: ToastId) => {
      dispatch({ type: 'close', id })
      cancelDelete(id)
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id)
          dispatch({ type: 'delete', id })
        }, TOAST_REMOVE_DELAY),
      )
    },
    [cancelDelete],
  )
  const clear = React.useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer)
    timers.current.clear()
    dispatch({ type: 'clear' })
  }, [])

  React.useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
    }
  }, [])

  const api = React.useMemo(
    () => ({ toasts, add, update, remove, clear }),
    [toasts, add, update, remove, clear],
  )

  // The Radix region (and its code) loads when the browser is idle or a toast first arrives,
  // so the toasts cost nothing on a page's first load; F8 works from then on.
  const [regionWanted, setRegionWanted] = React.useState(false)
  const wantRegion = regionWanted || toasts.length > 0
  React.useEffect(() => {
    if (wantRegion) return
    const idle =
      window.requestIdleCallback ??
      ((cb: () => void, _options?: IdleRequestOptions) => window.setTimeout(cb, 200))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    // A busy page may never be idle: mount within 1.5 s regardless.
    const handle = idle(() => setRegionWanted(true), { timeout: 1500 })
    return () => cancel(handle)
  }, [wantRegion])

  return (
    <ToastContext value={api}>
      {children}
      {wantRegion && (
        <React.Suspense fallback={null}>
          <ToastRegion
            toasts={toasts}
            duration={duration}
            hotkey={hotkey}
            label={label ?? t('notifications')}
            className={className}
            onClose={remove}
          />
        </React.Suspense>
      )}
    </ToastContext>
  )
}
