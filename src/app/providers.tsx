import type * as React from 'react'

import { IconProvider } from '../components/icon'
import { LoadingProvider } from '../components/loading-overlay'
import { LocaleProvider } from '../components/locale'
import { ToastProvider } from '../components/toast'
import { TooltipProvider } from '../components/tooltip'
import { useRuntimeConfig } from './runtime-config'

/** Every provider the app needs, shared by the app, the catalogue and tests. */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const { apiBase } = useRuntimeConfig()
  return (
    <LocaleProvider>
      <IconProvider apiBase={apiBase}>
        <ToastProvider>
          <TooltipProvider>
            <LoadingProvider>{children}</LoadingProvider>
          </TooltipProvider>
        </ToastProvider>
      </IconProvider>
    </LocaleProvider>
  )
}
