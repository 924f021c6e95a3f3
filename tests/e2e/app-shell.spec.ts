import { expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations, untilHydrated } from './booking-helpers'

/** A valid search a month ahead: `/result?checkIn=…&checkOut=…&guests=2`. */
function resultUrl() {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  return `/result?checkIn=${day(30)}&checkOut=${day(33)}&guests=2`
}

/** Asserts every part of the always-dark theme (specification §1). */
async function expectDarkTheme(page: Page) {
  const html = page.locator('html')
  await expect(html).toHaveClass(/\bdark\b/)
  await expect(html).not.toHaveClass(/\blight\b/)
  await expect(html).toHaveAttribute('data-theme', 'dark')
  expect(await html.evaluate((el) => getComputedStyle(el).colorScheme)).toBe('dark')
  expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#000000')
}

/** Undoes the theme the way a stray script or extension might. */
async function breakTheme(page: Page) {
  await page.evaluate(() => {
    const html = document.documentElement
    html.classList.remove('dark')
    html.classList.add('light')
    html.dataset.theme = 'light'
    html.style.colorScheme = 'light'
    localStorage.setItem('color-mode', 'light')
  })
}

test.describe('theme', () => {
  test('stays dark across navigations, even after something removed it', async ({ page }) => {
    await page.goto(resultUrl())
    await expect(page.getByRole('heading', { level: 1, name: 'Available rooms' })).toBeVisible()
    await expectDarkTheme(page)

    await breakTheme(page)
    await page.getByRole('link', { name: 'Book Garden Room', exact: true }).click()
    await expect(page).toHaveURL(/\/booking\?room=1&/)
    await expectDarkTheme(page)

    await breakTheme(page)
    await page.getByRole('link', { name: 'Nightjar Inn', exact: true }).first().click()
    await expect(page).toHaveURL('/')
    await expectDarkTheme(page)

    await breakTheme(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/booking\?/)
    await expectDarkTheme(page)
  })
})

test.describe('auth guard', () => {
  test('sends a visitor without a token cookie from /admin to /admin/login', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL('/admin/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
  })

  test('treats the text "undefined" as no token', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'token', value: 'undefined', url: baseURL! }])
    await page.goto('/admin')
    await expect(page).toHaveURL('/admin/login')
  })

  test('lets any token value through; the server, not the client, rejects a bad one', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'token', value: 'not-verified-here', url: baseURL! }])
    // The staff area's first question to the API (the section's data or who is signed in: they
    // go together, and the first 401 ends the visit before the other is sent).
    const asked = page.waitForRequest((request) => {
      const { pathname } = new URL(request.url())
      return pathname.startsWith('/api/auth/me') || pathname.startsWith('/api/admin/')
    })
    await page.goto('/admin')
    // The guard only checked presence: the staff area loaded and asked the API with the token.
    expect((await asked).headers()['authorization']).toBe('Bearer not-verified-here')
    // The API answered 401: the client cleared the cookie and went to the login page.
    await expect(page).toHaveURL(/\/admin\/login/)
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')
    expect(token?.value ?? '').toBe('')
  })

  test('guards in-app navigations too', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Staff', exact: true }).click()
    await expect(page).toHaveURL('/admin/login')
  })
})

test.describe('errors', () => {
  test('an unknown path is a 404 with the Page Not Found page, and home clears it', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible()
    // Non-fatal: the layout stays around the error.
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Go back home', exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Nightjar Inn' })).toBeVisible()
  })

  test('an in-app link to an unknown path shows the same page', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => {
      history.pushState(null, '', '/missing')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText('Page not found: /missing')).toBeVisible()
  })

  test('crawlers get a console log instead of the error page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    const page = await context.newPage()
    // An unknown path, and a page whose query fails its validation (a fatal error: the server
    // draws nothing but the title, so the page has no first paint to wait for).
    for (const [path, message] of [
      ['/no-such-page', 'Page not found: /no-such-page'],
      ['/booking', 'Page Not Found: /booking'],
    ] as const) {
      const logged = page.waitForEvent('console', (msg) => msg.text().includes(message))
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await logged
      await expect(page.getByRole('heading', { name: 'Page Not Found', exact: true })).toHaveCount(
        0,
      )
      await expect(page.getByRole('button', { name: 'Go back home' })).toHaveCount(0)
    }
    await context.close()
  })
})

test.describe('route rules', () => {
  test('a relative rule navigates in the app and keeps the hash', async ({ page }) => {
    const response = await page.goto('/home#rooms')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL('/#rooms')
    await expect(page.getByRole('heading', { level: 1, name: 'Nightjar Inn' })).toBeVisible()
  })

  test('a rule target keeps its own query', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'staff@nightjar.test', password: 'nightjar-demo' },
    })
    expect(login.status()).toBe(200)
    await page.goto('/admin/bookings')
    await expect(page).toHaveURL('/admin?section=bookings')
  })
})

test.describe('runtime config', () => {
  test('the server writes the public config into the page as JSON data', async ({ page }) => {
    await page.goto('/')
    const text = await page.locator('script#nightjar-config').textContent()
    expect(await page.locator('script#nightjar-config').getAttribute('type')).toBe(
      'application/json',
    )
    const config = JSON.parse(text ?? '{}') as { apiBase?: string; debug?: boolean }
    expect(config.apiBase).toBe(process.env.PUBLIC_API_BASE ?? '/api')
    expect(config.debug).toBe(false)
  })
})

test.describe('chunk reload guard', () => {
  test('a failed page chunk reloads once, not twice within 10 s', async ({ page }) => {
    await page.route('**/assets/result-page-*.js', (route) => route.abort('failed'))
    const loads: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(new URL(request.url()).pathname)
    })
    const failed = page.waitForEvent('console', (message) =>
      message.text().startsWith('The page could not start'),
    )

    const url = resultUrl()
    await page.goto(url)
    // The first failure reloads at /result; the second, within 10 s, does not: the page the
    // server drew stays, as it works without scripts.
    await failed
    expect(loads).toEqual(['/result', '/result'])
    await expect(page.getByRole('heading', { level: 1, name: 'Available rooms' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /rooms? (is|are) free/ })).toBeVisible()

    const guard = await page.evaluate(() => sessionStorage.getItem('nightjar:chunk-reload'))
    const { path, expires } = JSON.parse(guard ?? '{}') as { path: string; expires: number }
    expect(path).toBe(url)
    expect(expires - Date.now()).toBeGreaterThan(0)
    expect(expires - Date.now()).toBeLessThanOrEqual(10_000)
  })

  test('a chunk that fails on an in-app navigation reloads at the target path', async ({
    page,
  }) => {
    // Failing from the start, so the link's prefetch cannot load the chunk first (its failure
    // is ignored: only the navigation reloads).
    await page.route('**/assets/booking-page-*.js', (route) => route.abort('failed'))
    await page.goto(resultUrl())
    const navigations: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(new URL(request.url()).pathname)
    })
    await page.getByRole('link', { name: 'Book Garden Room', exact: true }).click()
    // Loaded from the server instead, which draws the booking page (its code still fails, so
    // it stays the server's page).
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete your booking' }),
    ).toBeVisible()
    expect(navigations).toEqual(['/booking'])
    await expect(page).toHaveURL(/\/booking\?room=1&/)
  })
})

test.describe('build updates', () => {
  test('a new build id in builds/latest.json offers a reload, and the next route change loads the page', async ({
    page,
  }) => {
    await page.clock.install()
    const latest: { id?: string } = {}
    const polls: string[] = []
    await page.route('**/builds/latest.json*', async (route) => {
      polls.push(route.request().url())
      if (!latest.id) return route.continue()
      await route.fulfill({ json: { id: latest.id, timestamp: Date.now() } })
    })

    // The app, once it has taken over the server's page, fetches its own build's manifest and
    // starts watching: the hours run below must not overtake it.
    const watching = page.waitForResponse((response) =>
      /\/builds\/meta\/[^/]+\.json$/.test(response.url()),
    )
    await page.goto(resultUrl())
    await expect(page.getByRole('link', { name: 'Book Garden Room', exact: true })).toBeVisible()
    await watching
    expect(polls).toHaveLength(0)

    // An hour later the same build is still current: no toast.
    await page.clock.runFor(3_600_000)
    await expect.poll(() => polls.length).toBe(1)
    expect(new URL(polls[0]!).searchParams.get('t')).toMatch(/^\d+$/)
    await expect(
      page.getByText('A new version of this site is available', { exact: true }),
    ).toHaveCount(0)

    // Another hour, and a new build was deployed.
    latest.id = 'a-newer-build'
    await page.clock.runFor(3_600_000)
    await expect(
      page.getByText('A new version of this site is available', { exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reload', exact: true })).toBeVisible()
    expect(polls[1]).not.toBe(polls[0])

    // The next route change is a full page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    const navigation = page.waitForRequest((request) => request.isNavigationRequest())
    await page.getByRole('link', { name: 'Book Garden Room', exact: true }).click()
    expect(new URL((await navigation).url()).pathname).toBe('/booking')
    await expect(page).toHaveURL(/\/booking\?room=1&/)
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false)
  })

  test('the app fetches its own build manifest', async ({ page }) => {
    const manifest = page.waitForResponse((response) =>
      /\/builds\/meta\/[^/]+\.json$/.test(response.url()),
    )
    await page.goto('/')
    const response = await manifest
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { id: string; timestamp: number }
    expect(response.url()).toContain(`/builds/meta/${body.id}.json`)
    expect(typeof body.timestamp).toBe('number')
  })
})

test.describe('prefetch', () => {
  test('prefetches the code of visible links after load', async ({ page }) => {
    // On /result, the rooms' booking links are in view: the booking page's code (not part of
    // /result's own load) arrives after idle, before anyone clicks.
    const bookingChunk = page.waitForRequest(/\/assets\/booking-page-[^/]+\.js$/)
    await page.goto(resultUrl())
    await bookingChunk
  })

  test('prefetches the staff area only on intent (hover), not on sight', async ({ page }) => {
    const staffChunks: string[] = []
    page.on('request', (request) => {
      const match = /\/assets\/(admin-page|admin-layout)-/.exec(request.url())
      if (match) staffChunks.push(match[1]!)
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Nightjar Inn' })).toBeVisible()
    await page.waitForTimeout(1000)
    expect(staffChunks).toEqual([])

    const adminChunk = page.waitForRequest(/\/assets\/admin-page-[^/]+\.js$/)
    await page.getByRole('link', { name: 'Staff', exact: true }).hover()
    await adminChunk
    expect(staffChunks.sort()).toEqual(['admin-layout', 'admin-page'])
  })

  for (const [name, connection] of [
    ['saveData', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`does not prefetch on a ${name} connection`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => value,
        })
      }, connection)
      const pageChunks: string[] = []
      page.on('request', (request) => {
        const match = /\/assets\/((?:admin|home|booking)-page|admin-layout)-/.exec(request.url())
        if (match) pageChunks.push(match[1]!)
      })
      await page.goto(resultUrl())
      await expect(page.getByRole('heading', { level: 1, name: 'Available rooms' })).toBeVisible()
      await page.getByRole('link', { name: 'Staff', exact: true }).hover()
      await page.getByRole('link', { name: 'Book Garden Room', exact: true }).hover()
      await page.waitForTimeout(1500)
      expect(pageChunks).toEqual([])

      // A click still navigates (and loads the code then).
      await page.getByRole('link', { name: 'Book Garden Room', exact: true }).click()
      await expect(
        page.getByRole('heading', { level: 1, name: 'Complete your booking' }),
      ).toBeVisible()
      expect(pageChunks).toEqual(['booking-page'])
    })
  }
})

test.describe('navigation progress', () => {
  /** Makes the booking page's code slow to arrive, and turns prefetch off so the click loads it. */
  async function slowBookingPage(page: Page) {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true }),
      })
    })
    await page.route('**/assets/booking-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
  }

  test('shows a named progress bar only while a slow navigation runs', async ({ page }) => {
    await slowBookingPage(page)
    await page.goto(resultUrl())
    await untilHydrated(page.getByRole('link', { name: 'Book Garden Room', exact: true }))
    await page.getByRole('link', { name: 'Book Garden Room', exact: true }).click()
    const bar = page.getByRole('progressbar', { name: 'Loading page', exact: true })
    await expect(bar).toBeVisible()
    await expect(bar.locator('[data-slot="navigation-progress-indicator"]')).toHaveCSS(
      'animation-name',
      'nightjar-navigation-progress',
    )
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete your booking' }),
    ).toBeVisible()
    await expect(bar).toHaveCount(0)
  })

  test('stands still under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await slowBookingPage(page)
    await page.goto(resultUrl())
    await untilHydrated(page.getByRole('link', { name: 'Book Garden Room', exact: true }))
    await page.getByRole('link', { name: 'Book Garden Room', exact: true }).click()
    const bar = page.getByRole('progressbar', { name: 'Loading page', exact: true })
    await expect(bar).toBeVisible()
    await expect(bar.locator('[data-slot="navigation-progress-indicator"]')).toHaveCSS(
      'animation-name',
      'none',
    )
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete your booking' }),
    ).toBeVisible()
  })

  test('a fast navigation shows no bar', async ({ page }) => {
    await page.goto(resultUrl())
    await page.getByRole('link', { name: 'Book Garden Room', exact: true }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete your booking' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Nightjar Inn', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nightjar Inn' })).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
  })
})

test.describe('accessibility of the frame', () => {
  for (const path of ['/', '/no-such-page', '/admin/login', '/blank']) {
    test(`${path} has no axe violations (WCAG 2.2 AA)`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('#root > *').first()).toBeAttached()
      await page.waitForLoadState('networkidle')
      await expectNoAxeViolations(page, path)
    })
  }

  test('the skip link moves focus to the page content', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Nightjar Inn' })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content', exact: true })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })
})
