import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDays, daysBetween, fromDayNumber, isIsoDate, toDayNumber } from './calendar'

/** The slow, obviously right reading: what `Date.UTC` makes of the text. */
function viaDate(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real ? date.getTime() / 86_400_000 : undefined
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

describe('calendar arithmetic', () => {
  it('reads every YYYY-MM-DD text as Date.UTC does, real dates and impossible ones alike', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
          const expected = viaDate(text)
          expect(isIsoDate(text)).toBe(expected !== undefined)
          if (expected !== undefined) expect(toDayNumber(text)).toBe(expected)
          else expect(() => toDayNumber(text)).toThrow(RangeError)
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('refuses texts that are not YYYY-MM-DD', () => {
    for (const text of [
      '',
      '2026-1-05',
      '2026-01-5',
      '2026/01/05',
      '+2026-01-05',
      '2026-01-05T00',
      ' 2026-01-05',
      '２０２６-01-05',
    ]) {
      expect(isIsoDate(text), text).toBe(false)
    }
  })

  it('round-trips day numbers and adds days across months, leap days and centuries', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -600_000, max: 2_900_000 }),
        fc.integer({ min: -800, max: 800 }),
        (n, days) => {
          const date = fromDayNumber(n)
          expect(toDayNumber(date)).toBe(n)
          expect(daysBetween(date, addDays(date, days))).toBe(days)
        },
      ),
    )
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01')
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29')
  })
})
