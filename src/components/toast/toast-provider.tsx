import * as ToastPrimitive from '@radix-ui/react-toast'
import * as React from 'react'

import { cn } from '../lib/cn'
import { useLocale } from '../locale'
import { Toast } from './toast'
import { ToastContext, ToastPausedContext } from './toast-context'
import {
  MAX_TOASTS,
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  type ToastId,
  type ToastItem,
  type ToastOptions,
  toastQueue,
} from './toast-queue'

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

  // Radix pauses every timer at once and tells the viewport; the progress lines follow it.
  const [viewport, setViewport] = React.useState<HTMLOListElement | null>(null)
  const [paused, setPaused] = React.useState(false)
  React.useEffect(() => {
    if (!viewport) return
    const pause = () => setPaused(true)
    const resume = () => setPaused(false)
    viewport.addEventListener('toast.viewportPause', pause)
    viewport.addEventListener('toast.viewportResume', resume)
    return () => {
      viewport.removeEventListener('toast.viewportPause', pause)
      viewport.removeEventListener('toast.viewportResume', resume)
    }
  }, [viewport])

  const api = React.useMemo(
    () => ({ toasts, add, update, remove, clear }),
    [toasts, add, update, remove, clear],
  )

  return (
    <ToastContext value={api}>
      <ToastPausedContext value={paused}>
        <ToastPrimitive.Provider duration={duration} swipeDirection="right" swipeThreshold={50}>
          {children}
          {toasts.map(({ id, open, ...toast }) => (
            <Toast
              key={id}
              {...toast}
              open={open}
              defaultDuration={duration}
              onOpenChange={(isOpen) => {
                if (!isOpen) remove(id)
              }}
            />
          ))}
          <ToastPrimitive.Viewport
            ref={setViewport}
            data-slot="toast-viewport"
            hotkey={hotkey}
            label={label ?? t('notifications')}
            className={cn(
              'fixed right-4 bottom-4 z-[100] flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col gap-4 outline-none sm:w-96',
              className,
            )}
          />
        </ToastPrimitive.Provider>
      </ToastPausedContext>
    </ToastContext>
  )
}
