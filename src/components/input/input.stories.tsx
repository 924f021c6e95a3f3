import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

import { Input } from './input'
import { inputGuide } from './input.guide'

const Search = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" strokeLinecap="round" />
  </svg>
)

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { 'aria-label': 'Guest name', placeholder: 'Ada Lovelace', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    // Elements, offered by name.
    leading: {
      control: 'select',
      options: ['none', 'search icon'],
      mapping: { none: undefined, 'search icon': <Search /> },
    },
    trailing: {
      control: 'select',
      options: ['none', 'search icon', 'euro sign'],
      mapping: { none: undefined, 'search icon': <Search />, 'euro sign': '€' },
    },
    placeholder: { control: 'text' },
    'aria-label': { control: 'text' },
    // The kinds of text a textbox takes (password and search have other roles).
    type: { control: 'select', options: ['text', 'email', 'tel', 'url'] },
    // Shown by the Invalid and Disabled stories; switching them would change what each walks through.
    'aria-invalid': { control: false },
    disabled: { control: false },
  },
  parameters: { docs: { guide: inputGuide } },
  decorators: [(Story) => <div className="w-72">{Story()}</div>],
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

/** At rest: empty, with its placeholder. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args['aria-label'] })
    await expect(input).toHaveAttribute('data-slot', 'input')
    await expect(input).toHaveValue('')
  },
}

/** Typing calls `onChange` for every key. */
export const Typing: Story = {
  name: 'Typing calls onChange for every key',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args['aria-label'] })
    await userEvent.type(input, 'Ada')
    await expect(input).toHaveValue('Ada')
    await expect(args.onChange).toHaveBeenCalledTimes(3)
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-2">
      <Input {...args} size="sm" aria-label="Small" />
      <Input {...args} size="md" aria-label="Medium" />
      <Input {...args} size="lg" aria-label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (name: string) =>
      canvas.getByRole('textbox', { name }).getBoundingClientRect().height
    await expect(height('Small')).toBeLessThan(height('Medium'))
    await expect(height('Medium')).toBeLessThan(height('Large'))
  },
}

export const WithIcon: Story = {
  args: { 'aria-label': 'Search rooms', placeholder: 'Search rooms', leading: 'search icon' },
  // The leading icon is what the story shows.
  argTypes: { leading: { control: false } },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args['aria-label'] })
    const icon = input.parentElement!.querySelector('[data-slot="input-leading"]')!
    // The text starts after the icon.
    const padding = parseFloat(getComputedStyle(input).paddingLeft)
    await expect(padding).toBeGreaterThanOrEqual(icon.getBoundingClientRect().width)
  },
}

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'ada@' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args['aria-label'] })
    await expect(input).toBeInvalid()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: args['aria-label'] })
    await expect(input).toBeDisabled()
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 })
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
