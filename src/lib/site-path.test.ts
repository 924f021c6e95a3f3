import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { safeRedirect, sitePath } from './site-path'

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
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2E/%2e//evil.example',
    '/\t/evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'admin',
    ' /admin',
  ])('refuses %j (not a path on this site once normalised)', (value) => {
    expect(safeRedirect(value, origin)).toBe('/admin')
  })

  it('does not send the visitor back to the login page', () => {
    expect(safeRedirect('/admin/login', origin)).toBe('/admin')
    expect(safeRedirect('/admin/login/?redirect=/admin', origin)).toBe('/admin')
    expect(safeRedirect('/x/../admin/login', origin)).toBe('/admin')
  })
})

describe('sitePath', () => {
  it('answers the normalised path', () => {
    expect(sitePath('/a/./b/../c?x=1#y', origin)).toBe('/a/c?x=1#y')
    expect(sitePath('/booking?ref=NJ-1', origin)).toBe('/booking?ref=NJ-1')
  })

  // Pieces attackers put together: whatever comes out, a browser reading it as a Location from
  // this site stays on this site.
  const piece = fc.constantFrom(
    '/',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2f',
    '%5c',
    '//',
    '\t',
    '\n',
    '\r',
    ' ',
    '@',
    ':',
    'evil.example',
    'https:',
    'javascript:',
    '?',
    '#',
    '%00',
    '\u0000',
    'admin',
    '%252e',
  )
  it('never answers a path that leaves the site (200 built from attack pieces)', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (pieces) => {
        const value = `/${pieces.join('')}`
        for (const answer of [sitePath(value, origin), safeRedirect(value, origin)]) {
          if (answer === undefined) continue
          expect(answer.startsWith('/') && !answer.startsWith('//')).toBe(true)
          expect(new URL(answer, origin).origin).toBe(origin)
          // Read again (a browser following it, then a second hop), still this site.
          expect(new URL(answer, `${origin}/a/b`).origin).toBe(origin)
        }
      }),
      { numRuns: 200 },
    )
  })
})
