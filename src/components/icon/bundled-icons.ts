import sets from 'virtual:nightjar-icons'

import { addIcons } from './icon-registry'

/**
 * Registers the icons the app itself uses. The icons Vite plugin finds every `'prefix:name'`
 * literal in the source and puts only those icons in this module, already rendered (box and
 * body), so they ship in the JS, need no request and no Iconify code. Adding an icon to the app
 * needs no edit here.
 */
for (const set of sets) addIcons(set)

export const bundledIconSets = sets
