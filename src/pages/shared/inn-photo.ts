import type { ImageSource } from '@/components/image'

import inn from './photos/inn.jpg?responsive'

/**
 * The inn at dusk: the home page's picture, and the stand-in for a room without its own (apart
 * from the rooms' photos, so the home page's first load has no room's picture in it).
 */
export const innPhoto: readonly ImageSource[] = inn
