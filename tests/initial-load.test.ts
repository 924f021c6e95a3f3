/**
 * Builds the app with its own config and checks what the first load of `/` pulls in: the entry
 * chunk, the home page's chunk, and every chunk they import statically. The staff area, the
 * contract's schemas (zod), the command palette, the calendar, the toast region, Iconify's
 * utilities and the parts the home page hydrates later (the search card, the form layer, the
 * room cards) must not be among them; they are built, in chunks that load on demand.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build, type Rolldown } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Code that `/` must not load up front, each with where it lives. */
const lazy: Record<string, RegExp> = {
  'the staff area': /src\/pages\/admin\//,
  "the contract's schemas": /src\/api\/contract\.ts$/,
  zod: /node_modules\/zod\//,
  'the command palette': /node_modules\/cmdk\//,
  'the calendar': /node_modules\/react-day-picker\//,
  "the date picker's popover": /node_modules\/@radix-ui\/react-popover\//,
  'the toast region': /src\/components\/toast\/toast-region\.tsx$/,
  'Radix Toast': /node_modules\/@radix-ui\/react-toast\//,
  "Iconify's utilities": /node_modules\/@iconify\/utils\//,
  'the icon renderer': /src\/components\/icon\/icon-render\.ts$/,
  // Drawn by the server and hydrated once the browser is idle (`deferredPart`).
  'the search card': /src\/pages\/shared\/search-card\.tsx$/,
  'the form layer (Conform)': /node_modules\/@conform-to\//,
  'the room cards': /src\/pages\/shared\/room-card\.tsx$/,
  'the bundled icons': /virtual:nightjar-icons$/,
  // Needed once a page fails: loaded at the first idle moment, before the page hydrates.
  'the error page': /src\/components\/error-page\/error-page\.tsx$/,
  'the button and Radix Slot': /(src\/components\/button\/button\.tsx|@radix-ui\/react-slot\/)/,
}

let chunks: Rolldown.OutputChunk[] = []

beforeAll(async () => {
  const result = await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, sourcemap: false, outDir: path.join(root, 'dist-initial-load-test') },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  chunks = outputs
    .flatMap((o) => o.output)
    .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
}, 180_000)

/** The given chunks and every chunk they reach through static imports. */
function withStaticImports(start: Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const seen = new Set(start)
  const queue = [...start]
  while (queue.length) {
    for (const name of queue.shift()!.imports) {
      const next = byName.get(name)
      if (next && !seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return [...seen]
}

const hasModule = (list: Rolldown.OutputChunk[], pattern: RegExp) =>
  list.some((c) => c.moduleIds.some((id) => pattern.test(id)))

const HOME_PAGE = /src\/pages\/home\/home-page\.tsx$/

/**
 * The chunk that runs `src/main.tsx`, the chunk it loads once the page is drawn (`src/start.tsx`),
 * and the chunk the route table loads for the home page (the one of its dynamic imports that holds
 * the home page's module, or stands in front of it).
 */
function startChunks() {
  const dynamicOf = (list: Rolldown.OutputChunk[]) =>
    list.flatMap((c) => c.dynamicImports).map((name) => chunks.find((c) => c.fileName === name)!)
  const main = chunks.filter((c) => hasModule([c], /src\/main\.tsx$/))
  const start = dynamicOf(main).filter((c) => hasModule([c], /src\/start\.tsx$/))
  const home = dynamicOf(withStaticImports(start)).filter(
    (c) => hasModule([c], HOME_PAGE) || HOME_PAGE.test(c.facadeModuleId ?? ''),
  )
  return { main, start, home }
}

describe('the first load of /', () => {
  it('is the app entry, the app and the home page with what they import statically', () => {
    const { main, start, home } = startChunks()
    expect(main).toHaveLength(1)
    expect(start).toHaveLength(1)
    expect(home).toHaveLength(1)
    const initial = withStaticImports([...main, ...start, ...home])
    expect(hasModule(initial, HOME_PAGE)).toBe(true)
    expect(hasModule(initial, /node_modules\/react-dom\//)).toBe(true)
  })

  it('starts with an entry that holds no React: the app loads once the page is drawn', () => {
    const { main } = startChunks()
    const entry = withStaticImports(main)
    expect(hasModule(entry, /node_modules\/react-dom\//)).toBe(false)
    expect(hasModule(entry, /node_modules\/react-router\//)).toBe(false)
    expect(entry.reduce((bytes, c) => bytes + c.code.length, 0)).toBeLessThan(8_000)
  })

  for (const [what, pattern] of Object.entries(lazy)) {
    it(`leaves out ${what}, which is built into a chunk loaded on demand`, () => {
      const { main, start, home } = startChunks()
      const initial = withStaticImports([...main, ...start, ...home])
      const found = initial.flatMap((c) => c.moduleIds.filter((id) => pattern.test(id)))
      expect(found).toEqual([])
      expect(hasModule(chunks, pattern)).toBe(true)
    })
  }
})
