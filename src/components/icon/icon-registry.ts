import type { RenderedIcon, RenderedIconSet } from './icon-types'

/** Icons known without a request: the app's bundled icons and any added by hand. */
const icons = new Map<string, RenderedIcon>()
const listeners = new Set<() => void>()

const notify = () => {
  for (const listener of listeners) listener()
}

/** Registers every icon of a rendered set; returns the full names added. */
export function addIcons(set: RenderedIconSet): string[] {
  const added = Object.entries(set.icons).map(([name, icon]) => {
    icons.set(`${set.prefix}:${name}`, icon)
    return `${set.prefix}:${name}`
  })
  if (added.length > 0) notify()
  return added
}

/** Registers one icon under its full name. */
export function addIcon(fullName: string, icon: RenderedIcon) {
  icons.set(fullName, icon)
  notify()
}

/** A registered icon, if any. */
export function getRegisteredIcon(fullName: string): RenderedIcon | undefined {
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
