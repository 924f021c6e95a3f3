// The Radix-based toasts are not re-exported: they load lazily with the toast region, and
// exporting them here would put Radix Toast into every page that calls useToast().
export type { ToastProps } from './toast'
export { type ToastApi, ToastProvider, useToast } from './toast-provider'
export {
  MAX_TOASTS,
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  toastDuration,
  type ToastId,
  type ToastItem,
  type ToastOptions,
  toastQueue,
} from './toast-queue'
