import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { routeStory, storyLocation } from '@/app/testing'
import { fillGuest, findToast, FREE_STAY, pickStay } from '@/pages/shared/story-helpers'

export default {
  title: 'User flows/Book a stay',
  ...routeStory('/', {
    description:
      'A visitor books a stay from the home page to the confirmation, as a person would: picks ' +
      'the dates in the range calendar, sets the guests, searches, chooses a room, fills in the ' +
      'form and confirms. The whole app runs on its real routes against the mock API.',
  }),
} satisfies Meta

export const BookAStay: StoryObj = {
  name: 'Book a stay',
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement)

    await step('Pick the dates and the guests on the home page', async () => {
      const search = await page.findByRole('form', { name: 'Find your stay' }, { timeout: 15_000 })
      await pickStay(search, FREE_STAY.checkIn, FREE_STAY.checkOut)
      const guests = within(search).getByRole('spinbutton', { name: 'Guests' })
      await userEvent.click(within(search).getByRole('button', { name: 'Fewer guests' }))
      await userEvent.click(within(search).getByRole('button', { name: 'More guests' }))
      await expect(guests).toHaveValue('2')
      await userEvent.click(within(search).getByRole('button', { name: 'Search' }))
    })

    await step('Choose the Garden Room among the free rooms', async () => {
      await expect(
        await page.findByRole('heading', { level: 1, name: 'Available rooms' }, { timeout: 5000 }),
      ).toBeVisible()
      const garden = await page.findByRole('article', { name: 'Garden Room' }, { timeout: 5000 })
      await expect(garden).toHaveTextContent('€285')
      await userEvent.click(within(garden).getByRole('link', { name: 'Book Garden Room' }))
    })

    await step('Fill in the guest details and confirm', async () => {
      const details = await page.findByRole('form', { name: 'Your details' }, { timeout: 5000 })
      await expect(page.getByRole('region', { name: 'Your stay' })).toHaveTextContent('€285')
      await fillGuest(details, {
        name: 'Alex Doe',
        email: 'alex@example.com',
        notes: 'Arriving around 18:00.',
      })
      await userEvent.click(within(details).getByRole('button', { name: 'Confirm booking' }))
    })

    await step('See the booking at its own link, with the reference', async () => {
      await expect(
        await page.findByRole(
          'heading',
          { level: 1, name: 'Booking confirmed' },
          { timeout: 5000 },
        ),
      ).toBeVisible()
      const reference = page.getByLabelText('Booking reference')
      await expect(reference.textContent).toMatch(/^NJ-[0-9A-Z]{5}-[0-9A-Z]{5}$/)
      await expect(await findToast(reference.textContent!)).toBeVisible()
      const { pathname, search } = storyLocation()
      await expect(pathname).toBe('/booking')
      await expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
        ref: reference.textContent,
        key: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      })
    })
  },
}
