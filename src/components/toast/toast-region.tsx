import * as ToastPrimitive from '@radix-ui/react-toast'

import { cn } from '@/components/lib/cn'

import { Toast } from './toast'
import type { ToastId, ToastItem } from './toast-queue'

export interface ToastRegionProps {
  toasts: ToastItem[]
  duration: number
  hotkey: string[]
  label: string
  className?: string
  onClose: (id: ToastId) => void
}

/**
 * The toasts on Radix Toast: the viewport at the bottom right (swipe right past 50 px, F8,
 * pause on hover, focus and window blur) and one Radix toast per queued item. Loaded lazily by
 * `ToastProvider`.
 */
export default function ToastRegion({
  toasts,
  duration,
  hotkey,
  label,
  className,
  onClose,
}: ToastRegionProps) {
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, open, ...toast }) => (
        <Toast
          key={id}
          {...toast}
          open={open}
          defaultDuration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) onClose(id)
          }}
        />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        hotkey={hotkey}
        label={label}
        className={cn(
          'fixed right-4 bottom-4 z-[100] flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col gap-4 outline-none sm:w-96',
          className,
        )}
      />
    </ToastPrimitive.Provider>
  )
}
