import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '@/components/button'
import { describeKey } from '@/components/kbd'

import { Tooltip, TooltipProvider } from './tooltip'
import { tooltipGuide } from './tooltip.guide'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** The visible tooltip (Radix also keeps a hidden copy with role="tooltip" for screen readers). */
const visibleTooltip = () =>
  document.querySelector<HTMLElement>('[data-slot="tooltip-content"]') ?? null

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Add a room',
    children: <Button variant="outline">New room</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    content: { control: 'text' },
    kbds: { control: 'object' },
    children: { control: false },
    // Shown by the Disabled story; the others open it.
    disabled: { control: false },
    open: { control: false },
    defaultOpen: { control: false },
    onOpenChange: { control: false },
  },
  parameters: { docs: { guide: tooltipGuide } },
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

/** Hovering shows the tooltip after 700 ms, not before; leaving hides it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'New room' })
    const start = performance.now()
    await userEvent.hover(trigger)
    await sleep(400)
    await expect(visibleTooltip()).toBeNull()
    await waitFor(() => expect(visibleTooltip()).not.toBeNull(), { timeout: 1500 })
    await expect(performance.now() - start).toBeGreaterThanOrEqual(690)
    await expect(visibleTooltip()).toHaveTextContent(String(args.content))
    // Shortcut keys, when the controls add some, follow the text.
    await expect(trigger).toHaveAccessibleDescription(expect.stringContaining(String(args.content)))
    await userEvent.unhover(trigger)
    await waitFor(() => expect(visibleTooltip()).toBeNull())
  },
}

/** Inside a shared `TooltipProvider`, right after one tooltip closes the next opens at once. */
export const SkipDelay: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <TooltipProvider>
      <div className="flex gap-2">
        <Tooltip content="Bookings">
          <Button variant="ghost">Bookings</Button>
        </Tooltip>
        <Tooltip content="Rooms">
          <Button variant="ghost">Rooms</Button>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'Bookings' })
    const second = canvas.getByRole('button', { name: 'Rooms' })
    await userEvent.hover(first)
    await waitFor(() => expect(visibleTooltip()).toHaveTextContent('Bookings'), { timeout: 1500 })
    await userEvent.unhover(first)
    await userEvent.hover(second)
    // Well under the 700 ms delay.
    await waitFor(() => expect(visibleTooltip()).toHaveTextContent('Rooms'), { timeout: 250 })
  },
}

/** Shortcut keys after the text; focus by keyboard opens at once and Escape closes. */
export const WithShortcut: Story = {
  args: {
    content: 'Search',
    kbds: ['meta', 'k'],
    children: <Button variant="outline">Search</Button>,
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus()
    await waitFor(() => expect(visibleTooltip()).not.toBeNull(), { timeout: 300 })
    // One key a kbd, each showing its symbol.
    const keys = [...visibleTooltip()!.querySelectorAll('kbd')]
    const kbds = args.kbds ?? []
    await expect(keys).toHaveLength(kbds.length)
    for (const [index, key] of kbds.entries()) {
      await expect(keys[index]).toHaveTextContent(describeKey(key).symbol)
    }
    await expect(screen.getByRole('tooltip')).toHaveTextContent(String(args.content))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(visibleTooltip()).toBeNull())
  },
}

/** The four sides, shown open. */
export const Sides: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col items-center gap-12 py-12">
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} content={`On the ${side}`} side={side} open>
          <Button variant="outline" color="neutral">
            {side}
          </Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const body = within(document.body)
    await waitFor(() =>
      expect(document.querySelectorAll('[data-slot="tooltip-content"]')).toHaveLength(4),
    )
    for (const side of ['top', 'right', 'bottom', 'left'] as const) {
      const trigger = canvas.getByRole('button', { name: side }).getBoundingClientRect()
      const tip = body
        .getByText(`On the ${side}`, { selector: '[data-slot="tooltip-text"]' })
        .closest('[data-slot="tooltip-content"]')!
      await waitFor(() => expect(tip).toHaveAttribute('data-side', side))
      const box = tip.getBoundingClientRect()
      if (side === 'top') await expect(box.bottom).toBeLessThanOrEqual(trigger.top)
      if (side === 'bottom') await expect(box.top).toBeGreaterThanOrEqual(trigger.bottom)
      if (side === 'left') await expect(box.right).toBeLessThanOrEqual(trigger.left)
      if (side === 'right') await expect(box.left).toBeGreaterThanOrEqual(trigger.right)
    }
  },
}

/** A disabled tooltip never shows. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'New room' })).toHaveFocus()
    await sleep(100)
    await expect(visibleTooltip()).toBeNull()
  },
}
