/** Counts as text: `1 night`, `3 nights`. */

/** `1 night`, `3 nights`; `plural(2, 'child', 'children')` → `2 children`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/** `1 night`, `3 nights`. */
export const nightsLabel = (nights: number): string => plural(nights, 'night')

/** `1 guest`, `2 guests`. */
export const guestsLabel = (guests: number): string => plural(guests, 'guest')
