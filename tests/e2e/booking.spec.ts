import { expect, test } from '@playwright/test'

import {
  dayButtonName,
  dayFromToday,
  expectNoAxeViolations,
  pickStayByMouse,
  untilHydrated,
  watchForProblems,
} from './booking-helpers'

const REFERENCE = /^NJ-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/

test.describe('booking a stay', () => {
  test('a visitor searches, chooses a room and books it', async ({ page }) => {
    // The whole journey with five accessibility scans: more than 30 s on a busy 2-core machine.
    test.setTimeout(60_000)
    const problems = watchForProblems(page)
    // Nights the demo data leaves the Garden Room free.
    const checkIn = dayFromToday(40)
    const checkOut = dayFromToday(43)

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Nightjar Inn' })).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Rooms', exact: true }).getByRole('article'),
    ).toHaveCount(5)
    await expectNoAxeViolations(page, '/')
    // The server drew the page; its scripts take it over once loaded (the check below needs them).
    await page.waitForLoadState('networkidle')

    // Searching without dates says what to fix.
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByText('Choose your check-in and check-out dates.')).toBeVisible()
    await expect(page).toHaveURL('/')

    await pickStayByMouse(page, checkIn, checkOut)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(`/result?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`)
    const garden = page.getByRole('article', { name: 'Garden Room', exact: true })
    await expect(garden).toContainText('3 nights in total')
    await expect(garden).toContainText('€285')
    await expectNoAxeViolations(page, '/result')

    await garden.getByRole('link', { name: 'Book Garden Room', exact: true }).click()
    await expect(page).toHaveURL(`/booking?room=1&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`)
    const form = page.getByRole('form', { name: 'Your details', exact: true })
    await expect(form).toBeVisible()
    // A screen reader hears the new page, and goes on from its heading.
    await expect(page.locator('[data-slot=route-announcer]')).toHaveText(await page.title())
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(page.getByRole('region', { name: 'Your stay', exact: true })).toContainText('€285')
    await expectNoAxeViolations(page, '/booking form')

    // The form checks the details before sending them.
    await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
    await expect(form.getByLabel(/^Full name/)).toBeFocused()
    await expect(form.getByText('Enter your name.')).toBeVisible()
    await expectNoAxeViolations(page, '/booking with field errors')

    await form.getByLabel(/^Full name/).fill('Alex Doe')
    await form.getByLabel(/^Email/).fill('alex@example.com')
    await form.getByLabel(/^Notes for the inn/).fill('Arriving around 18:00.')
    await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
    const reference = (await page.getByLabel('Booking reference').textContent()) ?? ''
    expect(reference).toMatch(REFERENCE)
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(reference)
    // The confirmation's own title keeps the focus it took, and says where the email went.
    await expect(page.getByRole('heading', { name: 'You’re booked, Alex Doe' })).toBeFocused()
    await expect(page.locator('[data-slot=confirmation-email]')).toContainText(
      'Your confirmation, with this page’s link, is emailed to alex@example.com.',
    )
    await expectNoAxeViolations(page, '/booking confirmation')

    // The stay is taken now: the same search no longer offers the Garden Room, and says so.
    await page.goto(`/result?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`)
    const free = page.getByRole('list', { name: /rooms? (is|are) free/ })
    await expect(free).toBeVisible()
    await expect(free.getByRole('article', { name: 'Garden Room', exact: true })).toHaveCount(0)
    await expect(
      page.getByRole('list', { name: /taken for these dates/ }).getByRole('article', {
        name: 'Garden Room',
      }),
    ).toContainText('Taken for these dates')

    expect(problems).toEqual([])
  })

  test('a second visitor cannot book the same room and nights', async ({ browser }) => {
    const checkIn = dayFromToday(50)
    const checkOut = dayFromToday(52)
    const url = `/booking?room=5&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`
    const first = await (await browser.newContext()).newPage()
    const second = await (await browser.newContext()).newPage()
    const secondProblems = watchForProblems(
      second,
      (u, status) => status === 409 && u.includes('/api/bookings'),
    )

    // Both open the booking page while the room is free (and the app has taken it over; without
    // scripts, see the server-rendering tests).
    for (const page of [first, second]) {
      await page.goto(url)
      await untilHydrated(
        page.getByRole('form', { name: 'Your details', exact: true }).getByLabel(/^Full name/),
      )
    }
    const fill = async (page: typeof first, name: string, email: string) => {
      const form = page.getByRole('form', { name: 'Your details', exact: true })
      await form.getByLabel(/^Full name/).fill(name)
      await form.getByLabel(/^Email/).fill(email)
      await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
    }

    await fill(first, 'First Visitor', 'first@example.com')
    await expect(first.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()

    await fill(second, 'Second Visitor', 'second@example.com')
    const alert = second.getByRole('alert')
    await expect(alert).toContainText('Sorry, this room was just taken')
    await expect(alert).toContainText('Nothing was booked for you.')
    await expectNoAxeViolations(second, '/booking after 409')

    await alert.getByRole('link', { name: 'See other rooms for these dates', exact: true }).click()
    await expect(second).toHaveURL(`/result?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`)
    const free = second.getByRole('list', { name: /rooms? (is|are) free/ })
    await expect(free).toBeVisible()
    await expect(free.getByRole('article', { name: 'Courtyard Double', exact: true })).toHaveCount(
      0,
    )
    // Only the expected 409 answer; Chromium logs it as a failed resource load.
    expect(secondProblems.filter((p) => !p.includes('409'))).toEqual([])
  })

  test('the guest’s details survive a reload and back and forward until the booking is made', async ({
    page,
  }) => {
    const stay = `checkIn=${dayFromToday(120)}&checkOut=${dayFromToday(122)}&guests=2`
    await page.goto(`/result?${stay}`)
    await page
      .getByRole('article', { name: 'Sea View Suite', exact: true })
      .getByRole('link', { name: 'Book Sea View Suite', exact: true })
      .click()
    const form = page.getByRole('form', { name: 'Your details', exact: true })
    const typed = {
      'Full name': 'Rui Costa',
      Email: 'rui.costa@example.com',
      Phone: '+351 911 222 333',
      'Notes for the inn': 'A cot for our daughter, please.',
    }
    // What is typed is kept once the form is the app's (the page has hydrated).
    await untilHydrated(form.getByLabel(/^Full name/))
    for (const [label, value] of Object.entries(typed)) {
      await form.getByLabel(new RegExp(`^${label}`)).fill(value)
    }
    const expectTyped = async () => {
      for (const [label, value] of Object.entries(typed)) {
        await expect(form.getByLabel(new RegExp(`^${label}`))).toHaveValue(value)
      }
    }

    await page.reload()
    await expectTyped()
    await page.goBack()
    await expect(page).toHaveURL(`/result?${stay}`)
    await page.goForward()
    await expect(page).toHaveURL(`/booking?room=2&${stay}`)
    await expectTyped()

    await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
    await expect(page.getByLabel('Booking reference')).toHaveText(REFERENCE)

    // Booked: the next booking starts empty.
    await page.goto(
      `/booking?room=2&checkIn=${dayFromToday(130)}&checkOut=${dayFromToday(132)}&guests=2`,
    )
    await expect(form).toBeVisible()
    for (const label of Object.keys(typed)) {
      await expect(form.getByLabel(new RegExp(`^${label}`))).toHaveValue('')
    }
  })

  test('the guest’s details follow them to another room, and the form after their booking starts empty', async ({
    page,
  }) => {
    const problems = watchForProblems(page)
    const stay = `checkIn=${dayFromToday(170)}&checkOut=${dayFromToday(172)}&guests=2`
    const book = (room: string) =>
      page
        .getByRole('article', { name: room })
        .getByRole('link', { name: `Book ${room}` })
        .click()
    const form = page.getByRole('form', { name: 'Your details', exact: true })
    const name = form.getByLabel(/^Full name/)
    const email = form.getByLabel(/^Email/)

    await page.goto(`/result?${stay}`)
    await book('Garden Room')
    // What is typed follows the guest once the form is the app's (the page has hydrated).
    await untilHydrated(name)
    await name.fill('Rui Costa')
    await email.fill('rui.costa@example.com')

    // Back to the results for another room: the details are there, and stay through a reload.
    await page.goBack()
    await book('Sea View Suite')
    await expect(page).toHaveURL(`/booking?room=2&${stay}`)
    await expect(name).toHaveValue('Rui Costa')
    await expect(email).toHaveValue('rui.costa@example.com')
    await page.reload()
    await expect(name).toHaveValue('Rui Costa')
    await expect(email).toHaveValue('rui.costa@example.com')

    await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
    await expect(
      page.getByRole('heading', { name: 'You’re booked, Rui Costa', exact: true }),
    ).toBeVisible()

    // Back leads to the results (the booking's link replaced the form): another room starts empty.
    await page.goBack()
    await expect(page).toHaveURL(`/result?${stay}`)
    await book('Garden Room')
    await expect(page.getByRole('region', { name: 'Your stay', exact: true })).toContainText(
      'Garden Room',
    )
    await expect(name).toHaveValue('')
    await expect(email).toHaveValue('')
    // And stays empty after a reload.
    await page.reload()
    await expect(form.getByRole('button', { name: 'Confirm booking', exact: true })).toBeVisible()
    await expect(name).toHaveValue('')
    await expect(email).toHaveValue('')
    expect(problems).toEqual([])
  })

  test('the booking’s link survives a reload and back and forward and opens in another browser; a wrong key is a 404', async ({
    page,
    browser,
  }) => {
    const problems = watchForProblems(page)
    const stay = `checkIn=${dayFromToday(140)}&checkOut=${dayFromToday(142)}&guests=2`
    await page.goto(`/result?${stay}`)
    // The app replaces the form's history entry with the booking's link; a form sent before the
    // page has hydrated goes to the server, whose redirect adds an entry instead (as without
    // scripts), which is not what this test walks.
    const book = page
      .getByRole('article', { name: 'Garden Room', exact: true })
      .getByRole('link', { name: 'Book Garden Room', exact: true })
    await untilHydrated(book)
    await book.click()
    const form = page.getByRole('form', { name: 'Your details', exact: true })
    await untilHydrated(form.getByLabel(/^Full name/))
    await form.getByLabel(/^Full name/).fill('Mei Tanaka')
    await form.getByLabel(/^Email/).fill('mei@example.com')
    await form.getByRole('button', { name: 'Confirm booking', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
    const reference = (await page.getByLabel('Booking reference').textContent()) ?? ''
    expect(reference).toMatch(REFERENCE)
    await expect(page).toHaveURL(/\/booking\?ref=NJ-[^&]+&key=[A-Za-z0-9_-]{22}$/)
    const link = page.url()

    const expectBooking = async (view: typeof page) => {
      await expect(
        view.getByRole('heading', { name: 'You’re booked, Mei Tanaka', exact: true }),
      ).toBeVisible()
      await expect(view.getByLabel('Booking reference')).toHaveText(reference)
      const details = view.getByRole('region', { name: 'Booking details', exact: true })
      await expect(details).toContainText('Garden Room')
      await expect(details).toContainText('2 nights')
    }
    await page.reload()
    await expectBooking(page)
    await expectNoAxeViolations(page, '/booking link')
    // The form was replaced by the link: Back leads to the results, Forward to the booking.
    await page.goBack()
    await expect(page).toHaveURL(`/result?${stay}`)
    await page.goForward()
    await expect(page).toHaveURL(link)
    await expectBooking(page)

    const other = await (await browser.newContext()).newPage()
    await other.goto(link)
    await expectBooking(other)
    await other.setViewportSize({ width: 390, height: 844 })
    await expectBooking(other)

    const wrong = link.replace(/key=[^&]+/, 'key=AAAAAAAAAAAAAAAAAAAAAA')
    await other.goto(wrong)
    await expect(other.getByText('Page Not Found: /booking')).toBeVisible()
    await expect(other.getByText('Mei Tanaka')).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('on a phone, a guest cancels from the booking’s link within the policy and the room is free again at once', async ({
    page,
    request,
  }) => {
    const problems = watchForProblems(page)
    await page.setViewportSize({ width: 390, height: 844 })
    const stay = { checkIn: dayFromToday(150), checkOut: dayFromToday(152), guests: 2 }
    const answer = await request.post('/api/bookings', {
      headers: { 'Idempotency-Key': `e2e-cancel-${Date.now()}` },
      data: { roomId: 1, ...stay, guest: { name: 'Ana Lima', email: 'ana@example.com' } },
    })
    expect(answer.status()).toBe(201)
    const { booking, accessKey } = await answer.json()
    const search = `/result?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`
    await page.goto(search)
    const free = page.getByRole('list', { name: /rooms? (is|are) free/ })
    await expect(free).toBeVisible()
    await expect(free.getByRole('article', { name: 'Garden Room', exact: true })).toHaveCount(0)
    // Each page settles (its idle-time chunk loads done) before the next navigation.
    await page.waitForLoadState('networkidle')

    await page.goto(`/booking?ref=${booking.reference}&key=${accessKey}`)
    await expect(page.getByText(/^Free cancellation until/)).toBeVisible()
    await page.getByRole('button', { name: 'Cancel booking', exact: true }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?', exact: true })
    await expectNoAxeViolations(page, '/booking cancel dialog')
    await dialog.getByRole('button', { name: 'Cancel booking', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeVisible()
    await expect(page.getByText(/^You cancelled it on/)).toBeVisible()
    // Said in a toast too (its code loads with the first toast: seen before the reload below).
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(
      'Booking cancelled',
    )
    await expectNoAxeViolations(page, '/booking cancelled')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await page.waitForLoadState('networkidle')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeVisible()
    await page.waitForLoadState('networkidle')

    await page.goto(search)
    await expect(free.getByRole('article', { name: 'Garden Room', exact: true })).toBeVisible()
    expect(problems).toEqual([])
  })

  test('a party larger than any room is told so and offered two rooms', async ({ page }) => {
    const dates = `checkIn=${dayFromToday(100)}&checkOut=${dayFromToday(103)}`
    await page.goto(`/result?${dates}&guests=7`)
    await expect(
      page.getByRole('heading', { name: 'Our largest room sleeps 5 guests', exact: true }),
    ).toBeVisible()
    await expect(page.getByText(/No single room fits 7 guests/)).toBeVisible()
    await expect(page.getByRole('link', { name: /^A week (earlier|later)/ })).toHaveCount(0)
    await expectNoAxeViolations(page, '/result for a party too large')

    await page.getByRole('link', { name: 'Search rooms for 4 guests', exact: true }).click()
    await expect(page).toHaveURL(`/result?${dates}&guests=4`)
    const list = page.getByRole('list', { name: /rooms? (is|are) free/ })
    await expect(list.getByRole('article', { name: 'Family Loft', exact: true })).toBeVisible()
  })

  test('a link for ten guests is the site’s page that offers rooms for each part, not a missing page', async ({
    page,
  }) => {
    const dates = `checkIn=${dayFromToday(100)}&checkOut=${dayFromToday(103)}`
    await page.goto(`/result?${dates}&guests=10`)
    await expect(
      page.getByRole('heading', { name: 'Our largest room sleeps 5 guests', exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.getByRole('link', { name: 'Search rooms for 5 guests', exact: true }).click()
    await expect(page).toHaveURL(`/result?${dates}&guests=5`)
  })

  test('a guest far from the inn picks from the inn’s today, in its time zone', async ({
    browser,
  }) => {
    const dateIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone })
    const innToday = dateIn('Europe/Lisbon')
    // Fourteen hours ahead of UTC or eleven behind: one of them is on another date than the inn.
    const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => dateIn(z) !== innToday)!
    const context = await browser.newContext({ timezoneId: zone })
    const page = await context.newPage()
    await page.goto('/')
    const open = page.getByRole('button', { name: /^Stay dates/ })
    await untilHydrated(open)
    await open.click()
    const dialog = page.getByRole('dialog')
    const tonight = dialog.getByRole('button', { name: dayButtonName(innToday) }).first()
    await expect(tonight).toHaveAccessibleName(/Today/)
    await expect(tonight).toBeEnabled()
    const [y, m, d] = innToday.split('-').map(Number) as [number, number, number]
    const before = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10)
    const lastNight = dialog.getByRole('button', { name: dayButtonName(before) })
    if (await lastNight.count()) await expect(lastNight.first()).toBeDisabled()
    await context.close()
  })

  test('an invalid query is a page validation failure', async ({ page }) => {
    await page.goto('/result?checkIn=2026-02-30&checkOut=2026-03-02&guests=2')
    await expect(page.getByRole('heading', { name: 'Page Not Found', exact: true })).toBeVisible()
    await expect(page.getByText('Page Not Found: /result')).toBeVisible()
    await page.goto('/booking?room=0&checkIn=x&guests=2')
    await expect(page.getByText('Page Not Found: /booking')).toBeVisible()
  })
})
