import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { ADMIN_SECTIONS } from '../../src/pages/admin/sections'
import {
  AFTER_A_PAUSE,
  dayFromToday,
  expectNoAxeViolations,
  watchForProblems,
} from './booking-helpers'

const STAFF = { email: 'staff@nightjar.test', password: 'nightjar-demo' }

/** Books Garden Room (id 1) through the public API, as a visitor would. */
async function bookThroughApi(request: APIRequestContext, checkIn: string, checkOut: string) {
  const response = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `admin-e2e-${checkIn}-${Date.now()}` },
    data: {
      roomId: 1,
      checkIn,
      checkOut,
      guests: 2,
      guest: { name: 'Edith Staffcheck', email: 'edith@example.com' },
    },
  })
  expect(response.status()).toBe(201)
  const { booking } = (await response.json()) as {
    booking: { id: string; reference: string; status: string }
  }
  return booking
}

async function freeRoomIds(request: APIRequestContext, checkIn: string, checkOut: string) {
  const response = await request.get(
    `/api/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
  )
  expect(response.status()).toBe(200)
  const items = (await response.json()) as { room: { id: number } }[]
  return items.map((item) => item.room.id)
}

/** Fills the sign-in form the page shows as the demo staff member, with `password`. */
async function signIn(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(STAFF.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

async function tokenCookie(page: Page) {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === 'token')?.value
}

test('staff sign in, find a booking in the command palette, cancel it, and log out', async ({
  page,
  request,
}) => {
  // Eight axe scans and a dozen pages: longer than the default 30 s on a small machine.
  test.setTimeout(120_000)
  const problems = watchForProblems(page)
  const checkIn = dayFromToday(200)
  const checkOut = dayFromToday(202)
  const booking = await bookThroughApi(request, checkIn, checkOut)
  expect(await freeRoomIds(request, checkIn, checkOut)).not.toContain(1)

  // The auth guard sends a visitor without a session to the sign-in page.
  await page.goto('/admin?section=bookings')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
  await expectNoAxeViolations(page, '/admin/login')

  // Signing in opens the page that was asked for.
  await signIn(page, STAFF.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
  await expect(page).toHaveURL('/admin?section=bookings')
  await expect(page.getByRole('banner').getByText('Demo Staff')).toBeVisible()
  const token = await tokenCookie(page)
  expect(token).toBeTruthy()
  await expect(
    page.getByRole('table', { name: 'Bookings', exact: true }).getByText(booking.reference),
  ).toBeVisible()
  await expectNoAxeViolations(page, '/admin?section=bookings')

  // The command palette finds the booking by its reference and opens it.
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette', exact: true })
  await expect(palette.getByRole('combobox')).toHaveAttribute(
    'placeholder',
    'Type a command or search...',
  )
  await palette.getByRole('combobox').fill(booking.reference)
  const option = palette.getByRole('option', { name: new RegExp(booking.reference) })
  await expect(option).toContainText('Edith Staffcheck')
  await expectNoAxeViolations(page, 'command palette with a booking search')
  await option.click()
  const details = page.getByRole('dialog', { name: new RegExp(`Booking ${booking.reference}`) })
  await expect(details).toBeVisible()
  await expect(details.getByText('edith@example.com')).toBeVisible()
  await expectNoAxeViolations(page, 'booking details')

  // Cancel it, after confirming: a toast says so, and the room is free again.
  await details.getByRole('button', { name: 'Cancel booking', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: `Cancel booking ${booking.reference}?` })
  await confirm.getByRole('button', { name: 'Cancel booking', exact: true }).click()
  await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible()
  await expect(confirm).toBeHidden()
  await expect(details.locator('[data-slot=badge]', { hasText: 'Cancelled' })).toBeVisible()
  expect(await freeRoomIds(request, checkIn, checkOut)).toContain(1)
  await details.getByRole('button', { name: 'Done', exact: true }).click()
  await expect(details).toBeHidden()

  // Every other section renders without axe violations.
  const nav = page.getByRole('navigation', { name: 'Staff sections', exact: true })
  for (const [section, check] of [
    ['Front desk', page.getByRole('table', { name: /^Rooms and nights/ })],
    ['Overview', page.getByRole('heading', { name: 'Arrivals today', exact: true })],
    ['Rooms', page.getByRole('table', { name: 'Rooms', exact: true }).getByText('Garden Room')],
    ['Reports', page.getByRole('table', { name: /^Occupancy and revenue/ })],
    ['Settings', page.getByRole('textbox', { name: /Inn name/ })],
  ] as const) {
    await nav.getByRole('link', { name: section }).click()
    await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible()
    await expect(check).toBeVisible()
    await expectNoAxeViolations(page, `/admin?section=${section.toLowerCase().replace(' ', '')}`)
  }

  // Log out: back to sign-in, and the old token no longer opens anything.
  await page.getByRole('banner').getByRole('button', { name: 'Log out', exact: true }).click()
  await expect(page).toHaveURL('/admin/login')
  expect(await tokenCookie(page)).toBeFalsy()
  const me = await request.get('/api/auth/me', {
    ...AFTER_A_PAUSE,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(me.status()).toBe(401)

  expect(problems).toEqual([])
})

test('a wrong password gets one generic message and no session', async ({ page }) => {
  await page.goto('/admin/login')
  await signIn(page, 'wrong-password')
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.')
  await expect(page.getByLabel('Password')).toBeFocused()
  await expect(page).toHaveURL('/admin/login')
  expect(await tokenCookie(page)).toBeFalsy()
  await expectNoAxeViolations(page, '/admin/login with an error')
})

test('signing in never leaves the site, whatever the redirect says', async ({ page, baseURL }) => {
  // Each resolves to `//evil.example` once its dot segments go: another host, to a browser.
  for (const target of ['/.//evil.example', '/x/..//evil.example', '/%2e//evil.example']) {
    await page.context().clearCookies()
    await page.goto(`/admin/login?redirect=${encodeURIComponent(target)}`)
    await signIn(page, STAFF.password)
    await expect(page.getByRole('heading', { level: 1, name: 'Front desk' })).toBeVisible()
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
    await expect(page).toHaveURL('/admin')
  }
})

test('every staff section, its data loaded, passes axe on a desktop and on a phone', async ({
  page,
}) => {
  // Twenty scans of full sections.
  test.setTimeout(240_000)
  await page.goto('/admin/login')
  await signIn(page, STAFF.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Front desk' })).toBeVisible()
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    for (const section of ADMIN_SECTIONS) {
      await page.goto(`/admin?section=${section.id}`)
      await expect(page.getByRole('heading', { level: 1, name: section.label })).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await expectNoAxeViolations(page, `${section.label} at ${size.width}×${size.height}`)
    }
  }
})

test('a small screen gets a top bar instead of the sidebar', async ({ page, context, baseURL }) => {
  const response = await page.request.post('/api/auth/login', { data: STAFF })
  const { token } = (await response.json()) as { token: string }
  await context.addCookies([{ name: 'token', value: token, url: baseURL! }])
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin?section=rooms')
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Staff sections', exact: true })
  const box = await nav.boundingBox()
  expect(box?.width).toBeGreaterThan(380)
  expect(box?.height).toBeLessThan(80)
  await expect(nav.getByRole('link', { name: 'Public site', exact: true })).toBeHidden()
  await expectNoAxeViolations(page, 'rooms on a small screen')
})
