import { parseIconSet } from '@iconify/utils'

import type { IconifyIcon, IconifyJSON } from './icon-types'

/** Icons known without a request: the app's bundled icons and any added by hand. */
const icons = new Map<string, IconifyIcon>()
const listeners = new Set<() => void>()

const notify = () => {
  for (const listener of listeners) listener()
}

/** Registers every icon (and alias) of an Iconify JSON set; returns the full names added. */
export function addCollection(set: IconifyJSON): string[] {
  const added: string[] = []
  parseIconSet(set, (name, icon) => {
    if (!icon) return
    icons.set(`${set.prefix}:${name}`, icon)
    added.push(`${set.prefix}:${name}`)
  })
  if (added.length > 0) notify()
  return added
}

/** Registers one icon under its full name. */
export function addIcon(fullName: string, icon: IconifyIcon) {
  icons.set(fullName, icon)
  notify()
}

/** A registered icon, if any. */
export function getRegisteredIcon(fullName: string): IconifyIcon | undefined {
  return icons.get(fullName)
}

/** The full names of every registered icon. */
export function registeredIconNames(): string[] {
  return [...icons.keys()]
}

export function subscribeToRegistry(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
