import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test'

import { AFTER_A_PAUSE, dayFromToday, watchForProblems } from './booking-helpers'

/**
 * Public pages drawn on the server at request time: the HTML as served is the page, with its
 * data, its own title and the status its routes give; without JavaScript a guest searches and
 * books; with it, the browser takes the page over (hydrates it) without asking the API again.
 */

/**
 * Nights no other end-to-end test books (300 days on), one stay per test: `slot` 0–4, moved on
 * by the repeat index so a test run again with `--repeat-each` finds them free.
 */
function stay(slot: number) {
  const from = 300 + 3 * (slot + 5 * test.info().repeatEachIndex)
  return { checkIn: dayFromToday(from), checkOut: dayFromToday(from + 2), guests: 2 }
}
const query = (s: { checkIn: string; checkOut: string; guests: number }) =>
  new URLSearchParams({ checkIn: s.checkIn, checkOut: s.checkOut, guests: String(s.guests) })

/** An inline script: any `<script>` that is neither a file nor JSON data. */
const INLINE_SCRIPT = /<script(?![^>]*(\bsrc=|type="application\/json"))[^>]*>/

async function html(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 })
  return { status: response.status(), text: await response.text(), response }
}

const titleOf = (text: string) => /<title>([^<]*)<\/title>/.exec(text)?.[1]

test.describe('the pages as served', () => {
  test('/, /result and /booking hold their content, data and title before any script', async ({
    request,
  }) => {
    const home = await html(request, '/')
    expect(home.status).toBe(200)
    expect(home.text).toMatch(/<html[^>]*\bclass="dark"/)
    expect(home.text).toMatch(/<h1[^>]*>(<!--\$-->)?Nightjar Inn/)
    for (const room of ['Garden Room', 'Sea View Suite']) expect(home.text).toContain(room)
    expect(home.text).toContain('id="nightjar-router-data"')

    const s = stay(0)
    const result = await html(request, `/result?${query(s)}`)
    expect(result.status).toBe(200)
    expect(result.text).toContain('Garden Room')
    expect(result.text).toMatch(/rooms? (is|are) free/)
    expect(result.text).toContain('€190')
    expect(titleOf(result.text)).toMatch(/^Available rooms, .+ · Nightjar Inn$/)

    const booking = await html(request, `/booking?room=1&${query(s)}`)
    expect(booking.status).toBe(200)
    expect(booking.text).toContain('Your details')
    expect(booking.text).toContain('name="formKey"')
    expect(booking.text).toContain('€190')

    for (const page of [home, result, booking]) {
      // Data only: the page runs no inline script (the Content-Security-Policy forbids it).
      expect(page.text).not.toMatch(INLINE_SCRIPT)
      expect(page.response.headers()['content-security-policy']).toContain("script-src 'self'")
    }
  })

  test('status codes come from the routes', async ({ request }) => {
    const s = stay(0)
    expect((await html(request, '/booking')).status).toBe(404)
    expect((await html(request, `/result?guests=9`)).status).toBe(404)
    // A party larger than any room is the page that offers several rooms; beyond 99, no page.
    const party = await html(request, `/result?${query({ ...s, guests: 9 })}`)
    expect(party.status).toBe(200)
    expect(party.text).toContain('Available rooms')
    expect((await html(request, `/result?${query({ ...s, guests: 100 })}`)).status).toBe(404)
    expect((await html(request, '/result')).status).toBe(404)
    const unknown = await html(request, '/no-such-page')
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain('Page not found: /no-such-page')
    const wrongKey = await html(request, '/booking?ref=NJ-00000-00000&key=AAAAAAAAAAAAAAAAAAAAAA')
    expect(wrongKey.status).toBe(404)
    expect(wrongKey.text).toContain('Page Not Found: /booking')
    // A route rule redirects on the server.
    const rule = await html(request, '/home')
    expect(rule.status).toBe(302)
    expect(rule.response.headers()['location']).toBe('/')
    // The staff area is drawn in the browser, behind its guard.
    expect((await html(request, '/admin')).status).toBe(200)
  })

  test('every public page has its own title', async ({ request }) => {
    const s = stay(0)
    const urls = [
      '/',
      `/result?${query(s)}`,
      `/booking?room=1&${query(s)}`,
      '/admin/login',
      '/no-such-page',
      '/booking',
    ]
    const titles = await Promise.all(
      urls.map(async (url) => titleOf((await html(request, url)).text)),
    )
    expect(titles).toEqual([
      'Guest house by the sea · Nightjar Inn',
      expect.stringMatching(/^Available rooms, /),
      expect.stringMatching(/^Complete your booking, /),
      'Staff sign-in · Nightjar Inn',
      'Page Not Found · Nightjar Inn',
      'Page Not Found · Nightjar Inn',
    ])
    expect(new Set(titles.slice(0, 4)).size).toBe(4)
  })

  test("a page's data is at {page}/_payload.json", async ({ request }) => {
    const home = await request.get('/_payload.json')
    expect(home.status()).toBe(200)
    const data = (await home.json()) as {
      path: string
      loaderData: Record<string, Record<string, { $settled?: unknown }>>
    }
    expect(data.path).toBe('/')
    expect(JSON.stringify(data.loaderData.index?.rooms?.$settled)).toContain('Garden Room')
    const blank = await request.get('/blank/_payload.json')
    expect(blank.status()).toBe(200)
    expect(((await blank.json()) as { path: string }).path).toBe('/blank')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a guest searches from the home page, sees the free rooms with totals and books', async ({
    page,
    request,
  }) => {
    const s = stay(1)
    await page.goto('/')
    const search = page.getByRole('form', { name: 'Find your stay', exact: true })
    await search.getByLabel('Check-in').fill(s.checkIn)
    await search.getByLabel('Check-out').fill(s.checkOut)
    await search.getByLabel('Guests').fill('2')
    await search.getByRole('button', { name: 'Search', exact: true }).click()

    await expect(page).toHaveURL(`/result?${query(s)}`)
    const free = page.getByRole('list', { name: /rooms? (is|are) free/ })
    const garden = free.getByRole('article', { name: 'Garden Room', exact: true })
    await expect(garden).toContainText('2 nights in total')
    await expect(garden).toContainText('€190')

    await free.getByRole('link', { name: 'Book Garden Room', exact: true }).click()
    await expect(page).toHaveURL(`/booking?room=1&${query(s)}`)
    await expect(page.getByRole('region', { name: 'Your stay', exact: true })).toContainText(
      'Garden Room',
    )
    const form = page.getByRole('form', { name: 'Your details', exact: true })
    await form.getByLabel(/^Full name/).fill('Nora Noscript')
    await form.getByLabel(/^Email/).fill('not-an-email')
    await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
    // The server checked the form: the mistake is marked, what was typed is still there.
    await expect(form.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true')
    await expect(form).toContainText('Enter a valid email address.')
    await expect(form.getByLabel(/^Full name/)).toHaveValue('Nora Noscript')

    await form.getByLabel(/^Email/).fill('nora@example.com')
    await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
    await expect(page).toHaveURL(/\/booking\?ref=NJ-[0-9A-Z-]+&key=/)
    const reference = (await page.getByLabel('Booking reference').textContent()) ?? ''
    expect(reference).toMatch(/^NJ-/)

    // The room is no longer free for those nights.
    const after = await request.get(`/api/availability?${query(s)}`, AFTER_A_PAUSE)
    const rooms = ((await after.json()) as { room: { id: number } }[]).map((r) => r.room.id)
    expect(rooms).not.toContain(1)
  })

  test('Back from a booking leads to the booking, not to its form saying the room is taken', async ({
    page,
  }) => {
    const s = stay(2)
    await page.goto(`/result?${query(s)}`)
    await page.getByRole('link', { name: 'Book Sea View Suite', exact: true }).click()
    const form = page.getByRole('form', { name: 'Your details', exact: true })
    await form.getByLabel(/^Full name/).fill('Bea Back')
    await form.getByLabel(/^Email/).fill('bea@example.com')
    await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
    const link = page.url()
    const reference = await page.getByLabel('Booking reference').textContent()

    await page.goBack()
    await expect(page).toHaveURL(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
    await expect(page.getByLabel('Booking reference')).toHaveText(reference!)
    // The form's address in another browser (no such booking there): the room is not free.
    const other = await (
      await page.context().browser()!.newContext({ javaScriptEnabled: false })
    ).newPage()
    await other.goto(`/booking?room=2&${query(s)}`)
    await expect(other.getByRole('alert')).toContainText(
      'This room isn’t available for these dates',
    )
    await page.goBack()
    await expect(page).toHaveURL(`/result?${query(s)}`)
  })

  test('the same form sent twice books once', async ({ page }) => {
    const s = stay(2)
    await page.goto(`/booking?room=1&${query(s)}`)
    const form = page.getByRole('form', { name: 'Your details', exact: true })
    const formKey = await form.locator('input[name="formKey"]').inputValue()
    const send = () =>
      page.request.post(`/booking?room=1&${query(s)}`, {
        form: { formKey, name: 'Dora Double', email: 'dora@example.com', phone: '', notes: '' },
        headers: { Origin: new URL(page.url()).origin },
        maxRedirects: 0,
      })
    const [first, second] = await Promise.all([send(), send()])
    for (const answer of [first, second]) expect(answer.status()).toBe(303)
    const reference = (answer: typeof first) =>
      new URL(answer.headers()['location']!, page.url()).searchParams.get('ref')
    expect(reference(first)).toMatch(/^NJ-/)
    expect(reference(second)).toBe(reference(first))
  })

  test('a room booked by someone else while the guest typed: told it was just taken', async ({
    page,
  }) => {
    const s = stay(3)
    await page.goto(`/booking?room=2&${query(s)}`)
    const form = page.getByRole('form', { name: 'Your details', exact: true })
    await form.getByLabel(/^Full name/).fill('Lena Late')
    await form.getByLabel(/^Email/).fill('lena@example.com')
    const first = await page.request.post('/api/bookings', {
      ...AFTER_A_PAUSE,
      headers: { 'Idempotency-Key': `e2e-taken-noscript-${Date.now()}` },
      data: { roomId: 2, ...s, guest: { name: 'Erik Early', email: 'erik@example.com' } },
    })
    expect(first.status()).toBe(201)

    await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Sorry, this room was just taken')
    await expect(alert).toContainText('Nothing was booked for you.')
    await expect(
      alert.getByRole('link', { name: 'See other rooms for these dates', exact: true }),
    ).toHaveAttribute('href', `/result?${query(s)}`)
  })

  test('staff sign in: the token cookie is set and they land on /admin', async ({
    page,
    context,
  }) => {
    await page.goto('/admin/login')
    const form = page.getByRole('form', { name: 'Staff sign-in', exact: true })
    await form.getByLabel('Email').fill('staff@nightjar.test')
    await form.getByLabel('Password').fill('wrong-password')
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('The email or password is not correct.')).toBeVisible()
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()

    await form.getByLabel('Password').fill('nightjar-demo')
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL('/admin')
    const token = (await context.cookies()).find((c) => c.name === 'token')
    expect(token?.value).toMatch(/\S{20,}/)
  })

  test('a form posted from another site is refused', async ({ request }) => {
    const s = stay(3)
    const answer = await request.post(`/booking?room=1&${query(s)}`, {
      form: { name: 'Mallory', email: 'mallory@example.com' },
      headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(answer.status()).toBe(403)
    const signIn = await request.post('/admin/login', {
      form: { email: 'staff@nightjar.test', password: 'nightjar-demo' },
      headers: { Origin: 'https://elsewhere.example' },
    })
    expect(signIn.status()).toBe(403)
  })
})

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

/** A phone's screen and CPU: the page's code takes seconds to come and run, and the guest is quicker. */
async function asSlowPhone(page: Page, context: BrowserContext) {
  await page.setViewportSize({ width: 390, height: 844 })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
}

test.describe('hydration', () => {
  for (const [name, url, heading, check] of [
    ['/', () => '/', 'h1#inn-name', 'Find your stay'],
    ['/result', () => `/result?${query(stay(4))}`, 'main h1', 'Change your search'],
    ['/booking', () => `/booking?room=1&${query(stay(4))}`, 'main h1', null],
  ] as const) {
    test(`${name} takes over the server's page without asking the API again`, async ({ page }) => {
      const problems = watchForProblems(page)
      const api: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (pathname.startsWith('/api/') && !pathname.startsWith('/api/icons')) api.push(pathname)
      })
      await rememberParsedElement(page, heading)
      await page.goto(url())
      await page.waitForLoadState('networkidle')

      if (check) {
        // Hydrated: the search card answers (a tap made earlier is answered only once it has).
        const form = page.getByRole('form', { name: check })
        await form.getByRole('button', { name: 'More guests', exact: true }).click()
        await expect(form.getByRole('spinbutton', { name: 'Guests', exact: true })).toHaveValue('3')
      } else {
        // Hydrated: the form checks a field as it is left, before anything is sent.
        const form = page.getByRole('form', { name: 'Your details', exact: true })
        await form.getByLabel(/^Email/).fill('not-an-email')
        await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
        await expect(form.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true')
      }
      expect(await stillTheParsedElement(page, heading)).toBe(true)
      expect(api).toEqual([])
      expect(problems).toEqual([])
    })
  }

  test('on a slow phone, what a guest types and sends before the page has hydrated is kept and answered', async ({
    page,
    context,
  }) => {
    // A miss answered by the API once the page has hydrated is a 404, as it should be.
    const problems = watchForProblems(
      page,
      (url, status) => url.endsWith('/api/bookings/lookup') && status === 404,
    )
    await asSlowPhone(page, context)
    await rememberParsedElement(page, '#find-booking')
    await page.goto('/')
    const find = page.getByRole('form', { name: 'Find your booking', exact: true })
    const reference = find.getByRole('textbox', { name: 'Booking reference', exact: true })
    await reference.fill('nj-aaaaa-bbbbb')
    // What was typed stays in the form the server drew: the browser never draws it anew.
    await page.waitForTimeout(1_000)
    await expect(reference).toHaveValue('nj-aaaaa-bbbbb')
    expect(await stillTheParsedElement(page, '#find-booking')).toBe(true)
    await find.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@example.com')
    await find.getByRole('button', { name: 'Find booking', exact: true }).click()
    await expect(find.getByRole('alert')).toContainText(
      'No booking matches this reference and email',
      { timeout: 15_000 },
    )
    await expect(reference).toHaveValue('nj-aaaaa-bbbbb')
    expect(problems).toEqual([])
  })

  test('on a slow phone, taps on the search card before the page has hydrated are answered once it has', async ({
    page,
    context,
  }) => {
    const problems = watchForProblems(page)
    await asSlowPhone(page, context)
    // The search card's code (the page hydrates once it has come) is held until all three taps
    // are made, so each waits for the hydration, as on a phone slower than the guest.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/search-card-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Find your stay', exact: true })
    const guests = form.getByRole('spinbutton', { name: 'Guests', exact: true })
    await form.getByRole('button', { name: 'More guests', exact: true }).click()
    await form.getByRole('button', { name: 'More guests', exact: true }).click()
    const stayDates = form.getByRole('button', { name: /^Stay dates/ })
    await stayDates.click()
    await expect(guests).toHaveValue('2')
    // Each kept tap shows at once that it was taken: its button is busy, and drawn so.
    await expect(stayDates).toHaveAttribute('aria-busy', 'true')
    await expect(stayDates).toHaveCSS('cursor', 'progress')
    await expect(form.getByRole('button', { name: 'More guests', exact: true })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    release()
    // Made again, in order, once the page has hydrated: two more guests, and the picker opens.
    await expect(guests).toHaveValue('4', { timeout: 15_000 })
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(stayDates).not.toHaveAttribute('aria-busy')
    await expect(page.getByRole('dialog').getByText('Choose your check-in')).toBeVisible()
    expect(problems).toEqual([])
  })

  test('a later in-app visit to / loads fresh data from the API', async ({ page }) => {
    const problems = watchForProblems(page)
    const api: string[] = []
    page.on('request', (request) => api.push(new URL(request.url()).pathname))
    await page.goto(`/result?${query(stay(4))}`)
    // Hydrated (before, the link is a plain one, and the server draws the next page).
    const search = page.getByRole('form', { name: 'Change your search', exact: true })
    await search.getByRole('button', { name: 'More guests', exact: true }).click()
    await expect(search.getByRole('spinbutton', { name: 'Guests', exact: true })).toHaveValue('3')
    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click()
    await expect(
      page.getByRole('list', { name: 'Rooms', exact: true }).getByRole('article'),
    ).toHaveCount(5)
    expect(api).toEqual(expect.arrayContaining(['/api/inn', '/api/rooms']))
    expect(problems).toEqual([])
  })
})
