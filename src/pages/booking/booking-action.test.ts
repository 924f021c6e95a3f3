import { describe, expect, it } from 'vitest'

import type { BookingRequest } from '@/api/contract'

import { idempotencyKeyFor, newFormKey } from './booking-action'

const body: BookingRequest = {
  roomId: 1,
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  guests: 2,
  guest: { name: 'Alex Doe', email: 'alex@example.com' },
}

describe('idempotencyKeyFor', () => {
  const form = newFormKey()

  it("sends the same details from the same form with the same key, the form's own", () => {
    const key = idempotencyKeyFor(form, body)
    expect(key).toMatch(/^nj-[0-9a-f]{32}-[0-9a-f]{16}$/)
    expect(key.startsWith(`${form}-`)).toBe(true)
    // Another request object, other key order: the same details.
    const { guest, ...stay } = body
    expect(
      idempotencyKeyFor(form, { guest: { email: guest.email, name: guest.name }, ...stay }),
    ).toBe(key)
  })

  it('gives changed details, or another form, a new key', () => {
    const key = idempotencyKeyFor(form, body)
    const changed = idempotencyKeyFor(form, { ...body, guest: { ...body.guest, notes: 'Late' } })
    expect(changed).not.toBe(key)
    expect(idempotencyKeyFor(newFormKey(), body)).not.toBe(key)
  })

  it('makes its own key for a form without one of ours', () => {
    for (const odd of [null, '', 'x', `${form}!`, 'nj-' + 'g'.repeat(32)]) {
      const key = idempotencyKeyFor(odd, body)
      expect(key).toMatch(/^nj-[0-9a-f]{32}-[0-9a-f]{16}$/)
      expect(idempotencyKeyFor(odd, body)).not.toBe(key)
    }
  })

  it('stays within the API limit of 255 characters', () => {
    expect(idempotencyKeyFor(form, body).length).toBeLessThanOrEqual(255)
  })
})
