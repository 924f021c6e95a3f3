import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import {
  AFTER_A_PAUSE,
  dayFromToday,
  expectNoAxeViolations,
  watchForProblems,
} from './booking-helpers'

/** The front desk's own live line (a toast announces itself in a status of its own meanwhile). */
const deskStatus = (page: Page) =>
  page.getByRole('status').and(page.locator('[data-slot=desk-status]'))

const STAFF = { email: 'staff@nightjar.test', password: 'nightjar-demo' }

let token: string

test.beforeEach(async ({ page, context, baseURL }) => {
  const response = await page.request.post('/api/auth/login', { data: STAFF })
  token = ((await response.json()) as { token: string }).token
  await context.addCookies([{ name: 'token', value: token, url: baseURL! }])
})

/** The rooms a test opened and has not closed yet: closed after it, should it fail first. */
const stillOpen = new Set<() => Promise<void>>()

// With one server for the whole suite, a room left open would show on the guests' pages of the
// tests after this file.
test.afterEach(async () => {
  for (const close of stillOpen) await close()
})

/**
 * A room of this test's own, active and dearer than any other (so guests' searches list it
 * last); `close()` takes it off the site again (after the test at the latest).
 */
async function newRoom(request: APIRequestContext, token: string, name: string, rate = 99_000) {
  const headers = { Authorization: `Bearer ${token}` }
  const response = await request.post('/api/admin/rooms', {
    headers,
    data: { name, capacity: 2, rate },
  })
  expect(response.status()).toBe(201)
  const { room } = (await response.json()) as { room: { id: number; name: string } }
  const close = async () => {
    stillOpen.delete(close)
    const closed = await request.patch(`/api/admin/rooms/${room.id}`, {
      ...AFTER_A_PAUSE,
      headers,
      data: { active: false },
    })
    expect(closed.status()).toBe(200)
  }
  stillOpen.add(close)
  return { ...room, close }
}

async function book(request: APIRequestContext, roomId: number, checkIn: string, checkOut: string) {
  const response = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `desk-${roomId}-${checkIn}-${Date.now()}` },
    data: {
      roomId,
      checkIn,
      checkOut,
      guests: 1,
      guest: { name: `Desk Guest ${Date.now()}`, email: 'desk@example.com' },
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { booking: { id: string; reference: string } }).booking
}

test('a move into a dearer room asks first; charged, the guest is emailed the old and the new total', async ({
  page,
  request,
}) => {
  const problems = watchForProblems(page)
  const [checkIn, checkOut] = [dayFromToday(30), dayFromToday(32)]
  const stamp = Date.now()
  const cheaper = await newRoom(request, token, `Price A ${stamp}`, 99_000)
  const dearer = await newRoom(request, token, `Price B ${stamp}`, 99_500)
  const ours = await book(request, cheaper.id, checkIn, checkOut)
  await page.goto(`/admin?section=bookings&q=${ours.reference}&view=${ours.id}`)
  const dialog = page.getByRole('dialog', { name: new RegExp(`Booking ${ours.reference}`) })
  await dialog.getByRole('button', { name: 'Move', exact: true }).click()
  const form = dialog.getByRole('form', { name: 'Move booking', exact: true })
  await form.getByRole('combobox', { name: 'Room', exact: true }).click()
  await page.getByRole('option', { name: new RegExp(dearer.name) }).click()
  await form.getByRole('button', { name: 'Move booking', exact: true }).click()
  const question = form.getByRole('alert')
  await expect(question).toHaveText(
    /^The price changes: the new stay costs €1,990; the guest was given €1,980\./,
  )
  await expectNoAxeViolations(page, 'a move that asks about the price')
  await question.getByRole('button', { name: 'Charge €1,990', exact: true }).click()
  await expect(page.getByText('Booking moved', { exact: true })).toBeVisible()
  await expect(dialog.getByText(new RegExp(`· ${dearer.name} ·`))).toBeVisible()

  // The guest's email of the change, as staff read it in the outbox.
  const headers = { Authorization: `Bearer ${token}` }
  await expect
    .poll(async () => {
      const list = (await (await request.get('/api/admin/emails', { headers })).json()) as {
        items: { id: string; kind: string; bookingReference: string; subject: string | null }[]
      }
      return list.items.find(
        (email) => email.bookingReference === ours.reference && email.kind === 'change',
      )?.subject
    })
    .toBe(`Your booking has changed: ${ours.reference}`)
  const list = (await (await request.get('/api/admin/emails', { headers })).json()) as {
    items: { id: string; kind: string; bookingReference: string }[]
  }
  const change = list.items.find(
    (email) => email.bookingReference === ours.reference && email.kind === 'change',
  )!
  const { email } = (await (
    await request.get(`/api/admin/emails/${change.id}`, { headers })
  ).json()) as { email: { text: string } }
  expect(email.text).toContain('Total:     €1,990 (was €1,980)')
  expect(email.text).toContain(`Before:    ${cheaper.name}`)
  await cheaper.close()
  await dearer.close()
  // The question is the server's 409, and nothing else went wrong.
  expect(problems.filter((problem) => !/\b409\b/.test(problem))).toEqual([])
  expect(problems.filter((problem) => problem.startsWith('409:'))).toHaveLength(1)
})

test('a booking moved, checked in and checked out shows each step in its history; a move onto a taken night is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const problems = watchForProblems(page)
  const [checkIn, checkOut] = [dayFromToday(0), dayFromToday(1)]
  // Rooms of its own: free tonight whatever the other tests booked.
  const stamp = Date.now()
  const first = await newRoom(request, token, `Desk A ${stamp}`)
  const second = await newRoom(request, token, `Desk B ${stamp}`)
  const third = await newRoom(request, token, `Desk C ${stamp}`)
  const ours = await book(request, first.id, checkIn, checkOut)
  await book(request, second.id, checkIn, checkOut)

  await page.goto(`/admin?section=bookings&q=${ours.reference}&view=${ours.id}`)
  const dialog = page.getByRole('dialog', { name: new RegExp(`Booking ${ours.reference}`) })
  await expect(dialog).toBeVisible()

  // Onto the room another guest holds tonight: refused, with the reason.
  const move = async (room: string) => {
    await dialog.getByRole('button', { name: 'Move', exact: true }).click()
    const form = dialog.getByRole('form', { name: 'Move booking', exact: true })
    await form.getByRole('combobox', { name: 'Room', exact: true }).click()
    await page.getByRole('option', { name: new RegExp(room) }).click()
    await form.getByRole('button', { name: 'Move booking', exact: true }).click()
    return form
  }
  const refused = await move(second.name)
  await expect(refused.getByRole('alert')).toHaveText(
    `${second.name} is taken on some of these nights by another booking.`,
  )
  await expectNoAxeViolations(page, 'a refused move')
  await dialog.getByRole('button', { name: 'Move', exact: true }).click()

  await move(third.name)
  await expect(page.getByText('Booking moved', { exact: true })).toBeVisible()
  await expect(dialog.getByText(new RegExp(`· ${third.name} ·`))).toBeVisible()

  await dialog.getByRole('button', { name: 'Check in', exact: true }).click()
  await expect(dialog.locator('[data-slot=badge]', { hasText: 'Checked in' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Check out', exact: true }).click()
  await expect(dialog.locator('[data-slot=badge]', { hasText: 'Checked out' })).toBeVisible()

  const history = dialog.locator('[data-slot=booking-history] li')
  await expect(history).toHaveCount(4)
  await expect(history.nth(0)).toContainText('Booked by the guest')
  await expect(history.nth(1)).toContainText('Moved by Demo Staff')
  // The dates in words (`Dec 3 – 4, 2026`), as the rest of the page writes them.
  await expect(history.nth(1)).toContainText(
    new RegExp(`${first.name}, \\w{3} \\d+ – [\\w ,]*\\d{4} to ${third.name}, \\w{3} \\d+`),
  )
  await expect(history.nth(2)).toContainText('Checked in by Demo Staff')
  await expect(history.nth(3)).toContainText('Checked out by Demo Staff')
  await expectNoAxeViolations(page, 'a booking checked out, with its history')

  // It survives a reload.
  await page.reload()
  await expect(dialog.locator('[data-slot=booking-history] li')).toHaveCount(4)
  // The refused move's 409 (and the browser's line about it) is the only failed request.
  expect(problems.filter((problem) => !/\b409\b/.test(problem))).toEqual([])
  expect(problems.filter((problem) => problem.startsWith('409:'))).toHaveLength(1)
  for (const room of [first, second, third]) await room.close()
})

test('a double tap on Check in leaves the guest checked in; each status change and a cancellation undo from the booking', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const problems = watchForProblems(page)
  const room = await newRoom(request, token, `Undo ${Date.now()}`)
  const ours = await book(request, room.id, dayFromToday(0), dayFromToday(2))
  await page.goto(`/admin?section=bookings&q=${ours.reference}&view=${ours.id}`)
  const dialog = page.getByRole('dialog', { name: new RegExp(`Booking ${ours.reference}`) })
  const badge = dialog.locator('[data-slot=badge]')
  const tap = (name: string) => dialog.getByRole('button', { name, exact: true }).click()

  await dialog.getByRole('button', { name: 'Check in', exact: true }).dblclick()
  await expect(badge).toHaveText('Checked in')
  await expect(dialog.getByRole('button', { name: 'Check out', exact: true })).toBeEnabled()
  // The second tap checked no one out: still in, a moment later too.
  await page.waitForTimeout(500)
  await expect(badge).toHaveText('Checked in')

  await tap('Undo check-in')
  await expect(badge).toHaveText('Confirmed')
  await tap('Mark no-show')
  await expect(badge).toHaveText('No-show')
  await tap('Undo no-show')
  await expect(badge).toHaveText('Confirmed')
  await tap('Check in')
  await expect(badge).toHaveText('Checked in')
  await tap('Check out')
  await expect(badge).toHaveText('Checked out')
  await tap('Undo check-out')
  await expect(badge).toHaveText('Checked in')
  await tap('Undo check-in')
  await expect(badge).toHaveText('Confirmed')

  await tap('Cancel booking')
  const confirm = page.getByRole('alertdialog', { name: `Cancel booking ${ours.reference}?` })
  await confirm.getByRole('button', { name: 'Cancel booking', exact: true }).click()
  await expect(badge).toHaveText('Cancelled')
  await expectNoAxeViolations(page, 'a cancelled booking with its Undo')
  await tap('Undo cancellation')
  await expect(badge).toHaveText('Confirmed')
  await expect(dialog.getByRole('button', { name: 'Cancel booking', exact: true })).toBeVisible()

  // As the server keeps it, after a reload.
  await page.reload()
  await expect(badge).toHaveText('Confirmed')
  const history = dialog.locator('[data-slot=booking-history] li')
  await expect(history).toHaveText([
    /^Booked by the guest/,
    /^Checked in by Demo Staff/,
    /^Undone by Demo Staff.*Check-in: expected again$/,
    /^Marked no-show by Demo Staff/,
    /^Undone by Demo Staff.*No-show: expected again$/,
    /^Checked in by Demo Staff/,
    /^Checked out by Demo Staff/,
    /^Undone by Demo Staff.*Check-out: checked in again$/,
    /^Undone by Demo Staff.*Check-in: expected again$/,
    /^Cancelled by Demo Staff/,
    /^Undone by Demo Staff.*Cancellation: confirmed again$/,
  ])
  await expectNoAxeViolations(page, 'a booking whose changes were undone')
  expect(problems).toEqual([])
  await room.close()
})

/** Scrolls the grid to its last rows, where the rooms a test makes are (the newest). */
const showLastRooms = (page: Page) =>
  page.locator('[data-slot=desk-scroll]').evaluate((box) => {
    box.scrollTop = box.scrollHeight
  })

/** A stay's bar on the front desk's grid, by its guest. */
const barOf = (page: Page, guest: string) =>
  page.getByRole('table', { name: /^Rooms and nights/ }).getByRole('button', {
    name: new RegExp(`, ${guest}, `),
  })

test('on the front desk, a booking taken by staff, moved, checked in and checked out shows each step in its history; a move onto a taken night is refused', async ({
  page,
  request,
}) => {
  // Six writes, each drawn and checked in the dialog: more than one page's time on a busy machine.
  test.slow()
  const problems = watchForProblems(page)
  const today = dayFromToday(0)
  const stamp = Date.now()
  // Three rooms of its own, one under the other on the grid; the middle one taken tonight.
  const first = await newRoom(request, token, `Tape A ${stamp}`)
  const taken = await newRoom(request, token, `Tape B ${stamp}`)
  const third = await newRoom(request, token, `Tape C ${stamp}`)
  await book(request, taken.id, today, dayFromToday(1))
  const guest = `Walk-in ${stamp}`

  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Front desk' })).toBeVisible()
  await showLastRooms(page)
  // A tap on tonight in the first room: a new booking there.
  await page.locator(`[data-desk-room="${first.id}"][data-desk-night="${today}"]`).click()
  const form = page.getByRole('dialog', { name: 'New booking', exact: true })
  await expect(form.getByRole('combobox', { name: /Room/ })).toHaveText(first.name)
  await form.getByRole('textbox', { name: /Guest’s name/ }).fill(guest)
  await form.getByRole('textbox', { name: /Email/ }).fill('walk-in@example.com')
  await expectNoAxeViolations(page, 'a new booking on the front desk')
  await form.getByRole('button', { name: 'Book', exact: true }).click()
  const booked = page.getByRole('dialog', { name: /^Booking NJ-/ })
  await expect(booked.locator('[data-slot=booking-history] li')).toHaveText([
    /Booked by Demo Staff/,
  ])
  await booked.getByRole('button', { name: 'Done', exact: true }).click()
  await expect(booked).toBeHidden()
  await showLastRooms(page)

  // Its arrow keys, then Enter: onto the taken room, refused in words, the bar stays.
  const bar = barOf(page, guest)
  await expect(bar).toHaveAccessibleName(new RegExp(`^${first.name}, .*, ${guest}, confirmed$`))
  await bar.focus()
  await page.keyboard.press('ArrowDown')
  await expect(deskStatus(page)).toContainText(`Move ${guest} to ${taken.name}`)
  await page.keyboard.press('Enter')
  const refusal = page.getByRole('alert')
  await expect(refusal).toContainText(`${guest}’s booking was not moved to ${taken.name}`)
  await expect(refusal).toContainText(
    `${taken.name} is taken on some of these nights by another booking.`,
  )
  await expect(bar).toHaveAccessibleName(new RegExp(`^${first.name}, `))
  await expectNoAxeViolations(page, 'a refused move on the front desk')

  // Dragged two rows down with the mouse: moved to the third room.
  const box = (await bar.boundingBox())!
  const rowHeight = (await page.locator(`[role=row][data-room="${first.id}"]`).boundingBox())!
    .height
  await page.mouse.move(box.x + 12, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + 20, box.y + box.height / 2 + 10, { steps: 4 })
  await page.mouse.move(box.x + 12, box.y + box.height / 2 + 2 * rowHeight, { steps: 8 })
  await page.mouse.up()
  await expect(page.getByText('Booking moved', { exact: true })).toBeVisible()
  await expect(bar).toHaveAccessibleName(new RegExp(`^${third.name}, `))

  // Checked in from today's arrivals, checked out from its dialog.
  const arrivals = page.getByRole('list', { name: 'Arrivals today', exact: true })
  const arrival = arrivals.getByRole('listitem').filter({ hasText: guest })
  await arrival.getByRole('button', { name: 'Check in', exact: true }).click()
  await expect(arrival.locator('[data-slot=badge]', { hasText: 'Checked in' })).toBeVisible()
  await expect(bar).toHaveAccessibleName(/, checked in$/)
  await bar.click()
  const dialog = page.getByRole('dialog', { name: /^Booking NJ-/ })
  await dialog.getByRole('button', { name: 'Check out', exact: true }).click()
  await expect(dialog.locator('[data-slot=badge]', { hasText: 'Checked out' })).toBeVisible()

  const history = dialog.locator('[data-slot=booking-history] li')
  await expect(history).toHaveText([
    /^Booked by Demo Staff/,
    new RegExp(
      `^Moved by Demo Staff.*${first.name}, \\w{3} \\d+ – .* to ${third.name}, \\w{3} \\d+`,
    ),
    /^Checked in by Demo Staff/,
    /^Checked out by Demo Staff/,
  ])
  await expectNoAxeViolations(page, 'a booking checked out from the front desk')
  // The refused move's 409 is the only failed request.
  expect(problems.filter((problem) => !/\b409\b/.test(problem))).toEqual([])
  for (const room of [first, taken, third]) await room.close()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a finger resting on a stay drags it to another night; a quick swipe scrolls the grid', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const stamp = Date.now()
    const room = await newRoom(request, token, `Touch ${stamp}`)
    const stay = await book(request, room.id, dayFromToday(1), dayFromToday(2))
    await page.goto('/admin?section=frontdesk')
    await expect(page.getByRole('table', { name: /^Rooms and nights/ })).toBeVisible()
    await showLastRooms(page)
    const bar = page
      .getByRole('table', { name: /^Rooms and nights/ })
      .getByRole('button', { name: new RegExp(`^${room.name}, `) })
    await expect(bar).toBeVisible()
    await bar.scrollIntoViewIfNeeded()
    const box = (await bar.boundingBox())!
    const day = (await page
      .locator(`[data-desk-room="${room.id}"][data-desk-night]`)
      .first()
      .boundingBox())!.width
    const cdp = await page.context().newCDPSession(page)
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      x: number,
      y: number,
      timestamp?: number,
    ) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
        // Without one (left out of the message), the event takes the time it arrives.
        timestamp,
      })
    const [x, y] = [box.x + 10, box.y + box.height / 2]
    const scroll = page.locator('[data-slot=desk-scroll]')
    const scrolled = () => scroll.evaluate((element) => element.scrollLeft)
    // A quick swipe that starts on the stay scrolls the grid and moves nothing. Its events carry
    // their own times, 10 ms apart: the swipe is as fast (and the grid coasts as long) however
    // slowly a busy machine delivers them.
    const before = await scrolled()
    const swipeAt = Date.now() / 1000
    await touch('touchStart', x + 2 * day, y, swipeAt)
    for (let i = 1; i <= 8; i++)
      await touch('touchMove', x + 2 * day - i * 12, y, swipeAt + i / 100)
    await touch('touchEnd', x + 2 * day - 96, y, swipeAt + 0.09)
    // The grid coasts on; a finger that lands meanwhile and rests only stops it: it neither
    // drags what is under it nor books the night under it.
    await touch('touchStart', x, y)
    await page.waitForTimeout(700)
    await touch('touchEnd', x, y)
    await expect.poll(scrolled).toBeGreaterThan(before)
    await expect(deskStatus(page)).not.toContainText('Moving')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // The grid coasts on after the swipe; the next finger comes once it has stopped.
    let last = -1
    await expect
      .poll(async () => last === (last = await scrolled()), { intervals: [250] })
      .toBe(true)
    await scroll.evaluate((element) => {
      element.scrollLeft = 0
    })
    // A finger resting on it: the bar then follows the finger, a day to the right.
    await touch('touchStart', x, y)
    await expect(deskStatus(page)).toContainText('drop the bar on the new room and dates')
    for (let i = 1; i <= 6; i++) await touch('touchMove', x + (day * i) / 6, y)
    await touch('touchEnd', x + day, y)
    await expect(page.getByText('Booking moved', { exact: true })).toBeVisible()
    const moved = await request.get(`/api/admin/bookings/${stay.id}`, {
      ...AFTER_A_PAUSE,
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(((await moved.json()) as { booking: { checkIn: string } }).booking.checkIn).toBe(
      dayFromToday(2),
    )
    await room.close()
  })
})
