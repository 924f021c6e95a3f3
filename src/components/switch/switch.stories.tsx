import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

import { Switch } from './switch'
import { switchGuide } from './switch.guide'

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Email reminders', onCheckedChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    // Shown by the Disabled story; the others switch it.
    disabled: { control: false },
    onCheckedChange: { control: false },
  },
  parameters: { docs: { guide: switchGuide } },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

/** At rest: off, with its label and description. */
export const Default: Story = {
  args: { description: 'A day before arrival.' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Email reminders' })
    await expect(control).toHaveAccessibleDescription('A day before arrival.')
    await expect(control).not.toBeChecked()
  },
}

/** On. */
export const Checked: Story = {
  args: { description: 'A day before arrival.', defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Email reminders' })).toBeChecked()
  },
}

/** A click turns it on, Space off again. */
export const Toggles: Story = {
  name: 'A click and Space toggle it',
  tags: ['test-case'],
  args: { description: 'A day before arrival.' },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: String(args.label) })
    await expect(control).toHaveAccessibleDescription(String(args.description ?? ''))
    await expect(control).not.toBeChecked()
    await userEvent.click(control)
    await expect(control).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true)
    await userEvent.keyboard(' ')
    await expect(control).not.toBeChecked()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: String(args.label) })
    await expect(control).toBeDisabled()
    await userEvent.click(control, { pointerEventsCheck: 0 })
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}
