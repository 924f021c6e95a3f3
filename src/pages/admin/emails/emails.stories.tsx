import { mockStore } from '@mocks/handlers'
import { scenarios } from '@mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, screen, userEvent, within } from 'storybook/test'

import { routeStory, staffRouteStory } from '@/app/testing'
import {
  addMockBookings,
  expectNoSidewaysScroll,
  FIND_TIMEOUT,
  phoneStory,
  untilStill,
} from '@/pages/admin/testing/admin-story'

export default {
  title: 'Pages/Staff/Emails',
  ...staffRouteStory('/admin?section=emails', {
    description:
      "`/admin?section=emails` on the real routes and the mock API: the guests' emails (each " +
      "booking's confirmation, each cancellation's notice), kept here as on a server without a " +
      'mail server.',
  }),
} satisfies Meta

/** Three bookings, the first cancelled by staff: four emails, the notice first. */
const threeBookingsOneCancelled = () => {
  addMockBookings(3)
  const store = mockStore()
  store.adminCancelBooking(store.state.bookings.find((b) => b.guest.name === 'Guest 1')!.id)
}

/** The list, newest first, each kept here: the page says why (no mail server) and what to set. */
export const Default: StoryObj = {
  beforeEach: threeBookingsOneCancelled,
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Emails' }, FIND_TIMEOUT)
    const list = await screen.findByRole('list', { name: 'Emails, newest first' }, FIND_TIMEOUT)
    const items = within(list).getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(items[0]).toHaveTextContent(/^Booking cancelled: NJ-/)
    await expect(items[0]).toHaveTextContent('guest1@example.com')
    await expect(items[3]).toHaveTextContent(/^Your booking at Nightjar Inn: NJ-/)
    await expect(within(list).getAllByText('Kept here')).toHaveLength(4)
    await expect(
      await screen.findByText(
        /4 emails\. No mail server is set, so emails are kept here/,
        {},
        FIND_TIMEOUT,
      ),
    ).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Emails' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await untilStill()
  },
}

/**
 * A confirmation opened (the email preview): as the guest sees it, in a sandboxed frame, with
 * the calendar file attached and the plain text a click away.
 */
export const EmailPreview: StoryObj = {
  beforeEach: () => addMockBookings(1),
  ...routeStory('/admin?section=emails&view=1'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, FIND_TIMEOUT)
    const reference = mockStore().state.emails[0]!.bookingReference
    await expect(
      await within(dialog).findByRole('heading', {
        name: new RegExp(`Your booking at Nightjar Inn: ${reference}`),
      }),
    ).toBeVisible()
    await expect(dialog).toHaveTextContent('To guest1@example.com')
    await expect(dialog).toHaveTextContent(
      `The stay’s calendar file (${reference}.ics) is attached.`,
    )
    const frame = within(dialog).getByTitle('The email as the guest sees it')
    await expect(frame).toHaveAttribute('sandbox', '')
    await expect(frame.getAttribute('srcdoc')).toContain('View or cancel your booking')
    await userEvent.click(within(dialog).getByText('Plain text'))
    const text = dialog.querySelector('pre')!
    await expect(text).toBeVisible()
    await expect(text).toHaveTextContent(`Reference: ${reference}`)
    await expect(text).toHaveTextContent(/Free cancellation until/)
    await expect(text).toHaveTextContent(/\/booking\?ref=NJ-/)
    await untilStill()
  },
}

/** The list is still on its way: the header says so over a placeholder. */
export const Loading: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/admin/emails', () => delay('infinite')))
  },
  play: async ({ canvasElement }) => {
    await screen.findByRole('heading', { level: 1, name: 'Emails' }, FIND_TIMEOUT)
    await expect(screen.getByText('Loading emails…')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).not.toBeNull()
    await expect(screen.queryByText('No emails yet')).toBeNull()
    await untilStill()
  },
}

/** No booking yet: no emails, and the page says what will appear. */
export const Empty: StoryObj = {
  play: async () => {
    await expect(await screen.findByText('No emails yet', {}, FIND_TIMEOUT)).toBeVisible()
    await expect(await screen.findByText('0 emails to guests.', {}, FIND_TIMEOUT)).toBeVisible()
    await untilStill()
  },
}

/** The list fails to load: the error, with the server's message. */
export const Error: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.errorFor('adminListEmails'))
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('Could not load emails')
    await expect(alert).toHaveTextContent('Something went wrong. Try again.')
    await untilStill()
  },
}

/** On a phone: the list reads top to bottom, never wider than the screen. */
export const Phone: StoryObj = {
  ...phoneStory,
  name: 'On a phone the list reads top to bottom',
  tags: ['test-case'],
  beforeEach: threeBookingsOneCancelled,
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Emails, newest first' }, FIND_TIMEOUT)
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    await expectNoSidewaysScroll()
    await untilStill()
  },
}
