import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { injectRuntimeConfig, runtimeConfigFromEnv, spaRouter } from './spa'

/** A small stand-in for a Vite build. */
function fakeDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nightjar-spa-'))
  mkdirSync(path.join(dir, 'assets'))
  mkdirSync(path.join(dir, 'builds/meta'), { recursive: true })
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html class="dark"><head><title>Nightjar Inn</title>\n  </head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.info(1)')
  writeFileSync(path.join(dir, 'builds/latest.json'), '{"id":"b-1","timestamp":1}')
  writeFileSync(path.join(dir, 'builds/meta/b-1.json'), '{"id":"b-1","timestamp":1}')
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

const distDir = fakeDist()

function configIn(html: string) {
  const match = /<script type="application\/json" id="nightjar-config">(.*?)<\/script>/.exec(html)
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined
}

describe('the runtime config in the page', () => {
  it('defaults to /api without debug logs, with the build id', async () => {
    const res = await spaRouter({ distDir, env: {} }).request('/')
    expect(res.status).toBe(200)
    expect(configIn(await res.text())).toEqual({ apiBase: '/api', debug: false, buildId: 'b-1' })
  })

  it('follows PUBLIC_API_BASE of the running server: the same build, another API', async () => {
    const one = spaRouter({ distDir, env: { PUBLIC_API_BASE: 'https://api.one.test/api' } })
    const two = spaRouter({ distDir, env: { PUBLIC_API_BASE: '/v2/api', PUBLIC_DEBUG: 'true' } })
    const a = await (await one.request('/result')).text()
    const b = await (await two.request('/result')).text()
    expect(configIn(a)).toMatchObject({ apiBase: 'https://api.one.test/api', debug: false })
    expect(configIn(b)).toMatchObject({ apiBase: '/v2/api', debug: true })
  })

  it('is data, not script: no closing tag can be smuggled in', () => {
    const html = injectRuntimeConfig('<html><head></head></html>', {
      apiBase: '/api</script><script>alert(1)</script>',
      debug: false,
    })
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(configIn(html)?.apiBase).toBe('/api</script><script>alert(1)</script>')
  })

  it('replaces a config element already in the page instead of adding a second', () => {
    const once = injectRuntimeConfig('<html><head></head></html>', { apiBase: '/a', debug: false })
    const twice = injectRuntimeConfig(once, { apiBase: '/b', debug: true })
    expect(twice.match(/id="nightjar-config"/g)).toHaveLength(1)
    expect(configIn(twice)).toEqual({ apiBase: '/b', debug: true })
  })

  it('stops the server with a clear message for a bad environment', () => {
    expect(() => runtimeConfigFromEnv({ PUBLIC_API_BASE: ' ' })).toThrow(/PUBLIC_API_BASE/)
    expect(() => runtimeConfigFromEnv({ PUBLIC_DEBUG: 'maybe' })).toThrow(/PUBLIC_DEBUG/)
    expect(() => spaRouter({ distDir, env: { PUBLIC_DEBUG: 'maybe' } })).toThrow(/PUBLIC_DEBUG/)
  })

  it('is in every HTML answer, /index.html and unknown paths included', async () => {
    const router = spaRouter({ distDir, env: {} })
    for (const url of ['/', '/index.html', '/admin/', '/no-such-page']) {
      expect(configIn(await (await router.request(url)).text()), url).toBeDefined()
    }
  })
})

describe('status and caching', () => {
  const router = spaRouter({ distDir, env: {} })

  it('answers app routes and route-rule paths with 200, unknown paths with 404', async () => {
    for (const url of ['/', '/result', '/booking', '/blank', '/admin', '/admin/login', '/home']) {
      expect((await router.request(url)).status, url).toBe(200)
    }
    const unknown = await router.request('/nope')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('content-type')).toContain('text/html')
  })

  it('never caches the HTML or builds/latest.json', async () => {
    expect((await router.request('/')).headers.get('cache-control')).toBe('no-cache')
    expect((await router.request('/nope')).headers.get('cache-control')).toBe('no-cache')
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

  it('answers a missing asset with a plain 404, not the app', async () => {
    const res = await router.request('/assets/gone-123.js')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).not.toContain('text/html')
  })

  it('says clearly when the app has not been built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'nightjar-empty-'))
    const res = await spaRouter({ distDir: empty, env: {} }).request('/')
    expect(res.status).toBe(503)
    expect(await res.text()).toMatch(/npm run build/)
  })
})

describe('prerendered pages', () => {
  const inn = { innName: 'Nightjar Inn', currency: 'EUR' }
  const rooms = [{ id: 1, name: 'Garden Room' }]

  /** A build with `/` prerendered from these answers (and `/blank`, which needs none). */
  function prerenderedDist(buildId = 'b-1') {
    const dir = fakeDist()
    mkdirSync(path.join(dir, 'prerendered/blank'), { recursive: true })
    const page = (markup: string) =>
      `<!doctype html><html class="dark"><head>\n  </head><body><div id="root" data-payload="x">${markup}</div></body></html>`
    writeFileSync(path.join(dir, 'prerendered/index.html'), page('<h1>Nightjar Inn</h1>'))
    writeFileSync(
      path.join(dir, 'prerendered/_payload.json'),
      JSON.stringify({ buildId, path: '/', api: { '/inn': inn, '/rooms': rooms } }),
    )
    writeFileSync(path.join(dir, 'prerendered/blank/index.html'), page('<main></main>'))
    writeFileSync(
      path.join(dir, 'prerendered/blank/_payload.json'),
      JSON.stringify({ buildId, path: '/blank', api: {} }),
    )
    return dir
  }

  /** An API that answers like the build saw, or with these rooms instead. */
  function api(answers: Record<string, unknown> = { '/inn': inn, '/rooms': rooms }) {
    const asked: string[] = []
    const readApi = (apiPath: string) => {
      asked.push(apiPath)
      return apiPath in answers
        ? Response.json(answers[apiPath])
        : Response.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 })
    }
    return { readApi, asked }
  }

  it('sends / and /blank prerendered, with the runtime config, while the API answers the same', async () => {
    const { readApi, asked } = api()
    const router = spaRouter({ distDir: prerenderedDist(), env: {}, readApi })
    const home = await router.request('/')
    expect(home.status).toBe(200)
    expect(home.headers.get('cache-control')).toBe('no-cache')
    const html = await home.text()
    expect(html).toContain('<h1>Nightjar Inn</h1>')
    expect(configIn(html)).toEqual({ apiBase: '/api', debug: false, buildId: 'b-1' })
    expect(asked).toEqual(['/inn', '/rooms'])
    expect(await (await router.request('/blank/')).text()).toContain('<main></main>')
    // Other pages are the plain app.
    expect(await (await router.request('/result')).text()).toContain('<div id="root"></div>')
  })

  it('serves each page its payload, never cached, at {page}/_payload.json', async () => {
    const router = spaRouter({ distDir: prerenderedDist(), env: {}, readApi: api().readApi })
    const payload = await router.request('/_payload.json')
    expect(payload.status).toBe(200)
    expect(payload.headers.get('content-type')).toContain('application/json')
    expect(payload.headers.get('cache-control')).toBe('no-cache')
    expect(await payload.json()).toEqual({
      buildId: 'b-1',
      path: '/',
      api: { '/inn': inn, '/rooms': rooms },
    })
    expect(await (await router.request('/blank/_payload.json')).json()).toMatchObject({
      path: '/blank',
    })
    expect((await router.request('/result/_payload.json')).status).toBe(404)
  })

  it('sends the plain app, and no payload, once the API answers otherwise', async () => {
    const renamed = [{ id: 1, name: 'Garden Room (new beds)' }]
    const { readApi } = api({ '/inn': inn, '/rooms': renamed })
    const router = spaRouter({ distDir: prerenderedDist(), env: {}, readApi })
    const html = await (await router.request('/')).text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('Nightjar Inn</h1>')
    const payload = await router.request('/_payload.json')
    expect(payload.status).toBe(404)
    expect(await payload.json()).toMatchObject({ error: { code: 'not_found' } })
    // A page that needs no data is still prerendered.
    expect(await (await router.request('/blank')).text()).toContain('<main></main>')
  })

  it('sends the plain app when an answer fails, or the key order is all that differs', async () => {
    const failing = spaRouter({
      distDir: prerenderedDist(),
      env: {},
      readApi: api({ '/inn': inn }).readApi,
    })
    expect(await (await failing.request('/')).text()).toContain('<div id="root"></div>')
    const reordered = spaRouter({
      distDir: prerenderedDist(),
      env: {},
      readApi: api({ '/rooms': [{ name: 'Garden Room', id: 1 }], '/inn': inn }).readApi,
    })
    expect(await (await reordered.request('/')).text()).toContain('<h1>Nightjar Inn</h1>')
  })

  it('cannot check, so never prerenders, without the API or with another API', async () => {
    const distDir = prerenderedDist()
    const withoutApi = spaRouter({ distDir, env: {} })
    expect(await (await withoutApi.request('/')).text()).toContain('<div id="root"></div>')
    const elsewhere = spaRouter({
      distDir,
      env: { PUBLIC_API_BASE: 'https://api.example.test/api' },
      readApi: api().readApi,
    })
    expect(await (await elsewhere.request('/')).text()).toContain('<div id="root"></div>')
    expect((await elsewhere.request('/_payload.json')).status).toBe(404)
  })

  it('ignores prerendered files of another build', async () => {
    const distDir = prerenderedDist('b-0')
    const router = spaRouter({ distDir, env: {}, readApi: api().readApi })
    expect(await (await router.request('/')).text()).toContain('<div id="root"></div>')
    expect((await router.request('/_payload.json')).status).toBe(404)
  })

  it('does not serve the prerendered files by their own paths', async () => {
    const router = spaRouter({ distDir: prerenderedDist(), env: {}, readApi: api().readApi })
    for (const url of ['/prerendered/index.html', '/prerendered/_payload.json']) {
      expect((await router.request(url)).status, url).toBe(404)
    }
  })
})

describe('preloads of a client-rendered page', () => {
  it('adds the page’s own code and styles, from page-assets.json, to that page only', async () => {
    const distDir = fakeDist()
    writeFileSync(
      path.join(distDir, 'page-assets.json'),
      JSON.stringify({
        '/result': { modules: ['/assets/result-1.js'], styles: ['/assets/result-1.css'] },
      }),
    )
    const router = spaRouter({ distDir, env: {} })
    const result = await (await router.request('/result?guests=2')).text()
    const head = result.slice(0, result.indexOf('</head>'))
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/result-1.js">')
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/result-1.css">')
    expect(configIn(result)).toBeDefined()
    for (const url of ['/booking', '/nope']) {
      expect(await (await router.request(url)).text(), url).not.toContain('result-1')
    }
  })

  it('serves the plain app when the build has no list', async () => {
    const text = await (await spaRouter({ distDir, env: {} }).request('/result')).text()
    expect(text).not.toContain('modulepreload')
  })
})
