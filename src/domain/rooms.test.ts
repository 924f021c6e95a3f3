import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { roomIdFromPath } from './rooms'

describe('room ids in paths', () => {
  it('are up to nine digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (id) => {
        expect(roomIdFromPath(String(id))).toBe(id)
      }),
    )
    for (const text of ['', '-1', '1.5', '1e3', 'abc', '1234567890', ' 1'])
      expect(roomIdFromPath(text)).toBeUndefined()
  })
})
