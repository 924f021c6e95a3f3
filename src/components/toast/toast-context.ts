import * as React from 'react'

import type { ToastId, ToastItem, ToastOptions } from './toast-queue'

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

export const ToastContext = React.createContext<ToastApi | null>(null)

/** The toast queue of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = React.use(ToastContext)
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.')
  return api
}
