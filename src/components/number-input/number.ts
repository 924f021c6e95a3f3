/**
 * Pure number logic for the number stepper: clamping, snapping to the step and parsing typed text.
 */

export interface NumberBounds {
  min?: number
  max?: number
  /** Step between valid values, counted from `min` (or 0). Must be positive. */
  step?: number
}

/** The number of decimals in a number's shortest form (`0.25` → 2, `1e-7` → 7). */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0
  const [mantissa = '', exponent] = String(value).toLowerCase().split('e')
  const fraction = mantissa.split('.')[1]?.length ?? 0
  return Math.max(0, fraction - Number(exponent ?? 0))
}

/** Rounds away floating-point noise to the precision of the step and the bounds. */
function tidy(value: number, bounds: NumberBounds): number {
  const decimals = Math.max(
    decimalsOf(bounds.step ?? 1),
    decimalsOf(bounds.min ?? 0),
    decimalsOf(bounds.max ?? 0),
  )
  return Number(value.toFixed(Math.min(decimals, 20)))
}

function checkBounds({ min, max, step }: NumberBounds) {
  if (min !== undefined && max !== undefined && min > max)
    throw new RangeError(`min (${min}) is greater than max (${max})`)
  if (step !== undefined && !(step > 0)) throw new RangeError(`step must be positive, got ${step}`)
}

/** Keeps a value within `[min, max]`. */
export function clamp(value: number, { min, max }: NumberBounds): number {
  checkBounds({ min, max })
  if (min !== undefined && value < min) return min
  if (max !== undefined && value > max) return max
  return value
}

/**
 * Snaps a value to the nearest step (counted from `min`, or 0) and clamps it. When the nearest
 * step lies beyond `max`, the highest step at or below `max` is used.
 */
export function snapToStep(value: number, bounds: NumberBounds): number {
  checkBounds(bounds)
  const { min, max, step } = bounds
  if (step === undefined) return clamp(value, bounds)
  const base = min ?? 0
  // Trim division noise first (1.005 / 0.01 is 100.49999…), so halves round up as typed.
  const steps = Math.round(Number(((value - base) / step).toFixed(9)))
  let snapped = tidy(base + steps * step, bounds)
  if (max !== undefined && snapped > max)
    snapped = tidy(base + Math.floor((max - base) / step) * step, bounds)
  if (min !== undefined && snapped < min) snapped = min
  return snapped
}

/**
 * One step up (`direction` 1) or down (-1) from `value`, `multiplier` steps at a time. A value
 * between steps moves to the neighbouring step in that direction. An empty value starts at `min`
 * (or 0, clamped).
 */
export function stepValue(
  value: number | null,
  direction: 1 | -1,
  bounds: NumberBounds,
  multiplier = 1,
): number {
  checkBounds(bounds)
  const step = bounds.step ?? 1
  if (value === null || Number.isNaN(value)) return clamp(bounds.min ?? 0, bounds)
  const base = bounds.min ?? 0
  const offset = (value - base) / step
  const nearest = Math.round(offset)
  const onStep = Math.abs(offset - nearest) < 1e-9
  const index = onStep
    ? nearest + direction * multiplier
    : (direction > 0 ? Math.ceil(offset) : Math.floor(offset)) + direction * (multiplier - 1)
  return snapToStep(tidy(base + index * step, bounds), bounds)
}

/**
 * Reads typed text as a number: accepts an optional sign, digits, one decimal point (`.` or `,`)
 * and surrounding spaces. Returns `null` for empty text and `NaN` for anything else.
 */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(/\s+/g, '')
  if (trimmed === '') return null
  if (!/^[-+−]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return Number.NaN
  return Number(trimmed.replace('−', '-').replace(',', '.'))
}
