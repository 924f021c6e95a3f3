import { describe, expect, it } from 'vitest'

import { en, translate } from '@/components/locale'

import { formatDatePickerValue } from './format-value'

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate(en, key, params)
const d = (y: number, m: number, day: number) => new Date(y, m - 1, day)
// Intl puts thin or narrow no-break spaces around range dashes; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, ' ')

describe('formatDatePickerValue', () => {
  it('formats each mode', () => {
    expect(formatDatePickerValue('single', d(2026, 1, 20), 'en', t)).toBe('Jan 20, 2026')
    expect(
      plain(formatDatePickerValue('range', { from: d(2026, 1, 20), to: d(2026, 2, 2) }, 'en', t)),
    ).toBe('Jan 20 – Feb 2, 2026')
    expect(formatDatePickerValue('multiple', [d(2026, 1, 5), d(2026, 1, 7)], 'en', t)).toBe(
      'Jan 5, 2026; Jan 7, 2026',
    )
    expect(
      plain(formatDatePickerValue('week', { from: d(2026, 1, 19), to: d(2026, 1, 25) }, 'en', t)),
    ).toBe('Week 4, Jan 19 – 25, 2026')
    expect(formatDatePickerValue('month', { year: 2026, month: 2 }, 'en', t)).toBe('March 2026')
    expect(formatDatePickerValue('year', 1999, 'en', t)).toBe('1999')
    expect(formatDatePickerValue('quarter', d(2026, 7, 1), 'en', t)).toBe('Q3 2026')
    expect(formatDatePickerValue('time', { hours: 9, minutes: 5 }, 'en', t)).toBe('09:05')
  })

  it('gives an empty text for no value', () => {
    expect(formatDatePickerValue('single', null, 'en', t)).toBe('')
    expect(formatDatePickerValue('time', undefined, 'en', t)).toBe('')
  })

  it('follows the locale', () => {
    expect(formatDatePickerValue('month', { year: 2026, month: 2 }, 'de', t)).toBe('März 2026')
  })

  it('names an unknown mode', () => {
    expect(() => formatDatePickerValue('decade' as 'year', 2020, 'en', t)).toThrow(
      'Unknown date picker mode "decade"',
    )
  })
})
