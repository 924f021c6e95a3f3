import { type BookedStay, type Closure, type RoomLike } from './availability'
import { addDays, daysBetween, nightDates, startOfWeek } from './dates'
import { activeNights, activeOn, type ActivePeriod, initialPeriods } from './room-periods'

export const REPORT_PERIODS = ['week', 'month', 'quarter', 'year'] as const
export type ReportPeriod = (typeof REPORT_PERIODS)[number]

export interface Range {
  from: string
  /** Inclusive. */
  to: string
}

const pad = (n: number) => String(n).padStart(2, '0')

function monthRange(year: number, month: number, months = 1): Range {
  const from = `${year}-${pad(month)}-01`
  const endMonth = month + months // 1-based, may pass 12
  const next = `${year + Math.floor((endMonth - 1) / 12)}-${pad(((endMonth - 1) % 12) + 1)}-01`
  return { from, to: addDays(next, -1) }
}

/** The week (Monday–Sunday), month, quarter or year that holds `date`. */
export function periodRange(period: ReportPeriod, date: string): Range {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  switch (period) {
    case 'week': {
      const from = startOfWeek(date)
      return { from, to: addDays(from, 6) }
    }
    case 'month':
      return monthRange(year, month)
    case 'quarter':
      return monthRange(year, Math.floor((month - 1) / 3) * 3 + 1, 3)
    case 'year':
      return { from: `${year}-01-01`, to: `${year}-12-31` }
  }
}

/** A report's buckets: days for a week or month, months for a quarter or year. */
export function periodBuckets(period: ReportPeriod, date: string): (Range & { label: string })[] {
  const range = periodRange(period, date)
  if (period === 'week' || period === 'month') {
    const days = daysBetween(range.from, range.to) + 1
    return Array.from({ length: days }, (_, i) => {
      const day = addDays(range.from, i)
      return { label: day, from: day, to: day }
    })
  }
  const first = Number(range.from.slice(5, 7))
  const year = Number(range.from.slice(0, 4))
  return Array.from({ length: period === 'quarter' ? 3 : 12 }, (_, i) => ({
    label: `${year}-${pad(first + i)}`,
    ...monthRange(year, first + i),
  }))
}

export interface ReportBooking extends BookedStay {
  total: number
}

const ratio = (booked: number, available: number) =>
  available > 0 ? Math.min(1, Math.round((booked / available) * 10_000) / 10_000) : 0

/**
 * Occupancy and revenue of the period holding `date`. Counts each room's nights only while it was
 * active (`activePeriods`; without them, an active room from the day it was added, `openedOn`,
 * and an inactive one never), so adding or deactivating a room today does not change the periods
 * before: available = active nights less closures; booked = nights of confirmed bookings while
 * active; revenue spreads each booking's total over its nights (whole minor units, the remainder
 * on the first nights).
 */
export function computeReport(input: {
  period: ReportPeriod
  date: string
  currency: string
  rooms: readonly (RoomLike & {
    openedOn?: string | null
    activePeriods?: readonly ActivePeriod[]
  })[]
  bookings: readonly ReportBooking[]
  closures: readonly Closure[]
}) {
  const { period, date, currency } = input
  const range = periodRange(period, date)
  const buckets = periodBuckets(period, date).map((b) => ({
    ...b,
    bookedNights: 0,
    availableNights: 0,
    revenue: 0,
  }))
  const bucketOf = (day: string) =>
    day < range.from || day > range.to
      ? undefined
      : buckets.find((b) => b.from <= day && day <= b.to)

  const periods = new Map(
    input.rooms.map((room) => [room.id, room.activePeriods ?? initialPeriods(room)]),
  )
  const activeThen = (roomId: number, day: string) => activeOn(periods.get(roomId) ?? [], day)
  for (const bucket of buckets) {
    for (const roomPeriods of periods.values()) {
      bucket.availableNights += activeNights(roomPeriods, bucket.from, bucket.to)
    }
  }
  const closed = new Set<string>()
  for (const closure of input.closures) {
    const key = `${closure.roomId}|${closure.date}`
    if (!activeThen(closure.roomId, closure.date) || closed.has(key)) continue
    closed.add(key)
    const bucket = bucketOf(closure.date)
    if (bucket) bucket.availableNights -= 1
  }
  for (const booking of input.bookings) {
    if (booking.status !== 'confirmed') continue
    const nights = nightDates(booking)
    const base = Math.floor(booking.total / nights.length)
    const extra = booking.total - base * nights.length
    nights.forEach((night, i) => {
      const bucket = bucketOf(night)
      if (!bucket || !activeThen(booking.roomId, night)) return
      bucket.bookedNights += 1
      bucket.revenue += base + (i < extra ? 1 : 0)
    })
  }
  const sum = (key: 'bookedNights' | 'availableNights' | 'revenue') =>
    buckets.reduce((acc, b) => acc + b[key], 0)
  const bookedNights = sum('bookedNights')
  const availableNights = sum('availableNights')
  return {
    period,
    from: range.from,
    to: range.to,
    currency,
    bookedNights,
    availableNights,
    occupancy: ratio(bookedNights, availableNights),
    revenue: sum('revenue'),
    buckets: buckets.map((b) => ({ ...b, occupancy: ratio(b.bookedNights, b.availableNights) })),
  }
}
