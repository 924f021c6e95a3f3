import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

/**
 * Prerendered pages (`/` and `/blank`): the HTML as served already holds the page and its data,
 * the client takes the data from the page's `_payload.json` instead of calling the API, and React
 * hydrates the markup (keeps its elements) rather than drawing the page again.
 */

/** Console errors and warnings, page errors, and every request the page made. */
function watch(page: Page) {
  const problems: string[] = []
  const requests: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  return { problems, requests }
}

/**
 * Keeps a reference to the first element matching `selector` as the HTML parser creates it,
 * before any script runs, so a test can tell hydration (same element) from a fresh render.
 */
async function rememberParsedElement(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    const found = () => {
      const el = document.querySelector(sel)
      if (el) (window as unknown as { parsed?: Element }).parsed = el
      return el
    }
    const observer = new MutationObserver(() => {
      if (found()) observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  }, selector)
}

async function stillTheParsedElement(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const parsed = (window as unknown as { parsed?: Element }).parsed
    return !!parsed && parsed.isConnected && parsed === document.querySelector(sel)
  }, selector)
}

async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: 'staff@nightjar.test', password: 'nightjar-demo' },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `Bearer ${token}` }
}

test.describe('the home page as served', () => {
  test('holds the inn, its rooms and the search, in the dark theme, before any script', async ({
    request,
  }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<html[^>]*\bclass="dark"/)
    expect(html).toMatch(/<html[^>]*\bdata-theme="dark"/)
    expect(html).toMatch(/<h1[^>]*>(<!--\$-->)?Nightjar Inn/)
    for (const room of ['Garden Room', 'Sea View Suite']) expect(html).toContain(room)
    expect(html).toMatch(/Check-in from (<!-- -->)?15:00/)
    expect(html).toContain('data-payload="/_payload.json"')
    // Data only: the page runs no inline script (the Content-Security-Policy forbids it).
    expect(html).not.toMatch(/<script(?![^>]*(\bsrc=|type="application\/json"))[^>]*>/)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('shows the inn, the search card and the five rooms', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: 'Nightjar Inn' })).toBeVisible()
      await expect(page.getByRole('form', { name: 'Find your stay' })).toBeVisible()
      const rooms = page.getByRole('list', { name: 'Rooms' })
      await expect(rooms.getByRole('article')).toHaveCount(5)
      await expect(rooms.getByRole('article', { name: 'Garden Room' })).toContainText('€95 / night')
    })
  })
})

test.describe('hydration', () => {
  test('/ takes its data from _payload.json, not the API, and keeps the markup', async ({
    page,
  }) => {
    const { problems, requests } = watch(page)
    await rememberParsedElement(page, 'h1#inn-name')
    await page.goto('/')
    await page.waitForLoadState('networkidle')

    // Hydrated: the search card answers (a click before hydration would do nothing).
    const form = page.getByRole('form', { name: 'Find your stay' })
    await form.getByRole('button', { name: 'More guests' }).click()
    await expect(form.getByRole('spinbutton', { name: 'Guests' })).toHaveValue('3')

    expect(await stillTheParsedElement(page, 'h1#inn-name')).toBe(true)
    expect(requests.filter((p) => p === '/_payload.json')).toHaveLength(1)
    expect(requests.filter((p) => p === '/api/inn' || p === '/api/rooms')).toEqual([])
    expect(problems).toEqual([])
  })

  test('/blank hydrates from its own payload without errors', async ({ page }) => {
    const { problems, requests } = watch(page)
    await rememberParsedElement(page, 'main[data-page="blank"]')
    const response = await page.goto('/blank')
    expect(await response?.text()).toContain('<main data-page="blank"')
    await page.waitForLoadState('networkidle')
    // The app is running: F8 focuses the notifications region its providers mount.
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached()

    expect(await stillTheParsedElement(page, 'main[data-page="blank"]')).toBe(true)
    expect(requests.filter((p) => p.endsWith('/_payload.json'))).toEqual(['/blank/_payload.json'])
    expect(requests.filter((p) => p.startsWith('/api/') && !p.startsWith('/api/icons'))).toEqual([])
    expect(problems).toEqual([])
  })

  test('a later visit to / loads fresh data from the API', async ({ page }) => {
    const { problems, requests } = watch(page)
    await page.goto('/blank')
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => {
      history.pushState(null, '', '/')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Nightjar Inn' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Rooms' }).getByRole('article')).toHaveCount(5)
    expect(requests).toEqual(expect.arrayContaining(['/api/inn', '/api/rooms']))
    expect(problems).toEqual([])
  })
})

test.describe('when the data changed after the build', () => {
  test('/ is the plain app with the data from the API, and _payload.json is gone', async ({
    page,
    request,
  }) => {
    const auth = await signIn(request)
    const rename = (name: string) =>
      request.patch('/api/admin/rooms/1', { headers: auth, data: { name } })
    expect((await rename('Garden Room (new beds)')).status()).toBe(200)
    try {
      const html = await (await request.get('/')).text()
      expect(html).not.toContain('data-payload')
      expect(html).not.toContain('Garden Room')
      expect((await request.get('/_payload.json')).status()).toBe(404)

      const { problems, requests } = watch(page)
      await page.goto('/')
      const rooms = page.getByRole('list', { name: 'Rooms' })
      await expect(rooms.getByRole('article', { name: 'Garden Room (new beds)' })).toBeVisible()
      expect(requests).toEqual(expect.arrayContaining(['/api/inn', '/api/rooms']))
      expect(requests).not.toContain('/_payload.json')
      expect(problems).toEqual([])
    } finally {
      expect((await rename('Garden Room')).status()).toBe(200)
    }
    // Back to what the build saw: prerendered again.
    expect(await (await request.get('/')).text()).toContain('data-payload="/_payload.json"')
  })
})
