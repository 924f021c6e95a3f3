/**
 * What a range of nights may be, day by day, for a picker told about each day (`dayInfo`: a
 * price, a day no range may start or end on, a night no range may hold, the fewest nights from
 * a start). Plain functions on local-midnight dates: the calendar view turns them into
 * react-day-picker matchers and labels.
 */
import { addDays, differenceInCalendarDays } from 'date-fns'

import type { RangeDayInfo } from './types'

export type DayInfo = (day: Date) => RangeDayInfo | undefined

export interface RangeLimits {
  dayInfo?: DayInfo
  minNights?: number
  maxNights?: number
}

/** Why a range cannot start on `day` (no start that day, or its night cannot be held). */
export function startProblem(day: Date, { dayInfo }: RangeLimits): string | undefined {
  const info = dayInfo?.(day)
  return info?.noStart ?? info?.noNight
}

/** The fewest nights of a range that starts on `from`. */
export const minNightsFrom = (from: Date, { dayInfo, minNights = 0 }: RangeLimits) =>
  Math.max(minNights, dayInfo?.(from)?.minNights ?? 0)

/** How far a search for the first night no range may hold looks (a stay's longest, and more). */
const LOOKAHEAD = 400

/** The last day a range from `from` may end on before a night it may not hold, if any. */
export function lastEnd(from: Date, { dayInfo, maxNights }: RangeLimits): Date | undefined {
  if (!dayInfo) return undefined
  const horizon = maxNights ?? LOOKAHEAD
  for (let n = 0; n < horizon; n++) {
    const night = addDays(from, n)
    if (dayInfo(night)?.noNight) return night
  }
  return undefined
}

/** What a picker says of a range end that breaks a rule (the calendar's locale fills them in). */
export type EndProblem =
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'blocked' }
  | { kind: 'closed'; reason: string }

/**
 * Why a range from `from` cannot end on `day` (a day after it), or `undefined`: fewer nights
 * than the start's minimum, more than the maximum, past a night it may not hold, or a day no
 * range may end on. `end` is `lastEnd(from)`, worked out once.
 */
export function endProblem(
  from: Date,
  day: Date,
  limits: RangeLimits,
  end = lastEnd(from, limits),
): EndProblem | undefined {
  const nights = differenceInCalendarDays(day, from)
  const min = minNightsFrom(from, limits)
  if (nights < min) return { kind: 'tooShort', min }
  if (limits.maxNights !== undefined && nights > limits.maxNights) {
    return { kind: 'tooLong', max: limits.maxNights }
  }
  if (end && day > end) return { kind: 'blocked' }
  const closed = limits.dayInfo?.(day)?.noEnd
  return closed ? { kind: 'closed', reason: closed } : undefined
}
