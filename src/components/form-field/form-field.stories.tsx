import type { Meta, StoryObj } from '@storybook/react-vite'
import * as React from 'react'
import { expect, userEvent } from 'storybook/test'

import { Checkbox } from '@/components/checkbox'
import { Input } from '@/components/input'
import { NumberInput } from '@/components/number-input'
import { Switch } from '@/components/switch'
import { Textarea } from '@/components/textarea'

import { FormField, type FormFieldProps } from './form-field'
import { formFieldGuide } from './form-field.guide'

/** What the control's description reads for these args: the help, then the error's words. */
const describedAs = ({ description, error }: FormFieldProps) =>
  [description, typeof error === 'string' ? error : undefined].filter(Boolean).join(' ')

const meta = {
  title: 'Components/Form field',
  component: FormField,
  args: { label: 'Guest name', children: null },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
    // Shown by the Required and Disabled stories; switching them would change what each
    // story walks through.
    required: { control: false },
    disabled: { control: false },
  },
  parameters: { docs: { guide: formFieldGuide } },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

/** A label, a hint and a description around an input. */
export const Default: Story = {
  args: { description: 'As it appears on the booking.', hint: 'Optional' },
  render: (args) => (
    <FormField {...args}>
      <Input placeholder="Ada Lovelace" />
    </FormField>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: String(args.label) })
    await expect(input).toHaveAccessibleDescription(describedAs(args))
    if (args.error) await expect(input).toHaveAttribute('aria-invalid', 'true')
    else await expect(input).not.toHaveAttribute('aria-invalid')
    if (args.hint) await expect(canvas.getByText(String(args.hint))).toBeVisible()
  },
}

/** Clicking the label focuses the control. */
export const LabelFocuses: Story = {
  ...Default,
  name: 'Clicking the label focuses the control',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: String(args.label) })
    await userEvent.click(canvas.getByText(String(args.label)))
    await expect(input).toHaveFocus()
    await userEvent.keyboard('Ada')
    await expect(input).toHaveValue('Ada')
  },
}

export const Required: Story = {
  args: { required: true },
  render: (args) => (
    <FormField {...args}>
      <Input />
    </FormField>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: String(args.label) })
    await expect(input).toBeRequired()
    // The asterisk is visual only; the name stays clean.
    const marker = canvasElement.querySelector('[data-slot="form-field-required"]')
    await expect(marker).toHaveTextContent('*')
    await expect(marker).toHaveAttribute('aria-hidden', 'true')
  },
}

export const WithError: Story = {
  args: {
    label: 'Email',
    description: 'We send the confirmation here.',
    error: 'Enter an email address like name@example.com',
    required: true,
  },
  render: (args) => (
    <FormField {...args}>
      <Input type="email" defaultValue="ada@" />
    </FormField>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: String(args.label) })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(describedAs(args))
    await expect(canvas.getByText(String(args.error))).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true, description: 'Set by the booking system.' },
  render: (args) => (
    <FormField {...args}>
      <Input defaultValue="Ada Lovelace" />
    </FormField>
  ),
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: String(args.label) })
    await expect(input).toBeDisabled()
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 })
    await expect(input).toHaveValue('Ada Lovelace')
  },
}

/** Every control in a field, each labelled and described by it, with the error wired the same way. */
export const EachControl: Story = {
  parameters: { controls: { disable: true } },
  render: () => {
    function Form() {
      const [guests, setGuests] = React.useState<number | null>(2)
      return (
        <form className="grid gap-4" aria-label="Booking">
          <FormField label="Name" description="First and last name.">
            <Input />
          </FormField>
          <FormField label="Requests" error="Keep it under 500 characters">
            <Textarea defaultValue="A cot, please." />
          </FormField>
          <FormField label="Guests" description="Up to 4 a room.">
            <NumberInput value={guests} onValueChange={setGuests} min={1} max={4} />
          </FormField>
          <FormField label="Breakfast" description="Served 7–10." error="Pick breakfast for groups">
            <Checkbox />
          </FormField>
          <FormField label="Late checkout">
            <Switch />
          </FormField>
        </form>
      )
    }
    return <Form />
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'First and last name.',
    )
    const requests = canvas.getByRole('textbox', { name: 'Requests' })
    await expect(requests).toHaveAttribute('aria-invalid', 'true')
    await expect(requests).toHaveAccessibleDescription('Keep it under 500 characters')

    const guests = canvas.getByRole('spinbutton', { name: 'Guests' })
    await expect(guests).toHaveAccessibleDescription('Up to 4 a room.')
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }))
    await expect(guests).toHaveAttribute('aria-valuenow', '3')

    const breakfast = canvas.getByRole('checkbox', { name: 'Breakfast' })
    await expect(breakfast).toHaveAttribute('aria-invalid', 'true')
    await expect(breakfast).toHaveAccessibleDescription('Served 7–10. Pick breakfast for groups')
    await userEvent.click(canvas.getByText('Breakfast'))
    await expect(breakfast).toBeChecked()

    const late = canvas.getByRole('switch', { name: 'Late checkout' })
    await userEvent.click(late)
    await expect(late).toBeChecked()
  },
}

export const DisabledControls: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      <FormField label="Notes" disabled>
        <Textarea defaultValue="Early arrival" />
      </FormField>
      <FormField label="Nights" disabled>
        <NumberInput defaultValue={3} />
      </FormField>
      <FormField label="Newsletter" disabled>
        <Checkbox />
      </FormField>
      <FormField label="Reminders" disabled>
        <Switch defaultChecked />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toBeDisabled()
    await expect(canvas.getByRole('spinbutton', { name: 'Nights' })).toBeDisabled()
    for (const name of ['Decrease', 'Increase']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled()
    }
    const newsletter = canvas.getByRole('checkbox', { name: 'Newsletter' })
    await expect(newsletter).toBeDisabled()
    await userEvent.click(newsletter, { pointerEventsCheck: 0 })
    await expect(newsletter).not.toBeChecked()
    const reminders = canvas.getByRole('switch', { name: 'Reminders' })
    await expect(reminders).toBeDisabled()
    await expect(reminders).toBeChecked()
  },
}
