import sets from 'virtual:nightjar-icons'

import { addCollection } from './icon-registry'

/**
 * Registers the icons the app itself uses. The icons Vite plugin finds every `'prefix:name'`
 * literal in the source and puts only those icons in this module, so they ship in the JS and
 * need no request. Adding an icon to the app needs no edit here.
 */
for (const set of sets) addCollection(set)

export const bundledIconSets = sets
