import { type ClassValue, clsx } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

/**
 * tailwind-merge, told of the theme's own utilities it cannot guess (theme.css `@theme`): its
 * colours and fonts it groups right by their shape, its animations it must be given by name.
 */
const twMerge = extendTailwindMerge({
  extend: { theme: { animate: ['indeterminate', 'fade-out'] } },
})

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
