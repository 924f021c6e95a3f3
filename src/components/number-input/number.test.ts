import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { decimalsOf, parseNumber, snapToStep } from './number'

describe('snapToStep', () => {
  it('snaps to steps counted from min', () => {
    expect(snapToStep(7, { min: 1, step: 5 })).toBe(6)
    expect(snapToStep(9, { min: 1, step: 5 })).toBe(11)
    expect(snapToStep(7, { step: 5 })).toBe(5)
  })

  it('avoids floating-point noise', () => {
    expect(snapToStep(0.30000000000000004, { step: 0.1 })).toBe(0.3)
    expect(snapToStep(1.005, { step: 0.01 })).toBe(1.01)
  })

  it('stays at or below max when the nearest step is beyond it', () => {
    expect(snapToStep(10, { min: 0, max: 10, step: 3 })).toBe(9)
  })

  it('keeps a value within the bounds', () => {
    expect(snapToStep(-3, { min: 1, max: 10 })).toBe(1)
    expect(snapToStep(12, { min: 1, max: 10 })).toBe(10)
  })

  it('refuses bounds that cannot hold a value', () => {
    expect(() => snapToStep(1, { min: 5, max: 1 })).toThrow('min (5) is greater than max (1)')
  })

  it('refuses a step that is not positive', () => {
    expect(() => snapToStep(1, { step: 0 })).toThrow('step must be positive, got 0')
    expect(() => snapToStep(1, { step: -1 })).toThrow(RangeError)
  })

  it('always lands within the bounds on a step (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        (min, span, step, value) => {
          const max = min + span
          const snapped = snapToStep(value, { min, max, step })
          expect(snapped).toBeGreaterThanOrEqual(min)
          expect(snapped).toBeLessThanOrEqual(max)
          expect((snapped - min) % step).toBe(0)
        },
      ),
    )
  })
})

describe('snapToStep with a move', () => {
  it('moves one step up or down and stops at the bounds', () => {
    expect(snapToStep(2, { min: 0, max: 3 }, 1)).toBe(3)
    expect(snapToStep(3, { min: 0, max: 3 }, 1)).toBe(3)
    expect(snapToStep(0, { min: 0, max: 3 }, -1)).toBe(0)
    expect(snapToStep(0.2, { step: 0.1 }, 1)).toBe(0.3)
  })

  it('moves a value between steps to the neighbouring step', () => {
    expect(snapToStep(7, { step: 5 }, 1)).toBe(10)
    expect(snapToStep(7, { step: 5 }, -1)).toBe(5)
  })

  it('moves several steps at once', () => {
    expect(snapToStep(10, { step: 1 }, 10)).toBe(20)
    expect(snapToStep(10, { min: 0, step: 1 }, -100)).toBe(0)
  })
})

describe('parseNumber', () => {
  it('reads numbers people type', () => {
    expect(parseNumber(' 42 ')).toBe(42)
    expect(parseNumber('-3.5')).toBe(-3.5)
    expect(parseNumber('+3')).toBe(3)
    expect(parseNumber('2,5')).toBe(2.5)
    expect(parseNumber('.5')).toBe(0.5)
    expect(parseNumber('−2')).toBe(-2)
  })

  it('gives null for empty text and NaN for anything else', () => {
    expect(parseNumber('')).toBeNull()
    expect(parseNumber('   ')).toBeNull()
    expect(parseNumber('abc')).toBeNaN()
    expect(parseNumber('1.2.3')).toBeNaN()
    expect(parseNumber('1e5')).toBeNaN()
    expect(parseNumber('*3')).toBeNaN()
  })
})

describe('decimalsOf', () => {
  it('counts decimals, including exponent forms', () => {
    expect(decimalsOf(1)).toBe(0)
    expect(decimalsOf(0.25)).toBe(2)
    expect(decimalsOf(1e-7)).toBe(7)
  })
})
