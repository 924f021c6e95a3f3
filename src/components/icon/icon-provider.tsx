import * as React from 'react'

import type { IconLoaderOptions } from './icon-loader'

/** The nearest `IconProvider`'s options; each icon finds its loader by them (see `Icon`). */
export const IconSourceContext = React.createContext<IconLoaderOptions>({})

export type IconProviderProps = IconLoaderOptions & { children?: React.ReactNode }

/**
 * Where data-named icons that are not bundled come from: `${apiBase}/icons/{prefix}.json`
 * (apiBase `/api` by default), then the public Iconify API, each request limited to 1500 ms.
 */
export function IconProvider({ apiBase, fallback, timeout, children }: IconProviderProps) {
  const value = React.useMemo(() => ({ apiBase, fallback, timeout }), [apiBase, fallback, timeout])
  return <IconSourceContext value={value}>{children}</IconSourceContext>
}
