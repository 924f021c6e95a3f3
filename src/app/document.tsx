import type * as React from 'react'

import {
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
  serializeRuntimeConfig,
} from '@/api/runtime-config'
import { SITE_NAME } from '@/lib/page-meta'

import { ROUTER_DATA_ELEMENT_ID } from './router-data'
import { THEME_COLOR } from './theme'

/** The files a page loads: the app's entry, its styles, and code to fetch at once. */
export interface PageAssets {
  /** Module scripts to run (the app's entry). */
  scripts: string[]
  styles: string[]
  /** Modules the page will import (its own chunk and theirs), fetched alongside the entry. */
  preloads: string[]
}

/**
 * The whole HTML page the server sends, always dark: the head (the app's styles and code, the
 * runtime config as data, and whatever the page hoists there: its title, description, image
 * preloads) and the app in `#root`, with the router's data for the browser to pick up as JSON.
 * Nothing in it is an inline script (the Content-Security-Policy allows none).
 */
export function Document({
  assets,
  config,
  routerData,
  children,
}: {
  assets: PageAssets
  config: RuntimeConfig
  /** The router's data (serialised); none for a page drawn in the browser only. */
  routerData?: string
  children?: React.ReactNode
}) {
  return (
    <html lang="en" className="dark" data-theme="dark" style={{ colorScheme: 'dark' }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* A page drawn in the browser only has the site's name until it sets its own. */}
        {routerData ? null : <title>{SITE_NAME}</title>}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" crossOrigin="" href={href} />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" crossOrigin="" src={src} />
        ))}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" crossOrigin="" href={href} />
        ))}
        <script
          type="application/json"
          id={RUNTIME_CONFIG_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: serializeRuntimeConfig(config) }}
        />
      </head>
      <body>
        <div id="root">{children}</div>
        {routerData ? (
          <script
            type="application/json"
            id={ROUTER_DATA_ELEMENT_ID}
            dangerouslySetInnerHTML={{ __html: routerData }}
          />
        ) : null}
      </body>
    </html>
  )
}
