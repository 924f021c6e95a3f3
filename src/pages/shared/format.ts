/** Text for prices, days and counts on the public pages (Intl, in the locale's language). */

const moneyFormats = new Map<string, Intl.NumberFormat>()

function moneyFormat(locale: string, currency: string) {
  const key = `${locale}|${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // €95 rather than €95.00; €95.50 keeps its cents.
      trailingZeroDisplay: 'stripIfInteger',
    })
    moneyFormats.set(key, format)
  }
  return format
}

/**
 * An amount in minor units (cents for EUR, yen for JPY) in the inn's currency:
 * `formatMoney(9500, 'EUR')` → `€95`. The currency's own number of decimals is used.
 */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  const format = moneyFormat(locale, currency)
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minor / 10 ** digits)
}

/** `Tue, Jan 20, 2026` for a `YYYY-MM-DD` day (read as a calendar day, whatever the zone). */
export function formatDay(iso: string, locale = 'en', options?: Intl.DateTimeFormatOptions) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    ...options,
  }).format(new Date(Date.UTC(year, month - 1, day)))
}

/** `Jan 20 – 23, 2026`: a stay's days, shortened where they share a month or year. */
export function formatStay(checkIn: string, checkOut: string, locale = 'en') {
  const toDate = (iso: string) => {
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
    return new Date(Date.UTC(year, month - 1, day))
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    toDate(checkIn),
    toDate(checkOut),
  )
}

/** `1 night`, `3 nights`. */
export const nightsLabel = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`

/** `1 guest`, `2 guests`. */
export const guestsLabel = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`
