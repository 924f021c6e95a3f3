import type * as React from 'react'

import { LocaleProvider } from '../components/locale'
import { ToastProvider } from '../components/toast'

/** Every provider the app needs, shared by the app, the catalogue and tests. */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <LocaleProvider>
      <ToastProvider>{children}</ToastProvider>
    </LocaleProvider>
  )
}
