import { describe, expect, it } from 'vitest'

import { isPromiseLike } from './is-promise-like'

describe('isPromiseLike', () => {
  it('recognises promises and thenables', () => {
    expect(isPromiseLike(Promise.resolve())).toBe(true)
    expect(isPromiseLike({ then: () => {} })).toBe(true)
  })

  it('rejects what a sync handler returns', () => {
    for (const value of [undefined, null, 0, 'then', {}, { then: 1 }, () => {}]) {
      expect(isPromiseLike(value)).toBe(false)
    }
  })
})
