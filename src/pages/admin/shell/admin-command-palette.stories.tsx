import { mockStore } from '@mocks/handlers'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, screen, userEvent, within } from 'storybook/test'

import { staffRouteStory, storyLocation } from '@/app/testing'
import { eventually, FIND_TIMEOUT, untilStill } from '@/pages/admin/testing/admin-story'

export default {
  title: 'Pages/Staff/Command palette',
  ...staffRouteStory('/admin?section=overview', {
    description:
      'The staff command palette (Ctrl/⌘+K) on the real routes: go to a section, find a booking ' +
      'by reference or guest name (searched on the server as you type), run an action.',
  }),
} satisfies Meta

/** The overview behind the palette, loaded (so the palette opens over the same page each time). */
async function overviewLoaded() {
  await screen.findByRole('heading', { level: 1, name: 'Overview' }, FIND_TIMEOUT)
  await screen.findByRole('heading', { level: 2, name: 'Arrivals today' }, FIND_TIMEOUT)
  await screen.findByRole('progressbar', { name: 'Garden Room' }, FIND_TIMEOUT)
}

/** Opens the palette with the keyboard shortcut once the staff area is there. */
async function openPalette() {
  await overviewLoaded()
  await userEvent.keyboard('{Control>}k{/Control}')
  return screen.findByRole('dialog', { name: 'Command palette' }, FIND_TIMEOUT)
}

/** Ctrl+K: the palette open, nothing typed: the sections to go to and the actions to run. */
export const Open: StoryObj = {
  play: async () => {
    const palette = await openPalette()
    const input = within(palette).getByRole('combobox')
    await expect(input).toHaveAttribute('placeholder', 'Type a command or search...')
    await expect(input).toHaveFocus()
    await expect(within(palette).getByRole('option', { name: 'Bookings' })).toBeVisible()
    await expect(within(palette).getByRole('option', { name: 'New room' })).toBeVisible()
    await untilStill()
  },
}

/**
 * The palette's bookings search answers `after` ms late (then falls through to the mock API); the
 * bookings list a found booking opens (searched by its reference) answers at once.
 */
const slowSearch =
  (after: number): StoryObj['beforeEach'] =>
  ({ msw }) => {
    msw.use(
      http.get('*/api/admin/bookings', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q')
        if (q && !q.startsWith('NJ-')) await delay(after)
      }),
    )
  }

/** Types a guest's name in the palette: the bookings group loads, then finds the booking. */
async function searchSofia() {
  const palette = await openPalette()
  const input = within(palette).getByRole('combobox')
  await expect(input).toHaveAttribute('placeholder', 'Type a command or search...')
  await expect(within(palette).getByRole('option', { name: 'Bookings' })).toBeVisible()
  await userEvent.type(input, 'Sofia')
  // The group's loading row (a status region announces it too).
  await expect(
    await within(palette).findByText(
      'Loading…',
      { selector: '[data-slot=command-loading]' },
      FIND_TIMEOUT,
    ),
  ).toBeVisible()
  const result = await within(palette).findByRole(
    'option',
    { name: /NJ-EQ9TB-43A1V · Sofia Rossi/ },
    FIND_TIMEOUT,
  )
  await expect(result).toHaveTextContent('Sea View Suite')
  return palette
}

/** A guest's name, searched on the server: the booking found, with its room. */
export const BookingSearch: StoryObj = {
  // A little late, so its loading state shows first.
  beforeEach: slowSearch(600),
  play: async () => {
    const palette = await searchSofia()
    await eventually(() =>
      expect(
        within(palette).queryByText('Loading…', { selector: '[data-slot=command-loading]' }),
      ).toBeNull(),
    )
    await untilStill()
  },
}

/** Enter on a booking found opens it in the bookings section, the list filtered to it. */
export const OpenFoundBooking: StoryObj = {
  name: 'A booking found opens in the bookings section',
  tags: ['test-case'],
  beforeEach: slowSearch(600),
  play: async () => {
    await searchSofia()
    await userEvent.keyboard('{Enter}')

    await eventually(() =>
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull(),
    )
    const booking = await screen.findByRole(
      'dialog',
      { name: /Booking NJ-EQ9TB-43A1V/ },
      FIND_TIMEOUT,
    )
    await expect(within(booking).getByText('sofia.rossi@example.com')).toBeVisible()
    await expect(storyLocation().search).toContain('section=bookings')
    await expect(storyLocation().search).toContain('q=NJ-EQ9TB-43A1V')
    // Behind the dialog, the list is filtered to that booking.
    await expect(screen.getByRole('searchbox', { name: 'Search', hidden: true })).toHaveValue(
      'NJ-EQ9TB-43A1V',
    )
    await untilStill()
  },
}

/** A reference, typed partly and without dashes, finds its booking. */
export const ReferenceSearch: StoryObj = {
  play: async () => {
    await overviewLoaded()
    await userEvent.click(screen.getByRole('button', { name: /Search or run a command/ }))
    const palette = await screen.findByRole('dialog', { name: 'Command palette' }, FIND_TIMEOUT)
    // Typed once the palette has opened with the caret in its search, as a person would.
    const input = within(palette).getByRole('combobox')
    await eventually(() => expect(input).toHaveFocus())
    await expect(within(palette).getByRole('option', { name: 'Bookings' })).toBeVisible()
    await userEvent.type(input, 'eqaax0x')
    await expect(input).toHaveValue('eqaax0x')
    await expect(
      await within(palette).findByRole(
        'option',
        { name: /NJ-EQAAX-0XWBV · Tom Becker/ },
        FIND_TIMEOUT,
      ),
    ).toBeVisible()
    await untilStill()
  },
}

/** Nothing matches: 'No matching data'. */
export const NoMatch: StoryObj = {
  play: async () => {
    const palette = await openPalette()
    await userEvent.type(within(palette).getByRole('combobox'), 'zzzzqx')
    await expect(
      await within(palette).findByText('No matching data', {}, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(within(palette).queryAllByRole('option')).toHaveLength(0)
    await untilStill()
  },
}

/** "Go to" a section by typing part of its name. */
export const GoToSection: StoryObj = {
  name: 'Go to a section by typing part of its name',
  tags: ['test-case'],
  play: async () => {
    const palette = await openPalette()
    await userEvent.type(within(palette).getByRole('combobox'), 'repo')
    await userEvent.click(await within(palette).findByRole('option', { name: 'Reports' }))
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Reports' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(storyLocation().search).toBe('?section=reports')
    await untilStill()
  },
}

/** The "New room" action opens the room dialog in the rooms section. */
export const NewRoom: StoryObj = {
  name: 'New room opens the room dialog',
  tags: ['test-case'],
  play: async () => {
    const palette = await openPalette()
    await userEvent.type(within(palette).getByRole('combobox'), 'new room')
    await userEvent.click(await within(palette).findByRole('option', { name: 'New room' }))
    await expect(
      await screen.findByRole('dialog', { name: 'New room' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(storyLocation().search).toContain('section=rooms')
    await untilStill()
  },
}

/** The "New booking" action opens a new booking on the front desk. */
export const NewBooking: StoryObj = {
  name: 'New booking opens a booking on the front desk',
  tags: ['test-case'],
  play: async () => {
    const palette = await openPalette()
    await userEvent.type(within(palette).getByRole('combobox'), 'new book')
    await userEvent.click(await within(palette).findByRole('option', { name: 'New booking' }))
    await expect(
      await screen.findByRole('dialog', { name: 'New booking' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(storyLocation().search).toBe('?section=frontdesk&dialog=new-booking')
    await untilStill()
  },
}

/** "Log out" ends the session on the server and goes to the sign-in page. */
export const LogOut: StoryObj = {
  name: 'Log out ends the session and opens sign-in',
  tags: ['test-case'],
  play: async () => {
    const palette = await openPalette()
    await userEvent.type(within(palette).getByRole('combobox'), 'log out')
    await userEvent.click(await within(palette).findByRole('option', { name: 'Log out' }))
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(storyLocation().pathname).toBe('/admin/login')
    await expect(document.cookie).not.toMatch(/(^|; )token=./)
    const sessions = [...mockStore().state.sessions.values()]
    await expect(sessions.every((session) => session.revokedAt !== null)).toBe(true)
    await untilStill()
  },
}
