import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it, onTestFinished } from 'vitest'

import type { PageRenderer, PageRequestContext } from '@/api/page-render'

import { pagesRouter, runtimeConfigFromEnv } from './pages'

/** A small stand-in for a Vite build. */
function fakeDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nightjar-pages-'))
  mkdirSync(path.join(dir, 'assets'))
  mkdirSync(path.join(dir, 'builds/meta'), { recursive: true })
  mkdirSync(path.join(dir, 'server'))
  mkdirSync(path.join(dir, '.vite'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body></body></html>')
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.info(1)')
  writeFileSync(path.join(dir, 'builds/latest.json'), '{"id":"b-1","timestamp":1}')
  writeFileSync(path.join(dir, 'builds/meta/b-1.json'), '{"id":"b-1","timestamp":1}')
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(path.join(dir, 'server/entry-server.js'), 'export const secret = 1')
  writeFileSync(path.join(dir, '.vite/manifest.json'), '{}')
  return dir
}

const distDir = fakeDist()
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

/** A renderer that answers what it was asked, and remembers each request and its context. */
function fakeRenderer() {
  const calls: { kind: string; method: string; url: string; context: PageRequestContext }[] = []
  const renderer: PageRenderer = {
    async render(request, context) {
      calls.push({ kind: 'render', method: request.method, url: request.url, context })
      const status = new URL(request.url).pathname === '/nope' ? 404 : 200
      return new Response(`<html>${request.method} ${new URL(request.url).pathname}</html>`, {
        status,
        headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache' },
      })
    },
    async payload(request, context) {
      calls.push({ kind: 'payload', method: request.method, url: request.url, context })
      return Response.json({ path: new URL(request.url).pathname })
    },
  }
  return { calls, loadRenderer: async () => renderer }
}

const ownApi = () => Response.json({ ok: true })

function pages(env: Record<string, string> = {}, withApi = true) {
  const { calls, loadRenderer } = fakeRenderer()
  const router = pagesRouter({ distDir, env, loadRenderer, fetchApi: withApi ? ownApi : undefined })
  return { router, calls }
}

describe('the runtime config', () => {
  it('defaults to /api without debug logs, with the build id', async () => {
    const { router, calls } = pages()
    await router.request('/')
    expect(calls[0]!.context.config).toEqual({ apiBase: '/api', debug: false, buildId: 'b-1' })
  })

  it('follows PUBLIC_API_BASE of the running server: the same build, another API', async () => {
    const one = pages({ PUBLIC_API_BASE: 'https://api.one.test/api' })
    const two = pages({ PUBLIC_API_BASE: '/v2/api', PUBLIC_DEBUG: 'true' })
    await one.router.request('/result')
    await two.router.request('/result')
    expect(one.calls[0]!.context.config).toMatchObject({ apiBase: 'https://api.one.test/api' })
    expect(two.calls[0]!.context.config).toMatchObject({ apiBase: '/v2/api', debug: true })
  })

  it('stops the server with a clear message for a bad environment', () => {
    expect(() => runtimeConfigFromEnv({ PUBLIC_API_BASE: ' ' })).toThrow(/PUBLIC_API_BASE/)
    expect(() => runtimeConfigFromEnv({ PUBLIC_DEBUG: 'maybe' })).toThrow(/PUBLIC_DEBUG/)
    expect(() => pagesRouter({ distDir, env: { PUBLIC_DEBUG: 'maybe' } })).toThrow(/PUBLIC_DEBUG/)
  })
})

describe('pages drawn on the server', () => {
  it('draws every page path on the server with its own API, in the browser with another', async () => {
    const own = pages()
    for (const url of ['/', '/result?checkIn=x', '/index.html', '/admin/', '/nope']) {
      await own.router.request(url)
    }
    expect(own.calls.map((call) => [new URL(call.url).pathname, call.context.clientOnly])).toEqual([
      ['/', false],
      ['/result', false],
      ['/index.html', false],
      ['/admin/', false],
      ['/nope', false],
    ])
    const elsewhere = pages({ PUBLIC_API_BASE: 'https://api.example.test/api' })
    await elsewhere.router.request('/')
    expect(elsewhere.calls[0]!.context.clientOnly).toBe(true)
    const withoutApi = pages({}, false)
    await withoutApi.router.request('/')
    expect(withoutApi.calls[0]!.context.clientOnly).toBe(true)
  })

  it("gives a page's loaders the API in process", async () => {
    const { router, calls } = pages()
    await router.request('/')
    const answer = await calls[0]!.context.fetchApi(new Request('http://x/api/health'))
    expect(await answer.json()).toEqual({ ok: true })
  })

  it('answers with the status the page gives', async () => {
    const { router } = pages()
    expect((await router.request('/')).status).toBe(200)
    const unknown = await router.request('/nope')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('content-type')).toContain('text/html')
  })

  it("serves a page's data at {page}/_payload.json, from the page's own request", async () => {
    const { router, calls } = pages()
    const home = await router.request('/_payload.json')
    expect(await home.json()).toEqual({ path: '/' })
    await router.request('/blank/_payload.json?x=1')
    expect(calls.map((call) => [call.kind, call.url])).toEqual([
      ['payload', 'http://localhost/'],
      ['payload', 'http://localhost/blank?x=1'],
    ])
    const elsewhere = pages({ PUBLIC_API_BASE: 'https://api.example.test/api' })
    expect((await elsewhere.router.request('/_payload.json')).status).toBe(404)
  })

  it('says clearly when the app has not been built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'nightjar-empty-'))
    onTestFinished(() => rmSync(empty, { recursive: true, force: true }))
    const res = await pagesRouter({ distDir: empty, env: {}, fetchApi: ownApi }).request('/')
    expect(res.status).toBe(503)
    expect(await res.text()).toMatch(/npm run build/)
  })
})

describe("a form's POST to a page", () => {
  const form = (headers: Record<string, string>, body = 'name=Ada') =>
    pages().router.request('/booking?room=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
    })

  it("runs the page's action when it comes from the site's own page", async () => {
    const { router, calls } = pages()
    const res = await router.request('http://localhost/booking?room=1', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: 'name=Ada',
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('<html>POST /booking</html>')
    expect(calls.map((call) => [call.kind, call.method])).toEqual([['render', 'POST']])
  })

  it('refuses a form from another site, or a body no browser form sends', async () => {
    const other = await form({ Origin: 'https://elsewhere.test', 'Sec-Fetch-Site': 'cross-site' })
    expect(other.status).toBe(403)
    expect((await form({ 'Sec-Fetch-Site': 'same-site' })).status).toBe(403)
    expect((await form({ Origin: 'null' })).status).toBe(403)
    const json = await form({ 'Content-Type': 'application/json' }, '{"name":"Ada"}')
    expect(json.status).toBe(415)
    expect((await form({}, `name=${'a'.repeat(70_000)}`)).status).toBe(413)
  })
})

describe('files of the build', () => {
  const { router } = pages()

  it('never caches builds/latest.json or plain files', async () => {
    const latest = await router.request('/builds/latest.json')
    expect(latest.status).toBe(200)
    expect(latest.headers.get('cache-control')).toBe('no-cache')
    expect(await latest.json()).toEqual({ id: 'b-1', timestamp: 1 })
    expect((await router.request('/favicon.svg')).headers.get('cache-control')).toBe('no-cache')
  })

  it('caches hashed assets and build manifests for a year', async () => {
    for (const url of ['/assets/index-abc123.js', '/builds/meta/b-1.json']) {
      const res = await router.request(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
  })

  it('answers a missing asset with a plain 404, not a page', async () => {
    const res = await router.request('/assets/gone-123.js')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).not.toContain('text/html')
  })

  it("does not serve the server's code or the build's manifest", async () => {
    for (const url of ['/server/entry-server.js', '/.vite/manifest.json']) {
      expect((await router.request(url)).status, url).toBe(404)
    }
  })
})
