import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'

import { Textarea } from './textarea'

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Special requests', placeholder: 'Anything we should know?' },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

/** At rest: empty, with its placeholder. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Special requests' })
    await expect(textarea).toHaveValue('')
    await expect(textarea).toHaveAttribute('placeholder', 'Anything we should know?')
  },
}

/** Text over two lines. */
export const Filled: Story = {
  args: { defaultValue: 'A cot, please.\nAnd late check-in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Special requests' })).toHaveValue(
      'A cot, please.\nAnd late check-in.',
    )
  },
}

/** Typing keeps its line breaks. */
export const Typing: Story = {
  name: 'Typing keeps its line breaks',
  tags: ['test-case'],
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Special requests' })
    await userEvent.type(textarea, 'A cot, please.{Enter}And late check-in.')
    await expect(textarea).toHaveValue('A cot, please.\nAnd late check-in.')
  },
}

export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Special requests' })).toBeInvalid()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Early arrival' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Special requests' })
    await expect(textarea).toBeDisabled()
    await userEvent.type(textarea, 'x', { pointerEventsCheck: 0 })
    await expect(textarea).toHaveValue('Early arrival')
  },
}
