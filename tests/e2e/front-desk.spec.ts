import { type APIRequestContext, expect, test } from '@playwright/test'

import { dayFromToday, expectNoAxeViolations, watchForProblems } from './booking-helpers'

const STAFF = { email: 'staff@nightjar.test', password: 'nightjar-demo' }

let token: string

test.beforeEach(async ({ page, context, baseURL }) => {
  const response = await page.request.post('/api/auth/login', { data: STAFF })
  token = ((await response.json()) as { token: string }).token
  await context.addCookies([{ name: 'token', value: token, url: baseURL! }])
})

/**
 * A room of this test's own, active and dearer than any other (so guests' searches list it
 * last); `close()` takes it off the site again.
 */
async function newRoom(request: APIRequestContext, token: string, name: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const response = await request.post('/api/admin/rooms', {
    headers,
    data: { name, capacity: 2, rate: 99_000 },
  })
  expect(response.status()).toBe(201)
  const { room } = (await response.json()) as { room: { id: number; name: string } }
  const close = async () => {
    const closed = await request.patch(`/api/admin/rooms/${room.id}`, {
      headers,
      data: { active: false },
    })
    expect(closed.status()).toBe(200)
  }
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
    const form = dialog.getByRole('form', { name: 'Move booking' })
    await form.getByRole('combobox', { name: 'Room' }).click()
    await page.getByRole('option', { name: new RegExp(room) }).click()
    await form.getByRole('button', { name: 'Move booking' }).click()
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

  await dialog.getByRole('button', { name: 'Check in' }).click()
  await expect(dialog.locator('[data-slot=badge]', { hasText: 'Checked in' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Check out' }).click()
  await expect(dialog.locator('[data-slot=badge]', { hasText: 'Checked out' })).toBeVisible()

  const history = dialog.locator('[data-slot=booking-history] li')
  await expect(history).toHaveCount(4)
  await expect(history.nth(0)).toContainText('Booked by the guest')
  await expect(history.nth(1)).toContainText('Moved by Demo Staff')
  await expect(history.nth(1)).toContainText(
    `${first.name}, ${checkIn} → ${checkOut} to ${third.name}`,
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
