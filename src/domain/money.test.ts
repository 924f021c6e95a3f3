import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { currencyDigits } from './money'
import { currencyFormat, formatMinorUnits, formatPrice } from './price'

describe('amounts', () => {
  it('are written without decimals when they are whole', () => {
    expect(formatPrice(9500, 'EUR')).toBe('€95')
    expect(formatPrice(9550, 'EUR')).toBe('€95.50')
    expect(formatPrice(123_456, 'USD')).toBe('$1,234.56')
    expect(formatPrice(9500, 'JPY')).toBe('¥9,500')
    expect(formatPrice(1000, 'GBP', 'en-GB')).toBe('£10')
  })

  it('differ from the full format only in the trailing zeros of whole amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom('EUR', 'USD', 'GBP', 'JPY', 'BHD'),
        fc.constantFrom('en', 'en-GB', 'de', 'pt-PT'),
        (minor, currency, locale) => {
          const full = formatMinorUnits(minor, currencyFormat(locale, currency))
          const price = formatPrice(minor, currency, locale)
          const digits = currencyDigits(currency)
          if (digits === 0 || minor % 10 ** digits !== 0) expect(price).toBe(full)
          else expect(price.length).toBe(full.length - digits - 1)
        },
      ),
    )
  })

  it('know each currency’s minor unit, and assume 2 for an unknown code', () => {
    expect([currencyDigits('EUR'), currencyDigits('JPY'), currencyDigits('BHD')]).toEqual([2, 0, 3])
    expect(currencyDigits('nope')).toBe(2)
  })
})
