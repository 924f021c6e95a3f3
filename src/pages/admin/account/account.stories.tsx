import { mockStore } from '@mocks/handlers'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'

import { staffRouteStory } from '@/app/testing'
import { DEMO_STAFF } from '@/domain/demo-data'
import {
  expectNoSidewaysScroll,
  FIND_TIMEOUT,
  phoneStory,
  STORY_COLLEAGUE,
  untilStill,
} from '@/pages/admin/testing/admin-story'

export default {
  title: 'Pages/Staff/Account',
  ...staffRouteStory('/admin?section=account', {
    description:
      '`/admin?section=account` on the real routes and the mock API: who is signed in, and ' +
      "changing one's own password, which signs one's other sessions out.",
  }),
} satisfies Meta

const field = (name: RegExp) => screen.findByLabelText(name, {}, FIND_TIMEOUT)

/** The owner's name, email and role; the header's name is the way here. */
export const Success: StoryObj = {
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Your account' }, FIND_TIMEOUT)
    await expect(await screen.findByText(DEMO_STAFF.email, {}, FIND_TIMEOUT)).toBeVisible()
    await expect(screen.getByText('Owner')).toBeVisible()
    await expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /Your account/ }),
    ).toHaveAttribute('aria-current', 'page')
    await untilStill()
  },
}

/**
 * A new password: the session on the other device is signed out (the toast says so), and the
 * new password signs in.
 */
export const ChangePassword: StoryObj = {
  name: 'Changing the password signs the other sessions out',
  tags: ['test-case'],
  beforeEach: () => {
    // The same member signed in on another device.
    mockStore().login(DEMO_STAFF.email, DEMO_STAFF.password)
  },
  play: async () => {
    await userEvent.type(await field(/Current password/), DEMO_STAFF.password)
    await userEvent.type(await field(/New password/), 'a-brand-new-password')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await expect(await screen.findByText('Password changed', {}, FIND_TIMEOUT)).toBeInTheDocument()
    await expect(
      screen.getByText('1 other session signed out. Sign in there with the new password.'),
    ).toBeInTheDocument()
    await expect(await field(/Current password/)).toHaveValue('')
    await expect(mockStore().login(DEMO_STAFF.email, 'a-brand-new-password').status).toBe(200)
    await untilStill()
  },
}

/** A wrong current password: said on its field, and nothing changes. */
export const WrongPassword: StoryObj = {
  play: async () => {
    await userEvent.type(await field(/Current password/), 'not-my-password')
    await userEvent.type(await field(/New password/), 'a-brand-new-password')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await expect(
      await screen.findByText('The current password is not correct.', {}, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(await field(/Current password/)).toHaveAttribute('aria-invalid', 'true')
    await expect(mockStore().login(DEMO_STAFF.email, DEMO_STAFF.password).status).toBe(200)
    await untilStill()
  },
}

/** The same password again, or one too short: caught before sending. */
export const Invalid: StoryObj = {
  play: async () => {
    await userEvent.type(await field(/Current password/), DEMO_STAFF.password)
    await userEvent.type(await field(/New password/), 'short')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await expect(await screen.findByText('Use at least 12 characters.')).toBeVisible()
    const next = await field(/New password/)
    await userEvent.clear(next)
    await userEvent.type(next, DEMO_STAFF.password)
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await expect(
      await screen.findByText('Choose a password other than the current one.'),
    ).toBeVisible()
    await untilStill()
  },
}

/** A colleague (staff, not owner) sees their own account and role. */
export const Colleague: StoryObj = {
  ...staffRouteStory('/admin?section=account', { role: 'staff' }),
  play: async () => {
    await expect(await screen.findByText(STORY_COLLEAGUE.email, {}, FIND_TIMEOUT)).toBeVisible()
    await expect(screen.getByText(STORY_COLLEAGUE.name, { selector: 'dd' })).toBeVisible()
    await expect(screen.getByText('Staff', { selector: '[data-slot="badge"]' })).toBeVisible()
    await untilStill()
  },
}

/** On a phone: who is signed in and the password form, never wider than the screen. */
export const Phone: StoryObj = {
  ...phoneStory,
  name: 'On a phone the account page fits the screen',
  tags: ['test-case'],
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Your account' }, FIND_TIMEOUT)
    await expect(await screen.findByText(DEMO_STAFF.email, {}, FIND_TIMEOUT)).toBeVisible()
    await expectNoSidewaysScroll()
    await untilStill()
  },
}
