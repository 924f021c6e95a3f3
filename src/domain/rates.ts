/**
 * Rates and stay rules. A room has a base rate a night; rate periods change it for some nights
 * (a season, a festival week, the weekend nights of a season). Stay rules limit the stays that
 * arrive or leave on some dates (a minimum of nights, closed to arrival, closed to departure).
 * A stay costs the sum of its nights' rates, so splitting it never changes what it costs.
 *
 * Which rate a night has: the room's period for that night's weekday, else the room's period
 * for every night, else the room's base rate. Two periods of one room may not both claim a night
 * at the same level (`periodConflict`), so there is never a tie. Rules add up instead: where two
 * cover a date, the longer minimum and either closure count.
 *
 * The database prices every stored stay with the same rules (`stay_total`, migration 020), and
 * refuses a booking whose total is not its nights' sum.
 */
import { addDays, daysBetween, fromDayNumber, toDayNumber } from './calendar'
import { MAX_DAYS_AHEAD, MAX_NIGHTS, type Stay } from './dates'
import { formatDate } from './format'
import { plural } from './plural'

/** ISO weekdays: 1 is Monday, 7 is Sunday (weeks start on Monday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
export type Weekday = (typeof WEEKDAYS)[number]
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
  7: 'Sun',
}

/** The most a night may cost, in minor units (as a room's rate). */
export const MAX_RATE = 10_000_000

/** A room's rate for some nights. */
export interface RatePeriod {
  id: number
  roomId: number
  /** What staff call it ("Summer", "Weekend"); may be empty. */
  name: string
  /** The first and the last night it prices, both included (`YYYY-MM-DD`). */
  from: string
  to: string
  /** Minor units a night. */
  rate: number
  /** The nights of the week it prices (ISO, sorted), or `null` for every night. */
  weekdays: Weekday[] | null
}

/** A limit on the stays that arrive or leave on some dates (every room). */
export interface StayRule {
  id: number
  name: string
  /** The first and the last date it covers, both included. */
  from: string
  to: string
  /** The fewest nights of a stay arriving on a covered date (1: no minimum). */
  minNights: number
  /** No stay may arrive on a covered date. */
  closedToArrival: boolean
  /** No stay may leave on a covered date. */
  closedToDeparture: boolean
}

export interface PricedRoom {
  id: number
  /** The base rate a night, minor units. */
  rate: number
}

/** One night of a stay and what it costs. */
export interface NightRate {
  date: string
  rate: number
}

/** The ISO weekday of a `YYYY-MM-DD` date (1970-01-01 was a Thursday). */
export function isoWeekday(date: string): Weekday {
  return (((((toDayNumber(date) + 3) % 7) + 7) % 7) + 1) as Weekday
}

/** The weekdays as stored: `null` for every night (none given, or all seven), else sorted, once each. */
export function normalizeWeekdays(days: readonly number[] | null | undefined): Weekday[] | null {
  const set = [...new Set(days ?? [])].sort((a, b) => a - b) as Weekday[]
  return set.length === 0 || set.length === 7 ? null : set
}

const covers = (period: { from: string; to: string }, date: string) =>
  period.from <= date && date <= period.to

/** The rate of one night of a room: its weekday's period, else its every-night period, else the base rate. */
export function nightlyRate(
  room: PricedRoom,
  periods: readonly RatePeriod[],
  night: string,
): number {
  let everyNight: number | undefined
  let weekday: Weekday | undefined
  for (const period of periods) {
    if (period.roomId !== room.id || !covers(period, night)) continue
    if (period.weekdays === null) everyNight = period.rate
    else if (period.weekdays.includes((weekday ??= isoWeekday(night)))) return period.rate
  }
  return everyNight ?? room.rate
}

/** Each night of a stay with its rate, and their sum. */
export function priceStay(
  room: PricedRoom,
  periods: readonly RatePeriod[],
  stay: Stay,
): { nightly: NightRate[]; total: number } {
  const own = periods.filter(
    (period) =>
      period.roomId === room.id && period.from < stay.checkOut && stay.checkIn <= period.to,
  )
  const first = toDayNumber(stay.checkIn)
  const nightly = Array.from(
    { length: Math.max(0, daysBetween(stay.checkIn, stay.checkOut)) },
    (_, i) => {
      const date = fromDayNumber(first + i)
      return { date, rate: nightlyRate(room, own, date) }
    },
  )
  const total = nightly.reduce((sum, night) => sum + night.rate, 0)
  if (!Number.isSafeInteger(total)) throw new RangeError('Total too large')
  return { nightly, total }
}

/** Runs of nights at one rate: `[{ nights: 2, rate: 8000 }, { nights: 1, rate: 9500 }]`. */
export function rateRuns(nightly: readonly NightRate[]): { nights: number; rate: number }[] {
  const runs: { nights: number; rate: number }[] = []
  for (const { rate } of nightly) {
    const last = runs.at(-1)
    if (last?.rate === rate) last.nights++
    else runs.push({ nights: 1, rate })
  }
  return runs
}

// ── Stay rules ──────────────────────────────────────────────────────────────────────────────

/** What the rules say of a date: the minimum stay arriving then, and whether it is closed. */
export interface DayRules {
  minNights: number
  closedToArrival: boolean
  closedToDeparture: boolean
}

/** The rules of a date, every rule covering it at once (the longest minimum, either closure). */
export function rulesOn(rules: readonly StayRule[], date: string): DayRules {
  const day: DayRules = { minNights: 1, closedToArrival: false, closedToDeparture: false }
  for (const rule of rules) {
    if (!covers(rule, date)) continue
    day.minNights = Math.max(day.minNights, rule.minNights)
    day.closedToArrival ||= rule.closedToArrival
    day.closedToDeparture ||= rule.closedToDeparture
  }
  return day
}

/** What a stay breaking a rule is told (and the API's fields say). */
export const RULE_MESSAGES = {
  closedToArrival: (date: string) => `No stays can arrive on ${formatDate(date)}.`,
  closedToDeparture: (date: string) => `No stays can leave on ${formatDate(date)}.`,
  minNights: (date: string, nights: number) =>
    `A stay arriving on ${formatDate(date)} is at least ${plural(nights, 'night')}.`,
}

/**
 * The rules a stay breaks, by field (`checkIn`: no arrivals that day; `checkOut`: too short for
 * its arrival, or no departures that day), or `null` when it breaks none.
 */
export function stayRuleProblems(
  rules: readonly StayRule[],
  stay: Stay,
): Partial<Record<'checkIn' | 'checkOut', string>> | null {
  const arrival = rulesOn(rules, stay.checkIn)
  const problems: Partial<Record<'checkIn' | 'checkOut', string>> = {}
  if (arrival.closedToArrival) problems.checkIn = RULE_MESSAGES.closedToArrival(stay.checkIn)
  const nights = daysBetween(stay.checkIn, stay.checkOut)
  if (nights < arrival.minNights) {
    problems.checkOut = RULE_MESSAGES.minNights(stay.checkIn, arrival.minNights)
  } else if (rulesOn(rules, stay.checkOut).closedToDeparture) {
    problems.checkOut = RULE_MESSAGES.closedToDeparture(stay.checkOut)
  }
  return problems.checkIn || problems.checkOut ? problems : null
}

// ── Staff edits ─────────────────────────────────────────────────────────────────────────────

/** A period as staff send it (no id yet, or the one being edited). */
export type RatePeriodDraft = Omit<RatePeriod, 'id'> & { id?: number }

const label = (thing: { name: string; from: string; to: string }, what: string) =>
  `${thing.name ? `“${thing.name}”` : `the ${what}`} (${formatDate(thing.from)} – ${formatDate(thing.to)})`

/**
 * The period of the same room that already prices some of these nights at the same level (both
 * for every night, or both for a shared weekday), or `undefined`: staff say which rate wins by
 * changing one, not by the order they were made in.
 */
export function periodConflict(
  draft: RatePeriodDraft,
  periods: readonly RatePeriod[],
): RatePeriod | undefined {
  return periods.find(
    (period) =>
      period.id !== draft.id &&
      period.roomId === draft.roomId &&
      period.from <= draft.to &&
      draft.from <= period.to &&
      (period.weekdays === null
        ? draft.weekdays === null
        : draft.weekdays !== null && period.weekdays.some((day) => draft.weekdays!.includes(day))),
  )
}

/** Why a period cannot be saved beside the others, by field; `null` when it can. */
export function periodProblems(
  draft: RatePeriodDraft,
  periods: readonly RatePeriod[],
): Record<string, string> | null {
  const other = periodConflict(draft, periods)
  if (!other) return null
  const level = other.weekdays === null ? 'every night' : 'the same days of the week'
  return { from: `Overlaps ${label(other, 'rate period')}, which prices ${level} too.` }
}

/** What the API answers staff about rate periods and stay rules (the server and the mocks). */
export const RATE_EDIT_MESSAGES = {
  noSuchRoom: 'No such room.',
  noSuchPeriod: 'No such rate period.',
  noSuchRule: 'No such stay rule.',
  conflict: 'Another rate period prices some of these nights.',
}

/** What a rule that limits nothing is told. */
export const RULE_LIMITS_NOTHING =
  'Set a minimum of 2 nights or more, or close the dates to arrival or departure.'

// ── The calendar ────────────────────────────────────────────────────────────────────────────

/** One day of the calendar for a party: its lowest price that night and its rules. */
export interface CalendarDay extends DayRules {
  date: string
  /** The lowest rate of the rooms that hold the party and are free that night; `null`: none is. */
  price: number | null
}

interface CalendarRoom extends PricedRoom {
  capacity: number
  active: boolean
}

/**
 * Every day of a month (`YYYY-MM`) for a party of `guests`: the lowest rate a night of the rooms
 * that hold the party and are neither booked nor closed that night (`null` when none is, and for
 * nights outside the booking horizon: before `today`, or past the last night a stay can hold),
 * and the stay rules of the day. `busy` says whether a room is booked or closed on a night.
 */
export function calendarMonth({
  month,
  guests,
  rooms,
  periods,
  rules,
  today,
  busy,
}: {
  month: string
  guests: number
  rooms: readonly CalendarRoom[]
  periods: readonly RatePeriod[]
  rules: readonly StayRule[]
  today: string
  busy: (roomId: number, night: string) => boolean
}): CalendarDay[] {
  const first = `${month}-01`
  const next = addDays(first, 40).slice(0, 7)
  const days = daysBetween(first, `${next}-01`)
  const lastNight = addDays(today, MAX_DAYS_AHEAD + MAX_NIGHTS - 1)
  const fitting = rooms.filter((room) => room.active && room.capacity >= guests)
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(first, i)
    let price: number | null = null
    if (date >= today && date <= lastNight) {
      for (const room of fitting) {
        if (busy(room.id, date)) continue
        const rate = nightlyRate(room, periods, date)
        if (price === null || rate < price) price = rate
      }
    }
    return { date, price, ...rulesOn(rules, date) }
  })
}
