import * as React from 'react'

import type { IconLoaderOptions } from './icon-loader'

/**
 * Where data-named icons come from, as the nearest `IconProvider` says. Only the options: the
 * loader is made where an icon is drawn, so the provider brings no icon code into a page's first
 * load.
 */
export const IconSourceContext = React.createContext<IconLoaderOptions>({})

export type IconProviderProps = IconLoaderOptions & { children?: React.ReactNode }

/**
 * Where data-named icons that are not bundled come from: `${apiBase}/icons/{prefix}.json`
 * (apiBase `/api` by default), then the public Iconify API, each request limited to 1500 ms.
 */
export function IconProvider({ apiBase, fallback, timeout, fetch, children }: IconProviderProps) {
  const value = React.useMemo(
    () => ({ apiBase, fallback, timeout, fetch }),
    [apiBase, fallback, timeout, fetch],
  )
  return <IconSourceContext value={value}>{children}</IconSourceContext>
}
