import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { errorBody } from '@/api'
import { routeStory, storyLocation } from '@/app/testing'
import { DEMO_STAFF } from '@/domain/demo-data'
import { clearTokenCookie, readTokenCookie } from '@/lib/cookies'

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

const TIMEOUT = { timeout: 5000 }

async function signIn(email: string, password: string) {
  const form = await screen.findByRole('form', { name: 'Staff sign-in' }, TIMEOUT)
  await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), email)
  await userEvent.type(within(form).getByLabelText('Password'), password)
  await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }))
  return form
}

/** The demo account signs in: the token cookie is set and the front desk opens. */
export const Success: StoryObj = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, TIMEOUT),
    ).toBeVisible()
    await signIn(DEMO_STAFF.email, DEMO_STAFF.password)
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Front desk' }, TIMEOUT),
    ).toBeVisible()
    await expect(storyLocation().pathname).toBe('/admin')
    await expect(readTokenCookie()).toMatch(/.{20,}/)
    await expect(await screen.findByText('Demo Staff', {}, TIMEOUT)).toBeVisible()
  },
}

/** Sent here by the auth guard from the bookings: back there after signing in. */
export const RedirectBack: StoryObj = {
  ...routeStory('/admin?section=bookings&q=Tom'),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, TIMEOUT)
    // This story's router, once it is mounted (the story before may still be leaving).
    await waitFor(
      () =>
        expect(storyLocation().search).toBe(
          `?redirect=${encodeURIComponent('/admin?section=bookings&q=Tom')}`,
        ),
      TIMEOUT,
    )
    await signIn(DEMO_STAFF.email, DEMO_STAFF.password)
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Bookings' }, TIMEOUT),
    ).toBeVisible()
    await expect(storyLocation().search).toBe('?section=bookings&q=Tom')
  },
}

/** A `redirect` to another site is ignored: the staff area opens instead. */
export const ForeignRedirectIgnored: StoryObj = {
  ...routeStory(`/admin/login?redirect=${encodeURIComponent('//evil.example/admin')}`),
  play: async () => {
    await signIn(DEMO_STAFF.email, DEMO_STAFF.password)
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Front desk' }, TIMEOUT),
    ).toBeVisible()
    await expect(storyLocation().pathname).toBe('/admin')
  },
}

/** A wrong password: one generic message (which part was wrong is not said), no cookie. */
export const WrongPassword: StoryObj = {
  play: async () => {
    const form = await signIn(DEMO_STAFF.email, 'not-the-password')
    const alert = await within(form).findByRole('alert', {}, TIMEOUT)
    await expect(alert).toHaveTextContent('The email or password is not correct.')
    await expect(within(form).getByLabelText('Password')).toHaveValue('')
    await waitFor(() => expect(within(form).getByLabelText('Password')).toHaveFocus())
    await expect(readTokenCookie()).toBeUndefined()
    await expect(storyLocation().pathname).toBe('/admin/login')
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
    const alert = await within(form).findByRole('alert', {}, TIMEOUT)
    await expect(alert).toHaveTextContent('Too many attempts')
    await expect(alert).toHaveTextContent('Try again later, in about 15 minutes.')
    await expect(storyLocation().pathname).toBe('/admin/login')
  },
}

/** Empty fields are caught before sending, each with its message. */
export const FieldErrors: StoryObj = {
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Staff sign-in' }, TIMEOUT)
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
  },
}
