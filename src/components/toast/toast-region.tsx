import * as ToastPrimitive from '@radix-ui/react-toast'

import { useLocale } from '@/components/locale'

import { Toast } from './toast'
import type { ToastId, ToastItem } from './toast-queue'

export interface ToastRegionProps {
  toasts: ToastItem[]
  onClose: (id: ToastId) => void
}

/**
 * The toasts on Radix Toast: the viewport at the bottom right, 16 px apart (swipe right past
 * 50 px, F8, pause on hover, focus and window blur) and one Radix toast per queued item. Loaded
 * lazily by `ToastProvider`.
 */
export default function ToastRegion({ toasts, onClose }: ToastRegionProps) {
  const { t } = useLocale()
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, open, ...toast }) => (
        <Toast
          key={id}
          {...toast}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) onClose(id)
          }}
        />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        hotkey={['F8']}
        label={t('notifications')}
        className="fixed right-4 bottom-4 z-[100] flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col gap-4 outline-none sm:w-96"
      />
    </ToastPrimitive.Provider>
  )
}
