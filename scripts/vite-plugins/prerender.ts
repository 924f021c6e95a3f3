import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'

import {
  PAGE_ASSETS_FILE,
  PAYLOAD_ATTRIBUTE,
  PAYLOAD_FILE,
  payloadPath,
  PRERENDER_DIR,
} from '../../src/api/page-payload.ts'
import type * as PrerenderEntry from './prerender-entry.tsx'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** The pages prerendered by default, each with the module its route loads (a test checks it). */
export const PRERENDER_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/pages/home/home-page.tsx',
  '/blank': 'src/pages/blank/blank-page.tsx',
}

/** Client-rendered pages whose code the server preloads (`page-assets.json`); a test checks them. */
export const PRELOAD_PAGES: Readonly<Record<string, string>> = {
  '/result': 'src/pages/result/result-page.tsx',
  '/booking': 'src/pages/booking/booking-page.tsx',
  '/admin/login': 'src/pages/admin-login/admin-login-page.tsx',
}

/** The folder of a page in the prerender output: `/` → ``, `/blank` → `blank`. */
export function prerenderedDir(pagePath: string): string {
  return pagePath.replace(/^\/+|\/+$/g, '')
}

/**
 * Writes a page into the app's HTML: the markup inside `#root` (marked with the payload's URL),
 * and in the head a preload of the payload and of the page's own code and styles, so nothing
 * waits for the app's JavaScript to discover them. The resource hints React puts before the
 * markup (the hero image's preload) move up into the head, ahead of the scripts.
 */
export function prerenderedHtml(
  shell: string,
  page: { path: string; markup: string },
  assets: { modules: string[]; styles: string[] },
): string {
  const root = '<div id="root"></div>'
  if (!shell.includes(root)) throw new Error(`index.html has no empty ${root} to prerender into`)
  if (!/<script\b[^>]*>/.test(shell)) throw new Error('index.html has no script to prerender for')
  const hoisted = /^(?:<link\b[^>]*>)*/.exec(page.markup)![0]
  const markup = page.markup.slice(hoisted.length)
  const payload = payloadPath(page.path)
  const early = [
    ...(hoisted.match(/<link\b[^>]*>/g) ?? []),
    `<link rel="preload" as="fetch" href="${payload}" crossorigin="anonymous">`,
  ]
  const late = [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ]
  return shell
    .replace(/<script\b/, (tag) => `${early.join('\n    ')}\n    ${tag}`)
    .replace('</head>', () => `  ${late.join('\n    ')}\n  </head>`)
    .replace(root, () => `<div id="root" ${PAYLOAD_ATTRIBUTE}="${payload}">${markup}</div>`)
}

/** A chunk's static imports, transitively, the chunk included. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen
  seen.add(fileName)
  const chunk = bundle[fileName]
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) staticClosure(bundle, dep, seen)
  return seen
}

/** The code and styles a page needs beyond what the HTML already loads. */
function pageAssets(
  bundle: OutputBundle,
  shell: string,
  { root, base }: { root: string; base: string },
  moduleFile: string,
) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const id = path.join(root, moduleFile)
  // The page's own chunk, or the chunk a code-splitting group put it in.
  const page =
    chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id))
  if (!page) throw new Error(`The prerender found no chunk for ${moduleFile}`)
  const loaded = new Set<string>()
  for (const [, url] of shell.matchAll(/\b(?:src|href)="([^"]+)"/g)) {
    if (url!.startsWith(base)) staticClosure(bundle, url!.slice(base.length), loaded)
  }
  const files = [...staticClosure(bundle, page.fileName)].filter((file) => !loaded.has(file))
  const styles = new Set<string>()
  for (const file of files) {
    const chunk = bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!loaded.has(css)) styles.add(css)
  }
  return { modules: files.map((f) => base + f), styles: [...styles].map((f) => base + f) }
}

/**
 * Prerenders `/` and `/blank` at build time (specification §7, `_payload.json` per prerendered
 * page). After the client build, it builds `prerender-entry.tsx` for Node with the same config,
 * renders each page on the demo inn's API, and writes `prerendered/{page}/index.html` and
 * `prerendered/{page}/_payload.json`. The server sends them only while its API answers the same
 * (server/spa.ts); the client hydrates the markup from the payload (src/main.tsx). It also lists
 * the code of the client-rendered pages (`page-assets.json`) for the server to preload.
 */
export function nightjarPrerender(
  pages: Record<string, string> = PRERENDER_PAGES,
  preloadPages: Record<string, string> = PRELOAD_PAGES,
): Plugin {
  let config: ResolvedConfig
  let enabled = false
  return {
    name: 'nightjar:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
      enabled =
        !resolved.build.ssr &&
        !process.env.VITEST &&
        !resolved.plugins.some((p) => p.name.includes('storybook'))
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(output, bundle) {
        if (!enabled) return
        const outDir = output.dir ?? config.build.outDir
        const started = performance.now()
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8')
        const { id: buildId } = JSON.parse(
          await readFile(path.join(outDir, 'builds/latest.json'), 'utf8'),
        ) as { id: string }

        // Node resolves the entry's dependencies from the project's node_modules.
        // (one folder per build: builds may run side by side).
        const ssrDir = path.join(
          config.root,
          `node_modules/.nightjar-prerender/${process.pid}-${Math.random().toString(36).slice(2)}`,
        )
        try {
          await build({
            configFile: config.configFile,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            // Bundled rather than imported whole: date-fns' index alone takes seconds to load.
            ssr: { noExternal: ['date-fns', 'react-day-picker'] },
            build: {
              ssr: path.join(import.meta.dirname, 'prerender-entry.tsx'),
              outDir: ssrDir,
              emptyOutDir: true,
              sourcemap: false,
              minify: false,
              copyPublicDir: false,
              rollupOptions: { output: { entryFileNames: 'prerender-entry.mjs' } },
            },
          })
          const entry = (await import(
            pathToFileURL(path.join(ssrDir, 'prerender-entry.mjs')).href
          )) as typeof PrerenderEntry
          const rendered = await entry.prerenderPages(Object.keys(pages), { buildId })
          for (const page of rendered) {
            const dir = path.join(outDir, PRERENDER_DIR, prerenderedDir(page.path))
            const assets = pageAssets(bundle, shell, config, pages[page.path]!)
            await mkdir(dir, { recursive: true })
            await writeFile(path.join(dir, 'index.html'), prerenderedHtml(shell, page, assets))
            await writeFile(path.join(dir, PAYLOAD_FILE), `${JSON.stringify(page.payload)}\n`)
          }
          const preloads = Object.fromEntries(
            Object.entries(preloadPages).map(([page, file]) => [
              page,
              pageAssets(bundle, shell, config, file),
            ]),
          )
          await writeFile(path.join(outDir, PAGE_ASSETS_FILE), `${JSON.stringify(preloads)}\n`)
          config.logger.info(
            `Prerendered ${rendered.map((p) => p.path).join(', ')} in ${Math.round(performance.now() - started)} ms`,
          )
        } finally {
          await rm(ssrDir, { recursive: true, force: true })
        }
      },
    },
  }
}
