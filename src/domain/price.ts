/**
 * Prices as guests and staff read them. Amounts are integers in the currency's minor unit (cents
 * for EUR, yen for JPY); the currency's own number of decimals turns them into its major unit.
 * Number formats are made on first use and kept, so importing this module does no work.
 */

const formats = new Map<string, Intl.NumberFormat>()

/** The (kept) currency format of a locale; `trim` drops `.00` from whole amounts. */
export function currencyFormat(locale: string, currency: string, trim = false): Intl.NumberFormat {
  const key = `${locale}|${currency}|${trim}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(trim ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
    })
    formats.set(key, format)
  }
  return format
}

/** Minor units in a currency format: divided by 10 to the currency's decimals. */
export function formatMinorUnits(minor: number, format: Intl.NumberFormat): string {
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minor / 10 ** digits)
}

/**
 * A price as guests read it: whole amounts without decimals, the rest with them:
 * `formatPrice(9500, 'EUR')` → `€95`, `formatPrice(9550, 'EUR')` → `€95.50`.
 */
export function formatPrice(minor: number, currency: string, locale = 'en'): string {
  return formatMinorUnits(minor, currencyFormat(locale, currency, true))
}
