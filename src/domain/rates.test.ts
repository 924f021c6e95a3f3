import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDays, daysBetween, fromDayNumber } from './calendar'
import { nightDates } from './dates'
import {
  calendarMonth,
  isoWeekday,
  nightlyRate,
  normalizeWeekdays,
  periodConflict,
  periodProblems,
  priceStay,
  type RatePeriod,
  rateRuns,
  rulesOn,
  type StayRule,
  stayRuleProblems,
  type Weekday,
} from './rates'

const room = { id: 1, rate: 9500 }
// Days of 2026–2027: day numbers 20 454 (2026-01-01) to 21 183.
const day = fc.integer({ min: 20_454, max: 21_183 }).map(fromDayNumber)
const weekdays = fc.option(
  fc
    .uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 6 })
    .map((days) => normalizeWeekdays(days)),
  { nil: null },
)
const period = (id: number) =>
  fc
    .record({
      roomId: fc.integer({ min: 1, max: 2 }),
      from: day,
      length: fc.integer({ min: 0, max: 90 }),
      rate: fc.integer({ min: 0, max: 100_000 }),
      weekdays,
    })
    .map(({ length, from, ...rest }) => ({
      ...rest,
      id,
      name: '',
      from,
      to: addDays(from, length),
    }))
/** Periods as staff could have saved them: each one that conflicts with those before is left out. */
const periods = fc
  .array(fc.integer(), { maxLength: 12 })
  .chain((ids) => fc.tuple(...ids.map((_, i) => period(i + 1))))
  .map((all) =>
    all.reduce<RatePeriod[]>(
      (kept, next) => (periodConflict(next, kept) ? kept : [...kept, next]),
      [],
    ),
  )
const stay = fc
  .record({ checkIn: day, nights: fc.integer({ min: 1, max: 30 }) })
  .map(({ checkIn, nights }) => ({ checkIn, checkOut: addDays(checkIn, nights) }))
const rule = (id: number) =>
  fc
    .record({
      from: day,
      length: fc.integer({ min: 0, max: 60 }),
      minNights: fc.integer({ min: 1, max: 10 }),
      closedToArrival: fc.boolean(),
      closedToDeparture: fc.boolean(),
    })
    .map(({ from, length, ...rest }) => ({
      ...rest,
      id,
      name: '',
      from,
      to: addDays(from, length),
    }))
const rules = fc
  .array(fc.nat(), { maxLength: 6 })
  .chain((ids) => fc.tuple(...ids.map((_, i) => rule(i + 1))))

describe('weekdays', () => {
  it('numbers Monday 1 to Sunday 7 whatever the time zone', () => {
    expect(isoWeekday('2026-06-01')).toBe(1)
    expect(isoWeekday('2026-06-07')).toBe(7)
    fc.assert(
      fc.property(day, (date) => {
        const utc = new Date(`${date}T00:00:00Z`).getUTCDay()
        expect(isoWeekday(date)).toBe(utc === 0 ? 7 : utc)
      }),
    )
  })

  it('keeps a set of days sorted and once each; none or all seven mean every night', () => {
    expect(normalizeWeekdays([6, 5, 5])).toEqual([5, 6])
    expect(normalizeWeekdays([])).toBeNull()
    expect(normalizeWeekdays([1, 2, 3, 4, 5, 6, 7])).toBeNull()
    expect(normalizeWeekdays(null)).toBeNull()
  })
})

describe('pricing a stay', () => {
  it('charges the base rate where no period applies', () => {
    expect(priceStay(room, [], { checkIn: '2026-06-01', checkOut: '2026-06-04' })).toEqual({
      nightly: [
        { date: '2026-06-01', rate: 9500 },
        { date: '2026-06-02', rate: 9500 },
        { date: '2026-06-03', rate: 9500 },
      ],
      total: 28_500,
    })
  })

  it('sums each night at its own rate: a weekday period beats an every-night one', () => {
    const season: RatePeriod = {
      id: 1,
      roomId: 1,
      name: 'Summer',
      from: '2026-06-03',
      to: '2026-06-30',
      rate: 12_000,
      weekdays: null,
    }
    const weekend: RatePeriod = {
      ...season,
      id: 2,
      name: 'Weekend',
      rate: 15_000,
      weekdays: [5, 6],
    }
    // Mon 1 June to Mon 8 June: Mon, Tue at the base rate; Wed, Thu, Sun in season; Fri, Sat weekend.
    const { nightly, total } = priceStay(room, [weekend, season], {
      checkIn: '2026-06-01',
      checkOut: '2026-06-08',
    })
    expect(nightly.map((night) => night.rate)).toEqual([
      9500, 9500, 12_000, 12_000, 15_000, 15_000, 12_000,
    ])
    expect(total).toBe(2 * 9500 + 3 * 12_000 + 2 * 15_000)
    expect(rateRuns(nightly)).toEqual([
      { nights: 2, rate: 9500 },
      { nights: 2, rate: 12_000 },
      { nights: 2, rate: 15_000 },
      { nights: 1, rate: 12_000 },
    ])
    // Another room's periods change nothing.
    expect(
      priceStay({ id: 2, rate: 100 }, [weekend, season], {
        checkIn: '2026-06-05',
        checkOut: '2026-06-06',
      }).total,
    ).toBe(100)
  })

  it('a total never depends on how the stay is split', () => {
    fc.assert(
      fc.property(periods, stay, fc.nat(), (all, whole, at) => {
        const nights = daysBetween(whole.checkIn, whole.checkOut)
        const split = addDays(whole.checkIn, at % (nights + 1))
        const first = priceStay(room, all, { checkIn: whole.checkIn, checkOut: split })
        const second = priceStay(room, all, { checkIn: split, checkOut: whole.checkOut })
        expect(first.total + second.total).toBe(priceStay(room, all, whole).total)
      }),
    )
  })

  it('is the sum of one-night stays, each at the rate the precedence gives', () => {
    fc.assert(
      fc.property(periods, stay, (all, whole) => {
        const { nightly, total } = priceStay(room, all, whole)
        expect(nightly.map((n) => n.date)).toEqual(nightDates(whole))
        let sum = 0
        for (const night of nightDates(whole)) {
          const applying = all.filter(
            (p) =>
              p.roomId === room.id &&
              p.from <= night &&
              night <= p.to &&
              (p.weekdays === null || p.weekdays.includes(isoWeekday(night))),
          )
          // Saved periods never tie: at most one for the weekday and one for every night.
          const specific = applying.filter((p) => p.weekdays !== null)
          const general = applying.filter((p) => p.weekdays === null)
          expect(specific.length).toBeLessThanOrEqual(1)
          expect(general.length).toBeLessThanOrEqual(1)
          const expected = specific[0]?.rate ?? general[0]?.rate ?? room.rate
          expect(nightlyRate(room, all, night)).toBe(expected)
          sum += expected
        }
        expect(total).toBe(sum)
      }),
    )
  })
})

describe('rate periods staff save', () => {
  const summer: RatePeriod = {
    id: 1,
    roomId: 1,
    name: 'Summer',
    from: '2026-06-01',
    to: '2026-08-31',
    rate: 12_000,
    weekdays: null,
  }

  it('refuse a second rate for the same nights at the same level, naming the first', () => {
    const autumn = {
      ...summer,
      id: undefined,
      name: 'Late summer',
      from: '2026-08-15',
      to: '2026-09-30',
    }
    expect(periodConflict(autumn, [summer])).toBe(summer)
    expect(periodProblems(autumn, [summer])?.from).toMatch(
      /Overlaps “Summer” \(Mon, Jun 1, 2026 – Mon, Aug 31, 2026\)/,
    )
    // Weekend nights over the season are another level: allowed, and they win.
    const weekend = { ...autumn, weekdays: [5, 6] as Weekday[] }
    expect(periodConflict(weekend, [summer])).toBeUndefined()
    expect(periodConflict({ ...weekend, weekdays: [6, 7] }, [{ ...weekend, id: 2 }])).toBeDefined()
    expect(
      periodConflict({ ...weekend, weekdays: [1, 2] }, [{ ...weekend, id: 2 }]),
    ).toBeUndefined()
    // Another room, other nights, or the period itself being edited: no conflict.
    expect(periodConflict({ ...autumn, roomId: 2 }, [summer])).toBeUndefined()
    expect(periodConflict({ ...autumn, from: '2026-09-01' }, [summer])).toBeUndefined()
    expect(periodConflict({ ...summer, rate: 1 }, [summer])).toBeUndefined()
  })
})

describe('stay rules', () => {
  const festival: StayRule = {
    id: 1,
    name: 'Festival',
    from: '2026-07-10',
    to: '2026-07-20',
    minNights: 3,
    closedToArrival: false,
    closedToDeparture: false,
  }

  it('add up where they overlap: the longest minimum and either closure', () => {
    const sunday = {
      ...festival,
      id: 2,
      from: '2026-07-12',
      to: '2026-07-12',
      minNights: 2,
      closedToDeparture: true,
    }
    expect(rulesOn([festival, sunday], '2026-07-12')).toEqual({
      minNights: 3,
      closedToArrival: false,
      closedToDeparture: true,
    })
    expect(rulesOn([festival, sunday], '2026-07-21')).toEqual({
      minNights: 1,
      closedToArrival: false,
      closedToDeparture: false,
    })
  })

  it('name the field a stay breaks them on', () => {
    expect(stayRuleProblems([festival], { checkIn: '2026-07-10', checkOut: '2026-07-12' })).toEqual(
      {
        checkOut: 'A stay arriving on Fri, Jul 10, 2026 is at least 3 nights.',
      },
    )
    expect(
      stayRuleProblems([festival], { checkIn: '2026-07-09', checkOut: '2026-07-11' }),
    ).toBeNull()
    const closed = { ...festival, minNights: 1, closedToArrival: true, closedToDeparture: true }
    expect(stayRuleProblems([closed], { checkIn: '2026-07-10', checkOut: '2026-07-22' })).toEqual({
      checkIn: 'No stays can arrive on Fri, Jul 10, 2026.',
    })
    expect(stayRuleProblems([closed], { checkIn: '2026-07-08', checkOut: '2026-07-15' })).toEqual({
      checkOut: 'No stays can leave on Wed, Jul 15, 2026.',
    })
  })

  it('never let through a stay a rule forbids, and refuse no other', () => {
    fc.assert(
      fc.property(rules, stay, (all, asked) => {
        const nights = daysBetween(asked.checkIn, asked.checkOut)
        const within = (r: StayRule, date: string) => r.from <= date && date <= r.to
        const forbidden = all.some(
          (r) =>
            (within(r, asked.checkIn) && (r.closedToArrival || nights < r.minNights)) ||
            (within(r, asked.checkOut) && r.closedToDeparture),
        )
        expect(stayRuleProblems(all, asked) !== null).toBe(forbidden)
      }),
    )
  })
})

describe('the calendar of a month', () => {
  const rooms = [
    { id: 1, rate: 9500, capacity: 2, active: true },
    { id: 2, rate: 6500, capacity: 1, active: true },
    { id: 3, rate: 5000, capacity: 4, active: false },
  ]

  it('gives each day the lowest rate among the free rooms that hold the party, and its rules', () => {
    const days = calendarMonth({
      month: '2026-02',
      guests: 1,
      rooms,
      periods: [
        {
          id: 1,
          roomId: 1,
          name: '',
          from: '2026-02-10',
          to: '2026-02-11',
          rate: 6000,
          weekdays: null,
        },
      ],
      rules: [
        {
          id: 1,
          name: '',
          from: '2026-02-14',
          to: '2026-02-14',
          minNights: 2,
          closedToArrival: true,
          closedToDeparture: false,
        },
      ],
      today: '2026-02-03',
      busy: (roomId, night) => roomId === 2 && night === '2026-02-20',
    })
    expect(days).toHaveLength(28)
    expect(days[0]).toEqual({
      date: '2026-02-01',
      price: null,
      minNights: 1,
      closedToArrival: false,
      closedToDeparture: false,
    })
    expect(days[2]!.price).toBe(6500)
    expect(days[9]!.price).toBe(6000)
    expect(days[13]).toMatchObject({ date: '2026-02-14', minNights: 2, closedToArrival: true })
    expect(days[19]!.price).toBe(9500)
    // Two guests: only the first room.
    const pairs = calendarMonth({
      month: '2026-02',
      guests: 2,
      rooms,
      periods: [],
      rules: [],
      today: '2026-02-01',
      busy: () => true,
    })
    expect(pairs.every((d) => d.price === null)).toBe(true)
  })

  it('has every day of any month once, leap years included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        (year, month) => {
          const key = `${year}-${String(month).padStart(2, '0')}`
          const days = calendarMonth({
            month: key,
            guests: 1,
            rooms: [],
            periods: [],
            rules: [],
            today: '2000-01-01',
            busy: () => false,
          })
          expect(days[0]!.date).toBe(`${key}-01`)
          expect(days.at(-1)!.date.slice(0, 7)).toBe(key)
          expect(addDays(days.at(-1)!.date, 1).slice(8)).toBe('01')
          expect(new Set(days.map((d) => d.date)).size).toBe(days.length)
        },
      ),
    )
  })
})
