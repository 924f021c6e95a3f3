import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '@/components/button'
import { type ColorRole, colorRoles } from '@/components/theme/tokens'

import { Toast } from './toast'
import { toastGuide } from './toast.guide'
import { useToast } from './toast-provider'
import type { ToastOptions } from './toast-queue'

const CheckIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/** A button that adds the story's toast. */
function ShowToast(toast: ToastOptions) {
  const { add } = useToast()
  return <Button onClick={() => add(toast)}>Show toast</Button>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The toast list and its items (Radix renders them inside the story's provider). */
async function toastList(canvasElement: HTMLElement) {
  // The region loads lazily (on idle or with the first toast): a busy machine's idle comes late.
  const region = await within(canvasElement).findByRole(
    'region',
    { name: 'Notifications (F8)' },
    { timeout: 10_000 },
  )
  return {
    region,
    list: within(region).getByRole('list'),
    items: () => within(region).queryAllByRole('listitem'),
    item: async (title: string) =>
      (await within(region).findByText(title, {}, { timeout: 5000 })).closest(
        'li',
      ) as HTMLLIElement,
    /** The toast titled `title`, once it has come in: its fade would fail the contrast check. */
    shown: async (title: string) => {
      const toast = (await within(region).findByText(title, {}, { timeout: 5000 })).closest(
        'li',
      ) as HTMLLIElement
      // Near enough: a busy machine may draw its last frames late.
      await waitFor(() => expect(Number(getComputedStyle(toast).opacity)).toBeGreaterThan(0.99), {
        timeout: 5000,
      })
      return toast
    },
  }
}

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: {
    title: 'Booking confirmed',
    description: 'NJ-4K2P9-7QX3M · Sea view, 3 nights',
    duration: Infinity,
  },
  argTypes: {
    color: { control: 'select', options: colorRoles },
    title: { control: 'text' },
    description: { control: 'text' },
    // Elements, offered by name.
    icon: {
      control: 'select',
      options: ['none', 'check'],
      mapping: { none: undefined, check: <CheckIcon /> },
    },
    close: { control: 'boolean' },
    // Timing is what Default, Sticky and the pause stories walk through; the toasts of the
    // other stories stay until their walk-through ends.
    duration: { control: false },
    actions: { control: false },
    open: { control: false },
    onOpenChange: { control: false },
  },
  parameters: { docs: { guide: toastGuide } },
  render: (args) => <ShowToast {...args} />,
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

/** A toast: its title, description, close button and the line along its bottom for the time left. */
export const Default: Story = {
  args: { duration: 60_000 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toasts = await toastList(canvasElement)
    const toast = await toasts.shown(String(args.title))
    await expect(toast).toHaveAttribute('data-state', 'open')
    if (args.description) {
      await expect(within(toast).getByText(String(args.description))).toBeVisible()
    }
    if (args.close === false) {
      await expect(within(toast).queryByRole('button', { name: 'Close' })).toBeNull()
    } else {
      await expect(within(toast).getByRole('button', { name: 'Close' })).toBeVisible()
    }
    await expect(toast.querySelector('[data-slot="toast-progress"]')).not.toBeNull()
  },
}

/** A toast closes by itself when its time is up. */
export const ClosesWhenTimeIsUp: Story = {
  name: 'A toast closes by itself when its time is up',
  tags: ['test-case'],
  args: { duration: 800 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toasts = await toastList(canvasElement)
    const toast = await toasts.item(String(args.title))
    await expect(toast).toHaveAttribute('data-state', 'open')
    await expect(toast.querySelector('[data-slot="toast-progress"]')).not.toBeNull()
    await waitFor(() => expect(toasts.items()).toHaveLength(0), { timeout: 3000 })
  },
}

function colorStory(color: ColorRole): Story {
  return {
    args: { color, title: `A ${color} toast`, icon: 'check', duration: 60_000 },
    // The colour and its icon are what the story shows.
    argTypes: { color: { control: false }, icon: { control: false } },
    play: async ({ args, canvas, canvasElement }) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
      const toast = await (await toastList(canvasElement)).shown(String(args.title))
      await expect(toast).toHaveAttribute('data-color', color)
      // The icon and the time line take the role's colour.
      const probe = document.createElement('span')
      probe.style.color = `var(--color-${color})`
      toast.append(probe)
      const roleColor = getComputedStyle(probe).color
      probe.remove()
      const icon = toast.querySelector('[data-slot="toast-icon"]') as HTMLElement
      const line = toast.querySelector('[data-slot="toast-progress"]') as HTMLElement | null
      await expect(getComputedStyle(icon).color).toBe(roleColor)
      await expect(getComputedStyle(toast).color).not.toBe(roleColor)
      await expect(line).not.toBeNull()
      await expect(getComputedStyle(line!).backgroundColor).toBe(roleColor)
    },
  }
}

export const Primary = colorStory('primary')
export const Secondary = colorStory('secondary')
export const Success = colorStory('success')
export const Info = colorStory('info')
export const Warning = colorStory('warning')
export const Error = colorStory('error')
export const Neutral = colorStory('neutral')

const undo = fn()

const withActionsArgs = {
  title: 'Booking cancelled',
  description: 'The guest has been emailed.',
  color: 'warning',
  actions: [{ label: 'Undo', onClick: undo }, { label: 'View booking' }],
} satisfies Story['args']

/** Actions are buttons in the toast, after its text. */
export const WithActions: Story = {
  args: withActionsArgs,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toast = await (await toastList(canvasElement)).shown('Booking cancelled')
    await expect(within(toast).getByRole('button', { name: 'Undo' })).toBeVisible()
    await expect(within(toast).getByRole('button', { name: 'View booking' })).toBeVisible()
  },
}

/** Clicking an action runs it and closes the toast. */
export const ActionRunsAndCloses: Story = {
  name: 'An action runs and closes the toast',
  tags: ['test-case'],
  args: withActionsArgs,
  beforeEach: () => {
    undo.mockClear()
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toasts = await toastList(canvasElement)
    const toast = await toasts.item(String(args.title))
    await waitFor(() =>
      expect(within(toast).getByRole('button', { name: 'View booking' })).toBeVisible(),
    )
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }))
    await expect(undo).toHaveBeenCalledOnce()
    await expect(toast).toHaveAttribute('data-state', 'closed')
    await waitFor(() => expect(toasts.items()).toHaveLength(0))
  },
}

/** Without the close button; closes by timer, swipe or Escape. */
export const WithoutCloseButton: Story = {
  args: { close: false, title: 'Saved' },
  argTypes: { close: { control: false } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toast = await (await toastList(canvasElement)).shown(String(args.title))
    await expect(within(toast).queryByRole('button', { name: 'Close' })).toBeNull()
  },
}

function StickyDemo() {
  const { add } = useToast()
  return (
    <Button
      onClick={() => {
        add({ title: 'Autosaved', duration: 600 })
        add({ title: 'New version available', duration: 0, actions: [{ label: 'Reload' }] })
      }}
    >
      Show toasts
    </Button>
  )
}

/** `duration: 0` (or `Infinity`) keeps a toast open, with no time line, until it is closed. */
export const Sticky: Story = {
  parameters: { controls: { disable: true } },
  render: () => <StickyDemo />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toasts' }))
    const toasts = await toastList(canvasElement)
    const sticky = await toasts.shown('New version available')
    await expect(sticky.querySelector('[data-slot="toast-progress"]')).toBeNull()
    await waitFor(() => expect(within(toasts.region).queryByText('Autosaved')).toBeNull(), {
      timeout: 3000,
    })
    await expect(sticky).toHaveAttribute('data-state', 'open')
    await expect(toasts.items()).toHaveLength(1)
  },
}

function ManyDemo() {
  const { add, clear, toasts } = useToast()
  return (
    <div className="flex gap-2">
      <Button
        onClick={() => {
          for (let i = 1; i <= 6; i++) add({ title: `Toast ${i}`, duration: Infinity })
        }}
      >
        Add 6 toasts
      </Button>
      <Button variant="outline" color="neutral" onClick={clear}>
        Clear all ({toasts.length})
      </Button>
    </div>
  )
}

/** Six toasts at once: only five are kept, and the oldest is the one dropped. */
export const ManyAtOnce: Story = {
  parameters: { controls: { disable: true } },
  render: () => <ManyDemo />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add 6 toasts' }))
    const toasts = await toastList(canvasElement)
    await waitFor(() => expect(toasts.items()).toHaveLength(5))
    await expect(within(toasts.region).queryByText('Toast 1')).toBeNull()
    for (const n of [2, 3, 4, 5, 6]) await toasts.shown(`Toast ${n}`)
    // Newest at the bottom, 16 px apart (measured once every toast has come in).
    const [a, b] = toasts.items().map((item) => item.getBoundingClientRect())
    await expect(b!.top - a!.bottom).toBe(16)
  },
}

/** `clear()` empties the queue at once. */
export const ClearAll: Story = {
  name: 'Clear all empties the queue at once',
  tags: ['test-case'],
  parameters: { controls: { disable: true } },
  render: () => <ManyDemo />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add 6 toasts' }))
    const toasts = await toastList(canvasElement)
    await waitFor(() => expect(toasts.items()).toHaveLength(5))
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear all (5)' }))
    await waitFor(() => expect(toasts.items()).toHaveLength(0))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Clear all (0)' })).toBeVisible())
  },
}

/** A closed toast stays in the DOM, `data-state="closed"`, for its 200 ms exit, then is deleted. */
export const CloseThenDelete: Story = {
  name: 'A closed toast stays for its 200 ms exit, then is deleted',
  tags: ['test-case'],
  args: { title: 'Room saved' },
  argTypes: { close: { control: false } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toasts = await toastList(canvasElement)
    const toast = await toasts.item(String(args.title))
    const closedAt = performance.now()
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }))
    // Closed but still in the DOM for its exit, then deleted no sooner than ~200 ms after the
    // close (checked by time, not by a sleep, so a slow machine cannot fail it).
    await expect(toast).toHaveAttribute('data-state', 'closed')
    await expect(toast.isConnected).toBe(true)
    await waitFor(() => expect(toast.isConnected).toBe(false))
    await expect(performance.now() - closedAt).toBeGreaterThanOrEqual(190)
  },
}

/** Hovering the toasts pauses their timers and the time line; leaving resumes them. */
export const PauseOnHover: Story = {
  name: 'Hovering pauses the toasts’ timers; leaving resumes them',
  tags: ['test-case'],
  // Long enough to reach it on a busy machine before it closes.
  args: { title: 'Hover to keep me', duration: 2000 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toasts = await toastList(canvasElement)
    const toast = await toasts.item(String(args.title))
    await userEvent.hover(toast)
    const line = toast.querySelector('[data-slot="toast-progress"]') as HTMLElement
    await waitFor(() => expect(line).toHaveAttribute('data-paused', 'true'))
    await expect(line.getAnimations()[0]?.playState).toBe('paused')
    // Longer than its whole time: paused, it stays.
    await sleep(2100)
    await expect(toast).toHaveAttribute('data-state', 'open')

    await userEvent.unhover(toast)
    await waitFor(() => expect(line).not.toHaveAttribute('data-paused'))
    await waitFor(() => expect(toast.isConnected).toBe(false), { timeout: 5000 })
  },
}

/** While the window is in the background the timers and time lines wait. */
export const PauseOnWindowBlur: Story = {
  name: 'Timers wait while the window is in the background',
  tags: ['test-case'],
  args: { title: 'Waiting for you', duration: 2000 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toast = await (await toastList(canvasElement)).item(String(args.title))
    const line = toast.querySelector('[data-slot="toast-progress"]') as HTMLElement
    window.dispatchEvent(new FocusEvent('blur'))
    await waitFor(() => expect(line).toHaveAttribute('data-paused', 'true'))
    // Longer than its whole time: paused, it stays.
    await sleep(2100)
    await expect(toast).toHaveAttribute('data-state', 'open')
    window.dispatchEvent(new FocusEvent('focus'))
    await waitFor(() => expect(toast.isConnected).toBe(false), { timeout: 5000 })
  },
}

/** F8 moves focus to the toasts; Escape closes the focused one. */
export const KeyboardHotkeyAndEscape: Story = {
  name: 'F8 moves focus to the toasts; Escape closes the focused one',
  tags: ['test-case'],
  args: { title: 'Press Escape' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toasts = await toastList(canvasElement)
    await userEvent.keyboard('[F8]')
    await expect(toasts.list).toHaveFocus()
    await userEvent.tab()
    const toast = await toasts.item(String(args.title))
    await expect(toast).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(toast).toHaveAttribute('data-state', 'closed')
  },
}

/** A swipe to the right past 50 px dismisses the toast; a shorter one snaps back. */
export const SwipeToDismiss: Story = {
  name: 'A swipe past 50 px dismisses the toast; a shorter one snaps back',
  tags: ['test-case'],
  args: { title: 'Swipe me away' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const toast = await (await toastList(canvasElement)).item(String(args.title))
    const box = toast.getBoundingClientRect()
    const y = box.top + box.height / 2
    const x = box.left + 40
    const swipe = (dx: number) =>
      userEvent.pointer([
        { keys: '[MouseLeft>]', target: toast, coords: { clientX: x, clientY: y } },
        { target: toast, coords: { clientX: x + dx / 2, clientY: y } },
        { target: toast, coords: { clientX: x + dx, clientY: y } },
        { keys: '[/MouseLeft]', target: toast, coords: { clientX: x + dx, clientY: y } },
      ])
    await swipe(30)
    await expect(toast).toHaveAttribute('data-state', 'open')
    await swipe(80)
    await expect(toast).toHaveAttribute('data-state', 'closed')
  },
}

function UpdateDemo() {
  const { add, update } = useToast()
  return (
    <div className="flex gap-2">
      <Button onClick={() => add({ id: 'upload', title: 'Uploading photo…', color: 'info' })}>
        Start upload
      </Button>
      <Button
        variant="outline"
        onClick={() => add({ id: 'upload', title: 'Photo uploaded', color: 'success' })}
      >
        Add again with the same id
      </Button>
      <Button
        variant="outline"
        color="neutral"
        onClick={() => update('upload', { description: 'sea-view.jpg, 120 KB' })}
      >
        Update description
      </Button>
    </div>
  )
}

/** Adding a toast with an id already shown updates it; `update()` patches fields. */
export const UpdateById: Story = {
  parameters: { controls: { disable: true } },
  render: () => <UpdateDemo />,
  play: async ({ canvas, canvasElement }) => {
    const toasts = await toastList(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }))
    await expect(await toasts.item('Uploading photo…')).toHaveAttribute('data-color', 'info')
    await userEvent.click(canvas.getByRole('button', { name: 'Add again with the same id' }))
    await expect(toasts.items()).toHaveLength(1)
    await expect(await toasts.shown('Photo uploaded')).toHaveAttribute('data-color', 'success')
    await userEvent.click(canvas.getByRole('button', { name: 'Update description' }))
    await waitFor(() =>
      expect(within(toasts.region).getByText('sea-view.jpg, 120 KB')).toBeVisible(),
    )
    await expect(toasts.items()).toHaveLength(1)
  },
}

/** The viewport sits at the bottom right, `calc(100% - 2rem)` wide and 24rem from `sm` up. */
export const Placement: Story = {
  parameters: { layout: 'fullscreen' },
  args: { title: 'Bottom right' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    const { list, shown } = await toastList(canvasElement)
    await shown('Bottom right')
    const box = list.getBoundingClientRect()
    await expect(window.innerWidth - box.right).toBe(16)
    await expect(window.innerHeight - box.bottom).toBe(16)
    const expected = window.innerWidth >= 640 ? 384 : window.innerWidth - 32
    await expect(box.width).toBe(expected)
  },
}
