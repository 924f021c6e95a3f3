import { describe, expect, it } from 'vitest'

import { HASHING, HashingBusyError, hashPassword, verifyPassword } from './passwords'

const cheap = { log2N: 10, r: 8, p: 1 }

describe('password hashing', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('correct horse', cheap)
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('wrong horse', stored)).toBe(false)
    expect(await verifyPassword('correct horse', 'not-a-hash')).toBe(false)
  })

  it('runs one hash at a time, queues a few and refuses the rest at once', async () => {
    const stored = await hashPassword('pw', cheap)
    const total = HASHING.concurrent + HASHING.waiting + 5
    const results = await Promise.allSettled(
      Array.from({ length: total }, () => verifyPassword('pw', stored)),
    )
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof HashingBusyError,
    )
    const verified = results.filter((r) => r.status === 'fulfilled' && r.value === true)
    expect(refused).toHaveLength(5)
    expect(verified).toHaveLength(HASHING.concurrent + HASHING.waiting)
    // The queue drains: the next request is served again.
    expect(await verifyPassword('pw', stored)).toBe(true)
  })
})
