import * as React from 'react'

import { createIconLoader, type IconLoader, type IconLoaderOptions } from './icon-loader'

const defaultLoader = createIconLoader()
const IconLoaderContext = React.createContext<IconLoader>(defaultLoader)

export type IconProviderProps = IconLoaderOptions & {
  /** A ready loader (tests); otherwise one is made from the options. */
  loader?: IconLoader
  children?: React.ReactNode
}

/**
 * Where icons that are not bundled come from: `${apiBase}/icons/{prefix}.json` (apiBase `/api`
 * by default), then the public Iconify API, each request limited to 1500 ms.
 */
export function IconProvider({
  loader,
  apiBase,
  fallback,
  timeout,
  fetch,
  children,
}: IconProviderProps) {
  const value = React.useMemo(
    () => loader ?? createIconLoader({ apiBase, fallback, timeout, fetch }),
    [loader, apiBase, fallback, timeout, fetch],
  )
  return <IconLoaderContext value={value}>{children}</IconLoaderContext>
}

export function useIconLoader() {
  return React.use(IconLoaderContext)
}
