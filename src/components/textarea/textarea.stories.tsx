import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'

import { Textarea } from './textarea'
import { textareaGuide } from './textarea.guide'

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Special requests', placeholder: 'Anything we should know?' },
  argTypes: {
    'aria-label': { control: 'text' },
    placeholder: { control: 'text' },
    rows: { control: 'number' },
    // Shown by the Invalid and Disabled stories.
    'aria-invalid': { control: false },
    disabled: { control: false },
    defaultValue: { control: 'text' },
  },
  parameters: { docs: { guide: textareaGuide } },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

/** At rest: empty, with its placeholder. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: args['aria-label'] })
    await expect(textarea).toHaveValue('')
    await expect(textarea).toHaveAttribute('placeholder', 'Anything we should know?')
  },
}

/** Text over two lines. */
export const Filled: Story = {
  args: { defaultValue: 'A cot, please.\nAnd late check-in.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: args['aria-label'] })).toHaveValue(
      'A cot, please.\nAnd late check-in.',
    )
  },
}

/** Typing keeps its line breaks. */
export const Typing: Story = {
  name: 'Typing keeps its line breaks',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: args['aria-label'] })
    await userEvent.type(textarea, 'A cot, please.{Enter}And late check-in.')
    await expect(textarea).toHaveValue(
      `${args.defaultValue ?? ''}A cot, please.\nAnd late check-in.`,
    )
  },
}

export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: args['aria-label'] })).toBeInvalid()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Early arrival' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: args['aria-label'] })
    await expect(textarea).toBeDisabled()
    await userEvent.type(textarea, 'x', { pointerEventsCheck: 0 })
    await expect(textarea).toHaveValue(String(args.defaultValue ?? ''))
  },
}
