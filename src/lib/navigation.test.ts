import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  classifyNavigation,
  ExternalNavigationError,
  navigateTo,
  setAppRouter,
  UnsafeNavigationError,
} from './navigation'

const ORIGIN = 'https://nightjar.test'

describe('classifyNavigation', () => {
  it('keeps same-origin targets in the app, with query and hash', () => {
    expect(classifyNavigation('/result?guests=2#rooms', ORIGIN)).toEqual({
      type: 'internal',
      path: '/result?guests=2#rooms',
    })
    expect(classifyNavigation('https://nightjar.test/admin', ORIGIN)).toEqual({
      type: 'internal',
      path: '/admin',
    })
    expect(classifyNavigation('booking', ORIGIN)).toEqual({ type: 'internal', path: '/booking' })
  })

  it.each([
    'https://example.com/',
    '//example.com/path',
    'http://nightjar.test/', // another scheme is another origin
    'mailto:desk@nightjar.test',
    'tel:+351000000',
  ])('sees %s as external', (url) => {
    expect(classifyNavigation(url, ORIGIN).type).toBe('external')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses the script URL %j', (url) => {
    expect(() => classifyNavigation(url, ORIGIN)).toThrow(UnsafeNavigationError)
  })
})

describe('navigateTo', () => {
  const location = { origin: ORIGIN, assign: vi.fn(), replace: vi.fn() }
  const router = { navigate: vi.fn() }

  beforeEach(() => {
    vi.stubGlobal('window', { location })
    setAppRouter(router as never)
  })
  afterEach(() => {
    setAppRouter(undefined)
    vi.unstubAllGlobals()
    vi.clearAllMocks()
  })

  it('navigates in the app through the router', () => {
    void navigateTo('/result#top')
    void navigateTo('/admin/login', { replace: true })
    expect(router.navigate.mock.calls).toEqual([
      ['/result#top', { replace: undefined }],
      ['/admin/login', { replace: true }],
    ])
    expect(location.assign).not.toHaveBeenCalled()
  })

  it('refuses an external URL without permission', () => {
    expect(() => navigateTo('https://example.com/')).toThrow(ExternalNavigationError)
    expect(location.assign).not.toHaveBeenCalled()
  })

  it('leaves the app for an external URL with { external: true }', () => {
    void navigateTo('https://example.com/pay', { external: true })
    expect(location.assign).toHaveBeenCalledWith('https://example.com/pay')
  })

  it('refuses script URLs even with { external: true }', () => {
    expect(() => navigateTo('javascript:alert(1)', { external: true })).toThrow(
      UnsafeNavigationError,
    )
    expect(location.assign).not.toHaveBeenCalled()
    expect(router.navigate).not.toHaveBeenCalled()
  })

  it('falls back to a page load before the router exists', () => {
    setAppRouter(undefined)
    void navigateTo('/admin/login')
    expect(location.assign).toHaveBeenCalledWith('/admin/login')
  })
})
