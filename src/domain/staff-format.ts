/**
 * Text for the staff area: days in fixed British English (`Mon 2 Jun 2025`), timestamps in the
 * inn's zone, ratios and error messages. Formats are made on first use and kept.
 */
import { dateFormat, formatDate, utcDay } from './format'

/** `Mon 2 Jun 2025`. */
export function formatDay(iso: string): string {
  return formatDate(iso, 'en-GB')
}

/** `Mon 2 Jun`. */
export function formatWeekday(iso: string): string {
  return dateFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(utcDay(iso))
}

/** `2 Jun`. */
export function formatShortDay(iso: string): string {
  return dateFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    utcDay(iso),
  )
}

/** `June 2025` for `2025-06` or `2025-06-01`. */
export function formatMonth(iso: string): string {
  return dateFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcDay(iso.length === 7 ? `${iso}-01` : iso),
  )
}

/** `2 Jun – 5 Jun 2025`: a stay from check-in to check-out. */
export function formatStay(checkIn: string, checkOut: string): string {
  return `${formatShortDay(checkIn)} – ${formatShortDay(checkOut)} ${checkOut.slice(0, 4)}`
}

/** A timestamp in a time zone (the inn's; the device's when none): `2 Jun 2025, 14:05`. */
export function formatTimestamp(iso: string, timeZone?: string): string {
  return dateFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
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
