/** Prices are integers in the currency's minor unit; nothing here uses floating point money. */

/** The total of a stay: nights × nightly rate. Throws if it is not a safe integer. */
export function stayTotal(nights: number, rate: number): number {
  if (!Number.isInteger(nights) || nights < 0) throw new RangeError(`Bad nights: ${nights}`)
  if (!Number.isInteger(rate) || rate < 0) throw new RangeError(`Bad rate: ${rate}`)
  const total = nights * rate
  if (!Number.isSafeInteger(total)) throw new RangeError('Total too large')
  return total
}
