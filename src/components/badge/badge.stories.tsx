import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

import { colorRoles } from '@/components/theme/tokens'

import { Badge } from './badge'

const variants = ['solid', 'soft', 'outline'] as const

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Confirmed' },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    color: { control: 'select', options: colorRoles },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Confirmed')
    await expect(badge).toHaveAttribute('data-slot', 'badge')
    await expect(badge).toHaveAttribute('data-variant', 'solid')
    await expect(badge).toHaveAttribute('data-color', 'primary')
  },
}

/** Every variant in every colour role; the a11y check verifies their text contrast. */
export const Variants: Story = {
  render: (args) => (
    <div className="grid gap-3 bg-surface p-4">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap gap-2">
          {colorRoles.map((color) => (
            <Badge key={color} {...args} variant={variant} color={color}>
              {`${variant} ${color}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const soft = canvas.getByText('soft error')
    await expect(soft).toHaveAttribute('data-variant', 'soft')
    await expect(getComputedStyle(soft).backgroundColor).not.toBe(
      getComputedStyle(canvas.getByText('outline error')).backgroundColor,
    )
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Badge {...args} size="sm">
        Small
      </Badge>
      <Badge {...args} size="md">
        Medium
      </Badge>
      <Badge {...args} size="lg">
        Large
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (text: string) => canvas.getByText(text).getBoundingClientRect().height
    await expect(height('Small')).toBeLessThan(height('Medium'))
    await expect(height('Medium')).toBeLessThan(height('Large'))
  },
}
