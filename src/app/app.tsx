import type { DataRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'

import { BuildUpdateNotifier } from './build-update-notifier'
import { AppProviders } from './providers'

/** The app's root: the providers, the router, and the build-update notice. */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <BuildUpdateNotifier />
    </AppProviders>
  )
}
