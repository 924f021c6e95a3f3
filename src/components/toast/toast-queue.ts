import type * as React from 'react'

import type { ButtonProps } from '@/components/button'
import type { ColorRole } from '@/components/theme/tokens'

export type ToastId = string | number

/** A button in a toast. Clicking it runs `onClick` and closes the toast. */
export interface ToastAction extends Omit<ButtonProps, 'children' | 'asChild'> {
  label: string
  /** What a screen reader user is told to do instead (Radix `altText`); defaults to `label`. */
  altText?: string
}

/** The fields a toast renders. */
export interface ToastFields {
  /** Adding a toast with the id of one already shown updates that toast. */
  id?: ToastId
  title: React.ReactNode
  description?: React.ReactNode
  /** Colour role of the icon and the progress line. */
  color?: ColorRole
  /** An icon name (`'lucide:check'`) or any element, shown before the title. */
  icon?: React.ReactNode
  actions?: ToastAction[]
  /** Milliseconds before it closes; 5000 by default, `0`, negative or `Infinity` keep it open. */
  duration?: number
  /** Show the close button (true by default). */
  close?: boolean
  /** `foreground` toasts are announced assertively, `background` ones politely. */
  type?: 'foreground' | 'background'
}

/** What `useToast().add()` takes. Extra fields are kept on the toast for the caller. */
export interface ToastOptions extends ToastFields {
  [field: string]: unknown
}

/** A toast in the queue: its options, its id and whether it is open (closing ones are not). */
export interface ToastItem extends ToastOptions {
  id: ToastId
  open: boolean
}

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
/** How long a toast stays open by default. */
export const TOAST_DURATION = 5000

/** The queue's pure state transitions. */
export function toastQueue(
  toasts: ToastItem[],
  action: ToastQueueAction,
  max: number = MAX_TOASTS,
): ToastItem[] {
  switch (action.type) {
    case 'add': {
      const index = toasts.findIndex((toast) => toast.id === action.toast.id)
      if (index !== -1) {
        return toasts.map((toast, i) =>
          i === index ? { ...toast, ...action.toast, open: true } : toast,
        )
      }
      return [...toasts, { ...action.toast, open: true }].slice(-max)
    }
    case 'update':
      return toasts.map((toast) =>
        toast.id === action.id ? { ...toast, ...action.patch, id: toast.id } : toast,
      )
    case 'close':
      return toasts.map((toast) => (toast.id === action.id ? { ...toast, open: false } : toast))
    case 'delete':
      return toasts.filter((toast) => toast.id !== action.id)
    case 'clear':
      return []
  }
}

/**
 * The close timer for a toast: `undefined` duration uses the default, and `0`, negative, `NaN`
 * or `Infinity` mean no timer (`Infinity`, which Radix treats as sticky).
 */
export function toastDuration(duration: number | undefined, fallback = TOAST_DURATION): number {
  if (duration === undefined) return fallback
  return Number.isFinite(duration) && duration > 0 ? duration : Infinity
}
