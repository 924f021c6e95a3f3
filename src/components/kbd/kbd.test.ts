import { describe, expect, it } from 'vitest'

import { describeKey } from './kbd'

describe('describeKey', () => {
  it('shows meta as ⌘ on Apple and Ctrl elsewhere', () => {
    expect(describeKey('meta', true)).toEqual({ symbol: '⌘', name: 'Command' })
    expect(describeKey('meta', false)).toEqual({ symbol: 'Ctrl', name: 'Control' })
  })

  it('names symbols for screen readers', () => {
    expect(describeKey('Shift')).toEqual({ symbol: '⇧', name: 'Shift' })
    expect(describeKey('enter')).toEqual({ symbol: '↵', name: 'Enter' })
  })

  it('upper-cases single letters and keeps other text', () => {
    expect(describeKey('k')).toEqual({ symbol: 'K', name: 'K' })
    expect(describeKey('F8')).toEqual({ symbol: 'F8', name: 'F8' })
  })
})
