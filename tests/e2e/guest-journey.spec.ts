import { expect, test } from '@playwright/test'

import {
  AFTER_A_PAUSE,
  dayFromToday,
  expectNoAxeViolations,
  watchForProblems,
} from './booking-helpers'

const STAFF = { email: 'staff@nightjar.test', password: 'nightjar-demo' }

/**
 * After the booking, on the real server: the confirmation's calendar file, finding the booking
 * again from the home page in another browser, and the confirmation email in the staff area
 * (the server runs without a mail server, so the email is kept there).
 */
test('a booking’s calendar file, finding it again from the home page, and its email in the staff area', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const problems = watchForProblems(page)
  const checkIn = dayFromToday(170)
  const checkOut = dayFromToday(173)
  await page.goto(`/booking?room=1&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`)
  const form = page.getByRole('form', { name: 'Your details', exact: true })
  await form.getByLabel(/^Full name/).fill('Ines Duarte')
  await form.getByLabel(/^Email/).fill('ines@example.com')
  await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
  const reference = (await page.getByLabel('Booking reference').textContent()) ?? ''

  // The calendar file: the stay as an all-day event from the check-in day.
  const calendar = page.getByRole('link', { name: 'Add to calendar', exact: true })
  await expect(calendar).toHaveAttribute('download', `${reference}.ics`)
  const file = await page.request.get((await calendar.getAttribute('href'))!, AFTER_A_PAUSE)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const ics = await file.text()
  expect(ics).toContain(`DTSTART;VALUE=DATE:${checkIn.replaceAll('-', '')}`)
  expect(ics).toContain(`DTEND;VALUE=DATE:${checkOut.replaceAll('-', '')}`)
  await page.waitForLoadState('networkidle')

  // Another browser, on a phone, without the link: the reference and the email find it.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage()
  await phone.goto('/')
  const find = phone.getByRole('form', { name: 'Find your booking', exact: true })
  await find
    .getByRole('textbox', { name: 'Booking reference', exact: true })
    .fill(reference.toLowerCase())
  await find.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@example.com')
  await find.getByRole('button', { name: 'Find booking', exact: true }).click()
  await expect(find.getByRole('alert')).toContainText('No booking matches this reference and email')
  await find.getByRole('textbox', { name: 'Email', exact: true }).fill('Ines@Example.com')
  await find.getByRole('button', { name: 'Find booking', exact: true }).click()
  await expect(
    phone.getByRole('heading', { name: 'You’re booked, Ines Duarte', exact: true }),
  ).toBeVisible()
  await expect(phone).toHaveURL(/\/booking\?ref=NJ-[^&]+&key=[A-Za-z0-9_-]{22}$/)
  await expect(phone.getByLabel('Booking reference')).toHaveText(reference)
  await expectNoAxeViolations(phone, 'booking found from the home page, phone')

  // Staff read the confirmation in the staff area, as the guest will see it.
  const staff = await (await browser.newContext()).newPage()
  await staff.goto('/admin/login')
  await staff.getByRole('textbox', { name: 'Email', exact: true }).fill(STAFF.email)
  await staff.getByLabel('Password').fill(STAFF.password)
  await staff.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(staff.getByRole('heading', { level: 1, name: 'Front desk' })).toBeVisible()
  await staff.goto('/admin?section=emails')
  const subject = `Your booking at Nightjar Inn: ${reference}`
  // The mailer composes it within seconds of the booking.
  await expect(async () => {
    await staff.reload()
    await expect(staff.getByRole('link', { name: new RegExp(subject) })).toBeVisible({
      timeout: 2_000,
    })
  }).toPass({ timeout: 20_000 })
  await staff.getByRole('link', { name: new RegExp(subject) }).click()
  const dialog = staff.getByRole('dialog', { name: new RegExp(subject) })
  await expect(dialog).toContainText('To ines@example.com')
  await expect(dialog).toContainText(`${reference}.ics`)
  const email = dialog.frameLocator('iframe[title="The email as the guest sees it"]')
  await expect(
    email.getByRole('link', { name: 'View or cancel your booking', exact: true }),
  ).toBeVisible()
  const preview = 'iframe[title="The email as the guest sees it"]'
  await expectNoAxeViolations(staff, '/admin?section=emails, an email open', [preview])
  // The email itself, as a page of its own (in the staff area it shows in a sandboxed frame).
  const mail = await staff.context().newPage()
  await mail.setContent((await staff.locator(preview).getAttribute('srcdoc')) ?? '')
  await expectNoAxeViolations(mail, 'the confirmation email')
  expect(problems).toEqual([])
})
