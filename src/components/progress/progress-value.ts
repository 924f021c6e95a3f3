/**
 * Resolves `value` against `max`: a number (100 by default) or an array of step labels, in which
 * case the value is the index of the current step and the maximum is the last index. Gives the
 * value clamped to 0…max, as a percentage (0–100, rounded) and, with step labels, the current
 * step's index; value, percent and step are undefined when indeterminate (no value).
 */
export function progressState(
  value: number | null | undefined,
  max: number | readonly string[] = 100,
) {
  const steps = Array.isArray(max) ? [...max] : undefined
  const numericMax = steps ? steps.length - 1 : (max as number)
  if (!Number.isFinite(numericMax) || numericMax <= 0) {
    throw new RangeError(
      steps
        ? `Progress needs at least two step labels, got ${steps.length}.`
        : `Progress max must be a finite number above 0, got ${String(max)}.`,
    )
  }
  // NaN counts as 0.
  const clamped = value == null ? undefined : Math.min(Math.max(value || 0, 0), numericMax)
  return {
    indeterminate: clamped === undefined,
    value: clamped,
    max: numericMax,
    percent: clamped === undefined ? undefined : Math.round((clamped / numericMax) * 100),
    steps,
    step: steps && clamped !== undefined ? Math.round(clamped) : undefined,
  }
}
