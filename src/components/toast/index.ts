// The Radix-based toasts are not re-exported: they load lazily with the toast region, and
// exporting them here would put Radix Toast into every page that calls useToast().
export type { ToastProps } from './toast'
export * from './toast-provider'
export * from './toast-queue'
