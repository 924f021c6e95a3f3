import type * as React from 'react'

import { LoadingProvider } from '../components/loading-overlay'
import { LocaleProvider } from '../components/locale'
import { ToastProvider } from '../components/toast'
import { TooltipProvider } from '../components/tooltip'

/** Every provider the app needs, shared by the app, the catalogue and tests. */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <LocaleProvider>
      <ToastProvider>
        <TooltipProvider>
          <LoadingProvider>{children}</LoadingProvider>
        </TooltipProvider>
      </ToastProvider>
    </LocaleProvider>
  )
}
