/** A progress bar's value, resolved: clamped, as a percentage and, with step labels, its step. */
export interface ProgressState {
  /** No value: the bar shows activity without an amount. */
  indeterminate: boolean
  /** The value clamped to 0…max (undefined when indeterminate). */
  value: number | undefined
  /** The numeric maximum (the last step's index when `max` lists steps). */
  max: number
  /** 0–100, rounded (undefined when indeterminate). */
  percent: number | undefined
  /** The labels of the steps, when `max` is an array. */
  steps: string[] | undefined
  /** The index of the current step (the clamped value, rounded). */
  step: number | undefined
}

/** Clamps a number to 0…max. NaN counts as 0. */
export function clampProgress(value: number, max = 100): number {
  if (Number.isNaN(value)) return 0
  return Math.min(Math.max(value, 0), max)
}

/**
 * Resolves `value` against `max`: a number (100 by default) or an array of step labels, in which
 * case the value is the index of the current step and the maximum is the last index.
 */
export function progressState(
  value: number | null | undefined,
  max: number | readonly string[] = 100,
): ProgressState {
  const steps = Array.isArray(max) ? [...max] : undefined
  const numericMax = steps ? steps.length - 1 : (max as number)
  if (!Number.isFinite(numericMax) || numericMax <= 0) {
    throw new RangeError(
      steps
        ? `Progress needs at least two step labels, got ${steps.length}.`
        : `Progress max must be a finite number above 0, got ${String(max)}.`,
    )
  }
  if (value === null || value === undefined) {
    return {
      indeterminate: true,
      value: undefined,
      max: numericMax,
      percent: undefined,
      steps,
      step: undefined,
    }
  }
  const clamped = clampProgress(value, numericMax)
  return {
    indeterminate: false,
    value: clamped,
    max: numericMax,
    percent: Math.round((clamped / numericMax) * 100),
    steps,
    step: steps ? Math.round(clamped) : undefined,
  }
}
