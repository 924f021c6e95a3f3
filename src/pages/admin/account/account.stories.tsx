import { mockStore } from '@mocks/handlers'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, screen, userEvent, within } from 'storybook/test'

import { ERROR_STATUS, errorBody } from '@/api/errors'
import { routeStory, staffRouteStory } from '@/app/testing'
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

/**
 * The staff layout asks `/auth/me` once, when the area opens, and the account section asks again.
 * These stories open Settings, and only then does `/auth/me` answer with `answer`, as the header's
 * name leads to Your account (`openAccount`).
 */
let armed = false
function accountAfterSettings(
  answer: () => Response | Promise<Response | void>,
): Pick<StoryObj, 'render' | 'parameters' | 'beforeEach'> {
  return {
    ...routeStory('/admin?section=settings'),
    beforeEach: ({ msw }) => {
      armed = false
      msw.use(http.get('*/api/auth/me', () => (armed ? answer() : undefined)))
    },
  }
}

async function openAccount() {
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, FIND_TIMEOUT)
  armed = true
  const banner = screen.getByRole('banner')
  await userEvent.click(within(banner).getByRole('link', { name: /Your account/ }))
  // The way there keeps no focus ring in the picture: the state is the section's.
  ;(document.activeElement as HTMLElement | null)?.blur()
  await screen.findByRole('heading', { level: 1, name: 'Your account' }, FIND_TIMEOUT)
}

/** Who is signed in is still on its way: a placeholder, and the password form ready. */
export const Loading: StoryObj = {
  ...accountAfterSettings(() => delay('infinite')),
  play: async ({ canvasElement }) => {
    await openAccount()
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).not.toBeNull()
    await expect(screen.queryByText(DEMO_STAFF.email)).toBeNull()
    await expect(await field(/^Current password/)).toBeEnabled()
    await untilStill()
  },
}

/** Who is signed in fails to load: the server's message and a way to try again. */
export const Error: StoryObj = {
  ...accountAfterSettings(() =>
    HttpResponse.json(errorBody('internal_error', 'Accounts are resting.'), {
      status: ERROR_STATUS.internal_error,
    }),
  ),
  play: async () => {
    await openAccount()
    const alert = await screen.findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('Could not load your account')
    await expect(alert).toHaveTextContent('Accounts are resting.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
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
