import sets from 'virtual:nightjar-icons'

import type { RenderedIcon } from './icon-types'

/**
 * Data-named icons that ship with the app, by full name. The icons Vite plugin finds every
 * `'prefix:name'` literal in the source (such as the demo rooms' amenities) and puts only those
 * icons in this module, already rendered, so they need no request and no Iconify code.
 */
export const bundledIcons = new Map<string, RenderedIcon>(
  sets.flatMap(({ prefix, icons }) =>
    Object.entries(icons).map(([name, icon]) => [`${prefix}:${name}`, icon] as const),
  ),
)
