/**
 * Text for the staff area, written as the public pages write it (one way to write a date across
 * the product): days (`Mon, Jun 2, 2025`), stays (`Jun 2 – 5, 2025`), timestamps in the inn's
 * zone on a 24-hour clock, ratios. Formats are made on first use and kept.
 */
import { dateFormat, formatDate, formatDateRange, utcDay } from './format'

/** `Mon, Jun 2, 2025`. */
export function formatDay(iso: string): string {
  return formatDate(iso)
}

/** `Mon, Jun 2`. */
export function formatWeekday(iso: string): string {
  return dateFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(utcDay(iso))
}

/** `Jun 2`. */
export function formatShortDay(iso: string): string {
  return dateFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utcDay(iso))
}

/** `June 2025` for `2025-06` or `2025-06-01`. */
export function formatMonth(iso: string): string {
  return dateFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcDay(iso.length === 7 ? `${iso}-01` : iso),
  )
}

/** `Jun 2 – 5, 2025`: a stay from check-in to check-out, as the guest's pages write it. */
export function formatStay(checkIn: string, checkOut: string): string {
  return formatDateRange(checkIn, checkOut)
}

/** A timestamp in a time zone (the inn's; the device's when none): `Jun 2, 2025, 14:05`. */
export function formatTimestamp(iso: string, timeZone?: string): string {
  return dateFormat('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(iso))
}

/** `0.734` → `73%`. */
export function formatPercent(ratio: number): string {
  return percentFormat().format(ratio)
}

let percent: Intl.NumberFormat | undefined
const percentFormat = () =>
  (percent ??= new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 }))
