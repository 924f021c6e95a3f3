/**
 * Days and stays as text in the visitor's locale (the public pages). Calendar days are read as
 * calendar days whatever the device's zone (formatted in UTC). Formats are made on first use and
 * kept, so importing this module does no work. The staff area's fixed British English
 * (`Mon 2 Jun 2025`) is `staff-format.ts`; counts (`3 nights`) are `plural.ts`.
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** The (kept) date format of a locale and options. */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    dateFormats.set(key, format)
  }
  return format
}

/**
 * The same text on every engine: ICU's newer data (Node's) writes thin and narrow no-break
 * spaces where a browser's writes plain ones (`Jan 20 – 23`), and a page drawn on the server
 * must read the same in the browser that takes it over.
 */
export const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ')

/** UTC midnight of a `YYYY-MM-DD` day. */
export function utcDay(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day))
}

/** `Tue, Jan 20, 2026` for a `YYYY-MM-DD` day (in `en`; other locales their own way). */
export function formatDate(
  iso: string,
  locale = 'en',
  options?: Intl.DateTimeFormatOptions,
): string {
  return plainSpaces(
    dateFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
      ...options,
    }).format(utcDay(iso)),
  )
}

/** `Jan 20 – 23, 2026`: a stay's days, shortened where they share a month or year. */
export function formatDateRange(checkIn: string, checkOut: string, locale = 'en'): string {
  return plainSpaces(
    dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
      utcDay(checkIn),
      utcDay(checkOut),
    ),
  )
}
