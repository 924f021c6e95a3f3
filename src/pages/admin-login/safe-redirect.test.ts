import { describe, expect, it } from 'vitest'

import { safeRedirect } from './safe-redirect'

const origin = 'https://inn.example'

describe('safeRedirect', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirect('/admin?section=bookings&q=NJ-1', origin)).toBe(
      '/admin?section=bookings&q=NJ-1',
    )
    expect(safeRedirect('/admin?section=rooms#top', origin)).toBe('/admin?section=rooms#top')
  })

  it('goes to /admin when there is no target', () => {
    expect(safeRedirect(null, origin)).toBe('/admin')
    expect(safeRedirect(undefined, origin)).toBe('/admin')
    expect(safeRedirect('', origin)).toBe('/admin')
  })

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    'javascript:alert(1)',
    'admin',
    ' /admin',
  ])('refuses %j (not a same-origin path)', (value) => {
    expect(safeRedirect(value, origin)).toBe('/admin')
  })

  it('does not send the visitor back to the login page', () => {
    expect(safeRedirect('/admin/login', origin)).toBe('/admin')
    expect(safeRedirect('/admin/login/?redirect=/admin', origin)).toBe('/admin')
  })
})
