/**
 * Shared by the public pages' stories and the user-flow story: stays relative to today (the
 * mock API seeds its demo bookings relative to today too) and the steps a person takes.
 */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { addDays } from '@/domain/calendar'
import { fromIsoDate, localToday } from '@/domain/local-dates'

import { resultPath } from './stay-rules'

/** The booking page's heading once the booking shows, confirmed (a fresh one or one opened by its link). */
export const findBookingConfirmed = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { level: 1, name: 'Booking confirmed' }, { timeout: 5000 })

/**
 * The toast that says `text`, once it has come in: its fade would draw its text too faint for
 * the accessibility check, so the story ends only when it is fully shown.
 */
export async function findToast(text: string) {
  const region = await screen.findByRole('region', { name: /^Notifications/ }, { timeout: 10_000 })
  const line = await within(region).findByText(text, {}, { timeout: 5000 })
  const toast = line.closest<HTMLElement>('[data-slot="toast"]')!
  // Near enough: a busy machine may draw its last frames late.
  await waitFor(() => expect(Number(getComputedStyle(toast).opacity)).toBeGreaterThan(0.99), {
    timeout: 5000,
  })
  return toast
}

/**
 * The footer's contact details: the inn is asked for apart from the page, so a story that ends
 * before they come would draw its page without them on one run and with them on the next.
 */
export async function findInnContact() {
  const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 })
  await within(footer).findByRole('link', { name: '+351 282 000 123' }, { timeout: 5000 })
  return footer
}

/**
 * The footer of a new inn (the mocks' empty store): its plain name, and nothing of the demo's
 * (no address or phone: it has set none yet).
 */
export async function findNewInnFooter() {
  const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 })
  await within(footer).findByText('Guest house', {}, { timeout: 5000 })
  await expect(footer).not.toHaveTextContent(/Nightjar|Ferragudo|\+351/)
  return footer
}

/** `YYYY-MM-DD`, `days` from today. */
export const dayFromToday = (days: number) => addDays(localToday(), days)

/** A stay the demo data leaves the Garden Room (id 1, €95 a night) free for: 3 nights, 2 guests. */
export const FREE_STAY = {
  get checkIn() {
    return dayFromToday(20)
  },
  get checkOut() {
    return dayFromToday(23)
  },
  guests: 2,
}

export const resultUrl = () => resultPath(FREE_STAY)
export const bookingUrl = (room = 1) =>
  `/booking?room=${room}&checkIn=${FREE_STAY.checkIn}&checkOut=${FREE_STAY.checkOut}&guests=${FREE_STAY.guests}`

/** The calendar's name for a day's button: `20 January 2026, Tuesday` (today adds `, Today`). */
export function dayButtonName(iso: string): RegExp {
  const date = fromIsoDate(iso)!
  const name = `${date.getDate()} ${date.toLocaleString('en', { month: 'long' })} ${date.getFullYear()}, ${date.toLocaleString('en', { weekday: 'long' })}`
  return new RegExp(`^${name}`)
}

/** Clicks a day in an open calendar, paging forward a month or two when it is not shown. */
export async function clickDay(dialog: HTMLElement, iso: string) {
  for (let page = 0; page < 3; page++) {
    const buttons = within(dialog).queryAllByRole('button', { name: dayButtonName(iso) })
    const enabled = buttons.find((button) => !button.hasAttribute('disabled'))
    if (enabled) {
      await userEvent.click(enabled)
      return
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }))
  }
  throw new Error(`No day ${iso} in the calendar`)
}

/** Opens the search card's range picker and picks a stay. */
export async function pickStay(canvas: HTMLElement, checkIn: string, checkOut: string) {
  await userEvent.click(within(canvas).getByRole('button', { name: /^Stay dates/ }))
  // It opens once the picker's code is there (drawn whole, without a loading state).
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
  // The calendar is a lazy chunk: wait for its day buttons.
  await within(dialog).findByRole('button', { name: 'Next month' }, { timeout: 5000 })
  await clickDay(dialog, checkIn)
  await clickDay(dialog, checkOut)
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

/** Fills the booking form's guest details. */
export async function fillGuest(
  canvas: HTMLElement,
  guest: { name?: string; email?: string; phone?: string; notes?: string } = {
    name: 'Alex Doe',
    email: 'alex@example.com',
  },
) {
  const c = within(canvas)
  if (guest.name !== undefined) await userEvent.type(c.getByLabelText(/^Full name/), guest.name)
  if (guest.email !== undefined) await userEvent.type(c.getByLabelText(/^Email/), guest.email)
  if (guest.phone !== undefined) await userEvent.type(c.getByLabelText(/^Phone/), guest.phone)
  if (guest.notes !== undefined)
    await userEvent.type(c.getByLabelText(/^Notes for the inn/), guest.notes)
}

/**
 * A photo drawn in the browser, the same on every run: a room's wall and floor in two colours
 * and a window, as a PNG file (to upload, or to keep in the mock store).
 */
export async function storyPhoto(
  name: string,
  width: number,
  height: number,
  wall: string,
  floor: string,
) {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')!
  context.fillStyle = wall
  context.fillRect(0, 0, width, height)
  context.fillStyle = floor
  context.fillRect(0, Math.round(height * 0.65), width, height)
  context.fillStyle = '#f5efe0'
  context.fillRect(Math.round(width * 0.6), Math.round(height * 0.15), width / 5, height / 3)
  const blob = await canvas.convertToBlob({ type: 'image/png' })
  return new File([blob], name, { type: 'image/png' })
}
