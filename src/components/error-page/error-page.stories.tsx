import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { ErrorPage, type ErrorPageProps } from './error-page'
import { errorPageGuide } from './error-page.guide'

/** The title the page should show for these args: 404's, the general one, or the one given. */
const titleFor = ({ statusCode = 500, title }: ErrorPageProps) =>
  String(title ?? (statusCode === 404 ? 'Page Not Found' : 'Internal Server Error'))
/** The action's label for these args. */
const labelFor = ({ clearLabel }: ErrorPageProps) => String(clearLabel ?? 'Go back home')

const meta = {
  title: 'Components/Error page',
  component: ErrorPage,
  parameters: { layout: 'fullscreen', docs: { guide: errorPageGuide } },
  args: { onClearError: fn() },
  argTypes: {
    statusCode: { control: 'number' },
    message: { control: 'text' },
    title: { control: 'text' },
    clearLabel: { control: 'text' },
    homeHref: { control: 'text' },
    onClearError: { control: false },
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
    const page = canvas.getByRole('region', { name: titleFor(args) })
    await expect(page).toHaveAttribute(
      'data-variant',
      args.statusCode === 404 ? 'not-found' : 'general',
    )
    await expect(canvas.getByRole('heading', { level: 1, name: titleFor(args) })).toBeVisible()
    await expect(canvas.getByText(String(args.statusCode ?? 500))).toBeVisible()
    if (args.message) await expect(canvas.getByText(args.message)).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: labelFor(args) }))
    await expect(args.onClearError).toHaveBeenCalledOnce()
  },
}

/** A page validation failure: fatal, status 404, message 'Page Not Found: {path}'. */
export const ValidationFailure: Story = {
  args: { statusCode: 404, message: 'Page Not Found: /result', fullPage: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: titleFor(args) })).toBeVisible()
    if (args.message) await expect(canvas.getByText(args.message)).toBeVisible()
  },
}

/** Any other status: the general variant with the error's own message. */
export const ServerError: Story = {
  args: { statusCode: 500, message: 'The database did not answer in time.' },
  play: async ({ args, canvas }) => {
    const page = canvas.getByRole('region', { name: titleFor(args) })
    await expect(page).toHaveAttribute(
      'data-variant',
      args.statusCode === 404 ? 'not-found' : 'general',
    )
    await expect(canvas.getByText(String(args.statusCode ?? 500))).toBeVisible()
    if (args.message) await expect(canvas.getByText(args.message)).toBeVisible()
  },
}

/** No status given: 500, the general variant. */
export const DefaultStatus: Story = {
  args: { statusCode: undefined, message: 'x is not a function' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: titleFor(args) })).toBeVisible()
    await expect(canvas.getByText(String(args.statusCode ?? 500))).toBeVisible()
    if (args.message) await expect(canvas.getByText(args.message)).toBeVisible()
  },
}

/** A 503 is not a 404, so it gets the general title too. */
export const OtherStatus: Story = {
  args: { statusCode: 503, message: 'Down for maintenance until 14:00.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: titleFor(args) })).toBeVisible()
    await expect(canvas.getByText(String(args.statusCode ?? 500))).toBeVisible()
  },
}

/** A message equal to the title is not repeated. */
export const MessageSameAsTitle: Story = {
  args: { statusCode: 404, message: 'Page Not Found' },
  // The message is the 404 title here: that is what the story shows.
  argTypes: {
    statusCode: { control: false },
    message: { control: false },
    title: { control: false },
  },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getAllByText(titleFor(args))).toHaveLength(1)
    await expect(canvasElement.querySelector('[data-slot="error-page-message"]')).toBeNull()
  },
}

/** Without a handler the way home is a plain link (a full load clears any state). */
export const LinkHome: Story = {
  args: { statusCode: 404, message: 'Page not found: /old', onClearError: undefined },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: labelFor(args) })
    await expect(link).toHaveAttribute('href', args.homeHref ?? '/')
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
    await expect(canvas.getByRole('heading', { level: 1, name: titleFor(args) })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: labelFor(args) }))
    await expect(args.onClearError).toHaveBeenCalledOnce()
  },
}
