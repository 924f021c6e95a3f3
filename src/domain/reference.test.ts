import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  CROCKFORD_ALPHABET,
  formatReference,
  generateReference,
  parseReference,
  REFERENCE_PATTERN,
} from './reference'

describe('booking references', () => {
  it('are 10 Crockford base32 characters, shown as NJ-XXXXX-XXXXX', () => {
    for (let i = 0; i < 200; i++) {
      const raw = generateReference()
      expect(raw).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/)
      expect(formatReference(raw, 'NJ')).toMatch(REFERENCE_PATTERN)
      expect(formatReference(raw, 'BKNG')).toMatch(REFERENCE_PATTERN)
    }
  })

  it('use every byte of randomness without bias (byte & 31)', () => {
    const raw = generateReference((bytes) => bytes.map((_, i) => i * 32 + i))
    expect(raw).toBe(CROCKFORD_ALPHABET.slice(0, 10))
  })

  it('match the shown pattern exactly in the Crockford alphabet', () => {
    for (const ch of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const shown = `NJ-${ch.repeat(5)}-${ch.repeat(5)}`
      expect(REFERENCE_PATTERN.test(shown)).toBe(CROCKFORD_ALPHABET.includes(ch))
    }
    expect(REFERENCE_PATTERN.test('NJ-ABCDE-1234')).toBe(false)
    expect(REFERENCE_PATTERN.test('ABCDE-ABCDE-12345')).toBe(false)
    expect(REFERENCE_PATTERN.test('-ABCDE-12345')).toBe(false)
    expect(REFERENCE_PATTERN.test('nj-abcde-12345')).toBe(false)
  })

  it('do not repeat', () => {
    const seen = new Set(Array.from({ length: 5000 }, () => generateReference()))
    expect(seen.size).toBe(5000)
  })

  it('read back what people type', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        const raw = generateReference(() => bytes)
        for (const prefix of ['A', 'NJ', 'CASA', 'IOL']) {
          expect(parseReference(formatReference(raw, prefix))).toBe(raw)
          expect(parseReference(formatReference(raw, prefix).toLowerCase())).toBe(raw)
        }
        expect(parseReference(raw)).toBe(raw)
      }),
    )
    expect(parseReference('nj-0oil1-abcde')).toBe('00111ABCDE')
    expect(parseReference('NJ-ABCDE')).toBeNull()
    // Any prefix of one to four letters, as the inn chose it then.
    expect(parseReference('casa-0oil1-abcde')).toBe('00111ABCDE')
    expect(parseReference('CASAS-ABCDE-12345')).toBeNull()
    expect(parseReference('12-ABCDE-12345')).toBeNull()
    expect(parseReference('NJ-ABCDE-1234U')).toBeNull()
  })
})
