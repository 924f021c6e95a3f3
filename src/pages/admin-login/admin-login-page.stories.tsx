import { mockStore } from '@mocks/handlers'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { errorBody } from '@/api'
import { routeStory, storyLocation } from '@/app/testing'
import { DEMO_STAFF } from '@/domain/demo-data'
import { RESET_MESSAGES } from '@/domain/password-reset'
import { clearTokenCookie, readTokenCookie } from '@/lib/cookies'
import { FIND_TIMEOUT, untilStill } from '@/pages/admin/testing/admin-story'

export default {
  title: 'Pages/Staff/Sign in',
  ...routeStory('/admin/login', {
    description:
      '`/admin/login` on the real routes and the mock API: email and password, field errors, ' +
      'one message for wrong credentials, a clear one for too many attempts, and on success the ' +
      'staff area (or the page the auth guard sent the visitor from).',
  }),
  beforeEach: () => {
    clearTokenCookie()
    return () => clearTokenCookie()
  },
} satisfies Meta

async function signIn(email: string, password: string) {
  const form = await screen.findByRole('form', { name: 'Staff sign-in' }, FIND_TIMEOUT)
  await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), email)
  await userEvent.type(within(form).getByLabelText('Password'), password)
  await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }))
  return form
}

/** The form as a visitor finds it: email and password, empty, and nothing said yet. */
export const Default: StoryObj = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, FIND_TIMEOUT),
    ).toBeVisible()
    const form = screen.getByRole('form', { name: 'Staff sign-in' })
    await expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('')
    await expect(within(form).getByLabelText('Password')).toHaveValue('')
    await expect(within(form).getByRole('button', { name: 'Sign in' })).toBeEnabled()
    await expect(within(form).queryByRole('alert')).toBeNull()
    await untilStill()
  },
}

/** The front desk after signing in, once its grid has loaded (what a signed-in story ends on). */
async function expectFrontDesk() {
  await expect(
    await screen.findByRole('heading', { level: 1, name: 'Front desk' }, FIND_TIMEOUT),
  ).toBeVisible()
  await screen.findByRole('table', { name: /^Rooms and nights/ }, FIND_TIMEOUT)
}

/** The demo account signs in: the token cookie is set and the front desk opens. */
export const Success: StoryObj = {
  name: 'Signing in opens the front desk',
  tags: ['test-case'],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, FIND_TIMEOUT),
    ).toBeVisible()
    await signIn(DEMO_STAFF.email, DEMO_STAFF.password)
    await expectFrontDesk()
    await expect(storyLocation().pathname).toBe('/admin')
    await expect(readTokenCookie()).toMatch(/.{20,}/)
    await expect(await screen.findByText('Demo Staff', {}, FIND_TIMEOUT)).toBeVisible()
    await untilStill()
  },
}

/** Sent here by the auth guard from the bookings: back there after signing in. */
export const RedirectBack: StoryObj = {
  ...routeStory('/admin?section=bookings&q=Tom'),
  name: 'Signing in goes back to the page asked for',
  tags: ['test-case'],
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, FIND_TIMEOUT)
    // This story's router, once it is mounted (the story before may still be leaving).
    await waitFor(
      () =>
        expect(storyLocation().search).toBe(
          `?redirect=${encodeURIComponent('/admin?section=bookings&q=Tom')}`,
        ),
      FIND_TIMEOUT,
    )
    await signIn(DEMO_STAFF.email, DEMO_STAFF.password)
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Bookings' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(storyLocation().search).toBe('?section=bookings&q=Tom')
    await screen.findByRole('table', { name: 'Bookings' }, FIND_TIMEOUT)
    await untilStill()
  },
}

/** A `redirect` to another site is ignored: the staff area opens instead. */
export const ForeignRedirectIgnored: StoryObj = {
  ...routeStory(`/admin/login?redirect=${encodeURIComponent('//evil.example/admin')}`),
  name: 'A redirect to another site is ignored',
  tags: ['test-case'],
  play: async () => {
    await signIn(DEMO_STAFF.email, DEMO_STAFF.password)
    await expectFrontDesk()
    await expect(storyLocation().pathname).toBe('/admin')
    await untilStill()
  },
}

/** A wrong password: one generic message (which part was wrong is not said), no cookie. */
export const WrongPassword: StoryObj = {
  play: async () => {
    const form = await signIn(DEMO_STAFF.email, 'not-the-password')
    const alert = await within(form).findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('The email or password is not correct.')
    await expect(within(form).getByLabelText('Password')).toHaveValue('')
    await waitFor(() => expect(within(form).getByLabelText('Password')).toHaveFocus())
    await expect(readTokenCookie()).toBeUndefined()
    await expect(storyLocation().pathname).toBe('/admin/login')
    await untilStill()
  },
}

/** After too many failures the server answers 429: the page says to wait. */
export const TooManyAttempts: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          errorBody('too_many_attempts', 'Too many attempts. Try again in 15 minutes.'),
          { status: 429 },
        ),
      ),
    )
  },
  play: async () => {
    const form = await signIn(DEMO_STAFF.email, DEMO_STAFF.password)
    const alert = await within(form).findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent('Too many attempts')
    await expect(alert).toHaveTextContent('Try again later, in about 15 minutes.')
    await expect(storyLocation().pathname).toBe('/admin/login')
    // Whether the button keeps the click's focus (and its ring) depends on whether its busy
    // state was drawn in between; the state, and the picture, are the alert's.
    ;(document.activeElement as HTMLElement | null)?.blur()
    await untilStill()
  },
}

/** Empty fields are caught before sending, each with its message. */
export const FieldErrors: StoryObj = {
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Staff sign-in' }, FIND_TIMEOUT)
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }))
    await expect(await within(form).findByText('Enter your email address.')).toBeVisible()
    await expect(within(form).getByText('Enter your password.')).toBeVisible()
    await expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter your email address.',
    )
    await untilStill()
  },
}

/** While the server checks the password, the button shows it is busy. */
export const Submitting: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/api/auth/login', () => delay('infinite')))
  },
  play: async () => {
    const form = await signIn(DEMO_STAFF.email, DEMO_STAFF.password)
    const button = within(form).getByRole('button', { name: 'Sign in' })
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await expect(button).toBeDisabled()
    await untilStill()
  },
}

/** A reset link for the demo account, as its email would carry it (the mock store keeps it). */
function resetLink() {
  mockStore().requestPasswordReset(DEMO_STAFF.email)
  return mockStore().state.resets.lastLink!
}

async function setNewPassword(password: string, again = password) {
  const form = await screen.findByRole('form', { name: 'Set a new password' }, FIND_TIMEOUT)
  await userEvent.type(within(form).getByLabelText('New password'), password)
  await userEvent.type(within(form).getByLabelText('New password again'), again)
  await userEvent.click(within(form).getByRole('button', { name: 'Set the new password' }))
  return form
}

/** "Forgot your password?" asks for a link by email; the answer says the same for any address. */
export const AskForLink: StoryObj = {
  name: 'Asking for a link to set a new password',
  play: async () => {
    const link = await screen.findByRole('link', { name: 'Forgot your password?' }, FIND_TIMEOUT)
    await userEvent.click(link)
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(storyLocation().search).toBe('?reset=request')
    const form = screen.getByRole('form', { name: 'Ask for a password link' })
    await userEvent.click(within(form).getByRole('button', { name: 'Send the link' }))
    await expect(await within(form).findByText('Enter your email address.')).toBeVisible()
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), DEMO_STAFF.email)
    await userEvent.click(within(form).getByRole('button', { name: 'Send the link' }))
    await expect(await screen.findByRole('status', {}, FIND_TIMEOUT)).toHaveTextContent(
      RESET_MESSAGES.sent,
    )
    await expect(screen.queryByRole('form', { name: 'Ask for a password link' })).toBeNull()
    await expect(mockStore().state.resets.lastLink).toMatch(/^\/admin\/login\?reset=.{40,}/)
    await expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeVisible()
    await untilStill()
  },
}

/**
 * The emailed link: a new password typed twice (a mismatch is caught on the field), then the
 * sign-in form says it changed, and the new password signs in.
 */
export const SetNewPassword: StoryObj = {
  ...routeStory(resetLink),
  name: 'Setting a new password from the emailed link',
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' }, FIND_TIMEOUT),
    ).toBeVisible()
    const form = await setNewPassword('a-new-demo-password', 'a-different-one!')
    const again = within(form).getByLabelText('New password again')
    await expect(await within(form).findByText(RESET_MESSAGES.mismatch)).toBeVisible()
    await expect(again).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(again)
    await userEvent.type(again, 'a-new-demo-password')
    await userEvent.click(within(form).getByRole('button', { name: 'Set the new password' }))
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, FIND_TIMEOUT),
    ).toBeVisible()
    await expect(await screen.findByRole('status', {}, FIND_TIMEOUT)).toHaveTextContent(
      RESET_MESSAGES.changed,
    )
    await expect(storyLocation().search).toBe('?reset=done')
    ;(document.activeElement as HTMLElement | null)?.blur()
    await untilStill()
  },
}

/** A link past its 30 minutes (or used): one message, and a way to ask for a new one. */
export const ExpiredLink: StoryObj = {
  ...routeStory(() => {
    const link = resetLink()
    for (const reset of mockStore().state.passwordResets.values()) {
      reset.expiresAt = new Date(Date.now() - 1000)
    }
    return link
  }),
  name: 'An expired link',
  play: async () => {
    const form = await setNewPassword('a-new-demo-password')
    const alert = await within(form).findByRole('alert', {}, FIND_TIMEOUT)
    await expect(alert).toHaveTextContent(RESET_MESSAGES.invalid)
    await expect(mockStore().state.staff[0]!.password).toBe(DEMO_STAFF.password)
    await expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/admin/login?reset=request',
    )
    ;(document.activeElement as HTMLElement | null)?.blur()
    await untilStill()
  },
}
