/**
 * When a room was open to book: its active periods, each from the inn's date it was added or
 * made active again (`from`; `null` for a room older than the records) until the date it was
 * made inactive (`until`, exclusive; `null` while it is still active). The reports count a
 * room's nights only inside them, so adding or deactivating a room today changes no night
 * before today.
 */
import { addDays, daysBetween } from './calendar'

export interface ActivePeriod {
  from: string | null
  until: string | null
}

/** Whether the room was active on the night of `day`. */
export function activeOn(periods: readonly ActivePeriod[], day: string): boolean {
  return periods.some(
    (period) =>
      (period.from === null || period.from <= day) && (period.until === null || day < period.until),
  )
}

/** How many of the nights `from` … `to` (inclusive) the room was active. */
export function activeNights(periods: readonly ActivePeriod[], from: string, to: string): number {
  let nights = 0
  for (const period of periods) {
    const first = period.from !== null && period.from > from ? period.from : from
    // `until` is exclusive: the period's last night is the day before it.
    const lastOfPeriod = period.until === null ? to : addDays(period.until, -1)
    const last = lastOfPeriod < to ? lastOfPeriod : to
    if (first <= last) nights += daysBetween(first, last) + 1
  }
  return nights
}

/**
 * The periods after the room is made active or inactive on `today`: a new period opens (or the
 * one that ended today goes on), or the open one ends today (dropped if it began today, when
 * it held no night).
 */
export function periodsAfter(
  periods: readonly ActivePeriod[],
  active: boolean,
  today: string,
): ActivePeriod[] {
  const open = periods.find((period) => period.until === null)
  if (active) {
    if (open) return [...periods]
    const endedToday = periods.find((period) => period.until === today)
    if (endedToday) return periods.map((p) => (p === endedToday ? { ...p, until: null } : p))
    return [...periods, { from: today, until: null }]
  }
  if (!open) return [...periods]
  return periods
    .map((p) => (p === open ? { ...p, until: today } : p))
    .filter((p) => p.from === null || p.until === null || p.from < p.until)
}

/**
 * The periods a room has before any were recorded: active rooms since the day each was added
 * (or always), inactive ones never (when they were active is not known).
 */
export function initialPeriods(room: {
  active: boolean
  openedOn?: string | null
}): ActivePeriod[] {
  return room.active ? [{ from: room.openedOn ?? null, until: null }] : []
}
