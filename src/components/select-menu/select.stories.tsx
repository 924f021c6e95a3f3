import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import { FormField } from '@/components/form-field'

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'
import { selectGuide } from './select.guide'

/** The options' labels by value. */
const statuses: Record<string, string> = {
  all: 'All statuses',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  archived: 'Archived',
}

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { onValueChange: fn() },
  argTypes: {
    defaultValue: { control: 'select', options: Object.keys(statuses) },
    // Shown by the Disabled story; the others walk through choosing.
    disabled: { control: false },
    value: { control: false },
    open: { control: false },
    defaultOpen: { control: false },
    onValueChange: { control: false },
    onOpenChange: { control: false },
    children: { control: false },
  },
  parameters: { docs: { guide: selectGuide } },
  decorators: [(Story) => <div className="w-56">{Story()}</div>],
  render: (args) => (
    <form aria-label="Filters">
      <FormField label="Status" description="Which bookings to list.">
        <Select name="status" {...args}>
          <SelectTrigger>
            <SelectValue placeholder="Any status" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            <SelectItem value="confirmed">Confirmed</SelectItem>
            <SelectItem value="cancelled">Cancelled</SelectItem>
            <SelectItem value="archived" disabled>
              Archived
            </SelectItem>
          </SelectContent>
        </Select>
      </FormField>
    </form>
  ),
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

/** At rest: the placeholder, the list closed. */
export const Default: Story = {
  // The state is nothing chosen.
  argTypes: { defaultValue: { control: false } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' })
    await expect(trigger).toHaveAccessibleDescription('Which bookings to list.')
    await expect(trigger).toHaveTextContent('Any status')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}

/** A value chosen by mouse, then another by keyboard. */
export const Choosing: Story = {
  name: 'Choosing by mouse and by keyboard',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' })
    await expect(trigger).toHaveTextContent('Any status')

    await userEvent.click(trigger)
    const list = await screen.findByRole('listbox')
    await expect(within(list).getAllByRole('option')).toHaveLength(4)
    await expect(within(list).getByRole('option', { name: 'Archived' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(within(list).getByRole('option', { name: 'Confirmed' }))
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await expect(args.onValueChange).toHaveBeenLastCalledWith('confirmed')
    await expect(trigger).toHaveTextContent('Confirmed')
    await expect(trigger).toHaveFocus()
    const form = canvas.getByRole('form', { name: 'Filters' }) as HTMLFormElement
    await expect(new FormData(form).get('status')).toBe('confirmed')

    // Keyboard: Enter opens on the chosen option, arrows move, Enter chooses.
    await userEvent.keyboard('{Enter}')
    const again = await screen.findByRole('listbox')
    await waitFor(() =>
      expect(within(again).getByRole('option', { name: 'Confirmed' })).toHaveFocus(),
    )
    await expect(within(again).getByRole('option', { name: 'Confirmed' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await expect(trigger).toHaveTextContent('Cancelled')
  },
}

export const WithValue: Story = {
  args: { defaultValue: 'cancelled' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent(
      statuses[args.defaultValue!]!,
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'confirmed' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' })
    await expect(trigger).toBeDisabled()
    await userEvent.click(trigger, { pointerEventsCheck: 0 })
    await expect(screen.queryByRole('listbox')).toBeNull()
  },
}
