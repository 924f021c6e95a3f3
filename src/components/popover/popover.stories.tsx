import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'

import { Button } from '@/components/button'

import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover'
import { popoverGuide } from './popover.guide'

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { modal: false },
  argTypes: {
    modal: { control: 'boolean' },
    // The story opens and closes it itself.
    open: { control: false },
    defaultOpen: { control: false },
    onOpenChange: { control: false },
    children: { control: false },
  },
  parameters: { docs: { guide: popoverGuide } },
} satisfies Meta<typeof Popover>

export default meta
type Story = StoryObj<typeof meta>

/** At rest: the trigger, the popover closed. */
export const Default: Story = {
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline" color="neutral">
          Opening hours
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Opening hours">
        <p className="text-sm">Reception is open 08:00–20:00.</p>
        <PopoverClose asChild>
          <Button size="sm" variant="ghost" color="neutral" className="mt-2">
            Done
          </Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Opening hours' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

/** Open: the panel beside its trigger. */
export const Open: Story = {
  render: Default.render,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Opening hours' })
    await userEvent.click(trigger)
    const panel = await screen.findByRole('dialog', { name: 'Opening hours' })
    await expect(panel).toHaveTextContent('Reception is open')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  },
}

/** Escape closes it, focus goes back to the trigger; Enter opens it and its close button closes it. */
export const OpenAndClose: Story = {
  name: 'Escape and its close button close it',
  tags: ['test-case'],
  render: Default.render,
  play: async (context) => {
    await Open.play!(context)
    const trigger = context.canvas.getByRole('button', { name: 'Opening hours' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(trigger).toHaveFocus()
    // Keyboard: Enter opens, the close button closes.
    await userEvent.keyboard('{Enter}')
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}
