import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'

import { colorRoles } from '../theme/tokens'
import { Button } from './button'

const ArrowRight = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)
const Plus = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 5v14M5 12h14" strokeLinecap="round" />
  </svg>
)

const variants = ['solid', 'outline', 'ghost', 'link'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Book this room', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    color: { control: 'select', options: colorRoles },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Book this room' })
    await expect(button).toHaveAttribute('type', 'button')
    await expect(button).toHaveAttribute('data-slot', 'button')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Variants: Story = {
  render: (args) => (
    <div className="grid gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {colorRoles.map((color) => (
            <Button key={color} {...args} variant={variant} color={color}>
              {`${variant} ${color}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(variants.length * colorRoles.length)
    const solid = canvas.getByRole('button', { name: 'solid error' })
    await expect(solid).toHaveAttribute('data-variant', 'solid')
    await expect(solid).toHaveAttribute('data-color', 'error')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {sizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = sizes.map(
      (size) => canvas.getByRole('button', { name: `Size ${size}` }).getBoundingClientRect().height,
    )
    // Each size is taller than the one before it.
    await expect([...heights].sort((a, b) => a - b)).toEqual(heights)
    await expect(new Set(heights).size).toBe(sizes.length)
  },
}

export const WithIcons: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} leading={<Plus />}>
        New room
      </Button>
      <Button {...args} variant="outline" trailing={<ArrowRight />}>
        Continue
      </Button>
      <Button {...args} variant="ghost" square aria-label="Add a room">
        <Plus />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const iconOnly = canvas.getByRole('button', { name: 'Add a room' })
    const box = iconOnly.getBoundingClientRect()
    await expect(box.width).toBeCloseTo(box.height, 0)
    await expect(canvas.getByRole('button', { name: 'New room' }).querySelector('svg')).not.toBe(
      null,
    )
  },
}

export const AsChild: Story = {
  args: { asChild: true, variant: 'outline', children: undefined },
  render: (args) => (
    <Button {...args}>
      <a href="#rooms">See the rooms</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See the rooms' })
    await expect(link).toHaveAttribute('href', '#rooms')
    await expect(link).toHaveAttribute('data-slot', 'button')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saving' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Book this room' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Block: Story = {
  args: { block: true },
  render: (args) => (
    <div className="w-80">
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button')
    await expect(button.getBoundingClientRect().width).toBe(320)
  },
}
