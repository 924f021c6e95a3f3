import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { stayTotal } from './pricing'

describe('prices', () => {
  it('charges nights × rate in whole minor units', () => {
    expect(stayTotal(3, 9500)).toBe(28_500)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (n, rate) => {
          const total = stayTotal(n, rate)
          expect(Number.isInteger(total)).toBe(true)
          expect(total).toBe(n * rate)
        },
      ),
    )
  })

  it('is additive: splitting a stay never changes its price', () => {
    fc.assert(
      fc.property(fc.nat(30), fc.nat(30), fc.nat(1_000_000), (a, b, rate) => {
        expect(stayTotal(a + b, rate)).toBe(stayTotal(a, rate) + stayTotal(b, rate))
      }),
    )
  })

  it('refuses fractional or negative input instead of guessing', () => {
    expect(() => stayTotal(2, 99.5)).toThrow()
    expect(() => stayTotal(-1, 100)).toThrow()
    expect(() => stayTotal(1.5, 100)).toThrow()
  })
})
