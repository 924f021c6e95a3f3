import { type Browser, expect, type Page, test } from '@playwright/test'

import { AFTER_A_PAUSE, expectNoAxeViolations, watchForProblems } from './booking-helpers'

const OWNER = { email: 'staff@nightjar.test', password: 'nightjar-demo' }

/** Signs in on the sign-in page, as a person does; lands on the staff area. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin(\?|$)/)
}

/** A browser of its own: another device, with its own cookies. */
async function device(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

const tokenOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value

test('the owner adds a colleague, who cannot open settings or accounts and changes their own password, ending their other session', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const problems = watchForProblems(page)
  const colleague = {
    name: 'Rita Sousa',
    email: `rita.${Date.now()}@nightjar.test`,
    first: 'rita-first-password',
    chosen: 'rita-chose-her-own',
  }

  // The owner adds the account in the Staff section.
  await signIn(page, OWNER.email, OWNER.password)
  await page
    .getByRole('navigation', { name: 'Staff sections', exact: true })
    .getByRole('link', { name: 'Staff', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  await page.getByRole('button', { name: 'Add staff', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a staff account', exact: true })
  await dialog.getByRole('textbox', { name: /Name/ }).fill(colleague.name)
  await dialog.getByRole('textbox', { name: /Email/ }).fill(colleague.email)
  await dialog.getByLabel(/First password/).fill(colleague.first)
  await expectNoAxeViolations(page, 'add a staff account')
  await dialog.getByRole('button', { name: 'Add account', exact: true }).click()
  await expect(page.getByText('Account added', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Staff accounts', exact: true }).getByText(colleague.email),
  ).toBeVisible()
  await expectNoAxeViolations(page, '/admin?section=staff')

  // The colleague signs in on two devices; neither shows the owner's sections.
  const desk = await device(browser)
  const phone = await device(browser)
  await signIn(desk.page, colleague.email, colleague.first)
  await signIn(phone.page, colleague.email, colleague.first)
  const nav = desk.page.getByRole('navigation', { name: 'Staff sections', exact: true })
  await expect(nav.getByRole('link', { name: 'Bookings', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0)

  // Typing the address anyway: the server answers 403, and the page says why (a refusal, not a
  // failure to try again).
  await desk.page.goto('/admin?section=settings')
  await expect(
    desk.page.getByRole('status').filter({ hasText: 'Your account cannot open this' }),
  ).toContainText('Only the inn’s owner manages settings and staff accounts.')
  const token = await tokenOf(desk.page)
  for (const path of ['/api/admin/settings', '/api/admin/staff']) {
    const answer = await request.get(path, {
      ...AFTER_A_PAUSE,
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(answer.status(), path).toBe(403)
  }

  // Their own password, from the name in the header.
  await desk.page
    .getByRole('banner')
    .getByRole('link', { name: /Your account/ })
    .click()
  await expect(desk.page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  await desk.page.getByLabel(/Current password/).fill(colleague.first)
  await desk.page.getByLabel(/New password/).fill(colleague.chosen)
  await expectNoAxeViolations(desk.page, '/admin?section=account')
  await desk.page.getByRole('button', { name: 'Change password', exact: true }).click()
  await expect(desk.page.getByText('Password changed', { exact: true })).toBeVisible()
  await expect(
    desk.page.getByText('1 other session signed out. Sign in there with the new password.', {
      exact: true,
    }),
  ).toBeVisible()

  // The phone's session has ended: its next page is the sign-in page.
  await phone.page.reload()
  await expect(phone.page).toHaveURL(/\/admin\/login/)
  // The old password no longer signs in; the new one does.
  await phone.page.getByRole('textbox', { name: 'Email', exact: true }).fill(colleague.email)
  await phone.page.getByLabel('Password').fill(colleague.first)
  await phone.page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(phone.page.getByText('The email or password is not correct.')).toBeVisible()
  await phone.page.getByLabel('Password').fill(colleague.chosen)
  await phone.page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(phone.page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(phone.page).not.toHaveURL(/\/admin\/login/)
  // The desk, where the password was changed, is still signed in.
  await desk.page.reload()
  await expect(desk.page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()

  // The owner disables the account: the colleague is signed out everywhere.
  await page.reload()
  const row = page.getByRole('row', { name: new RegExp(colleague.name) })
  await row.getByRole('button', { name: 'Disable', exact: true }).click()
  await page
    .getByRole('alertdialog', { name: `Disable ${colleague.name}’s account?` })
    .getByRole('button', { name: 'Disable account', exact: true })
    .click()
  await expect(row.getByText('Disabled')).toBeVisible()
  await desk.page.reload()
  await expect(desk.page).toHaveURL(/\/admin\/login/)

  await desk.context.close()
  await phone.context.close()
  expect(problems).toEqual([])
})
