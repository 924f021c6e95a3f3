/**
 * Amounts with all their decimals (the staff area), in minor units as everywhere. Guests' prices
 * are in `price.ts`, which the home page loads without this module.
 */
import { currencyFormat, formatMinorUnits } from './price'

/** Minor units with all the currency's decimals: `formatMoney(12000, 'EUR')` → `€120.00`. */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  return formatMinorUnits(minor, currencyFormat(locale, currency))
}

/** The digits after the decimal point of a currency's minor unit (2 for EUR, 0 for JPY; 2 if unknown). */
export function currencyDigits(currency: string): number {
  try {
    return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}
