import * as React from 'react'

import { createIconLoader, type IconLoader, type IconLoaderOptions } from './icon-loader'

const IconLoaderContext = React.createContext<IconLoader>(createIconLoader())

export type IconProviderProps = IconLoaderOptions & { children?: React.ReactNode }

/**
 * Where data-named icons that are not bundled come from: `${apiBase}/icons/{prefix}.json`
 * (apiBase `/api` by default), then the public Iconify API, each request limited to 1500 ms.
 */
export function IconProvider({ apiBase, fallback, timeout, fetch, children }: IconProviderProps) {
  const value = React.useMemo(
    () => createIconLoader({ apiBase, fallback, timeout, fetch }),
    [apiBase, fallback, timeout, fetch],
  )
  return <IconLoaderContext value={value}>{children}</IconLoaderContext>
}

export function useIconLoader() {
  return React.use(IconLoaderContext)
}
