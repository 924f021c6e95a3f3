import { describe, expect, it } from 'vitest'

import { seedDemoEnabled } from './open'

describe('SEED_DEMO', () => {
  it('is on by default and off in production', () => {
    expect(seedDemoEnabled({})).toBe(true)
    expect(seedDemoEnabled({ NODE_ENV: 'test' })).toBe(true)
    expect(seedDemoEnabled({ NODE_ENV: 'production' })).toBe(false)
  })

  it('can be switched either way explicitly', () => {
    for (const off of ['0', 'false', 'off', 'no', 'FALSE'])
      expect(seedDemoEnabled({ SEED_DEMO: off })).toBe(false)
    expect(seedDemoEnabled({ SEED_DEMO: '1', NODE_ENV: 'production' })).toBe(true)
  })
})
