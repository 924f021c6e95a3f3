// The Radix-based `Toast` item is not re-exported: it loads lazily with the toast region, and
// exporting it here would put Radix Toast into every page that calls useToast().
export type { ToastProps } from './toast'
export { type ToastApi, useToast } from './toast-context'
export { ToastProvider, type ToastProviderProps } from './toast-provider'
export {
  MAX_TOASTS,
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  type ToastAction,
  toastDuration,
  type ToastFields,
  type ToastId,
  type ToastItem,
  type ToastOptions,
  toastQueue,
} from './toast-queue'
