import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

import { describeKey, Kbd } from './kbd'
import { kbdGuide } from './kbd.guide'

const meta = {
  title: 'Components/Kbd',
  component: Kbd,
  args: { value: 'k' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outline', 'soft', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    value: { control: 'text' },
    children: { control: 'text' },
  },
  parameters: { docs: { guide: kbdGuide } },
} satisfies Meta<typeof Kbd>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const key = canvasElement.querySelector('kbd')!
    await expect(key).toHaveAttribute('data-slot', 'kbd')
    // A key name shows its symbol (a letter in upper case); without one, the children.
    const shown =
      args.value !== undefined ? describeKey(args.value).symbol : String(args.children ?? '')
    await expect(key).toHaveTextContent(shown)
  },
}

/** Named keys show a symbol and tell screen readers its name. */
export const NamedKeys: Story = {
  render: (args) => (
    <div className="flex gap-1.5">
      {['meta', 'shift', 'alt', 'enter', 'escape', 'arrowup', 'F8'].map((value) => (
        <Kbd key={value} {...args} value={value} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const shift = canvas.getByText('Shift', { selector: '.sr-only' })
    await expect(shift.closest('kbd')).toHaveTextContent('⇧Shift')
    await expect(canvas.getByText('⇧')).toHaveAttribute('aria-hidden', 'true')
    await expect(canvas.getByText('F8').tagName).toBe('KBD')
  },
}

export const Variants: Story = {
  render: (args) => (
    <div className="flex gap-2">
      {(['outline', 'soft', 'solid'] as const).map((variant) => (
        <Kbd key={variant} {...args} variant={variant} value={undefined}>
          {variant}
        </Kbd>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const solid = getComputedStyle(canvas.getByText('solid')).backgroundColor
    const outline = getComputedStyle(canvas.getByText('outline')).backgroundColor
    await expect(solid).not.toBe(outline)
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Kbd key={size} {...args} size={size} value={undefined}>
          {size}
        </Kbd>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['sm', 'md', 'lg'].map(
      (s) => canvas.getByText(s).getBoundingClientRect().height,
    )
    await expect(heights).toEqual([16, 20, 24])
  },
}
