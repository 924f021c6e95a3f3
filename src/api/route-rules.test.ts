import { describe, expect, it } from 'vitest'

import { PAGES } from './pages'
import { resolveRouteRule, ROUTE_RULES } from './route-rules'

const at = (href: string) => new URL(href, 'http://localhost')

describe('resolveRouteRule', () => {
  it('leaves paths without a rule alone', () => {
    expect(resolveRouteRule(at('/'))).toBeNull()
    expect(resolveRouteRule(at('/result?guests=2'))).toBeNull()
    expect(resolveRouteRule(at('/constructor'))).toBeNull()
  })

  it('sends a relative target in-app, keeping hash and query', () => {
    expect(resolveRouteRule(at('/home#rooms'))).toEqual({ type: 'internal', to: '/#rooms' })
    expect(resolveRouteRule(at('/home/?ref=mail'))).toEqual({ type: 'internal', to: '/?ref=mail' })
  })

  it('uses the target’s own query when it has one', () => {
    expect(resolveRouteRule(at('/admin/bookings?x=1#top'))).toEqual({
      type: 'internal',
      to: '/admin?section=bookings#top',
    })
  })

  it('makes an absolute target a full page load', () => {
    const rules = { '/docs': 'https://docs.example.com/nightjar', '/old': '//example.org/new#a' }
    expect(resolveRouteRule(at('/docs#intro'), rules)).toEqual({
      type: 'external',
      href: 'https://docs.example.com/nightjar#intro',
    })
    expect(resolveRouteRule(at('/old#b'), rules)).toEqual({
      type: 'external',
      href: 'http://example.org/new#a',
    })
  })

  it('never follows a rule to a script URL', () => {
    expect(resolveRouteRule(at('/x'), { '/x': 'javascript:alert(1)' })).toBeNull()
  })
})

describe('the rule table', () => {
  it('has rules only from paths that are not pages, to pages', () => {
    const pages = new Set<string>(PAGES.map((page) => page.path))
    for (const [from, to] of Object.entries(ROUTE_RULES)) {
      expect(pages.has(from)).toBe(false)
      expect(pages.has(new URL(to, 'http://localhost').pathname)).toBe(true)
    }
  })
})
