import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '@/components/button'
import { describeKey } from '@/components/kbd'

import { Tooltip, TOOLTIP_DELAY, TooltipProvider } from './tooltip'
import { tooltipGuide } from './tooltip.guide'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** The visible tooltip (Radix also keeps a hidden copy with role="tooltip" for screen readers). */
const visibleTooltip = () =>
  document.querySelector<HTMLElement>('[data-slot="tooltip-content"]') ?? null

/**
 * Does `act` (a hover, a Tab) and resolves with how long after `trigger` received `start` (the
 * pointer entering, the focus) a tooltip saying `text` showed: timed by what the page did, so a
 * slow machine cannot make it pass or fail.
 */
async function timeToShow(
  trigger: HTMLElement,
  text: string,
  act: () => Promise<void>,
  start: 'pointerenter' | 'focus' = 'pointerenter',
) {
  let startedAt = 0
  let shownAt = 0
  const onStart = () => {
    startedAt = performance.now()
  }
  trigger.addEventListener(start, onStart, { once: true })
  const observer = new MutationObserver(() => {
    if (!shownAt && visibleTooltip()?.textContent?.includes(text)) shownAt = performance.now()
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  try {
    await act()
    await waitFor(() => expect(visibleTooltip()).toHaveTextContent(text), { timeout: 3000 })
    await waitFor(() => expect(shownAt).toBeGreaterThan(0))
    await expect(startedAt).toBeGreaterThan(0)
  } finally {
    observer.disconnect()
    trigger.removeEventListener(start, onStart)
  }
  return shownAt - startedAt
}

/** Hovers `trigger` and resolves with how long its tooltip took to show. */
const hoverUntilShown = (trigger: HTMLElement, text: string) =>
  timeToShow(trigger, text, () => userEvent.hover(trigger))

/** Waits for the tooltip's fade-in: half faded, its text would fail the contrast check. */
const fadedIn = () => waitFor(() => expect(getComputedStyle(visibleTooltip()!).opacity).toBe('1'))

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

/** Hovering shows the tooltip after 700 ms, not before. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'New room' })
    await expect(await hoverUntilShown(trigger, String(args.content))).toBeGreaterThanOrEqual(
      TOOLTIP_DELAY - 10,
    )
    // Shortcut keys, when the controls add some, follow the text.
    await expect(trigger).toHaveAccessibleDescription(expect.stringContaining(String(args.content)))
    await fadedIn()
  },
}

/** Leaving the trigger hides the tooltip. */
export const LeavingHides: Story = {
  name: 'Leaving the trigger hides the tooltip',
  tags: ['test-case'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'New room' })
    await hoverUntilShown(trigger, String(args.content))
    await userEvent.unhover(trigger)
    await waitFor(() => expect(visibleTooltip()).toBeNull())
  },
}

/** Inside a shared `TooltipProvider`, right after one tooltip closes the next opens at once. */
export const SkipDelay: Story = {
  name: 'Right after one tooltip closes, the next opens at once',
  tags: ['test-case'],
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
    await hoverUntilShown(first, 'Bookings')
    await userEvent.unhover(first)
    // Well under the 700 ms delay.
    await expect(await hoverUntilShown(second, 'Rooms')).toBeLessThan(TOOLTIP_DELAY)
  },
}

const withShortcut = {
  content: 'Search',
  kbds: ['meta', 'k'],
  children: <Button variant="outline">Search</Button>,
} satisfies Story['args']

/** Shortcut keys after the text; focus by keyboard opens it at once. */
export const WithShortcut: Story = {
  args: withShortcut,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Search' })
    const wait = await timeToShow(trigger, String(args.content), () => userEvent.tab(), 'focus')
    await expect(trigger).toHaveFocus()
    // At once: well under the hover's 700 ms.
    await expect(wait).toBeLessThan(TOOLTIP_DELAY)
    // One key a kbd, each showing its symbol.
    const keys = [...visibleTooltip()!.querySelectorAll('kbd')]
    const kbds = args.kbds ?? []
    await expect(keys).toHaveLength(kbds.length)
    for (const [index, key] of kbds.entries()) {
      await expect(keys[index]).toHaveTextContent(describeKey(key).symbol)
    }
    await expect(screen.getByRole('tooltip')).toHaveTextContent(String(args.content))
    await fadedIn()
  },
}

/** Escape closes a tooltip opened by the keyboard. */
export const EscapeCloses: Story = {
  name: 'Escape closes a tooltip opened by focus',
  tags: ['test-case'],
  args: withShortcut,
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus()
    await waitFor(() => expect(visibleTooltip()).not.toBeNull(), { timeout: 3000 })
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
      await waitFor(() => expect(getComputedStyle(tip).opacity).toBe('1'))
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
