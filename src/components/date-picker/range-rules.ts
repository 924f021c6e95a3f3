/** What a range of nights may be for a picker told about each day (`dayInfo`). */
import { addDays, differenceInCalendarDays, eachDayOfInterval } from 'date-fns'

import type { DatePickerModeOptions } from './types'

/** The range picker's props these rules read: `dayInfo`, `minNights`, `maxNights`. */
export type RangeLimits = DatePickerModeOptions['range']

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
export function lastEnd(from: Date, { dayInfo, maxNights = LOOKAHEAD }: RangeLimits) {
  if (!dayInfo) return undefined
  const nights = eachDayOfInterval({ start: from, end: addDays(from, maxNights - 1) })
  return nights.find((night) => dayInfo(night)?.noNight)
}

/** What a picker says of a range end that breaks a rule (the calendar's locale fills them in). */
export type EndProblem =
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'blocked' }
  | { kind: 'closed'; reason: string }

/** Why a range from `from` cannot end on `day` (a day after it); `end` is `lastEnd(from)`. */
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
