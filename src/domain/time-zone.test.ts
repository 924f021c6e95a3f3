import { describe, expect, it } from 'vitest'

import { addDays } from './calendar'
import { fromIsoDate, localMidnight, toIsoDate } from './local-dates'

// The date tests run again under other time zones (vite.config.ts): each such run names its zone
// in EXPECTED_TZ, and this checks the run really is in it.
describe('the time zone of this run', () => {
  it('is the one the project names', () => {
    const expected = process.env.EXPECTED_TZ
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (expected) expect(zone).toBe(expected)
    else expect(zone).toBeTruthy()
  })

  it('keeps every local day of two years on its own date, across clock changes', () => {
    // 2026–2027: Lisbon and New York change their clocks in March and October or November.
    let date = '2026-01-01'
    let shifts = 0
    while (date < '2028-01-01') {
      const midnight = localMidnight(date)
      expect(toIsoDate(midnight)).toBe(date)
      expect(toIsoDate(fromIsoDate(date)!)).toBe(date)
      expect([midnight.getHours(), midnight.getMinutes()]).toEqual([0, 0])
      // The next local day is the next date, 23, 24 or 25 hours later.
      const next = addDays(date, 1)
      const hours = (localMidnight(next).getTime() - midnight.getTime()) / 3_600_000
      expect([23, 24, 25]).toContain(hours)
      if (hours !== 24) shifts++
      date = next
    }
    if (process.env.EXPECTED_TZ === 'Europe/Lisbon') expect(shifts).toBe(4)
  })
})
