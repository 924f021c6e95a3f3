/** Pure number logic for the number stepper: snapping to the step within bounds, and parsing. */

export interface NumberBounds {
  min?: number
  max?: number
  /** Step between valid values, counted from `min` (or 0). Must be positive; default 1. */
  step?: number
}

/** The number of decimals in a number's shortest form (`0.25` → 2, `1e-7` → 7). */
export function decimalsOf(value: number): number {
  const [mantissa = '', exponent = 0] = String(value).split('e')
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent))
}

/**
 * Snaps a value to a whole number of steps from `min` (or 0), within the bounds: beyond `max`, the
 * highest step at or below it. A `move` goes that many steps up (positive) or down instead; a
 * value between steps then counts the neighbouring step that way as the first.
 */
export function snapToStep(value: number, { min, max, step = 1 }: NumberBounds, move = 0) {
  if (min !== undefined && max !== undefined && min > max)
    throw new RangeError(`min (${min}) is greater than max (${max})`)
  if (!(step > 0)) throw new RangeError(`step must be positive, got ${step}`)
  const base = min ?? 0
  // Trim division noise first (1.005 / 0.01 is 100.49999…), so halves round up as typed.
  const stepsTo = (n: number) => Number(((n - base) / step).toFixed(9))
  const from = stepsTo(value)
  let steps =
    move > 0 ? Math.floor(from) + move : move < 0 ? Math.ceil(from) + move : Math.round(from)
  if (max !== undefined) steps = Math.min(steps, Math.floor(stepsTo(max)))
  if (min !== undefined) steps = Math.max(steps, 0)
  // Rounds away floating-point noise to the precision of the step and of min.
  return Number((base + steps * step).toFixed(Math.max(decimalsOf(step), decimalsOf(base))))
}

/**
 * Reads typed text as a number: an optional sign, digits and one decimal point (`.` or `,`), with
 * spaces anywhere. Returns `null` for empty text and `NaN` for anything else.
 */
export function parseNumber(text: string): number | null {
  const normal = text.replace(/\s+/g, '').replace('−', '-').replace(',', '.')
  if (normal === '') return null
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : Number.NaN
}
