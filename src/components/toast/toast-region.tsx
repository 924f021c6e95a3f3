import * as ToastPrimitive from '@radix-ui/react-toast'

import { useLocale } from '@/components/locale'

import { Toast } from './toast'
import type { ToastApi } from './toast-provider'

/**
 * The queued toasts and their viewport at the bottom right, on Radix Toast, whose defaults are the
 * spec's: swipe right past 50 px, F8. `ToastProvider` loads it lazily.
 */
export default function ToastRegion({ toasts, remove }: ToastApi) {
  const { t } = useLocale()
  return (
    <ToastPrimitive.Provider>
      {/* Radix only ever closes a toast. */}
      {toasts.map(({ id, ...toast }) => (
        <Toast key={id} {...toast} onOpenChange={() => remove(id)} />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        label={t('notifications')}
        className="fixed right-4 bottom-4 z-[100] flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col gap-4 outline-none sm:w-96"
      />
    </ToastPrimitive.Provider>
  )
}
