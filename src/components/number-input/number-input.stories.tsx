import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

import { NumberInput, type NumberInputProps } from './number-input'
import { numberInputGuide } from './number-input.guide'

/** The step buttons' names for these args. */
const increaseLabel = (args: NumberInputProps) => args.incrementLabel ?? 'Increase'
const decreaseLabel = (args: NumberInputProps) => args.decrementLabel ?? 'Decrease'

const meta = {
  title: 'Components/Number input',
  component: NumberInput,
  args: { 'aria-label': 'Guests', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    'aria-label': { control: 'text' },
    incrementLabel: { control: 'text' },
    decrementLabel: { control: 'text' },
    // Each story walks through its own value, bounds and step; the controls leave them be.
    value: { control: false },
    defaultValue: { control: false },
    min: { control: false },
    max: { control: false },
    step: { control: false },
    disabled: { control: false },
    onValueChange: { control: false },
  },
  parameters: { docs: { guide: numberInputGuide } },
  decorators: [(Story) => <div className="w-40">{Story()}</div>],
} satisfies Meta<typeof NumberInput>

export default meta
type Story = StoryObj<typeof meta>

/** At rest: the value between its decrease and increase buttons. */
export const Default: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Guests' })).toHaveValue('2')
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeEnabled()
  },
}

/** The buttons step, typing commits on Enter, the arrow keys step by one and Page keys by ten. */
export const Stepping: Story = {
  name: 'Buttons, typing and keys change the value',
  tags: ['test-case'],
  args: { defaultValue: 2 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: args['aria-label'] })
    await expect(input).toHaveValue('2')
    await userEvent.click(canvas.getByRole('button', { name: increaseLabel(args) }))
    await expect(input).toHaveAttribute('aria-valuenow', '3')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3)
    await userEvent.click(canvas.getByRole('button', { name: decreaseLabel(args) }))
    await expect(input).toHaveValue('2')

    // Typing commits on Enter.
    await userEvent.clear(input)
    await userEvent.type(input, '7{Enter}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(7)
    // Arrow keys step, Page Up/Down step by ten.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect(input).toHaveValue('9')
    await userEvent.keyboard('{PageDown}')
    await expect(input).toHaveValue('-1')
  },
}

export const MinMax: Story = {
  args: { defaultValue: 1, min: 1, max: 4 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: args['aria-label'] })
    await expect(input).toHaveAttribute('aria-valuemin', '1')
    await expect(input).toHaveAttribute('aria-valuemax', '4')
    const decrease = canvas.getByRole('button', { name: decreaseLabel(args) })
    const increase = canvas.getByRole('button', { name: increaseLabel(args) })
    await expect(decrease).toBeDisabled()
    await userEvent.click(input)
    await userEvent.keyboard('{End}')
    await expect(input).toHaveValue('4')
    await expect(increase).toBeDisabled()
    await userEvent.keyboard('{ArrowUp}')
    await expect(input).toHaveValue('4')
    await userEvent.keyboard('{Home}')
    await expect(input).toHaveValue('1')
    // A typed value beyond the bounds is clamped on blur.
    await userEvent.clear(input)
    await userEvent.type(input, '12')
    await userEvent.tab()
    await expect(input).toHaveValue('4')
  },
}

export const DecimalStep: Story = {
  args: { 'aria-label': 'Price', defaultValue: 0.2, step: 0.1, min: 0 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: args['aria-label'] })
    await expect(input).toHaveValue('0.2')
    await userEvent.click(canvas.getByRole('button', { name: increaseLabel(args) }))
    await expect(input).toHaveValue('0.3')
    // Typed values snap to the step; a comma works as a decimal point.
    await userEvent.clear(input)
    await userEvent.type(input, '1,26{Enter}')
    await expect(input).toHaveValue('1.3')
  },
}

export const RejectsText: Story = {
  name: 'Text typed in is refused and the value kept',
  tags: ['test-case'],
  args: { defaultValue: 3 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: args['aria-label'] })
    await userEvent.clear(input)
    await userEvent.type(input, 'many')
    await userEvent.tab()
    await expect(input).toHaveValue('3')
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { defaultValue: 3, disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: args['aria-label'] })).toBeDisabled()
    const increase = canvas.getByRole('button', { name: increaseLabel(args) })
    await expect(increase).toBeDisabled()
    await userEvent.click(increase, { pointerEventsCheck: 0 })
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}
