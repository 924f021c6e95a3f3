import * as React from 'react'
import type { DataRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'

import { BuildUpdateNotifier } from './build-update-notifier'
import { AppProviders } from './providers'

/**
 * Everything around the router: the providers and the build-update notice. The prerender wraps
 * its static router in the same frame, so the HTML it writes is what the client hydrates.
 */
export function AppFrame({ children }: { children: React.ReactNode }) {
  return (
    <AppProviders>
      {children}
      <BuildUpdateNotifier />
    </AppProviders>
  )
}

/**
 * The app's root: the providers, the router, and the build-update notice. `onStarted` is called
 * once the app has drawn or hydrated the page.
 */
export function App({ router, onStarted }: { router: DataRouter; onStarted?: () => void }) {
  React.useEffect(() => onStarted?.(), [onStarted])
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  )
}
