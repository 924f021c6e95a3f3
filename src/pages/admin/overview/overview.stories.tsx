import { mockStore } from '@mocks/handlers'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { errorBody } from '@/api'
import { staffRouteStory } from '@/app/testing'
import {
  expectNoSidewaysScroll,
  FIND_TIMEOUT,
  phoneStory,
  signInForStory,
  untilStill,
} from '@/pages/admin/testing/admin-story'

export default {
  title: 'Pages/Staff/Overview',
  ...staffRouteStory('/admin?section=overview', {
    description:
      "`/admin?section=overview` on the real routes and the mock API: today's arrivals and " +
      "departures (with their check-in and check-out) and this month's occupancy per room.",
  }),
} satisfies Meta

/** The demo inn: Tom Becker arrives today, Lucas Martin leaves, five rooms have bars. */
export const Success: StoryObj = {
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, FIND_TIMEOUT)
    const arrivals = await screen.findByRole('heading', { name: 'Arrivals today', level: 2 })
    const arrivalsCard = arrivals.closest('[data-slot="card"]') as HTMLElement
    await expect(await within(arrivalsCard).findByText('Tom Becker')).toBeVisible()
    const departures = screen.getByRole('heading', { name: 'Departures today', level: 2 })
    await expect(
      within(departures.closest('[data-slot="card"]') as HTMLElement).getByText('Lucas Martin'),
    ).toBeVisible()

    // One bar per active room (the inactive Old Stable has none).
    const bars = screen.getAllByRole('progressbar')
    await expect(bars.map((bar) => bar.getAttribute('aria-labelledby') && bar)).toHaveLength(5)
    await expect(screen.getByRole('progressbar', { name: 'Garden Room' })).toHaveAttribute(
      'aria-valuemax',
      '100',
    )
    await expect(screen.queryByRole('progressbar', { name: 'Old Stable' })).toBeNull()

    // The header names the signed-in staff member and the section is marked current.
    await expect(await screen.findByText('Demo Staff')).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await untilStill()
  },
}

/** While the API has not answered: placeholders, no numbers, the page marked busy. */
export const Loading: StoryObj = {
  beforeEach: ({ msw }) => {
    // The member is known; the section's data never comes.
    msw.use(http.all('*/api/admin/*', () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, FIND_TIMEOUT)
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(3)
    await expect(screen.queryByRole('progressbar')).toBeNull()
    await expect(screen.queryByText('Arrivals today', { selector: 'h2' })).toBeNull()
    await untilStill()
  },
}

/** A new inn: no rooms, no bookings. The lists say so and point to the rooms section. */
export const Empty: StoryObj = {
  beforeEach: () => signInForStory({ empty: true }),
  play: async () => {
    await expect(await screen.findByText('No arrivals today.', {}, FIND_TIMEOUT)).toBeVisible()
    await expect(screen.getByText('No departures today.')).toBeVisible()
    await expect(screen.getByText('No active rooms')).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Add a room' })).toHaveAttribute(
      'href',
      '/admin?section=rooms',
    )
    await expect(screen.queryByRole('progressbar')).toBeNull()
    await untilStill()
  },
}

/** The bookings call fails: an error with the server's message, and a way to try again. */
export const Error: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/admin/bookings', () =>
        HttpResponse.json(errorBody('internal_error', 'The database is not answering.'), {
          status: 500,
        }),
      ),
    )
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('Could not load the overview')
    await expect(alert).toHaveTextContent('The database is not answering.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(screen.queryByRole('progressbar')).toBeNull()
    await untilStill()
  },
}

/** The bookings call fails once; Try again loads the overview. */
export const RetryAfterError: StoryObj = {
  name: 'Try again after an error loads the overview',
  tags: ['test-case'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(
        '*/api/admin/bookings',
        () =>
          HttpResponse.json(errorBody('internal_error', 'The database is not answering.'), {
            status: 500,
          }),
        { once: true },
      ),
    )
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('Could not load the overview')
    await expect(alert).toHaveTextContent('The database is not answering.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), FIND_TIMEOUT)
    await expect(await screen.findByText('Tom Becker', {}, FIND_TIMEOUT)).toBeVisible()
    await untilStill()
  },
}

/** Check in today's arrival and check out today's departure: one tap each, with its time. */
export const CheckInAndOut: StoryObj = {
  play: async () => {
    const arrivals = await screen.findByRole(
      'heading',
      { name: 'Arrivals today', level: 2 },
      FIND_TIMEOUT,
    )
    const arrivalsCard = arrivals.closest('[data-slot="card"]') as HTMLElement
    await userEvent.click(
      await within(arrivalsCard).findByRole('button', { name: 'Check in' }, FIND_TIMEOUT),
    )
    await expect(
      await within(arrivalsCard).findByText(
        'Checked in',
        { selector: '[data-slot=badge]' },
        FIND_TIMEOUT,
      ),
    ).toBeVisible()
    const departures = screen.getByRole('heading', { name: 'Departures today', level: 2 })
    const departuresCard = departures.closest('[data-slot="card"]') as HTMLElement
    await userEvent.click(within(departuresCard).getByRole('button', { name: 'Check out' }))
    await expect(
      await within(departuresCard).findByText(
        'Checked out',
        { selector: '[data-slot=badge]' },
        FIND_TIMEOUT,
      ),
    ).toBeVisible()
    const stay = (name: string) => mockStore().state.bookings.find((b) => b.guest.name === name)!
    await expect(stay('Tom Becker')).toMatchObject({ stayStatus: 'checked_in' })
    await expect(stay('Tom Becker').checkedInAt).not.toBeNull()
    await expect(stay('Lucas Martin')).toMatchObject({ stayStatus: 'checked_out' })
    await untilStill()
  },
}

/** On a phone: the figures, lists and bars stack, never wider than the screen. */
export const Phone: StoryObj = {
  ...phoneStory,
  name: 'On a phone the overview stacks',
  tags: ['test-case'],
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, FIND_TIMEOUT)
    await expect(await screen.findByText('Tom Becker', {}, FIND_TIMEOUT)).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Check in' })).toBeVisible()
    await expectNoSidewaysScroll()
    await untilStill()
  },
}
