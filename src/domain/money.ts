/**
 * A currency's minor unit. Amounts are written one way everywhere, guests' pages and the staff
 * area alike, with `formatPrice` (`price.ts`, which the home page loads without this module).
 */
import { currencyFormat } from './price'

/** The digits after the decimal point of a currency's minor unit (2 for EUR, 0 for JPY; 2 if unknown). */
export function currencyDigits(currency: string): number {
  try {
    return currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}
