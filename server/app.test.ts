import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'

import { errorBodySchema } from '@/api/contract'

import { createApp } from './app'
import { type Db } from './db/types'
import { createLogger } from './lib/logger'

const distDir = mkdtempSync(path.join(tmpdir(), 'nightjar-dist-'))
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html class="dark"></html>')
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

/** A database that fails every query, as a broken connection would. */
const brokenDb: Db = {
  kind: 'pglite',
  query: async () => {
    throw new Error('connection lost: secret-internal-detail')
  },
  exec: async () => {},
  transaction: async () => {
    throw new Error('connection lost')
  },
  close: async () => {},
}

function appWithLogs({ logRequests = true } = {}) {
  const lines: string[] = []
  const logger = createLogger({ destination: { write: (line: string) => lines.push(line) } })
  const app = createApp({ db: brokenDb, distDir, logger, logRequests })
  return { app, lines }
}
const { app } = appWithLogs()

describe('server', () => {
  it('answers the health check', async () => {
    const res = await app.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })

  it('draws pages with the build’s server entry, and says so when the build has none', async () => {
    // The pages' own statuses (200, 404 for unknown paths) are server/pages.test.ts's and the
    // end-to-end tests' (server-rendering.spec.ts), on a real build.
    for (const url of ['/', '/admin/login', '/no-such-page']) {
      const res = await app.request(url)
      expect(res.status, url).toBe(503)
      expect(await res.text()).toMatch(/npm run build/)
    }
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.request('/api/nope')
    expect(res.status).toBe(404)
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('not_found')
  })

  it('sends security headers and never lets pages be framed', async () => {
    for (const url of ['/', '/api/health', '/no-such-page']) {
      const res = await app.request(url)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toMatch(/script-src 'self'(;|$)/)
      expect(csp).not.toContain('unsafe-eval')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
    }
  })

  it('sends HSTS only to a visitor on https (a forwarded scheme only from a trusted proxy)', async () => {
    const hsts = (res: Response) => res.headers.get('strict-transport-security')
    expect(hsts(await app.request('http://inn.example/api/health'))).toBeNull()
    expect(hsts(await app.request('https://inn.example/api/health'))).toMatch(/^max-age=\d{7,}/)
    expect(hsts(await app.request('https://inn.example/'))).toMatch(/^max-age=/)
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } }
    expect(hsts(await app.request('http://inn.example/api/health', forwarded))).toBeNull()
    const proxied = createApp({ db: brokenDb, distDir, trustedProxies: 1 })
    expect(hsts(await proxied.request('http://inn.example/api/health', forwarded))).toMatch(
      /^max-age=/,
    )
    const plain = { headers: { 'x-forwarded-proto': 'http' } }
    expect(hsts(await proxied.request('http://inn.example/api/health', plain))).toBeNull()
  })

  it('lets /blank be framed by the same origin only', async () => {
    const res = await app.request('/blank')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('answers an internal failure with a generic 500 and logs the details on the server', async () => {
    const { app, lines } = appWithLogs()
    const res = await app.request('/api/rooms')
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(errorBodySchema.parse(JSON.parse(text)).error.code).toBe('internal_error')
    expect(text).not.toContain('secret-internal-detail')
    expect(text).not.toMatch(/at .*\.ts/)
    expect(lines.some((line) => line.includes('secret-internal-detail'))).toBe(true)
  })

  it('logs one JSON line per request without the query string or headers', async () => {
    const { app, lines } = appWithLogs()
    // Not a hexadecimal word: the line's request id is a random UUID.
    await app.request('/api/health?token=query-only-value', {
      headers: { authorization: 'Bearer sekrit-token-value' },
    })
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0]!)
    expect(entry).toMatchObject({ level: 'info', method: 'GET', path: '/api/health', status: 200 })
    expect(lines[0]).not.toContain('sekrit')
    expect(lines[0]).not.toContain('query-only-value')
  })

  it('answers every request with an X-Request-Id and writes it in the request’s log lines', async () => {
    const { app, lines } = appWithLogs()
    const ok = await app.request('/api/health')
    const failed = await app.request('/api/rooms')
    const page = await app.request('/no-such-page')
    const ids = [ok, failed, page].map((res) => res.headers.get('x-request-id'))
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(ids).size).toBe(3)
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    // Each request's line, and the error logged while answering the second, carry its id.
    expect(entries.filter((e) => e.msg === 'request').map((e) => e.requestId)).toEqual(ids)
    const error = entries.find((e) => e.msg === 'unhandled error')
    expect(error).toMatchObject({ level: 'error', requestId: ids[1], path: '/api/rooms' })
  })

  it('keeps a request id the client sent, if it looks like one', async () => {
    const { app, lines } = appWithLogs()
    const res = await app.request('/api/health', { headers: { 'x-request-id': 'edge-4f2a-01' } })
    expect(res.headers.get('x-request-id')).toBe('edge-4f2a-01')
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: 'edge-4f2a-01' })
    const odd = await app.request('/api/health', { headers: { 'x-request-id': 'a b";{}' } })
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('logs no request lines with logRequests off (LOG_REQUESTS=0), errors still', async () => {
    const { app, lines } = appWithLogs({ logRequests: false })
    await app.request('/api/health')
    expect(lines).toHaveLength(0)
    expect((await app.request('/api/rooms')).status).toBe(500)
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['unhandled error'])
  })

  it('never writes tokens, passwords or Idempotency-Keys, even when a caller passes them', () => {
    const lines: string[] = []
    const logger = createLogger({ destination: { write: (line: string) => lines.push(line) } })
    logger.info(
      {
        token: 'tok-secret',
        password: 'pw-secret',
        idempotencyKey: 'key-secret',
        headers: { authorization: 'Bearer auth-secret', 'idempotency-key': 'hdr-secret' },
      },
      'careless',
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toMatch(/secret/)
    expect(lines[0]).toContain('careless')
  })

  it('compresses responses for clients that accept it', async () => {
    const res = await app.request('/api/icons/lucide.json?icons=wifi,bed-double,coffee,bath,car', {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    // A client that does not ask gets it plain, and a cache is told it varies all the same.
    const plain = await app.request('/api/icons/lucide.json?icons=wifi,bed-double,coffee,bath,car')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect((await plain.json()).icons).toBeDefined()
  })

  it('refuses oversized bodies with the error shape', async () => {
    const res = await app.request('/api/bookings', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'big', 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(100_000) }),
    })
    expect(res.status).toBe(413)
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('payload_too_large')
  })

  describe('over HTTP', () => {
    const server = serve({ fetch: app.fetch, port: 0 })
    afterAll(() => new Promise((resolve) => server.close(resolve)))
    /** A raw request: `chunks` sent one by one (chunked unless a Content-Length is given). */
    const send = (method: string, headers: Record<string, string>, chunks: string[] = []) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const { port } = server.address() as AddressInfo
          const req = request(
            { port, method, path: method === 'GET' ? '/api/health' : '/api/bookings', headers },
            (res) => {
              let body = ''
              res.on('data', (chunk: Buffer) => (body += chunk))
              res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
            },
          )
          req.on('error', reject)
          for (const chunk of chunks) req.write(chunk)
          req.end()
        },
      )
    const big = JSON.stringify({ pad: 'x'.repeat(100_000) })
    const json = { 'content-type': 'application/json', 'idempotency-key': 'big' }

    it('refuses a body whose declared length is over the limit', async () => {
      const res = await send('POST', { ...json, 'content-length': String(big.length) }, [big])
      expect(res.status).toBe(413)
      expect(errorBodySchema.parse(JSON.parse(res.body)).error.code).toBe('payload_too_large')
    })

    it('refuses a body sent in chunks once it passes the limit', async () => {
      const res = await send('POST', json, [big.slice(0, 50_000), big.slice(50_000)])
      expect(res.status).toBe(413)
      expect(errorBodySchema.parse(JSON.parse(res.body)).error.code).toBe('payload_too_large')
    })

    it('answers the API uncached, with the security headers', async () => {
      const res = await send('GET', {})
      expect(res.status).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
      expect(res.headers['x-request-id']).toBeTruthy()
    })
  })
})
