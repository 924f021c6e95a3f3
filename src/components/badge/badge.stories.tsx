import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

import { colorRoles } from '@/components/theme/tokens'

import { Badge } from './badge'
import { badgeGuide } from './badge.guide'

const variants = ['solid', 'soft', 'outline'] as const

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Confirmed' },
  argTypes: {
    children: { control: 'text' },
    // The recipe's variants: their descriptions and defaults, which the types cannot carry.
    variant: {
      control: 'inline-radio',
      options: variants,
      description: 'Solid stands out; soft suits dense tables; outline is the quietest.',
      table: { defaultValue: { summary: 'solid' } },
    },
    color: {
      control: 'select',
      options: colorRoles,
      description: 'Its colour role, by meaning: success, warning, error, neutral…',
      table: { defaultValue: { summary: 'primary' } },
    },
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      description: 'Its height: 20, 24 or 28 px.',
      table: { defaultValue: { summary: 'md' } },
    },
  },
  parameters: { docs: { guide: badgeGuide } },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const badge = canvas.getByText(String(args.children))
    await expect(badge).toHaveAttribute('data-slot', 'badge')
    await expect(badge).toHaveAttribute('data-variant', args.variant ?? 'solid')
    await expect(badge).toHaveAttribute('data-color', args.color ?? 'primary')
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
