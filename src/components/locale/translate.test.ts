import { describe, expect, it } from 'vitest'

import { en, type Locale } from './en'
import { interpolate, translate } from './translate'

describe('locale', () => {
  it('holds the built-in texts of the specification', () => {
    expect(translate(en, 'noMatch')).toBe('No matching data')
    expect(translate(en, 'noData')).toBe('No data')
    expect(translate(en, 'close')).toBe('Close')
    expect(translate(en, 'commandPlaceholder')).toBe('Type a command or search...')
    expect(translate(en, 'searchPlaceholder')).toBe('Search...')
  })

  it('interpolates {label}', () => {
    expect(translate(en, 'create', { label: 'Sea view' })).toBe('Create "Sea view"')
    expect(translate(en, 'calendar.quarter', { quarter: 3 })).toBe('Q3')
  })

  it('leaves unknown placeholders alone', () => {
    expect(interpolate('Create "{label}"')).toBe('Create "{label}"')
  })

  it('reads another locale', () => {
    const pt: Locale = { code: 'pt', messages: { ...en.messages, noData: 'Sem dados' } }
    expect(translate(pt, 'noData')).toBe('Sem dados')
  })

  it('says which key is missing', () => {
    const broken = { code: 'xx', messages: {} } as unknown as Locale
    expect(() => translate(broken, 'noData')).toThrow('Missing message "noData" in locale "xx"')
  })
})
