import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { progressState } from './progress-value'

describe('progressState', () => {
  it('clamps to 0–100 by default', () => {
    expect(progressState(-5)).toMatchObject({ value: 0, percent: 0, max: 100 })
    expect(progressState(130)).toMatchObject({ value: 100, percent: 100 })
    expect(progressState(42)).toMatchObject({ value: 42, percent: 42, indeterminate: false })
  })

  it('is indeterminate without a value', () => {
    expect(progressState(undefined)).toMatchObject({ indeterminate: true, value: undefined })
    expect(progressState(null).percent).toBeUndefined()
  })

  it('uses a custom max', () => {
    expect(progressState(3, 8)).toMatchObject({ value: 3, max: 8, percent: 38 })
    expect(progressState(9, 8)).toMatchObject({ value: 8, percent: 100 })
  })

  it('treats an array as step labels', () => {
    const steps = ['Search', 'Choose', 'Details', 'Done']
    expect(progressState(2, steps)).toMatchObject({ max: 3, step: 2, percent: 67, steps })
    expect(progressState(7, steps)).toMatchObject({ step: 3, percent: 100 })
  })

  it('refuses a max it cannot draw', () => {
    expect(() => progressState(1, 0)).toThrow(
      'Progress max must be a finite number above 0, got 0.',
    )
    expect(() => progressState(1, ['Only'])).toThrow(
      'Progress needs at least two step labels, got 1.',
    )
    expect(() => progressState(1, Number.NaN)).toThrow(RangeError)
  })

  it('keeps every value within 0…max', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        (v, max) => {
          const clamped = progressState(v, max).value
          expect(clamped).toBeGreaterThanOrEqual(0)
          expect(clamped).toBeLessThanOrEqual(max)
        },
      ),
    )
  })
})
