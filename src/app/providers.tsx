import type * as React from 'react'

/** Every provider the app needs, shared by the app, the catalogue and tests. */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return <>{children}</>
}
