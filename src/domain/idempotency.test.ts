import { describe, expect, it } from 'vitest'

import { claimDecision, STALE_CLAIM_MS } from './idempotency'

describe('idempotency keys', () => {
  const claimedAt = new Date('2025-06-15T10:00:00.000Z')
  const soon = new Date(claimedAt.getTime() + 1000)
  const late = new Date(claimedAt.getTime() + STALE_CLAIM_MS + 1)

  it('claim a new key and replay an answered one', () => {
    expect(claimDecision(undefined, 'a', soon)).toBe('claim')
    expect(claimDecision({ fingerprint: 'a', answered: true, claimedAt }, 'a', late)).toBe('replay')
  })

  it('refuse a key used with another body, answered or not', () => {
    expect(claimDecision({ fingerprint: 'a', answered: true, claimedAt }, 'b', soon)).toBe('reused')
    expect(claimDecision({ fingerprint: 'a', answered: false, claimedAt }, 'b', late)).toBe(
      'reused',
    )
  })

  it('wait for a running request, and take over one that has been running too long', () => {
    expect(claimDecision({ fingerprint: 'a', answered: false, claimedAt }, 'a', soon)).toBe(
      'in_flight',
    )
    expect(claimDecision({ fingerprint: 'a', answered: false, claimedAt }, 'a', late)).toBe(
      'take_over',
    )
  })
})
