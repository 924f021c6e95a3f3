// Writes src/components/lib/tailwind-merge-config.ts: tailwind-merge's default configuration cut
// down to the class groups the app's code uses, so `cn()` merges with `createTailwindMerge` and
// the pages do not load the whole of Tailwind's class map. Run it after using a kind of class
// the app did not use before (`src/components/lib/cn.test.ts` fails until then):
//   node scripts/tailwind-merge-config.mjs
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const CONFIG_FILE = 'src/components/lib/tailwind-merge-config.ts'

/** The string literals of the app's code (its class lists among them). */
export function stringLiterals() {
  const files = execFileSync('git', ['ls-files', 'src'], { cwd: root })
    .toString()
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  return files.flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)].map(
      ([, , literal]) => literal,
    ),
  )
}

/** Every word in a string literal of the app's code that could be a class (variants stripped). */
function classWords() {
  const words = new Set()
  for (const literal of stringLiterals()) {
    for (const word of literal.split(/\s+/)) {
      // The utility after its variants (`lg:`, `data-[state=open]:`, `[&_svg]:`) and `!`.
      const utility = word.replace(/^(?:[^:[\]]*(?:\[[^\]]*\])?[^:[\]]*:)+/, '').replace(/^!/, '')
      if (utility && /^-?[a-z]/.test(utility) && utility.length < 80) words.add(utility)
    }
  }
  return words
}

/** The default configuration's class groups that any of the app's class words belongs to. */
export function usedClassGroups() {
  const config = getDefaultConfig()
  const words = [...classWords()]
  const used = []
  for (const [group, definitions] of Object.entries(config.classGroups)) {
    const merge = createTailwindMerge(() => ({
      ...config,
      classGroups: { [group]: definitions },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }))
    // A word of the group merges with itself into one; any other word stays twice.
    if (words.some((word) => merge(`${word} ${word}`) === word)) used.push(group)
  }
  // In the default order: a class goes to the first group whose rule it matches.
  return used
}

const validatorNames = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]))

/** A class definition of the default configuration as source code. */
function source(definition) {
  if (typeof definition === 'string') return JSON.stringify(definition)
  if (typeof definition === 'function') {
    if (definition.isThemeGetter) return `fromTheme(${JSON.stringify(definition.themeKey)})`
    const name = validatorNames.get(definition)
    if (!name) throw new Error(`An unknown function in the class groups: ${definition}`)
    return `validators.${name}`
  }
  if (Array.isArray(definition)) return `[${definition.map(source).join(', ')}]`
  return `{ ${Object.entries(definition)
    .map(([key, value]) => `${JSON.stringify(key)}: ${source(value)}`)
    .join(', ')} }`
}

/** The theme keys the given definitions read. */
function themeKeys(definition, keys = new Set()) {
  if (typeof definition === 'function' && definition.isThemeGetter) keys.add(definition.themeKey)
  else if (Array.isArray(definition)) definition.forEach((d) => themeKeys(d, keys))
  else if (definition && typeof definition === 'object') {
    Object.values(definition).forEach((d) => themeKeys(d, keys))
  }
  return keys
}

/** The module's source for these groups. */
export function configSource(groups) {
  const config = getDefaultConfig()
  const keep = new Set(groups)
  const classGroups = Object.fromEntries(groups.map((group) => [group, config.classGroups[group]]))
  const keys = themeKeys(Object.values(classGroups))
  // Theme values refer to other theme keys too.
  for (let size = 0; size !== keys.size;) {
    size = keys.size
    for (const key of [...keys]) themeKeys(config.theme[key], keys)
  }
  const theme = Object.fromEntries([...keys].sort().map((key) => [key, config.theme[key]]))
  const conflicts = (record) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([group]) => keep.has(group))
        .map(([group, others]) => [group, others.filter((other) => keep.has(other))])
        .filter(([, others]) => others.length),
    )
  return `// Written by scripts/tailwind-merge-config.mjs from tailwind-merge's default configuration:
// the class groups the app's code uses. Do not edit; run the script again instead.
import { type Config, fromTheme, validators } from 'tailwind-merge'

export const TAILWIND_MERGE_CONFIG: Config<string, string> = {
  cacheSize: ${config.cacheSize},
  theme: ${source(theme)},
  classGroups: ${source(classGroups)},
  conflictingClassGroups: ${JSON.stringify(conflicts(config.conflictingClassGroups))},
  conflictingClassGroupModifiers: ${JSON.stringify(conflicts(config.conflictingClassGroupModifiers))},
  postfixLookupClassGroups: ${JSON.stringify(config.postfixLookupClassGroups.filter((group) => keep.has(group)))},
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
}
`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const groups = usedClassGroups()
  writeFileSync(path.join(root, CONFIG_FILE), configSource(groups))
  execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', CONFIG_FILE], {
    cwd: root,
    stdio: 'inherit',
  })
  console.log(`${CONFIG_FILE}: ${groups.length} class groups.`)
}
