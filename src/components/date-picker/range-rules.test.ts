import { addDays, differenceInCalendarDays } from 'date-fns'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { endProblem, lastEnd, minNightsFrom, startProblem } from './range-rules'
import type { RangeDayInfo } from './types'

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day)
// Local days of 2026 (they cross both of Europe/Lisbon's clock changes).
const day2026 = fc.integer({ min: 0, max: 364 }).map((n) => addDays(d(2026, 1, 1), n))

/** Day information keyed by the local day: a few days of each kind. */
const infos = fc
  .dictionary(
    fc.integer({ min: 0, max: 400 }).map(String),
    fc.record(
      {
        noStart: fc.constant('closed to arrival'),
        noEnd: fc.constant('closed to departure'),
        noNight: fc.constant('no rooms free'),
        minNights: fc.integer({ min: 1, max: 5 }),
      },
      { requiredKeys: [] },
    ),
    { maxKeys: 40 },
  )
  .map(
    (table) => (day: Date) =>
      table[String(differenceInCalendarDays(day, d(2026, 1, 1)))] as RangeDayInfo | undefined,
  )

describe('the ranges a picker told about each day allows', () => {
  it('start on no day that cannot start one or whose night cannot be held', () => {
    const dayInfo = (day: Date) =>
      day.getDate() === 16
        ? { noStart: 'closed' }
        : day.getDate() === 27
          ? { noNight: 'full' }
          : undefined
    expect(startProblem(d(2026, 1, 16), { dayInfo })).toBe('closed')
    expect(startProblem(d(2026, 1, 27), { dayInfo })).toBe('full')
    expect(startProblem(d(2026, 1, 17), { dayInfo })).toBeUndefined()
  })

  it('end after the start’s minimum, within the maximum, by the first night that cannot be held, on a day that can end one', () => {
    fc.assert(
      fc.property(
        infos,
        day2026,
        fc.integer({ min: 1, max: 60 }),
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
        (dayInfo, from, ahead, maxNights) => {
          const limits = { dayInfo, minNights: 1, maxNights }
          const to = addDays(from, ahead)
          const nights = differenceInCalendarDays(to, from)
          // Checked night by night, without the module's shortcuts.
          let crosses = false
          for (let n = 0; n < nights; n++) if (dayInfo(addDays(from, n))?.noNight) crosses = true
          const min = Math.max(1, dayInfo(from)?.minNights ?? 0)
          const expected =
            nights < min
              ? 'tooShort'
              : maxNights !== undefined && nights > maxNights
                ? 'tooLong'
                : crosses
                  ? 'blocked'
                  : dayInfo(to)?.noEnd
                    ? 'closed'
                    : undefined
          expect(endProblem(from, to, limits)?.kind).toBe(expected)
          expect(minNightsFrom(from, limits)).toBe(min)
          const end = lastEnd(from, limits)
          if (end) expect(dayInfo(end)?.noNight).toBeTruthy()
        },
      ),
    )
  })
})
