import { expect, type Page, type Route, test } from '@playwright/test'

import { dayFromToday, untilHydrated } from './booking-helpers'

/**
 * The app while its API fails: server errors, requests that time out or never answer, and no
 * network at all. Every page says what went wrong (an alert, with a way to try again) and is
 * never blank; nothing throws uncaught. A page's first load is drawn by the server, which asks
 * its API in process; the browser asks the API on the visits after it, which are what these
 * tests break.
 */

const CHECK_IN = dayFromToday(250)
const CHECK_OUT = dayFromToday(252)
const RESULT = `/result?checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&guests=2`

/**
 * Opens `RESULT` the way a visitor changes their search: the same stay for one guest, drawn by
 * the server, then one more guest and Update, which the browser loads from the API.
 */
async function searchInApp(page: Page) {
  await page.goto(RESULT.replace('guests=2', 'guests=1'))
  const search = page.getByRole('form', { name: 'Change your search', exact: true })
  await page.waitForLoadState('networkidle')
  await search.getByRole('button', { name: 'More guests', exact: true }).click()
  await expect(search.getByRole('spinbutton', { name: 'Guests', exact: true })).toHaveValue('2')
  await search.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(page).toHaveURL(RESULT)
}
/**
 * Room 2 on nights no other end-to-end test books: `slot` 0 or 1 (a test run again with
 * `--repeat-each` takes the next free nights, as the first run booked these).
 */
const bookingUrl = (slot: 0 | 1) => {
  const from = 254 + 3 * (slot + 2 * test.info().repeatEachIndex)
  return `/booking?room=2&checkIn=${dayFromToday(from)}&checkOut=${dayFromToday(from + 2)}&guests=2`
}
const STAFF = { email: 'staff@nightjar.test', password: 'nightjar-demo' }

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    json: { error: { code: 'internal_error', message: 'The database is not answering.' } },
  })
const timedOut = (route: Route) => route.abort('timedout')

/** Uncaught errors in the page; each test ends expecting none. */
function watchPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The page has a main landmark with readable text in it. */
async function expectNotBlank(page: Page) {
  const main = page.getByRole('main')
  await expect(main).toBeVisible()
  expect((await main.innerText()).trim().length).toBeGreaterThan(20)
}

async function fillGuest(page: Page) {
  const form = page.getByRole('form', { name: 'Your details', exact: true })
  // The form is the app's (before, it posts to the server, which the tests' routes cannot fail).
  await untilHydrated(form.getByLabel(/^Full name/))
  await form.getByLabel(/^Full name/).fill('Robin Failsafe')
  await form.getByLabel(/^Email/).fill('robin@example.com')
  return form
}

test.describe('public pages', () => {
  test('/result: a server error shows an alert, and “Try again” brings the rooms', async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    await page.route('**/api/availability?*guests=2*', serverError)
    await searchInApp(page)
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t check availability' })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('The database is not answering.')
    await expectNotBlank(page)
    // The search stays usable beside the alert.
    await expect(page.getByRole('heading', { level: 1, name: 'Available rooms' })).toBeVisible()

    await page.unroute('**/api/availability?*guests=2*')
    await alert.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect(page.getByRole('heading', { name: /rooms? (is|are) free/ })).toBeVisible()
    await expect(alert).toBeHidden()
    expect(errors).toEqual([])
  })

  test('/result: a timed-out search says the service could not be reached', async ({ page }) => {
    const errors = watchPageErrors(page)
    await page.route('**/api/availability?*guests=2*', timedOut)
    await searchInApp(page)
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t check availability' })
    await expect(alert).toContainText('could not be reached')
    await expect(alert.getByRole('button', { name: 'Try again', exact: true })).toBeVisible()
    await expectNotBlank(page)
    expect(errors).toEqual([])
  })

  test('/result: a search that never answers keeps the page and a loading status', async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    await page.route('**/api/availability?*guests=2*', () => {
      // never answered
    })
    await searchInApp(page)
    await expect(
      page.getByRole('status', { name: 'Looking for free rooms…', exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Available rooms' })).toBeVisible()
    await expectNotBlank(page)
    // The visitor is not stuck: the way home still works.
    await page.unroute('**/api/availability?*guests=2*')
    await page.getByRole('link', { name: 'Home', exact: true }).first().click()
    await expect(page).toHaveURL('/')
    await expect(
      page.getByRole('list', { name: 'Rooms', exact: true }).getByRole('article'),
    ).toHaveCount(5)
    expect(errors).toEqual([])
  })

  test('/: rooms that fail to load show an alert, online or offline', async ({ page, context }) => {
    const errors = watchPageErrors(page)
    // Open the results first, so the home page is reached by an in-app navigation that has to
    // ask the API for the rooms.
    await page.goto(RESULT)
    await expect(page.getByRole('heading', { name: /rooms? (is|are) free/ })).toBeVisible()
    const home = page.getByRole('main').getByRole('link', { name: 'Home', exact: true })
    const roomsAlert = page.getByRole('alert').filter({ hasText: 'We couldn’t load our rooms' })
    await untilHydrated(home)

    await page.route('**/api/rooms', serverError)
    await home.click()
    await expect(page).toHaveURL('/')
    await expect(roomsAlert).toBeVisible()
    await expect(roomsAlert.getByRole('button', { name: 'Try again', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNotBlank(page)

    await page.unroute('**/api/rooms')
    await roomsAlert.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect(
      page.getByRole('list', { name: 'Rooms', exact: true }).getByRole('article'),
    ).toHaveCount(5)

    // Offline: back to the results (already loaded once), then home again with no network.
    await page.goBack()
    await expect(page.getByRole('heading', { name: /rooms? (is|are) free/ })).toBeVisible()
    await context.setOffline(true)
    await home.click()
    await expect(page).toHaveURL('/')
    await expect(roomsAlert).toBeVisible()
    await expectNotBlank(page)
    await context.setOffline(false)
    await roomsAlert.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect(
      page.getByRole('list', { name: 'Rooms', exact: true }).getByRole('article'),
    ).toHaveCount(5)
    expect(errors).toEqual([])
  })

  test('offline, opening the stay dates before the calendar’s code loaded says so, and retries', async ({
    page,
    context,
  }) => {
    const errors = watchPageErrors(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const dates = page.getByRole('button', { name: /^Stay dates/ })
    // The page's own code has come and taken over (on a busy machine the network can be idle
    // before it has): only the calendar's is still to load.
    await untilHydrated(dates)
    await context.setOffline(true)
    await dates.click()
    await expect(page.getByRole('alert')).toContainText('The calendar could not load')
    await expect(dates).toHaveAccessibleDescription(/The calendar could not load/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectNotBlank(page)

    await context.setOffline(false)
    await dates.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'The calendar could not load' }),
    ).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('offline, opening a page whose code is not loaded yet keeps the app and says why', async ({
    page,
    context,
  }) => {
    const errors = watchPageErrors(page)
    await page.goto(RESULT)
    await expect(page.getByRole('heading', { name: /rooms? (is|are) free/ })).toBeVisible()
    // Hydrated (before, the Staff link is a plain one, and offline the browser shows its own page).
    const search = page.getByRole('form', { name: 'Change your search', exact: true })
    await search.getByRole('button', { name: 'More guests', exact: true }).click()
    await expect(search.getByRole('spinbutton', { name: 'Guests', exact: true })).toHaveValue('3')
    await context.setOffline(true)
    // Staff → the sign-in page, whose code no link on this page has fetched.
    await page.getByRole('banner').getByRole('link', { name: 'Staff', exact: true }).click()
    await expect(page.getByText('you seem to be offline')).toBeVisible()
    // Still the app (a reload would have shown the browser's own offline page instead).
    expect(page.url()).toMatch(/^http:\/\/localhost:\d+\/admin\/login/)
    await expectNotBlank(page)

    await context.setOffline(false)
    await page.getByRole('button', { name: 'Go back home', exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(
      page.getByRole('list', { name: 'Rooms', exact: true }).getByRole('article'),
    ).toHaveCount(5)
    expect(errors).toEqual([])
  })

  test('the notifications’ code failing to load leaves the page whole; toasts come once it loads', async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    const region = '**/assets/toast-region-*.js'
    await page.route(region, timedOut)
    const regionTried = page.waitForRequest(/\/assets\/toast-region-[^/]+\.js$/)
    await page.goto(bookingUrl(1))
    const form = await fillGuest(page)
    await regionTried
    await expectNotBlank(page)
    await expect(form).toBeVisible()

    // The next toast tries again: the booking's toast shows with its reference.
    await page.unroute(region)
    await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
    const reference = (await page.getByLabel('Booking reference').textContent()) ?? ''
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(reference)
    expect(errors).toEqual([])
  })

  test('/booking: the stay failing to load shows an alert with a retry', async ({ page }) => {
    const errors = watchPageErrors(page)
    // The results for the stay, drawn by the server; then the room's Book link, in the browser.
    const booking = new URL(bookingUrl(0), 'http://localhost')
    booking.searchParams.delete('room')
    await page.goto(`/result${booking.search}`)
    await untilHydrated(page.getByRole('link', { name: 'Book Sea View Suite', exact: true }))
    await page.route('**/api/availability?*', serverError)
    await page.getByRole('link', { name: 'Book Sea View Suite', exact: true }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load your stay' })
    await expect(alert).toContainText('The database is not answering.')
    await expect(page.getByRole('link', { name: 'Back to the results', exact: true })).toBeVisible()
    await expectNotBlank(page)

    await page.unroute('**/api/availability?*')
    await page.route('**/api/availability?*', timedOut)
    await alert.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect(alert).toContainText('could not be reached')

    await page.unroute('**/api/availability?*')
    await alert.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect(page.getByRole('form', { name: 'Your details', exact: true })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('/booking: a failed, timed-out or offline submit keeps the details and books once on retry', async ({
    page,
    context,
  }) => {
    const errors = watchPageErrors(page)
    const keys: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/bookings')) {
        keys.push(request.headers()['idempotency-key'] ?? '')
      }
    })
    await page.goto(bookingUrl(0))
    const form = await fillGuest(page)
    const submit = form.getByRole('button', { name: 'Confirm booking', exact: true })
    const problem = form.getByRole('alert')

    await page.route('**/api/bookings', serverError)
    await submit.click()
    await expect(problem).toContainText('Your booking did not go through')
    await expect(problem).toContainText('The database is not answering.')
    await expect(form.getByLabel(/^Full name/)).toHaveValue('Robin Failsafe')
    await expectNotBlank(page)

    await page.unroute('**/api/bookings')
    await page.route('**/api/bookings', timedOut)
    await submit.click()
    await expect(problem).toContainText('We couldn’t reach the server')
    await expect(problem).toContainText('you will not be booked twice')

    await page.unroute('**/api/bookings')
    await context.setOffline(true)
    await submit.click()
    await expect(problem).toContainText('We couldn’t reach the server')
    await expect(form.getByLabel(/^Email/)).toHaveValue('robin@example.com')
    await expectNotBlank(page)

    await context.setOffline(false)
    await submit.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
    // Every attempt carried the same key (the server saw only the last one), so a retry after a
    // lost answer could not book twice.
    expect(new Set(keys).size).toBe(1)
    expect(errors).toEqual([])
  })
})

test.describe('staff area', () => {
  test.beforeEach(async ({ page }) => {
    // Signs in through the API: the session cookie lands in the browser context.
    const response = await page.request.post('/api/auth/login', { data: STAFF })
    expect(response.status()).toBe(200)
  })

  test('a section whose data fails shows an alert with a retry, online or offline', async ({
    page,
    context,
  }) => {
    const errors = watchPageErrors(page)
    await page.route('**/api/admin/bookings?*', serverError)
    await page.goto('/admin?section=bookings')
    const bookingsAlert = page.getByRole('alert').filter({ hasText: 'Could not load bookings' })
    await expect(bookingsAlert).toContainText('The database is not answering.')
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
    await expectNotBlank(page)
    await page.unroute('**/api/admin/bookings?*')
    await bookingsAlert.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect(bookingsAlert).toBeHidden()
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()

    // A report that times out.
    await page.route('**/api/admin/reports?*', timedOut)
    await page.getByRole('link', { name: 'Reports', exact: true }).first().click()
    const reportAlert = page.getByRole('alert').filter({ hasText: 'Could not load the report' })
    await expect(reportAlert).toContainText('The server could not be reached.')
    await expectNotBlank(page)
    await page.unroute('**/api/admin/reports?*')

    // No network: the rooms section says so, and loads once the network is back.
    await context.setOffline(true)
    await page.getByRole('link', { name: 'Rooms', exact: true }).first().click()
    // Whether its code or its data did not come, the alert names the rooms (the report's alert,
    // which says the same, must not stand in for it while the navigation is still under way).
    const roomsAlert = page.getByRole('alert').filter({ hasText: /Could not load rooms/i })
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible()
    await expect(roomsAlert).toContainText('The server could not be reached.')
    await expect(reportAlert).toBeHidden()
    await expectNotBlank(page)
    await context.setOffline(false)
    await roomsAlert.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect(roomsAlert).toBeHidden()
    await expect(page.getByText('Garden Room').first()).toBeVisible()
    expect(errors).toEqual([])
  })

  test('a section whose own code does not come says so in the staff area, and opens on a retry', async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    await page.route('**/assets/rooms-section-*.js', (route) => route.abort('failed'))
    await page.goto('/admin?section=overview')
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
    await page.getByRole('link', { name: 'Rooms', exact: true }).first().click()
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load Rooms' })
    await expect(alert).toContainText('This section could not be loaded.')
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible()
    await expectNotBlank(page)
    await page.unroute('**/assets/rooms-section-*.js')
    await alert.getByRole('button', { name: 'Try again', exact: true }).click()
    await expect(alert).toBeHidden()
    await expect(page.getByText('Garden Room').first()).toBeVisible()
    expect(errors).toEqual([])
  })
})
