import { formatMoney } from '@/domain/pricing'

export { formatMoney }

/** The local-midnight `Date` of a `YYYY-MM-DD` date (what the date picker works with). */
export function fromIsoDate(iso: string): Date {
  return new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
}

/** The `YYYY-MM-DD` date of a local `Date`. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`)

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const shortDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const weekdayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** `Mon 2 Jun 2025`. */
export function formatDay(iso: string): string {
  return dayFormat.format(utc(iso))
}

/** `Mon 2 Jun`. */
export function formatWeekday(iso: string): string {
  return weekdayFormat.format(utc(iso))
}

/** `2 Jun`. */
export function formatShortDay(iso: string): string {
  return shortDayFormat.format(utc(iso))
}

/** `June 2025` for `2025-06` or `2025-06-01`. */
export function formatMonth(iso: string): string {
  return monthFormat.format(utc(iso.length === 7 ? `${iso}-01` : iso))
}

/** `2 Jun – 5 Jun 2025`: a stay from check-in to check-out. */
export function formatStay(checkIn: string, checkOut: string): string {
  return `${formatShortDay(checkIn)} – ${formatShortDay(checkOut)} ${checkOut.slice(0, 4)}`
}

/** `1 night`, `3 nights`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 })

/** `0.734` → `73%`. */
export function formatPercent(ratio: number): string {
  return percentFormat.format(ratio)
}

/** A timestamp in the inn's time zone: `2 Jun 2025, 14:05`. */
export function formatTimestamp(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso))
}

/** The digits after the decimal point of a currency's minor unit (2 for EUR, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    )
  } catch {
    return 2
  }
}

/** A message for anything thrown by an API call. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.'
}
