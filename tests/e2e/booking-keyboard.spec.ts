import { expect, test } from '@playwright/test'

import { dayFromToday, expectNoAxeViolations, tabTo, watchForProblems } from './booking-helpers'

test('the whole visitor flow works with the keyboard alone', async ({ page }) => {
  // Four pages, a booking and an accessibility check of each: more than one page's time when
  // the machine is busy (it reached the booking's page and ran out there).
  test.slow()
  const problems = watchForProblems(page)
  // 60 to 62 days from today: the Sea View Suite (3 guests) is free then.
  const checkIn = dayFromToday(60)
  const checkOut = dayFromToday(62)

  await page.goto('/')
  await expect(page.getByRole('list', { name: 'Rooms', exact: true })).toBeVisible()
  // The server drew the page; the calendar opens once its scripts have taken it over.
  await page.waitForLoadState('networkidle')

  // Dates: open the calendar from its button, walk to the check-in day, then two nights on.
  const dates = page.getByRole('button', { name: /^Stay dates/ })
  await tabTo(page, dates)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Focus starts on today; each ArrowDown is a week, each ArrowRight a day.
  await expect(dialog.getByRole('button', { name: /, Today(,|$)/ })).toBeFocused()
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown')
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(dates).toBeFocused()

  // Guests: arrow up from 2 to 3.
  const guests = page.getByRole('spinbutton', { name: 'Guests', exact: true })
  await tabTo(page, guests)
  await page.keyboard.press('ArrowUp')
  await expect(guests).toHaveValue('3')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/result?checkIn=${checkIn}&checkOut=${checkOut}&guests=3`)

  // Results: the Sea View Suite's Book link.
  const book = page.getByRole('link', { name: 'Book Sea View Suite', exact: true })
  await expect(book).toBeVisible()
  await tabTo(page, book, 60)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/booking?room=2&checkIn=${checkIn}&checkOut=${checkOut}&guests=3`)

  // The form, field by field.
  const name = page.getByLabel(/^Full name/)
  await tabTo(page, name)
  await page.keyboard.type('Kim Keyboard')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(/^Email/)).toBeFocused()
  await page.keyboard.type('kim@example.com')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(/^Phone/)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(/^Notes for the inn/)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Confirm booking', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'You’re booked, Kim Keyboard', exact: true }),
  ).toBeFocused()
  await expect(page.getByLabel('Booking reference')).toHaveText(/^NJ-/)
  await expectNoAxeViolations(page, 'keyboard confirmation')
  expect(problems).toEqual([])
})
