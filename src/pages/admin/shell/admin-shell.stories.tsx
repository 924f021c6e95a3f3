import { mockStore } from '@mocks/handlers'
import { scenarios } from '@mocks/scenarios'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'

import { routeStory, staffRouteStory, storyLocation } from '@/app/testing'
import { eventually, FIND_TIMEOUT, untilStill } from '@/pages/admin/testing/admin-story'

export default {
  title: 'Pages/Staff/Layout',
  ...staffRouteStory('/admin?section=bookings', {
    description:
      'The staff layout on the real routes: the sidebar of sections, the header with the ' +
      "command palette trigger, the signed-in staff member's name and log out.",
  }),
} satisfies Meta

/** The owner's sections, in the sidebar's order. */
const OWNER_SECTIONS = [
  'NightjarStaff',
  'Front desk',
  'Overview',
  'Bookings',
  'Rooms',
  'Rates',
  'Reports',
  'Emails',
  'Settings',
  'Staff',
  'Public site',
]

/** The bookings section with its bookings (the table drawn while they load has the same name). */
async function loadedBookings() {
  await screen.findByRole('table', { name: 'Bookings' }, FIND_TIMEOUT)
  // At least one booking's reference (findAll fails when there is none).
  await screen.findAllByText(/^NJ-[0-9A-Z]{5}-[0-9A-Z]{5}$/, {}, FIND_TIMEOUT)
}

/** Every section in the sidebar, the current one marked; the header names the staff member. */
export const Default: StoryObj = {
  play: async () => {
    const nav = await screen.findByRole('navigation', { name: 'Staff sections' }, FIND_TIMEOUT)
    const links = within(nav).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(OWNER_SECTIONS)
    await expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const header = screen.getByRole('banner')
    await expect(await within(header).findByText('Demo Staff', {}, FIND_TIMEOUT)).toBeVisible()
    await expect(
      within(header).getByRole('button', { name: /Search or run a command/ }),
    ).toBeVisible()
    await loadedBookings()
    await untilStill()
  },
}

/** A sidebar link changes the section (the address's `section`) and marks it current. */
export const ChangeSection: StoryObj = {
  name: 'A sidebar link opens its section',
  tags: ['test-case'],
  play: async () => {
    const nav = await screen.findByRole('navigation', { name: 'Staff sections' }, FIND_TIMEOUT)
    await userEvent.click(within(nav).getByRole('link', { name: 'Rooms' }))
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Rooms' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(within(nav).getByRole('link', { name: 'Rooms' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await eventually(() => expect(storyLocation().search).toBe('?section=rooms'))
    await untilStill()
  },
}

/** A colleague who is not an owner: no Settings or Staff in the sidebar. */
export const AsStaff: StoryObj = {
  ...staffRouteStory('/admin?section=bookings', { role: 'staff' }),
  play: async () => {
    const nav = await screen.findByRole('navigation', { name: 'Staff sections' }, FIND_TIMEOUT)
    const header = screen.getByRole('banner')
    await expect(await within(header).findByText('Ana Lima', {}, FIND_TIMEOUT)).toBeVisible()
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(OWNER_SECTIONS.filter((name) => name !== 'Settings' && name !== 'Staff'))
    await loadedBookings()
    await untilStill()
  },
}

/** A colleague's command palette: their account, but not the owner's Settings. */
export const PaletteAsStaff: StoryObj = {
  ...staffRouteStory('/admin?section=bookings', { role: 'staff' }),
  name: 'A colleague’s command palette has no owner sections',
  tags: ['test-case'],
  play: async () => {
    const header = await screen.findByRole('banner', {}, FIND_TIMEOUT)
    await within(header).findByText('Ana Lima', {}, FIND_TIMEOUT)
    await userEvent.click(within(header).getByRole('button', { name: /Search or run a command/ }))
    const palette = await screen.findByRole('dialog', {}, FIND_TIMEOUT)
    await expect(within(palette).getByRole('option', { name: 'Your account' })).toBeVisible()
    await expect(within(palette).queryByRole('option', { name: 'Settings' })).toBeNull()
    await untilStill()
  },
}

/** Log out revokes the session on the server, clears the cookie and opens the sign-in page. */
export const LogOut: StoryObj = {
  name: 'Log out revokes the session and opens sign-in',
  tags: ['test-case'],
  play: async () => {
    const header = await screen.findByRole('banner', {}, FIND_TIMEOUT)
    await within(header).findByText('Demo Staff', {}, FIND_TIMEOUT)
    await userEvent.click(within(header).getByRole('button', { name: 'Log out' }))
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(document.cookie).not.toMatch(/(^|; )token=./)
    const sessions = [...mockStore().state.sessions.values()]
    await expect(sessions.every((session) => session.revokedAt !== null)).toBe(true)
    await untilStill()
  },
}

/** A session the server refuses (expired or revoked) goes back to sign-in, keeping the page. */
export const SessionExpired: StoryObj = {
  name: 'An expired session goes back to sign-in',
  tags: ['test-case'],
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.unauthorized())
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, FIND_TIMEOUT),
    ).toBeVisible()
    await eventually(() => expect(storyLocation().pathname).toBe('/admin/login'))
    await expect(document.cookie).not.toMatch(/(^|; )token=./)
    await untilStill()
  },
}

/** An unknown section is a page validation failure: the 404 error page. */
export const UnknownSection: StoryObj = {
  ...routeStory('/admin?section=kitchen'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Page Not Found' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(await screen.findByText('Page Not Found: /admin')).toBeVisible()
    await untilStill()
  },
}
