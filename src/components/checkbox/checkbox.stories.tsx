import type { Meta, StoryObj } from '@storybook/react-vite'
import * as React from 'react'
import { expect, fn, userEvent } from 'storybook/test'

import { Checkbox } from './checkbox'
import { checkboxGuide } from './checkbox.guide'

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Breakfast included', onCheckedChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    // The box is a button inside; neither is one of its props to set.
    type: { table: { disable: true } },
    children: { table: { disable: true } },
  },
  parameters: { docs: { guide: checkboxGuide } },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

/** At rest: unchecked, with its label. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Breakfast included' })).not.toBeChecked()
  },
}

/** Checked. */
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Breakfast included' })).toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

/** A click toggles it, and so do its label and Space. */
export const Toggles: Story = {
  name: 'A click, its label and Space toggle it',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: String(args.label) })
    await expect(box).not.toBeChecked()
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true)
    // The label toggles it too, and so does Space.
    await userEvent.click(canvas.getByText(String(args.label)))
    await expect(box).not.toBeChecked()
    await userEvent.keyboard(' ')
    await expect(box).toBeChecked()
  },
}

export const WithDescription: Story = {
  args: { description: 'Served 7–10 in the garden room.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Breakfast included' }),
    ).toHaveAccessibleDescription('Served 7–10 in the garden room.')
  },
}

/** A parent of some checked items is mixed. */
export const Indeterminate: Story = {
  render: (args) => {
    function Group() {
      const [picked, setPicked] = React.useState([true, false])
      const all = picked.every(Boolean) ? true : picked.some(Boolean) ? 'indeterminate' : false
      return (
        <div className="grid gap-2">
          <Checkbox
            {...args}
            label="All extras"
            checked={all}
            onCheckedChange={(checked) => setPicked(picked.map(() => checked === true))}
          />
          {['Parking', 'Late checkout'].map((label, i) => (
            <Checkbox
              key={label}
              label={label}
              checked={picked[i]}
              onCheckedChange={(checked) =>
                setPicked(picked.map((p, j) => (j === i ? checked === true : p)))
              }
            />
          ))}
        </div>
      )
    }
    return <Group />
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All extras' })
    await expect(all).toHaveAttribute('aria-checked', 'mixed')
    await expect(canvas.getByRole('checkbox', { name: 'Parking' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Late checkout' })).not.toBeChecked()
  },
}

/** The parent follows its items, and sets them all. */
export const IndeterminateFollows: Story = {
  ...Indeterminate,
  name: 'A mixed parent follows its items and sets them all',
  tags: ['test-case'],
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All extras' })
    await expect(all).toHaveAttribute('aria-checked', 'mixed')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Late checkout' }))
    await expect(all).toBeChecked()
    await userEvent.click(all)
    await expect(canvas.getByRole('checkbox', { name: 'Parking' })).not.toBeChecked()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Breakfast included' })
    await expect(box).toBeDisabled()
    await userEvent.click(box, { pointerEventsCheck: 0 })
    await expect(box).toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}
