import { expect, type Locator, type Page, test } from '@playwright/test'

import { dayFromToday, followRequests, watchForProblems } from './booking-helpers'

const STAFF = { email: 'staff@nightjar.test', password: 'nightjar-demo' }
const PHONE = { width: 390, height: 844 }

test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

test.beforeEach(async ({ page, context, baseURL }) => {
  const response = await page.request.post('/api/auth/login', { data: STAFF })
  const { token } = (await response.json()) as { token: string }
  await context.addCookies([{ name: 'token', value: token, url: baseURL! }])
})

/** The page scrolls only up and down: nothing is wider than the screen. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, `${where}: the page is ${width} px wide on a ${PHONE.width} px screen`).toBe(
    PHONE.width,
  )
}

/** A dialog (or sheet) lies wholly on the screen. */
async function expectOnScreen(dialog: Locator, where: string) {
  await expect(dialog).toBeVisible()
  // Let its opening animation end (or be cancelled) before measuring.
  await dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const box = (await dialog.boundingBox())!
  expect(box.x, `${where}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box.y, `${where}: top edge`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${where}: right edge`).toBeLessThanOrEqual(PHONE.width)
  expect(box.y + box.height, `${where}: bottom edge`).toBeLessThanOrEqual(PHONE.height)
}

/** Closes the dialog open and waits for what closing it reloads (`settled`), before the next step. */
async function closeDialog(page: Page, settled: () => Promise<void>) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await settled()
}

const SECTIONS = [
  ['frontdesk', 'Front desk'],
  ['overview', 'Overview'],
  ['bookings', 'Bookings'],
  ['rooms', 'Rooms'],
  ['rates', 'Rates'],
  ['reports', 'Reports'],
  ['emails', 'Emails'],
  ['settings', 'Settings'],
  ['staff', 'Staff'],
  ['account', 'Your account'],
] as const

test('on a phone, no staff section is wider than the screen', async ({ page }) => {
  // Ten sections, each loaded to a quiet network: more than one page's time on a busy machine.
  test.slow()
  const problems = watchForProblems(page)
  for (const [section, title] of SECTIONS) {
    await page.goto(`/admin?section=${section}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoSidewaysScroll(page, section)
  }
  expect(problems).toEqual([])
})

/**
 * What a finger must hit and is smaller than 24 × 24 px (WCAG 2.2, 2.5.8): buttons, fields and
 * links, but not a link inside a sentence (the rule's inline exception).
 */
function smallTargets(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type=hidden]), textarea, select, [role=checkbox], [role=switch], [role=combobox]',
      ),
    ]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return false // not shown
        if (element.closest('.sr-only, [aria-hidden=true], [inert]')) return false
        if (element.matches('a') && element.closest('p, li, dd')) return false // inline
        return box.width < 24 || box.height < 24
      })
      .map((element) => {
        const box = element.getBoundingClientRect()
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim()
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`
      }),
  )
}

test('on a phone, every staff control is at least 24 px each way', async ({ page }) => {
  for (const [section, title] of SECTIONS) {
    await page.goto(`/admin?section=${section}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await smallTargets(page), section).toEqual([])
  }
})

test('on a phone, every staff dialog opens on the screen', async ({ page }) => {
  // Seven dialogs over five sections: longer than the default 30 s on a small machine.
  test.setTimeout(90_000)
  const problems = watchForProblems(page)
  const settled = followRequests(page)

  // The front desk: a stay's booking, a new booking, and the grid scrolling in its own box.
  await page.goto('/admin')
  const grid = page.getByRole('table', { name: /^Rooms and nights/ })
  await expect(grid).toBeVisible()
  const scroll = page.locator('[data-slot=desk-scroll]')
  expect(await scroll.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
  await grid.getByRole('button', { name: /, Tom Becker, / }).tap()
  await expectOnScreen(page.getByRole('dialog'), 'a stay on the front desk')
  await expectNoSidewaysScroll(page, 'a stay open on the front desk')
  await closeDialog(page, settled)
  await page.getByRole('button', { name: 'New booking', exact: true }).tap()
  const form = page.getByRole('dialog', { name: 'New booking', exact: true })
  await expectOnScreen(form, 'new booking')
  await expect(form.getByRole('textbox', { name: /Guest’s name/ })).toBeVisible()
  await expectNoSidewaysScroll(page, 'new booking open')
  await closeDialog(page, settled)

  await page.goto('/admin?section=bookings')
  const table = page.getByRole('table', { name: /bookings/i })
  await expect(table).toBeVisible()
  await table.getByRole('button', { name: /^View/ }).first().tap()
  await expectOnScreen(page.getByRole('dialog'), 'a booking')
  await expectNoSidewaysScroll(page, 'a booking open')
  await closeDialog(page, settled)

  await page.goto('/admin?section=rooms')
  await page.getByRole('button', { name: 'New room', exact: true }).tap()
  await expectOnScreen(page.getByRole('dialog', { name: 'New room', exact: true }), 'new room')
  await closeDialog(page, settled)
  await page
    .getByRole('button', { name: /^Closures/ })
    .first()
    .tap()
  await expectOnScreen(page.getByRole('dialog'), 'closures')
  await expectNoSidewaysScroll(page, 'closures open')
  await closeDialog(page, settled)

  await page.goto('/admin?section=staff')
  await page.getByRole('button', { name: 'Add staff', exact: true }).tap()
  await expectOnScreen(
    page.getByRole('dialog', { name: 'Add a staff account', exact: true }),
    'add staff',
  )
  await closeDialog(page, settled)

  await page.getByRole('button', { name: 'Search or run a command…', exact: true }).tap()
  const palette = page.getByRole('dialog')
  await expectOnScreen(palette, 'the command palette')
  // It fills the screen, and closes by touch (there is no Escape key on a phone).
  expect(await palette.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE })
  await palette.getByRole('button', { name: 'Close', exact: true }).tap()
  await expect(palette).toBeHidden()

  expect(problems).toEqual([])
})

test('on a phone, the rates, email and confirmation dialogs open on the screen', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const problems = watchForProblems(page)
  const settled = followRequests(page)
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')!.value
  const staffApi = { Authorization: `Bearer ${token}` }

  // A guest's booking (its confirmation email follows; nights 330–360, which no other test
  // books) and a colleague's account, to open.
  const night = 330 + (Date.now() % 30)
  const checkIn = dayFromToday(night)
  const answer = await page.request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `e2e-phone-dialogs-${Date.now()}` },
    data: {
      roomId: 1,
      checkIn,
      checkOut: dayFromToday(night + 1),
      guests: 1,
      guest: { name: 'Lea Brandt', email: 'lea@example.com' },
    },
  })
  expect(answer.status()).toBe(201)
  const { booking } = (await answer.json()) as { booking: { reference: string } }
  const colleague = { name: 'Noor Haddad', email: `noor.${Date.now()}@nightjar.test` }
  const added = await page.request.post('/api/admin/staff', {
    headers: staffApi,
    data: { ...colleague, role: 'staff', password: 'noor-first-password' },
  })
  expect(added.status()).toBe(201)

  await page.goto('/admin?section=rates')
  for (const title of ['New rate period', 'New stay rule']) {
    await page.getByRole('button', { name: title, exact: true }).tap()
    await expectOnScreen(page.getByRole('dialog', { name: title }), title)
    await expectNoSidewaysScroll(page, `${title} open`)
    await closeDialog(page, settled)
  }

  // Cancelling a booking asks first, on the screen.
  await page.goto(`/admin?section=bookings&q=${booking.reference}`)
  const table = page.getByRole('table', { name: /bookings/i })
  await expect(table.getByText(booking.reference)).toBeVisible()
  await table.getByRole('button', { name: /^View/ }).first().tap()
  const view = page.getByRole('dialog')
  await expectOnScreen(view, 'the booking')
  await view.getByRole('button', { name: 'Cancel booking', exact: true }).tap()
  const confirmCancel = page.getByRole('alertdialog', {
    name: `Cancel booking ${booking.reference}?`,
  })
  await expectOnScreen(confirmCancel, 'cancel the booking?')
  await expectNoSidewaysScroll(page, 'cancel the booking? open')
  await confirmCancel.getByRole('button', { name: 'Keep booking', exact: true }).tap()
  await expect(confirmCancel).toBeHidden()
  await closeDialog(page, settled)

  // The guest's confirmation, as they see it (the mailer composes it within seconds).
  const subject = new RegExp(`Your booking at Nightjar Inn: ${booking.reference}`)
  await page.goto('/admin?section=emails')
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await page.getByRole('link', { name: subject }).tap()
  await expectOnScreen(page.getByRole('dialog', { name: subject }), 'an email')
  await expectNoSidewaysScroll(page, 'an email open')
  await closeDialog(page, settled)

  // Disabling a colleague's account asks first, on the screen.
  await page.goto('/admin?section=staff')
  const row = page.getByRole('row', { name: colleague.email })
  await row.getByRole('button', { name: 'Disable', exact: true }).tap()
  const confirmDisable = page.getByRole('alertdialog', {
    name: `Disable ${colleague.name}’s account?`,
  })
  await expectOnScreen(confirmDisable, 'disable the account?')
  await expectNoSidewaysScroll(page, 'disable the account? open')
  await confirmDisable.getByRole('button', { name: 'Keep as it is', exact: true }).tap()
  await expect(confirmDisable).toBeHidden()

  expect(problems).toEqual([])
})
