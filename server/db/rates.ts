/**
 * Rate periods and stay rules as the server reads them. Pricing lives in two places that agree
 * (tests/api/rates.test.ts holds them equal): `priceStay` (src/domain/rates.ts) where a price is
 * shown or checked, and the database's `stay_total(room, check_in, check_out)` (migration 020)
 * where a booking is written. Whatever writes a booking (a guest's, a staff booking, a move)
 * stores `stay_total` of its room and nights, or the total `priceStay` gave for them with the
 * rates read now: the `bookings_price` trigger refuses any other (`PG.staleTotal`).
 */
import { type Rates } from '@/api/contract'
import { normalizeWeekdays, type RatePeriod, type StayRule } from '@/domain/rates'

import { type Queryable } from './types'

export const RATE_PERIOD_COLUMNS =
  'id, room_id, name, first_night::text AS first_night, last_night::text AS last_night, rate, weekdays'
export const STAY_RULE_COLUMNS = `id, name, first_day::text AS first_day, last_day::text AS last_day,
  min_nights, closed_to_arrival, closed_to_departure`

export interface RatePeriodRow {
  [key: string]: unknown
  id: number
  room_id: number
  name: string
  first_night: string
  last_night: string
  rate: number
  weekdays: number[] | string | null
}

export interface StayRuleRow {
  [key: string]: unknown
  id: number
  name: string
  first_day: string
  last_day: string
  min_nights: number
  closed_to_arrival: boolean
  closed_to_departure: boolean
}

/** `{1,5}` (a driver that does not parse arrays) or `[1, 5]` → `[1, 5]`. */
const smallints = (value: number[] | string): number[] =>
  Array.isArray(value) ? value.map(Number) : value.replace(/[{}]/g, '').split(',').map(Number)

export function toRatePeriod(row: RatePeriodRow): RatePeriod {
  return {
    id: Number(row.id),
    roomId: Number(row.room_id),
    name: row.name,
    from: row.first_night,
    to: row.last_night,
    rate: Number(row.rate),
    weekdays: row.weekdays === null ? null : normalizeWeekdays(smallints(row.weekdays)),
  }
}

export function toStayRule(row: StayRuleRow): StayRule {
  return {
    id: Number(row.id),
    name: row.name,
    from: row.first_day,
    to: row.last_day,
    minNights: Number(row.min_nights),
    closedToArrival: row.closed_to_arrival,
    closedToDeparture: row.closed_to_departure,
  }
}

/** Every rate period (by room, then first night) and every stay rule (by first day). */
export async function readRates(db: Queryable): Promise<Rates> {
  const [periods, rules] = await Promise.all([
    db.query<RatePeriodRow>(
      `SELECT ${RATE_PERIOD_COLUMNS} FROM rate_periods ORDER BY room_id, first_night, id`,
    ),
    db.query<StayRuleRow>(`SELECT ${STAY_RULE_COLUMNS} FROM stay_rules ORDER BY first_day, id`),
  ])
  return { periods: periods.map(toRatePeriod), rules: rules.map(toStayRule) }
}
