import { describe, expect, it, vi } from 'vitest'

import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig } from './runtime-config'

describe('parseRuntimeConfig', () => {
  it('reads the server’s config', () => {
    expect(
      parseRuntimeConfig('{"apiBase":"https://api.example.com/api","debug":true,"buildId":"b1"}'),
    ).toEqual({ apiBase: 'https://api.example.com/api', debug: true, buildId: 'b1' })
  })

  it('uses the defaults when the page has no config (dev server, Storybook)', () => {
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG)
    expect(parseRuntimeConfig('')).toEqual(DEFAULT_RUNTIME_CONFIG)
    expect(DEFAULT_RUNTIME_CONFIG.apiBase).toBe('/api')
  })

  it('falls back field by field, with a warning, for bad input', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(parseRuntimeConfig('{not json')).toEqual(DEFAULT_RUNTIME_CONFIG)
      expect(parseRuntimeConfig('[1]')).toEqual(DEFAULT_RUNTIME_CONFIG)
      expect(
        parseRuntimeConfig('{"apiBase":"  ","debug":"yes"}', { apiBase: '/api', debug: false }),
      ).toEqual({
        apiBase: '/api',
        debug: false,
      })
      expect(warn).toHaveBeenCalledTimes(3)
    } finally {
      warn.mockRestore()
    }
  })
})
