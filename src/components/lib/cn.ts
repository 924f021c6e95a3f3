import { type ClassValue, clsx } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'

import { TAILWIND_MERGE_CONFIG } from './tailwind-merge-config'

/**
 * tailwind-merge with only the class groups the app uses (its default configuration, cut down by
 * scripts/tailwind-merge-config.mjs): the same merges, without the whole of Tailwind's class map
 * in every page's first load.
 */
const twMerge = createTailwindMerge(() => TAILWIND_MERGE_CONFIG)

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
