import type * as React from 'react'

// The provider alone: the icons' code loads with the first icon drawn.
import { IconProvider } from '@/components/icon/icon-provider'
// The provider alone: the overlay's own code loads later (the folder's index would bring it in).
import { LoadingProvider } from '@/components/loading-overlay/loading-provider'
import { LocaleProvider } from '@/components/locale'
import { ToastProvider } from '@/components/toast'
import { LinkPrefetchContext } from '@/lib/link'
import { useRuntimeConfig } from '@/lib/runtime-config'

import { prefetchRoute } from './prefetch-routes'

/**
 * Every provider the app needs, shared by the app, the catalogue and tests. Tooltips bring
 * their own provider where none is above them (the staff area shares one for its skip delay).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const { apiBase } = useRuntimeConfig()
  return (
    <LinkPrefetchContext value={prefetchRoute}>
      <LocaleProvider>
        <IconProvider apiBase={apiBase}>
          <ToastProvider>
            <LoadingProvider>{children}</LoadingProvider>
          </ToastProvider>
        </IconProvider>
      </LocaleProvider>
    </LinkPrefetchContext>
  )
}
