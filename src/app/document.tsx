import { renderToStaticMarkup } from 'react-dom/server'

import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig, scriptJson } from '@/api/runtime-config'
import { PAGE_CODE_ELEMENT_ID } from '@/lib/page-code'

import { ROUTER_DATA_ELEMENT_ID } from './router-data'
import { THEME_COLOR } from './theme'

/** The files a page loads: the app's entry, its styles, and code to fetch at once. */
export interface PageAssets {
  /** Module scripts to run (the app's entry). */
  scripts: string[]
  styles: string[]
  /** Modules the page will import (its own chunk and theirs), fetched once the page is drawn. */
  preloads: string[]
}

/** The head every page has: the app's styles and code, and the runtime config as data. */
function DocumentHead({ assets, config }: { assets: PageAssets; config: RuntimeConfig }) {
  return (
    <>
      {assets.styles.map((href) => (
        <link key={href} rel="stylesheet" crossOrigin="" href={href} />
      ))}
      {assets.scripts.map((src) => (
        <script key={src} type="module" crossOrigin="" src={src} />
      ))}
      {assets.preloads.length > 0 && (
        <script
          type="application/json"
          id={PAGE_CODE_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: scriptJson(assets.preloads) }}
        />
      )}
      <script
        type="application/json"
        id={RUNTIME_CONFIG_ELEMENT_ID}
        dangerouslySetInnerHTML={{ __html: scriptJson(config) }}
      />
    </>
  )
}

/** Text for the page's HTML: `&`, `<`, `>` and quotes as entities. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * What React writes before a page's markup when it draws a part of a document: the elements the
 * page hoists (its title, description, image preloads). They belong in the head.
 */
const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<title\b[^>]*>[^<]*<\/title>)*/

/**
 * Splits the start of React's markup into the elements it hoisted and the markup after them;
 * `undefined` while the text could still be in the middle of a hoisted element.
 */
function splitHoisted(text: string, done: boolean) {
  const hoisted = HOISTED.exec(text)![0]
  const rest = text.slice(hoisted.length)
  const tag = /^<([a-z]+)[\s/>]/i.exec(rest)?.[1]?.toLowerCase()
  const settled = done || (tag !== undefined && !['link', 'meta', 'title'].includes(tag))
  return settled ? { hoisted, rest } : undefined
}

/**
 * The whole HTML page the server sends, always dark, as a stream: the head (the app's styles and
 * code, the runtime config as data, and what the page hoists: its title, description, image
 * preloads), then the app in `#root` as React streams it, then the router's data for the browser
 * to pick up as JSON. Nothing in it is an inline script (the Content-Security-Policy allows
 * none).
 *
 * The app is drawn on its own (React's markup of `#root`), not inside a React-drawn document:
 * the browser hydrates `#root`, and React's ids (`useId`) follow the tree from its root, so both
 * must start at the same place.
 */
export function documentStream({
  assets,
  config,
  app,
  routerData,
  title,
}: {
  assets: PageAssets
  config: RuntimeConfig
  /** The title of a page drawn in the browser only, until it sets its own (none: none until then). */
  title?: string
  /** The app's markup as React streams it (hoisted elements first); none for a browser-only page. */
  app?: ReadableStream<Uint8Array>
  /** The router's data (serialised); none for a page drawn in the browser only. */
  routerData?: string
}): ReadableStream<Uint8Array> {
  const head = renderToStaticMarkup(<DocumentHead assets={assets} config={config} />)
  const open = (hoisted: string) =>
    '<!DOCTYPE html><html lang="en" class="dark" data-theme="dark" style="color-scheme:dark">' +
    '<head><meta charset="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    (hoisted.includes('<title') || title === undefined
      ? ''
      : `<title>${escapeHtml(title)}</title>`) +
    `${hoisted}<meta name="theme-color" content="${THEME_COLOR}"/>` +
    `<link rel="icon" type="image/svg+xml" href="/favicon.svg"/>${head}</head>` +
    '<body><div id="root">'
  const close =
    '</div>' +
    (routerData
      ? `<script type="application/json" id="${ROUTER_DATA_ELEMENT_ID}">${routerData}</script>`
      : '') +
    '</body></html>'

  const reader = app
    ?.pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>)
    .getReader()
  let start = ''
  let opened = false
  return new ReadableStream<string>({
    async pull(controller) {
      const next = reader ? await reader.read() : { done: true as const, value: undefined }
      if (!opened) {
        start += next.value ?? ''
        const split = splitHoisted(start, next.done)
        if (!split) return
        opened = true
        controller.enqueue(open(split.hoisted) + split.rest)
      } else if (!next.done) {
        controller.enqueue(next.value)
      }
      if (next.done) {
        controller.enqueue(close)
        controller.close()
      }
    },
    cancel: (reason) => reader?.cancel(reason),
  }).pipeThrough(new TextEncoderStream())
}
