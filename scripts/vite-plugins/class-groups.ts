import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { getDefaultConfig } from 'tailwind-merge'
// Build time only: tailwind-merge's own lookup, so the table below groups each class as it does.
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import'
import type { Plugin, ViteDevServer } from 'vite'

import { reloadWhenSourceChanges, sourceFiles, type SourceScan } from './source-scan.ts'

export const VIRTUAL_CLASS_GROUPS_ID = 'virtual:nightjar-class-groups'
const RESOLVED_ID = `\0${VIRTUAL_CLASS_GROUPS_ID}`

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|mdx)$/
const SCAN: SourceScan = {
  reads: (file) => SOURCE_FILE.test(file),
  skippedDirs: new Set(['node_modules', 'dist']),
}

/** What `virtual:nightjar-class-groups` exports (see `classGroupTable`). */
export interface ClassGroupTable {
  /**
   * The classes of each group, one string per group (its index is the group's id): entries
   * apart by spaces, each a class (`block`) or a stem and its ends (`px-:0,1,1.5` for `px-0 px-1
   * px-1.5`); `/` before an entry marks a class whose `/…` is a modifier (`bg-primary/10`).
   */
  groups: string[]
  /** By group id: the ids of the groups a class of it overrides. */
  conflicts: number[][]
  /** By group id: the groups it overrides too when it carries a `/…` modifier (`text-lg/7`). */
  modifierConflicts: Record<number, number[]>
  /** Variants whose order matters (`before`, `*`, …): never sorted past. */
  orderSensitiveModifiers: string[]
}

/** Every word of a piece of source that could be a class list's word. */
export function sourceWords(source: string): string[] {
  return source.split(/[\s'"`{}]+/).filter(Boolean)
}

/**
 * The Tailwind classes among `words`, grouped as tailwind-merge's default configuration groups
 * them, with the conflicts between those groups. Tailwind writes CSS only for the classes the
 * source spells out, so these are all the classes `cn()` can meet that draw anything.
 */
export function classGroupTable(words: Iterable<string>): ClassGroupTable {
  const config = getDefaultConfig()
  const { getClassGroupId } = createClassGroupUtils(config)
  const parse = createParseClassName(config)
  const postfixLookup = new Set<string>(config.postfixLookupClassGroups ?? [])
  // The class (variants and `!` taken off) → [its group, whether its `/…` is a modifier], as
  // tailwind-merge's `mergeClassList` finds them.
  const classes = new Map<string, [string, boolean]>()
  for (const word of words) {
    const { baseClassName: base, maybePostfixModifierPosition: postfix } = parse(word)
    if (classes.has(base)) continue
    let hasPostfix = postfix !== undefined && postfix > 0
    let group: string | undefined
    if (hasPostfix) {
      group = getClassGroupId(base.substring(0, postfix))
      const withPostfix = group && postfixLookup.has(group) ? getClassGroupId(base) : undefined
      if (withPostfix && withPostfix !== group) {
        group = withPostfix
        hasPostfix = false
      }
    } else {
      group = getClassGroupId(base)
    }
    if (!group && hasPostfix) {
      group = getClassGroupId(base)
      hasPostfix = false
    }
    if (group) classes.set(base, [group, hasPostfix])
  }

  // A group with one class that no other group of the source overrides or is overridden by can
  // only meet itself: two of it draw what one does, so the table leaves it out (cn keeps both).
  const conflicting = config.conflictingClassGroups as Record<string, readonly string[]>
  const modifierConflicting = config.conflictingClassGroupModifiers as Record<
    string,
    readonly string[]
  >
  const members = new Map<string, number>()
  for (const [group] of classes.values()) members.set(group, (members.get(group) ?? 0) + 1)
  const related = new Set<string>()
  for (const table of [conflicting, modifierConflicting])
    for (const [group, others] of Object.entries(table)) {
      const present = others.filter((other) => members.has(other))
      if (!members.has(group) || present.length === 0) continue
      related.add(group)
      for (const other of present) related.add(other)
    }
  const ids = [...members.keys()]
    .filter((group) => members.get(group)! > 1 || related.has(group))
    .sort()
  const idOf = new Map(ids.map((group, id) => [group, id]))
  const byGroup = ids.map(() => [] as string[])
  for (const [base, [group, hasPostfix]] of [...classes].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (idOf.has(group)) byGroup[idOf.get(group)!]!.push(hasPostfix ? `/${base}` : base)
  }
  const idsOf = (groups: readonly string[] | undefined) =>
    (groups ?? []).flatMap((group) => (idOf.has(group) ? [idOf.get(group)!] : []))
  const conflicts = ids.map((group) => idsOf(conflicting[group]))
  const modifierConflicts: Record<number, number[]> = {}
  for (const [group, others] of Object.entries(modifierConflicting)) {
    const known = idsOf(others)
    if (idOf.has(group) && known.length) modifierConflicts[idOf.get(group)!] = known
  }
  return {
    groups: byGroup.map(packClasses),
    conflicts,
    modifierConflicts,
    orderSensitiveModifiers: [...config.orderSensitiveModifiers],
  }
}

/** Plain classes (letters, digits, `-`, `.`, `/`, `%`) sharing a stem are written once. */
const PLAIN = /^\/?-?[a-z][\w.%/-]*$/

function packClasses(classes: string[]): string {
  const stems = new Map<string, string[]>()
  const out: string[] = []
  for (const name of classes) {
    const dash = name.indexOf('-', name.startsWith('/-') ? 2 : name.startsWith('-') ? 1 : 0)
    if (!PLAIN.test(name) || dash < 0) {
      out.push(name)
      continue
    }
    const stem = name.slice(0, dash + 1)
    if (!stems.has(stem)) stems.set(stem, [])
    stems.get(stem)!.push(name.slice(dash + 1))
  }
  for (const [stem, ends] of stems) out.push(ends.length > 1 ? `${stem}:${ends}` : stem + ends[0])
  return out.join(' ')
}

export interface ClassGroupsPluginOptions {
  /** Folders whose source can hand classes to `cn()`, relative to the project root. */
  dirs?: string[]
}

/**
 * Serves `virtual:nightjar-class-groups`: the classes the source spells out, grouped as
 * tailwind-merge groups them, so `cn()` merges as tailwind-merge does with a table instead of
 * its class map and rules. In dev, editing a file that adds a class updates the module.
 */
export function nightjarClassGroups(options: ClassGroupsPluginOptions = {}): Plugin {
  const dirs = options.dirs ?? ['src', '.storybook']
  let root = process.cwd()
  /** The words each scanned file holds. */
  const perFile = new Map<string, Set<string>>()
  let source: string | undefined

  /** Reads a file again; whether it brought words not seen in it before (or went). */
  const scanFile = (file: string) => {
    if (!SCAN.reads(file)) return false
    const before = perFile.get(file)
    const words = existsSync(file) ? new Set(sourceWords(readFileSync(file, 'utf8'))) : undefined
    if (words) perFile.set(file, words)
    else perFile.delete(file)
    return !before || !words || [...words].some((word) => !before.has(word))
  }

  const inScannedDir = (file: string) =>
    dirs.some((dir) => file.startsWith(path.join(root, dir) + path.sep))

  const moduleSource = () => {
    if (source !== undefined) return source
    const table = classGroupTable(new Set([...perFile.values()].flatMap((words) => [...words])))
    source = Object.entries(table)
      .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)}`)
      .join('\n')
    return source
  }

  return {
    name: 'nightjar:class-groups',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      perFile.clear()
      source = undefined
      for (const dir of dirs)
        for (const file of sourceFiles(path.join(root, dir), SCAN)) scanFile(file)
    },
    resolveId(id) {
      return id === VIRTUAL_CLASS_GROUPS_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return
      return moduleSource()
    },
    configureServer(server: ViteDevServer) {
      reloadWhenSourceChanges(server, RESOLVED_ID, (file) => {
        if (!inScannedDir(file)) return false
        const before = moduleSource()
        if (!scanFile(file)) return false
        source = undefined
        return moduleSource() !== before
      })
    },
  }
}
