import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { ErrorPage } from './error-page'

const meta = {
  title: 'Components/Error page',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { onClearError: fn() },
  argTypes: {
    statusCode: { control: 'number' },
    message: { control: 'text' },
  },
  render: (args) => (
    <main>
      <ErrorPage {...args} />
    </main>
  ),
} satisfies Meta<typeof ErrorPage>

export default meta
type Story = StoryObj<typeof meta>

/** An unknown path (a non-fatal 404): the 404 variant, titled 'Page Not Found'. */
export const NotFound: Story = {
  args: { statusCode: 404, message: 'Page not found: /no-such-page' },
  play: async ({ args, canvas }) => {
    const page = canvas.getByRole('region', { name: 'Page Not Found' })
    await expect(page).toHaveAttribute('data-variant', 'not-found')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(canvas.getByText('404')).toBeVisible()
    await expect(canvas.getByText('Page not found: /no-such-page')).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Go back home' }))
    await expect(args.onClearError).toHaveBeenCalledOnce()
  },
}

/** A page validation failure: fatal, status 404, message 'Page Not Found: {path}'. */
export const ValidationFailure: Story = {
  args: { statusCode: 404, message: 'Page Not Found: /result', fullPage: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(canvas.getByText('Page Not Found: /result')).toBeVisible()
  },
}

/** Any other status: the general variant with the error's own message. */
export const ServerError: Story = {
  args: { statusCode: 500, message: 'The database did not answer in time.' },
  play: async ({ canvas }) => {
    const page = canvas.getByRole('region', { name: 'Internal Server Error' })
    await expect(page).toHaveAttribute('data-variant', 'general')
    await expect(canvas.getByText('500')).toBeVisible()
    await expect(canvas.getByText('The database did not answer in time.')).toBeVisible()
  },
}

/** No status given: 500, the general variant. */
export const DefaultStatus: Story = {
  args: { statusCode: undefined, message: 'x is not a function' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Internal Server Error' }),
    ).toBeVisible()
    await expect(canvas.getByText('500')).toBeVisible()
    await expect(canvas.getByText('x is not a function')).toBeVisible()
  },
}

/** A 503 is not a 404, so it gets the general title too. */
export const OtherStatus: Story = {
  args: { statusCode: 503, message: 'Down for maintenance until 14:00.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Internal Server Error' }),
    ).toBeVisible()
    await expect(canvas.getByText('503')).toBeVisible()
  },
}

/** A message equal to the title is not repeated. */
export const MessageSameAsTitle: Story = {
  args: { statusCode: 404, message: 'Page Not Found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Page Not Found')).toHaveLength(1)
    await expect(canvasElement.querySelector('[data-slot="error-page-message"]')).toBeNull()
  },
}

/** Without a handler the way home is a plain link (a full load clears any state). */
export const LinkHome: Story = {
  args: { statusCode: 404, message: 'Page not found: /old', onClearError: undefined },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Go back home' })
    await expect(link).toHaveAttribute('href', '/')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** Texts can be overridden (the defaults come from the locale). */
export const CustomTexts: Story = {
  args: {
    statusCode: 409,
    title: 'Room no longer available',
    message: 'Someone booked it a moment ago.',
    clearLabel: 'Back to the search',
  },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Room no longer available' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the search' }))
    await expect(args.onClearError).toHaveBeenCalledOnce()
  },
}
