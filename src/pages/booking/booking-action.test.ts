import { describe, expect, it } from 'vitest'

import type { BookingRequest } from '@/api/contract'

import { idempotencyKeyFor } from './booking-action'

const body: BookingRequest = {
  roomId: 1,
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  guests: 2,
  guest: { name: 'Alex Doe', email: 'alex@example.com' },
}

describe('idempotencyKeyFor', () => {
  it('sends a retry of the same details with the same key', () => {
    const key = idempotencyKeyFor('session-a', body)
    expect(key).toMatch(/^nj-[0-9a-f]{32}$/)
    expect(idempotencyKeyFor('session-a', { ...body })).toBe(key)
  })

  it('gives changed details, or another form session, a new key', () => {
    const key = idempotencyKeyFor('session-b', body)
    const changed = idempotencyKeyFor('session-b', {
      ...body,
      guest: { ...body.guest, notes: 'Late' },
    })
    expect(changed).not.toBe(key)
    expect(idempotencyKeyFor('session-c', body)).not.toBe(key)
  })
})
