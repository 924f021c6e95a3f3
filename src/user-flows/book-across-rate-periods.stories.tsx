import { mockStore } from '@mocks/handlers'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { routeStory } from '@/app/testing'
import { clickDay, dayButtonName, dayFromToday, fillGuest } from '@/pages/shared/story-helpers'

/** Four nights of the Garden Room: two at an autumn rate, two at a festival rate. */
const STAY = {
  get checkIn() {
    return dayFromToday(8)
  },
  get checkOut() {
    return dayFromToday(12)
  },
}

export default {
  title: 'User flows/Book a stay across two rate periods',
  ...routeStory('/', {
    description:
      'A visitor books a stay whose nights fall in two rate periods, and sees the same total, ' +
      'the sum of its nights, at every step: under the days and in the preview of the stay in ' +
      "the picker, on the result, in the booking's summary (night by night) and on the " +
      'confirmation.',
  }),
  beforeEach: () => {
    const store = mockStore()
    store.adminSaveRatePeriod({
      roomId: 1,
      name: 'Autumn',
      from: dayFromToday(8),
      to: dayFromToday(9),
      rate: 8000,
    })
    store.adminSaveRatePeriod({
      roomId: 1,
      name: 'Festival',
      from: dayFromToday(10),
      to: dayFromToday(11),
      rate: 9200,
    })
  },
} satisfies Meta

export const BookAcrossTwoRatePeriods: StoryObj = {
  name: 'Book a stay across two rate periods',
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement)

    await step('Pick the stay: the prices under the days, the preview with its total', async () => {
      const search = await page.findByRole('form', { name: 'Find your stay' }, { timeout: 15_000 })
      await userEvent.click(within(search).getByRole('button', { name: /^Stay dates/ }))
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
      await within(dialog).findByRole('button', { name: 'Next month' }, { timeout: 5000 })
      await clickDay(dialog, STAY.checkIn)
      await expect(within(dialog).getByText('Choose your check-out')).toBeVisible()
      // The prices come a month at a time, without holding up the calendar.
      const priced = (iso: string, price = '€\\d+') =>
        new RegExp(`${dayButtonName(iso).source}, ${price}$`)
      if (!within(dialog).queryByRole('button', { name: dayButtonName(STAY.checkOut) })) {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }))
      }
      const checkOut = await within(dialog).findByRole(
        'button',
        { name: priced(STAY.checkOut) },
        { timeout: 5000 },
      )
      await expect(
        within(dialog).getByRole('button', { name: priced(dayFromToday(10), '€92') }),
      ).toBeEnabled()
      await userEvent.hover(checkOut)
      await waitFor(() => expect(dialog).toHaveTextContent('4 nights · from €344'))
      await userEvent.click(checkOut)
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await userEvent.click(within(search).getByRole('button', { name: 'Search' }))
    })

    await step('The Garden Room costs the sum of its nights', async () => {
      await page.findByRole('heading', { level: 1, name: 'Available rooms' }, { timeout: 5000 })
      const garden = await page.findByRole('article', { name: 'Garden Room' }, { timeout: 5000 })
      await expect(garden).toHaveTextContent('€344')
      await expect(garden).toHaveTextContent('2 nights × €80 + 2 nights × €92')
      await userEvent.click(within(garden).getByRole('link', { name: 'Book Garden Room' }))
    })

    await step('The stay’s summary adds up its nights; book it', async () => {
      const details = await page.findByRole('form', { name: 'Your details' }, { timeout: 5000 })
      const summary = page.getByRole('region', { name: 'Your stay' })
      await expect(summary).toHaveTextContent('2 nights × €80')
      await expect(summary).toHaveTextContent('2 nights × €92')
      await expect(summary).toHaveTextContent('€344')
      await fillGuest(details, { name: 'Noor Haddad', email: 'noor@example.com' })
      await userEvent.click(within(details).getByRole('button', { name: 'Confirm booking' }))
    })

    await step('The confirmation says the same total', async () => {
      await expect(
        await page.findByRole(
          'heading',
          { level: 1, name: 'Booking confirmed' },
          { timeout: 5000 },
        ),
      ).toBeVisible()
      // The booking as the inn holds it: its details, with the total booked.
      await expect(page.getByRole('region', { name: 'Booking details' })).toHaveTextContent('€344')
      const booked = mockStore().state.bookings.find((b) => b.guest.name === 'Noor Haddad')
      await expect(booked?.total).toBe(34_400)
    })
  },
}
