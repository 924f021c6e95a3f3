import type * as React from 'react'

import { LocaleProvider } from '../components/locale'
import { ToastProvider } from '../components/toast'
import { TooltipProvider } from '../components/tooltip'

/** Every provider the app needs, shared by the app, the catalogue and tests. */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <LocaleProvider>
      <ToastProvider>
        <TooltipProvider>{children}</TooltipProvider>
      </ToastProvider>
    </LocaleProvider>
  )
}
