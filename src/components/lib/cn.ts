import { type ClassValue, clsx } from 'clsx'
import {
  conflicts,
  groups,
  modifierConflicts,
  orderSensitiveModifiers,
} from 'virtual:nightjar-class-groups'

/**
 * Every class the source spells out → its group's id × 2, + 1 when its `/…` is a modifier. The
 * build groups them as tailwind-merge does (scripts/vite-plugins/class-groups.ts); Tailwind
 * writes CSS for those classes only, so no other class can override anything.
 */
const PACKED_STEM = /^\/?-?[a-z][\w.%/-]*-$/
const classGroups = new Map<string, number>()
groups.forEach((entries, group) => {
  for (const entry of entries.split(' ')) {
    const colon = entry.indexOf(':')
    // A packed stem is plain and ends in `-` (see packClasses); a class itself has no `:` outside
    // brackets, except an odd word of prose such as `text-primary):`, which is kept whole.
    const names =
      colon > 0 && PACKED_STEM.test(entry.slice(0, colon))
        ? entry
            .slice(colon + 1)
            .split(',')
            .map((end) => entry.slice(0, colon) + end)
        : [entry]
    for (const name of names) {
      if (name[0] === '/') classGroups.set(name.slice(1), group * 2 + 1)
      else classGroups.set(name, group * 2)
    }
  }
})

const orderSensitive = new Set(orderSensitiveModifiers)

/** A class's variants (`md`, `hover`, `[&_svg]`), whether it is `!important`, and the class. */
function parseClass(name: string) {
  const modifiers: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < name.length; i++) {
    const char = name[i]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) {
      modifiers.push(name.slice(start, i))
      start = i + 1
    }
  }
  let base = name.slice(start)
  let important = false
  if (base.endsWith('!')) {
    base = base.slice(0, -1)
    important = true
  } else if (base.startsWith('!')) {
    base = base.slice(1)
    important = true
  }
  return { modifiers, important, base }
}

/** Variants in a canonical order: sorted, except across arbitrary and order-sensitive ones. */
function sortModifiers(modifiers: string[]) {
  const sorted: string[] = []
  let run: string[] = []
  for (const modifier of modifiers) {
    if (modifier[0] === '[' || orderSensitive.has(modifier)) {
      sorted.push(...run.sort(), modifier)
      run = []
    } else {
      run.push(modifier)
    }
  }
  return [...sorted, ...run.sort()]
}

/** tailwind-merge's merge: from the last class back, a class whose group was set later goes. */
function mergeClasses(classList: string) {
  const taken: string[] = []
  let result = ''
  const names = classList.trim().split(/\s+/)
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i]!
    const { modifiers, important, base } = parseClass(name)
    const entry = classGroups.get(base)
    if (entry !== undefined) {
      const group = entry >> 1
      const variant =
        modifiers.length < 2 ? (modifiers[0] ?? '') : sortModifiers(modifiers).join(':')
      const scope = `${variant}${important ? '!' : ''}|`
      if (taken.includes(scope + group)) continue
      taken.push(scope + group)
      for (const other of conflicts[group]!) taken.push(scope + other)
      if (entry & 1) for (const other of modifierConflicts[group] ?? []) taken.push(scope + other)
    }
    result = result ? `${name} ${result}` : name
  }
  return result
}

/** Merged class lists, by the list; emptied when full. */
const cache = new Map<string, string>()

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  const classList = clsx(inputs)
  let merged = cache.get(classList)
  if (merged === undefined) {
    if (cache.size >= 500) cache.clear()
    merged = mergeClasses(classList)
    cache.set(classList, merged)
  }
  return merged
}
