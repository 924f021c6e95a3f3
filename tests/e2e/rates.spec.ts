import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import {
  AFTER_A_PAUSE,
  dayButtonName,
  dayFromToday,
  expectNoAxeViolations,
  watchForProblems,
} from './booking-helpers'

/** The demo staff member's bearer token, for setting rates through the API. */
async function staffToken(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', {
    data: { email: 'staff@nightjar.test', password: 'nightjar-demo' },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

async function asStaff(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, {
    data,
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** Opens the search card's picker and shows the month of `iso`. */
async function openPickerAt(page: Page, iso: string) {
  await page.getByRole('button', { name: /^Stay dates/ }).click()
  const dialog = page.getByRole('dialog')
  const day = dialog.locator(`td:not([data-outside]) button[data-day="${iso}"]`)
  for (let i = 0; i < 14 && !(await day.isVisible()); i++) {
    await dialog.getByRole('button', { name: 'Next month', exact: true }).click()
  }
  return dialog
}

const bookingBody = (checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) => ({
  roomId: 1,
  checkIn,
  checkOut,
  guests: 2,
  guest: { name: 'Rate Tester', email: 'rates@example.com' },
  ...extra,
})

test.describe('rates and stay rules', () => {
  test('a stay across two rate periods costs the sum of its nights in the picker, the result, the booking, the confirmation and the staff area', async ({
    page,
    request,
  }) => {
    // Several pages, each checked by axe: more than one page's time on a busy machine.
    test.slow()
    const problems = watchForProblems(page)
    const [checkIn, checkOut] = [dayFromToday(270), dayFromToday(274)]
    // Two nights at 80, two at 92 for the Garden Room (still the cheapest for two).
    await asStaff(request, '/api/admin/rates/periods', {
      roomId: 1,
      name: 'Autumn',
      from: dayFromToday(270),
      to: dayFromToday(271),
      rate: 8000,
    })
    await asStaff(request, '/api/admin/rates/periods', {
      roomId: 1,
      name: 'Festival',
      from: dayFromToday(272),
      to: dayFromToday(273),
      rate: 9200,
    })
    // The server prices the nights: a client's total is refused, naming it.
    const sent = await request.post('/api/bookings', {
      ...AFTER_A_PAUSE,
      data: bookingBody(checkIn, checkOut, { total: 100 }),
      headers: { 'Idempotency-Key': 'e2e-client-total' },
    })
    expect(sent.status()).toBe(400)
    expect(((await sent.json()) as { error: { fields: object } }).error.fields).toHaveProperty(
      'total',
    )

    await page.goto('/')
    const dialog = await openPickerAt(page, checkIn)
    // The prices under the days; the stay previewed with its nights and total.
    await dialog
      .getByRole('button', { name: dayButtonName(checkIn) })
      .first()
      .click()
    await expect(dialog.getByText('Choose your check-out')).toBeVisible()
    const end = dialog.getByRole('button', {
      name: new RegExp(`${dayButtonName(checkOut).source}, €\\d+$`),
    })
    await expect(
      dialog.getByRole('button', {
        name: new RegExp(`${dayButtonName(dayFromToday(272)).source}, €92$`),
      }),
    ).toBeEnabled()
    await end.hover()
    await expect(dialog).toContainText('4 nights · from €344')
    await expectNoAxeViolations(page, 'the picker with prices')
    await end.click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Search', exact: true }).click()

    const garden = page.getByRole('article', { name: 'Garden Room', exact: true })
    await expect(garden).toContainText('€344')
    await expect(garden).toContainText('2 nights × €80 + 2 nights × €92')
    await garden.getByRole('link', { name: 'Book Garden Room', exact: true }).click()
    const summary = page.getByRole('region', { name: 'Your stay', exact: true })
    await expect(summary).toContainText('2 nights × €80')
    await expect(summary).toContainText('€344')
    const form = page.getByRole('form', { name: 'Your details', exact: true })
    await form.getByLabel(/^Full name/).fill('Noor Haddad')
    await form.getByLabel(/^Email/).fill('noor@example.com')
    await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Booking details', exact: true })).toContainText(
      '€344',
    )
    const reference = (await page.getByLabel('Booking reference').textContent()) ?? ''

    // The staff area lists the booking at the same total.
    await page.goto('/admin/login')
    await page.getByLabel(/Email/).fill('staff@nightjar.test')
    await page.getByLabel(/Password/).fill('nightjar-demo')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(/\/admin(\?|$)/)
    await page.goto(`/admin?section=bookings&q=${reference}`)
    const row = page
      .getByRole('table', { name: 'Bookings', exact: true })
      .getByRole('row', { name: /Noor Haddad/ })
    await expect(row).toContainText('€344')
    expect(problems).toEqual([])
  })

  test('a minimum stay disables the check-outs that break it in the picker, and the API refuses such a stay naming the field', async ({
    page,
    request,
  }) => {
    // Several pages, each checked by axe: more than one page's time on a busy machine.
    test.slow()
    const arrival = dayFromToday(280)
    await asStaff(request, '/api/admin/rates/rules', {
      name: 'Harvest fair',
      from: arrival,
      to: dayFromToday(282),
      minNights: 3,
    })
    const refused = await request.post('/api/bookings', {
      ...AFTER_A_PAUSE,
      data: bookingBody(arrival, dayFromToday(282)),
      headers: { 'Idempotency-Key': 'e2e-min-stay' },
    })
    expect(refused.status()).toBe(400)
    const { error } = (await refused.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(error.fields)).toEqual(['checkOut'])
    expect(error.fields.checkOut).toMatch(/is at least 3 nights\.$/)
    const search = await request.get(
      `/api/availability?checkIn=${arrival}&checkOut=${dayFromToday(281)}&guests=2`,
      AFTER_A_PAUSE,
    )
    expect(search.status()).toBe(400)

    await page.goto('/')
    const dialog = await openPickerAt(page, arrival)
    await dialog
      .getByRole('button', { name: dayButtonName(arrival) })
      .first()
      .click()
    for (const day of [281, 282]) {
      await expect(
        dialog.getByRole('button', {
          name: new RegExp(`${dayButtonName(dayFromToday(day)).source}.*fewer than 3 nights$`),
        }),
      ).toBeDisabled()
    }
    const third = dialog.getByRole('button', { name: dayButtonName(dayFromToday(283)) }).first()
    await expect(third).toBeEnabled()
    await expectNoAxeViolations(page, 'the picker with a minimum stay')
    await third.click()
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(
      `/result?checkIn=${arrival}&checkOut=${dayFromToday(283)}&guests=2`,
    )
    await expect(page.getByRole('heading', { name: /rooms? (is|are) free/ })).toBeVisible()
  })

  test('on a phone, the Rates section scrolls its month inside its box and adds a stay rule', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await page.getByLabel(/Email/).fill('staff@nightjar.test')
    await page.getByLabel(/Password/).fill('nightjar-demo')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(/\/admin(\?|$)/)
    await page.goto('/admin?section=rates')
    await expect(page.getByRole('table', { name: 'Rate periods', exact: true })).toContainText(
      'High season',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page, '/admin?section=rates on a phone')
    await page.getByRole('button', { name: 'New stay rule', exact: true }).tap()
    const dialog = page.getByRole('dialog', { name: 'New stay rule', exact: true })
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Phone rule')
    const first = dialog.locator(`td:not([data-outside]) button[data-day="${dayFromToday(295)}"]`)
    for (let i = 0; i < 14 && !(await first.isVisible()); i++) {
      await dialog.getByRole('button', { name: 'Next month', exact: true }).tap()
    }
    await first.tap()
    await first.tap()
    await dialog.getByRole('switch', { name: 'Closed to arrival', exact: true }).tap()
    await dialog.getByRole('button', { name: 'Add stay rule', exact: true }).tap()
    await expect(page.getByRole('table', { name: 'Stay rules', exact: true })).toContainText(
      'Phone rule',
    )
    await context.close()
  })
})
