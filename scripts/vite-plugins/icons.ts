import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { getIcons } from '@iconify/utils'
import type { Plugin, ViteDevServer } from 'vite'

import type { IconifyJSON, RenderedIconSet } from '../../src/components/icon/icon-render.ts'
import { renderIconSet } from '../../src/components/icon/icon-render.ts'
import { reloadWhenSourceChanges, sourceFiles, type SourceScan } from './source-scan.ts'

export const VIRTUAL_ICONS_ID = 'virtual:nightjar-icons'
const RESOLVED_ID = `\0${VIRTUAL_ICONS_ID}`

/** A quoted `prefix:name` literal, as the source writes icon names. */
const LITERAL = /["'`]([a-z0-9]+(?:-[a-z0-9]+)*):([a-z0-9]+(?:[-_][a-z0-9]+)*)["'`]/g
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|json)$/
/** Catalogue and test files do not count: icons only they use are fetched like any other. */
const SKIPPED_FILE = /\.(?:stories|test|spec)\.[cm]?[jt]sx?$|\.d\.ts$/
const SCAN: SourceScan = {
  reads: (file) => SOURCE_FILE.test(file) && !SKIPPED_FILE.test(file),
  skippedDirs: new Set(['node_modules', 'fixtures', '__fixtures__', 'dist']),
}

export interface IconsPluginOptions {
  /** Folders to scan, relative to the project root. */
  dirs?: string[]
  /** Names to bundle even though no source file spells them out. */
  include?: string[]
}

/** Every `prefix:name` literal in a piece of source. */
export function findIconNames(source: string): string[] {
  return [...source.matchAll(LITERAL)].map((m) => `${m[1]}:${m[2]}`)
}

/**
 * The given icons of the installed sets (`@iconify-json/{prefix}`), rendered to the box and body
 * the Icon component draws (aliases as icons of their own), so the page needs no Iconify code for
 * them; names whose set is not installed, or that the set lacks, are left out (they load at run
 * time instead).
 */
export function bundleIcons(names: Iterable<string>, root: string): RenderedIconSet[] {
  const require = createRequire(path.join(root, 'package.json'))
  const byPrefix = new Map<string, Set<string>>()
  for (const full of names) {
    const [prefix, name] = full.split(':') as [string, string]
    if (!byPrefix.has(prefix)) byPrefix.set(prefix, new Set())
    byPrefix.get(prefix)!.add(name)
  }
  const sets: RenderedIconSet[] = []
  for (const [prefix, wanted] of [...byPrefix].sort(([a], [b]) => a.localeCompare(b))) {
    let set: IconifyJSON
    try {
      set = require(`@iconify-json/${prefix}/icons.json`) as IconifyJSON
    } catch {
      continue
    }
    const known = [...wanted].filter((name) => set.icons[name] || set.aliases?.[name]).sort()
    const subset = known.length ? getIcons(set, known) : null
    if (!subset) continue
    // Only the names asked for: a subset also holds the parents of aliases.
    const rendered = renderIconSet(subset)
    const icons = Object.fromEntries(known.map((name) => [name, rendered.icons[name]!]))
    sets.push({ prefix, icons })
  }
  return sets
}

/**
 * Bundles the data-named icons the source spells out (the demo rooms' amenities): scans it for
 * `'prefix:name'` literals and serves the matching icons of the installed `@iconify-json/*` sets,
 * rendered, as `virtual:nightjar-icons`, so the first page draws them with no request. Icons the
 * code names are `lucide-react` components and need none of this. In dev, editing a file that adds
 * an icon name updates the module.
 */
export function nightjarIcons(options: IconsPluginOptions = {}): Plugin {
  const dirs = options.dirs ?? ['src']
  let root = process.cwd()
  /** The icon names each scanned file spells out. */
  const perFile = new Map<string, string[]>()

  const allNames = () =>
    new Set([...(options.include ?? []), ...[...perFile.values()].flat()].sort())

  const scanFile = (file: string) => {
    if (!SCAN.reads(file)) return false
    const before = (perFile.get(file) ?? []).join()
    const names = existsSync(file) ? [...new Set(findIconNames(readFileSync(file, 'utf8')))] : []
    if (names.length) perFile.set(file, names)
    else perFile.delete(file)
    return names.join() !== before
  }

  const inScannedDir = (file: string) =>
    dirs.some((dir) => file.startsWith(path.join(root, dir) + path.sep))

  return {
    name: 'nightjar:icons',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      perFile.clear()
      for (const dir of dirs)
        for (const file of sourceFiles(path.join(root, dir), SCAN)) scanFile(file)
    },
    resolveId(id) {
      return id === VIRTUAL_ICONS_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return
      for (const file of perFile.keys()) this.addWatchFile(file)
      return `export default ${JSON.stringify(bundleIcons(allNames(), root))}`
    },
    configureServer(server: ViteDevServer) {
      reloadWhenSourceChanges(server, RESOLVED_ID, (file) => inScannedDir(file) && scanFile(file))
    },
  }
}
