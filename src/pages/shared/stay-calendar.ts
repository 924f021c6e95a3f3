/**
 * The inn's calendar in the stay picker: each day's lowest price for the party and its stay
 * rules (`GET /calendar`), a month at a time as the picker shows it, kept for a few minutes. The
 * picker never waits for it: a day not yet known is offered, and the server checks every stay.
 * Plain code and the API client only: the home page loads no schemas.
 */
import * as React from 'react'

import type { Calendar } from '@/api/contract'
import type { DateRangeValue, RangeDayInfo } from '@/components/date-picker'
import { addDays, daysBetween } from '@/domain/calendar'
import { toIsoDate } from '@/domain/local-dates'
import { nightsLabel } from '@/domain/plural'
import { formatPrice } from '@/domain/price'
import type { CalendarDay } from '@/domain/rates'
import { api } from '@/lib/api-client'

import { PUBLIC_PATHS } from './public-api'

/** How long a loaded month is kept: prices change seldom, and the server checks each stay. */
const KEEP_MS = 5 * 60_000

/** What a day's name says when it cannot be picked (after its date and price). */
export const DAY_REASONS = {
  noNight: 'no rooms free',
  noStart: 'closed to arrival',
  noEnd: 'closed to departure',
}

/** The picker's view of one calendar day: its price, and the rules it sets. */
export function dayInfoOf(day: CalendarDay, currency: string): RangeDayInfo {
  return {
    ...(day.price === null
      ? { noNight: DAY_REASONS.noNight }
      : { note: formatPrice(day.price, currency) }),
    ...(day.closedToArrival ? { noStart: DAY_REASONS.noStart } : {}),
    ...(day.closedToDeparture ? { noEnd: DAY_REASONS.noEnd } : {}),
    ...(day.minNights > 1 ? { minNights: day.minNights } : {}),
  }
}

/**
 * A stay in words, with what its nights cost at least when every night's price is known:
 * `Jun 5 – 8, 2026 · 3 nights · from €285` (the lowest price of each night, added up).
 */
export function describeStay(
  { checkIn, checkOut }: { checkIn: string; checkOut: string },
  dates: string,
  day: (date: string) => { price: number | null; currency: string } | undefined,
): string {
  const nights = daysBetween(checkIn, checkOut)
  let total = 0
  let currency = ''
  for (let n = 0; n < nights; n++) {
    const known = day(addDays(checkIn, n))
    if (!known || known.price === null) return `${dates} · ${nightsLabel(nights)}`
    total += known.price
    currency = known.currency
  }
  return `${dates} · ${nightsLabel(nights)} · from ${formatPrice(total, currency)}`
}

interface Kept {
  at: number
  calendar?: Calendar
  loading?: Promise<void>
}
const months = new Map<string, Kept>()
const keyOf = (month: string, guests: number) => `${month}|${guests}`

/** Loads a month for a party unless it is kept (or on its way); `done` runs once it is there. */
function load(month: string, guests: number, done: () => void) {
  const key = keyOf(month, guests)
  const kept = months.get(key)
  if (kept && (kept.loading || Date.now() - kept.at < KEEP_MS)) return
  const entry: Kept = { at: Date.now() }
  entry.loading = api
    .get<Calendar>(PUBLIC_PATHS.calendar, { query: { month, guests } })
    .then(
      (calendar) => {
        entry.calendar = calendar
        done()
      },
      // Not known: the days are offered as they are, and the next showing asks again.
      () => {
        months.delete(key)
      },
    )
    .finally(() => {
      entry.loading = undefined
    })
  months.set(key, entry)
}

/** Forgets every loaded month (stories and tests start afresh). */
export function forgetStayCalendar() {
  months.clear()
}

/**
 * The picker's props for a party's calendar: `dayInfo`, `onMonthsShown` (loads the months shown)
 * and `describeRange`; and `warm(month)` to ask for a month before the picker opens.
 */
export function useStayCalendar(
  guests: number,
  locale: string,
  /** The days a stay's nights may fall on (before and after: not for sale, nothing to say). */
  nights: { first: string; last: string },
) {
  const [, loaded] = React.useReducer((n: number) => n + 1, 0)
  const day = (date: string) => {
    const calendar = months.get(keyOf(date.slice(0, 7), guests))?.calendar
    const found = calendar?.days[Number(date.slice(8, 10)) - 1]
    return found && calendar ? { ...found, currency: calendar.currency } : undefined
  }
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const warm = (month: Date) => load(toIsoDate(month).slice(0, 7), guests, loaded)
  return {
    warm,
    dayInfo: (date: Date) => {
      const iso = toIsoDate(date)
      const found = iso >= nights.first && iso <= nights.last ? day(iso) : undefined
      return found ? dayInfoOf(found, found.currency) : undefined
    },
    onMonthsShown: (shown: Date[]) => shown.forEach(warm),
    describeRange: ({ from, to }: DateRangeValue) =>
      describeStay(
        { checkIn: toIsoDate(from), checkOut: toIsoDate(to) },
        dates.formatRange(from, to),
        (date) => day(date),
      ),
  }
}
