import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { createApp } from './app'

const distDir = mkdtempSync(path.join(tmpdir(), 'nightjar-dist-'))
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html class="dark"></html>')
const app = createApp({ distDir })

describe('server', () => {
  it('answers the health check', async () => {
    const res = await app.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })

  it('serves the app for its routes and 404 for unknown paths', async () => {
    expect((await app.request('/')).status).toBe(200)
    expect((await app.request('/admin/login')).status).toBe(200)
    const unknown = await app.request('/no-such-page')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('class="dark"')
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.request('/api/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  it('sends security headers', async () => {
    const res = await app.request('/')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/)
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})
