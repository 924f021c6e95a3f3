import type * as React from 'react'

import type { ButtonProps } from '@/components/button'
import type { ColorRole } from '@/components/theme/tokens'

export type ToastId = string | number

/** What `useToast().add()` takes. Adding a toast with the id of one already shown updates it. */
export interface ToastOptions {
  id?: ToastId
  title: React.ReactNode
  description?: React.ReactNode
  /** Colour role of the icon and the progress line. */
  color?: ColorRole
  /** Shown before the title. */
  icon?: React.ReactNode
  /** Buttons in the toast; clicking one runs its `onClick` and closes the toast. */
  actions?: (Omit<ButtonProps, 'children' | 'asChild'> & { label: string })[]
  /** Milliseconds before it closes; 5000 by default, `0`, negative or `Infinity` keep it open. */
  duration?: number
  /** Show the close button (true by default). */
  close?: boolean
}

/** A toast in the queue: closing ones are not `open` until they are deleted. */
export type ToastItem = ToastOptions & { id: ToastId; open: boolean }

export type ToastQueueAction =
  | { type: 'add'; toast: ToastOptions & { id: ToastId } }
  | { type: 'update'; id: ToastId; patch: Partial<ToastOptions> }
  | { type: 'close'; id: ToastId }
  | { type: 'delete'; id: ToastId }
  | { type: 'clear' }

/** At most this many toasts are kept; adding another drops the oldest. */
export const MAX_TOASTS = 5
/** How long a closed toast stays in the DOM (its exit transition) before it is deleted. */
export const TOAST_REMOVE_DELAY = 200

/** The queue's pure state transitions. `delete` spares a toast that was opened again since. */
export function toastQueue(toasts: ToastItem[], action: ToastQueueAction, max = MAX_TOASTS) {
  const patch = (id: ToastId, change: Partial<ToastItem>) =>
    toasts.map((toast) => (toast.id === id ? { ...toast, ...change, id } : toast))
  switch (action.type) {
    case 'add':
      return toasts.some((toast) => toast.id === action.toast.id)
        ? patch(action.toast.id, { ...action.toast, open: true })
        : [...toasts, { ...action.toast, open: true }].slice(-max)
    case 'update':
      return patch(action.id, action.patch)
    case 'close':
      return patch(action.id, { open: false })
    case 'delete':
      return toasts.filter((toast) => toast.id !== action.id || toast.open)
    case 'clear':
      return []
  }
}
