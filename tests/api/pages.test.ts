/**
 * Pages drawn on the server (src/entry-server.tsx) on the real API in process, without a build:
 * what each page answers, how its loaders reach the API (the visitor's address, no cookies), a
 * form's POST, and a failing API. The browser's side is tests/e2e/server-rendering.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { IDEMPOTENCY_KEY_HEADER } from '@/api/contract'
import type { BuildManifest, PageRequestContext } from '@/api/page-render'
import { addDays } from '@/domain/calendar'
import { todayIn } from '@/domain/dates'
import { RESET_MESSAGES } from '@/domain/password-reset'
import { createPageRenderer } from '@/entry-server'

import { createApp } from '../../server/app'
import type { Db } from '../../server/db/types'
import { demoApp, openTestDb, ROOMY_LIMITS } from './test-db'

const demo = demoApp()

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/pages/result/result-page.tsx': { file: 'assets/result-1.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
}
const renderer = createPageRenderer({ manifest })

/** The API requests the pages made, as the API saw them. */
const apiRequests: Request[] = []

function context(fetchApi?: (request: Request) => Promise<Response>): PageRequestContext {
  return {
    fetchApi:
      fetchApi ??
      (async (request) => {
        apiRequests.push(request.clone())
        return demo.app.fetch(request)
      }),
    config: { apiBase: '/api', debug: false, buildId: 'b-1' },
  }
}

const ORIGIN = 'http://inn.test'
const get = (path: string, headers: Record<string, string> = {}, ctx = context()) =>
  renderer.render(new Request(`${ORIGIN}${path}`, { headers }), ctx)

const today = todayIn('Europe/Lisbon')
const stay = (from: number) =>
  `checkIn=${addDays(today, from)}&checkOut=${addDays(today, from + 2)}&guests=2`

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const routerDataOf = (html: string) =>
  JSON.parse(/id="nightjar-router-data">([^<]*)<\/script>/.exec(html)![1]!) as {
    loaderData: Record<string, Record<string, unknown>>
    errors: Record<string, { $error: string; status?: number }> | null
  }

describe('a page drawn on the server', () => {
  it('is the whole document: head with its assets and title, the page, its data as JSON', async () => {
    const res = await get(`/result?${stay(200)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await res.text()
    expect(html.startsWith('<!DOCTYPE html><html lang="en" class="dark"')).toBe(true)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="stylesheet" crossorigin="" href="/assets/index-1.css"/>')
    expect(head).toContain('<script type="module" crossorigin="" src="/assets/index-1.js">')
    // The matched page's own code and what it imports, listed for the entry to fetch once the
    // page is drawn (a preload link would hold the first paint on a slow line).
    const pageCode = /id="nightjar-page-code">([^<]*)<\/script>/.exec(head)?.[1]
    expect(JSON.parse(pageCode!)).toEqual(
      expect.arrayContaining(['/assets/result-1.js', '/assets/shared-1.js']),
    )
    expect(head).not.toContain('rel="modulepreload"')
    expect(titleOf(head)).toMatch(/^Available rooms, .+ · Nightjar Inn$/)
    expect(head).toMatch(/<meta name="description" content="The rooms free for 2 guests/)
    expect(head).toContain('id="nightjar-config">{"apiBase":"/api","debug":false,"buildId":"b-1"}')
    const body = html.slice(html.indexOf('<body>'))
    expect(body).toContain('Garden Room')
    expect(body).toMatch(/rooms? (is|are) free/)
    // The search's answer, settled, in the router's data.
    const data = routerDataOf(html)
    expect(JSON.stringify(data.loaderData.result?.results)).toContain('"$settled"')
    expect(html).not.toMatch(/<script(?![^>]*(\bsrc=|type="application\/json"))[^>]*>/)
    // The first page loads the app's code (and its pictures) into the test: room for it.
  }, 60_000)

  it('answers 404 for an unknown path and a page validation failure, with its own title', async () => {
    for (const path of [
      '/no-such-page',
      '/booking',
      '/result?guests=9',
      `/booking?room=x&${stay(1)}`,
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(titleOf(await res.text()), path).toBe('Page Not Found · Nightjar Inn')
    }
    const validation = await (await get('/booking')).text()
    expect(validation).toContain('Page Not Found: /booking')
    // A fatal error replaces the layout: the root's boundary holds it for the browser too.
    expect(routerDataOf(validation).errors).toEqual({
      root: expect.objectContaining({ $error: 'AppError', status: 404 }),
    })
    expect(validation).not.toContain('aria-label="Main"')
  })

  it('gives crawlers the status and the console log, not the error page', async () => {
    const res = await get('/no-such-page', { 'user-agent': 'Googlebot/2.1' })
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).not.toContain('Go back home')
    expect(html).not.toMatch(/<h1[^>]*>Page Not Found/)
    expect(titleOf(html)).toBe('Page Not Found · Nightjar Inn')
  })

  it('follows the route rules with a redirect', async () => {
    const res = await get('/admin/bookings?x=1')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/admin?section=bookings')
  })

  it('leaves the staff area to the browser: its document, without content or data', async () => {
    apiRequests.length = 0
    const res = await get('/admin?section=bookings', { cookie: 'token=abc' })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('nightjar-router-data')
    expect(titleOf(html)).toBe('Staff')
    expect(apiRequests).toEqual([])
  })

  it("calls the API from the visitor's address and proxy, without their cookies", async () => {
    apiRequests.length = 0
    await get('/', { cookie: 'token=secret-session', 'x-forwarded-for': '203.0.113.7' })
    expect(apiRequests.map((r) => new URL(r.url).pathname).sort()).toEqual([
      '/api/inn',
      '/api/inn',
      '/api/rooms',
    ])
    for (const request of apiRequests) {
      expect(request.headers.get('cookie')).toBeNull()
      expect(request.headers.get('authorization')).toBeNull()
      expect(request.headers.get('x-forwarded-for')).toBe('203.0.113.7')
      expect(new URL(request.url).origin).toBe(ORIGIN)
    }
  })
})

describe('a new inn, without the demo', () => {
  const fresh = {} as { db: Db; app: ReturnType<typeof createApp> }
  beforeAll(async () => {
    fresh.db = await openTestDb()
    fresh.app = createApp({ db: fresh.db, limits: ROOMY_LIMITS })
  })
  afterAll(() => fresh.db?.close())
  const freshContext = (): PageRequestContext => ({
    fetchApi: async (request) => fresh.app.fetch(request),
    config: { apiBase: '/api', debug: false },
  })
  /** What a visitor reads of a page: its text, without scripts, data or markup. */
  const visibleText = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')

  it("shows its own name and words, and nothing of the demo's", async () => {
    const empty = await (await get('/', {}, freshContext())).text()
    expect(visibleText(empty)).not.toMatch(/nightjar|by the sea|Ferragudo/i)
    await fresh.db.query(
      `UPDATE settings SET inn_name = 'Casa Azul', short_name = 'Azul',
         tagline = 'Rooms in the old town', intro = 'Six rooms around a tiled courtyard.',
         legal_name = 'Azul Alojamento, Lda.' WHERE id = 1`,
    )
    for (const path of ['/', `/result?${stay(30)}`, '/no-such-page']) {
      const html = await (await get(path, {}, freshContext())).text()
      const text = visibleText(html)
      expect(text, path).not.toMatch(/nightjar|by the sea|Ferragudo/i)
      expect(titleOf(html), path).toMatch(/ · Casa Azul$|^Casa Azul$/)
      expect(html, path).toMatch(/data-slot="inn-brand"[^>]*>[\s\S]*Casa Azul/)
      expect(html, path).toContain('Azul Alojamento, Lda.')
    }
    const home = visibleText(await (await get('/', {}, freshContext())).text())
    expect(home).toContain('Rooms in the old town')
    expect(home).toContain('Six rooms around a tiled courtyard.')
  })
})

describe('two pages drawn at once', () => {
  it('each reaches the API as its own visitor and shows its own data', async () => {
    // The first page's API answers wait until the second page is drawn: both are under way at
    // once, and the second's requests go out while the first's are pending.
    let releaseFirst!: () => void
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    let firstAsked!: () => void
    const firstStarted = new Promise<void>((resolve) => (firstAsked = resolve))
    const visitors: Record<string, Set<string | null>> = { First: new Set(), Second: new Set() }
    const visitor = (name: 'First' | 'Second', held?: Promise<void>) =>
      context(async (request) => {
        visitors[name]!.add(request.headers.get('x-forwarded-for'))
        if (held) {
          firstAsked()
          await held
        }
        const response = await demo.app.fetch(request)
        if (new URL(request.url).pathname !== '/api/inn') return response
        const inn = (await response.json()) as Record<string, unknown>
        return Response.json({ ...inn, innName: `${name} Inn` })
      })

    const first = get('/', { 'x-forwarded-for': '203.0.113.1' }, visitor('First', firstHeld))
    await firstStarted
    const second = await (
      await get('/', { 'x-forwarded-for': '203.0.113.2' }, visitor('Second'))
    ).text()
    releaseFirst()
    const firstHtml = await (await first).text()

    expect(firstHtml).toContain('First Inn')
    expect(firstHtml).not.toContain('Second Inn')
    expect(second).toContain('Second Inn')
    expect(second).not.toContain('First Inn')
    expect(visitors).toEqual({ First: new Set(['203.0.113.1']), Second: new Set(['203.0.113.2']) })
  })

  it('sends each sign-in its own session cookie', async () => {
    const signIn = () =>
      renderer.render(
        new Request(`${ORIGIN}/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: 'staff@nightjar.test', password: 'nightjar-demo' }),
        }),
        context(),
      )
    const [first, second] = await Promise.all([signIn(), signIn()])
    const cookies = [first, second].map((res) => res.headers.getSetCookie())
    for (const list of cookies) expect(list).toHaveLength(1)
    expect(cookies[0]![0]).not.toBe(cookies[1]![0])
  })
})

describe('when the API fails', () => {
  it('draws the part that failed as the browser would, with a way to try again', async () => {
    const failing = context(async (request) =>
      new URL(request.url).pathname === '/api/availability'
        ? Response.json({ error: { code: 'internal_error', message: 'Down.' } }, { status: 500 })
        : demo.app.fetch(request),
    )
    const res = await get(`/result?${stay(201)}`, {}, failing)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('We couldn’t check availability')
    expect(html).toContain('Try again')
    expect(JSON.stringify(routerDataOf(html).loaderData.result?.results)).toContain(
      '"$failed":{"$error":"ApiError","status":500',
    )
  })

  it('answers 500 with the error page when a page cannot load at all', async () => {
    const unreachable = context(async () => {
      throw new TypeError('fetch failed')
    })
    const res = await get('/booking?ref=NJ-00000-00000&key=AAAAAAAAAAAAAAAAAAAAAA', {}, unreachable)
    expect(res.status).toBe(500)
    const html = await res.text()
    // Without the inn's settings, the title has no name of an inn in it.
    expect(titleOf(html)).toBe('Internal Server Error')
    expect(html).toContain('The server could not be reached.')
  })
})

describe("a form's POST", () => {
  const form = (path: string, fields: Record<string, string>) =>
    renderer.render(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
      context(),
    )

  it('signs in: a 303 to /admin with the session cookie the API set', async () => {
    const res = await form('/admin/login', {
      email: 'staff@nightjar.test',
      password: 'nightjar-demo',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/admin')
    expect(res.headers.get('set-cookie')).toMatch(
      /^token=[^;]+; Max-Age=\d+; Path=\/; SameSite=Lax/,
    )
  })

  it.each(['/.//evil.example', '/x/..//evil.example', '/%2e//evil.example', '//evil.example'])(
    'signs in with ?redirect=%s: a 303 to this site, never another host',
    async (target) => {
      const res = await form(`/admin/login?redirect=${encodeURIComponent(target)}`, {
        email: 'staff@nightjar.test',
        password: 'nightjar-demo',
      })
      expect(res.status).toBe(303)
      const location = res.headers.get('location')!
      expect(location).toBe('/admin')
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN)
    },
  )

  it('asks for a password link without scripts: the one answer, whatever the address', async () => {
    for (const email of ['staff@nightjar.test', 'nobody@nightjar.test']) {
      const res = await form('/admin/login?reset=request', { email })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain(RESET_MESSAGES.sent)
    }
  })

  it('sets a new password without scripts: a link that does not work is said on the page', async () => {
    const mismatch = await form('/admin/login?reset=some-token', {
      password: 'a long new password',
      confirm: 'another long password',
    })
    expect(await mismatch.text()).toContain(RESET_MESSAGES.mismatch)
    const res = await form('/admin/login?reset=some-token', {
      password: 'a long new password',
      confirm: 'a long new password',
    })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('This link has expired or was already used.')
    expect(html).toContain('href="/admin/login?reset=request"')
  })

  it('books with the form’s key: sent twice, one booking; a mistake redraws the form', async () => {
    const path = `/booking?room=1&${stay(210)}`
    const page = await (await get(path)).text()
    const formKey = /name="formKey" value="([^"]+)"/.exec(page)![1]!
    const wrong = await form(path, { formKey, name: 'Ada', email: 'not-an-email' })
    expect(wrong.status).toBe(200)
    const redrawn = await wrong.text()
    expect(redrawn).toContain('Enter a valid email address.')
    expect(redrawn).toContain('value="Ada"')

    apiRequests.length = 0
    const fields = { formKey, name: 'Ada', email: 'ada@example.com', phone: '', notes: '' }
    const [first, second] = await Promise.all([form(path, fields), form(path, fields)])
    for (const res of [first, second]) expect(res.status).toBe(303)
    const reference = (res: Response) =>
      new URL(res.headers.get('location')!, ORIGIN).searchParams.get('ref')
    expect(reference(first)).toMatch(/^NJ-/)
    expect(reference(second)).toBe(reference(first))
    const keys = apiRequests
      .filter((r) => r.method === 'POST')
      .map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER))
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
    expect(keys[0]!.startsWith(`${formKey}-`)).toBe(true)
  })
})

describe('_payload.json', () => {
  it("gives the page's data for the request", async () => {
    const res = await renderer.payload(new Request(`${ORIGIN}/`), context())
    expect(res.status).toBe(200)
    const payload = (await res.json()) as { buildId: string; path: string; loaderData: object }
    expect(payload.buildId).toBe('b-1')
    expect(payload.path).toBe('/')
    expect(JSON.stringify(payload.loaderData)).toContain('Garden Room')
    const missing = await renderer.payload(new Request(`${ORIGIN}/booking`), context())
    expect(missing.status).toBe(404)
  })
})
