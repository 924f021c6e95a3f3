import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

import { Button } from '@/components/button'

import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from './card'
import { cardGuide } from './card.guide'

const meta = {
  title: 'Components/Card',
  component: Card,
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['outline', 'subtle', 'soft'],
      description:
        'Outline: the page’s colour in a ring; subtle: the surface colour in a ring; soft: the surface colour alone.',
      table: { defaultValue: { summary: 'outline' } },
    },
  },
  parameters: { docs: { guide: cardGuide } },
  render: (args) => (
    <Card {...args} className="w-80">
      <CardHeader>
        <CardTitle>Garden room</CardTitle>
        <CardDescription>Double bed, terrace, sleeps 2.</CardDescription>
      </CardHeader>
      <CardBody>
        <p className="text-sm">Quiet, facing the orchard. Breakfast served on the terrace.</p>
      </CardBody>
      <CardFooter className="justify-end">
        <Button size="sm">Book</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Garden room', level: 3 })).toBeVisible()
    const slots = [...canvasElement.querySelectorAll('[data-slot="card"] > [data-slot]')].map(
      (el) => el.getAttribute('data-slot'),
    )
    await expect(slots).toEqual(['card-header', 'card-body', 'card-footer'])
    // Parts after the first are divided by a rule.
    const body = canvasElement.querySelector<HTMLElement>('[data-slot="card-body"]')!
    await expect(getComputedStyle(body).borderTopWidth).toBe('1px')
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="card-header"]')!
    await expect(getComputedStyle(header).borderTopWidth).toBe('0px')
  },
}

export const Soft: Story = {
  args: { variant: 'soft' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]')!
    await expect(card).toHaveAttribute('data-variant', 'soft')
    await expect(getComputedStyle(card).boxShadow).toBe('none')
  },
}

export const BodyOnly: Story = {
  render: (args) => (
    <Card {...args} className="w-80">
      <CardBody>
        <p className="text-sm">12 rooms free tonight.</p>
      </CardBody>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12 rooms free tonight.')).toBeVisible()
  },
}
