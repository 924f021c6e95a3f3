import type { Meta, StoryObj } from '@storybook/react-vite'
import * as React from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '@/components/button'

import { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay'
import { loadingOverlayGuide } from './loading-overlay.guide'
import { useLoading } from './loading-provider'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** A CSS colour as the browser computes it (`rgb(…)`). */
function cssColour(colour: string) {
  const probe = document.createElement('span')
  probe.style.color = colour
  document.body.append(probe)
  const computed = getComputedStyle(probe).color
  probe.remove()
  return computed
}
const overlayIn = (element: HTMLElement | Document = document) =>
  element.querySelector<HTMLElement>('[data-slot="loading-overlay"]')

/** A card with some rooms in it, for the overlay to cover. */
function RoomsCard({ children, ...props }: React.ComponentProps<'section'>) {
  return (
    <section
      aria-label="Rooms"
      className="relative h-48 w-80 overflow-auto rounded-lg bg-surface p-4 text-sm ring-1 ring-border"
      {...props}
    >
      <h2 className="mb-2 font-medium">Rooms</h2>
      <Button size="sm" className="mb-3">
        Book
      </Button>
      <ul className="grid gap-2 text-muted">
        {['Sea view', 'Garden', 'Attic', 'Courtyard', 'Lighthouse', 'Dune', 'Orchard'].map(
          (room) => (
            <li key={room}>{room}</li>
          ),
        )}
      </ul>
      {children}
    </section>
  )
}

/** The overlay with a button outside the card that toggles it. */
function Toggleable(args: LoadingOverlayProps) {
  const [active, setActive] = React.useState(args.active)
  return (
    <div className="grid justify-items-start gap-3">
      <RoomsCard>
        <LoadingOverlay
          {...args}
          active={active}
          onCancel={() => {
            args.onCancel?.()
            setActive(false)
          }}
        />
      </RoomsCard>
      <Button variant="outline" onClick={() => setActive((on) => !on)}>
        {active ? 'Stop loading' : 'Start loading'}
      </Button>
    </div>
  )
}

/** An element's width and height as laid out: a spinner's turn does not change them. */
function layoutSize(element: Element) {
  const { width, height } = getComputedStyle(element)
  return [Number.parseFloat(width), Number.parseFloat(height)]
}

const meta = {
  title: 'Components/Loading overlay',
  component: LoadingOverlay,
  args: { active: true, onCancel: fn() },
  argTypes: {
    loader: { control: 'inline-radio', options: ['spinner', 'dots', 'bars'] },
    transition: { control: 'inline-radio', options: ['fade', 'none'] },
    // Elements, offered by name.
    after: {
      control: 'select',
      options: ['none', 'status text'],
      mapping: {
        none: undefined,
        'status text': <p className="text-sm font-medium text-fg">Checking availability</p>,
      },
    },
    children: { control: false },
    // The button under the card turns it on and off; fullPage and container are shown by
    // their own stories (the overlay then lives outside the card).
    active: { control: false },
    fullPage: { control: false },
    container: { control: false },
    onCancel: { control: false },
    onHidden: { control: false },
  },
  parameters: { docs: { guide: loadingOverlayGuide } },
  render: (args) => <Toggleable {...args} />,
} satisfies Meta<typeof LoadingOverlay>

export default meta
type Story = StoryObj<typeof meta>

/** Covers the card: black at 0.5, z-index 999, a 40 × 40 loader, announced as 'Loading…'. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('region', { name: 'Rooms' })
    const overlay = canvas.getByRole('status')
    await expect(card).toContainElement(overlay)
    await expect(overlay.getBoundingClientRect()).toEqual(card.getBoundingClientRect())
    await expect(getComputedStyle(overlay).position).toBe('absolute')
    // The defaults (z-index 999, black at 0.5, 40 × 40), unless the controls set others.
    await expect(getComputedStyle(overlay).zIndex).toBe(String(args.zIndex ?? 999))
    const backdrop = overlay.querySelector('[data-slot="loading-overlay-backdrop"]')!
    await expect(getComputedStyle(backdrop).backgroundColor).toBe(
      args.backgroundColor === undefined ? 'rgb(0, 0, 0)' : cssColour(args.backgroundColor),
    )
    await expect(getComputedStyle(backdrop).opacity).toBe(String(args.opacity ?? 0.5))
    const loader = overlay.querySelector<SVGElement>('[data-slot="loader"]')!
    await expect(layoutSize(loader)).toEqual([args.width ?? 40, args.height ?? 40])
    await expect(card).toHaveAttribute('aria-busy', 'true')
    // The covered area is busy; the status itself is not, or screen readers would hold its text.
    await expect(overlay).not.toHaveAttribute('aria-busy')
    await waitFor(() => expect(overlay).toHaveTextContent('Loading…'))
    if (args.cancellable) await expect(overlay).toHaveTextContent('Press Escape to cancel')
    else await expect(overlay).not.toHaveTextContent('Escape')
  },
}

/** Focus moves into the overlay and cannot reach what it covers; the card cannot scroll. */
export const FocusAndScrollLock: Story = {
  name: 'Focus and scrolling stay out of what it covers',
  tags: ['test-case'],
  args: { active: false },
  argTypes: { lockScroll: { control: false }, enforceFocus: { control: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Rooms' })
    const book = canvas.getByRole('button', { name: 'Book' })
    await expect(getComputedStyle(card).overflowY).toBe('auto')
    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }))

    const overlay = canvas.getByRole('status')
    await waitFor(() => expect(overlay).toHaveFocus())
    await expect(getComputedStyle(card).overflowY).toBe('hidden')

    // The covered button cannot be focused, by code or by Shift+Tab, nor reached by the pointer.
    book.focus()
    await expect(overlay).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(overlay).toHaveFocus()
    const box = book.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    await expect(overlay).toContainElement(hit as HTMLElement)

    // What is outside the card stays reachable.
    const toggle = canvas.getByRole('button', { name: 'Stop loading' })
    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.click(toggle)
    await waitFor(() => expect(overlayIn(card)).toBeNull())
    await expect(getComputedStyle(card).overflowY).toBe('auto')
    await expect(card).not.toHaveAttribute('aria-busy')
    book.focus()
    await expect(book).toHaveFocus()
  },
}

/** After it is hidden the overlay fades out and leaves the DOM 150 ms later. */
export const HideAfterFade: Story = {
  name: 'Hidden, it fades out and leaves 150 ms later',
  tags: ['test-case'],
  argTypes: { transition: { control: false } },
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status')
    // Timed by what the page did, not by a sleep: a busy machine cannot make it pass or fail.
    let removedAt = 0
    const observer = new MutationObserver(() => {
      if (!removedAt && !overlay.isConnected) removedAt = performance.now()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const hiddenAt = performance.now()
    await userEvent.click(canvas.getByRole('button', { name: 'Stop loading' }))
    await expect(overlay).toHaveAttribute('data-state', 'closed')
    await waitFor(() => expect(removedAt).toBeGreaterThan(0))
    observer.disconnect()
    await expect(removedAt - hiddenAt).toBeGreaterThanOrEqual(145)
  },
}

/**
 * Cancellable: Escape or a click on the backdrop calls `onCancel`, and screen readers are told
 * (it looks the same as Default: the hint is spoken, not shown).
 */
export const Cancellable: Story = {
  name: 'Cancellable: Escape or a click on the backdrop cancels',
  tags: ['test-case'],
  args: { cancellable: true },
  argTypes: { cancellable: { control: false } },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('region', { name: 'Rooms' })
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Loading… Press Escape to cancel'),
    )
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await waitFor(() => expect(overlayIn(card)).toBeNull())

    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }))
    const backdrop = overlayIn(card)!.querySelector<HTMLElement>(
      '[data-slot="loading-overlay-backdrop"]',
    )!
    await userEvent.click(backdrop)
    await expect(args.onCancel).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(overlayIn(card)).toBeNull())
  },
}

/** Not cancellable (the default): Escape and clicks do nothing. */
export const NotCancellable: Story = {
  name: 'Not cancellable: Escape and clicks do nothing',
  tags: ['test-case'],
  argTypes: { cancellable: { control: false } },
  play: async ({ args, canvas }) => {
    const overlay = canvas.getByRole('status')
    await userEvent.keyboard('{Escape}')
    await userEvent.click(
      overlay.querySelector<HTMLElement>('[data-slot="loading-overlay-backdrop"]')!,
    )
    await sleep(200)
    await expect(args.onCancel).not.toHaveBeenCalled()
    await expect(overlay).toHaveAttribute('data-state', 'open')
  },
}

/** `fullPage` covers the viewport and locks the page's scrolling. */
export const FullPage: Story = {
  args: { fullPage: true, active: false },
  argTypes: { lockScroll: { control: false }, enforceFocus: { control: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }))
    const overlay = within(document.body).getByRole('status')
    await expect(getComputedStyle(overlay).position).toBe('fixed')
    const box = overlay.getBoundingClientRect()
    await expect([box.left, box.top, box.width, box.height]).toEqual([
      0,
      0,
      document.documentElement.clientWidth,
      window.innerHeight,
    ])
    await expect(getComputedStyle(document.body).overflow).toBe('hidden')
    await waitFor(() => expect(overlay).toHaveFocus())
    // Nothing on the page can take focus while it is shown.
    canvas.getByRole('button', { name: 'Book' }).focus()
    await expect(overlay).toHaveFocus()
  },
}

/** The three loaders, in another colour and size. */
export const Loaders: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-wrap gap-4">
      {(['spinner', 'dots', 'bars'] as const).map((loader) => (
        <RoomsCard
          key={loader}
          aria-label={loader}
          className="relative h-40 w-48 rounded-lg bg-surface p-4"
        >
          <LoadingOverlay
            active
            loader={loader}
            color="var(--color-warning)"
            width={64}
            height={64}
            enforceFocus={false}
          />
        </RoomsCard>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const kind of ['spinner', 'dots', 'bars']) {
      const card = canvas.getByRole('region', { name: kind })
      const loader = card.querySelector<SVGElement>(`[data-loader="${kind}"]`)!
      await expect(layoutSize(loader)).toEqual([64, 64])
      const probe = document.createElement('span')
      probe.style.color = 'var(--color-warning)'
      card.append(probe)
      await expect(getComputedStyle(loader).color).toBe(getComputedStyle(probe).color)
      probe.remove()
    }
  },
}

/** Text below the loader, and a custom loader. */
export const WithContent: Story = {
  args: { after: 'status text', backgroundColor: '#020617', opacity: 0.8 },
  // The text below the loader is what the story shows.
  argTypes: { after: { control: false } },
  play: async ({ args, canvas }) => {
    const overlay = canvas.getByRole('status')
    await waitFor(() => expect(within(overlay).getByText('Checking availability')).toBeVisible())
    const backdrop = overlay.querySelector('[data-slot="loading-overlay-backdrop"]')!
    await expect(getComputedStyle(backdrop).opacity).toBe(String(args.opacity ?? 0.5))
  },
}

function Imperative({ useContainer }: { useContainer: boolean }) {
  const { show } = useLoading()
  const card = React.useRef<HTMLElement>(null)
  return (
    <div className="grid justify-items-start gap-3">
      <section
        ref={card}
        aria-label="Availability"
        className="h-40 w-80 rounded-lg bg-surface p-4 text-sm ring-1 ring-border"
      >
        Free rooms appear here.
      </section>
      <Button
        onClick={async () => {
          const loading = show(useContainer ? { container: card.current } : {})
          await sleep(400)
          loading.hide()
        }}
      >
        Search
      </Button>
    </div>
  )
}

/** `useLoading().show({ container })` covers an element from code until `hide()`. */
export const Imperative_: Story = {
  name: 'useLoading with a container covers it until hide()',
  tags: ['test-case'],
  parameters: { controls: { disable: true } },
  render: () => <Imperative useContainer />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Availability' })
    await expect(getComputedStyle(card).position).toBe('static')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    // The provider's overlay code may still be loading on a first show().
    const overlay = await waitFor(() => overlayIn(card) ?? Promise.reject(new Error('no overlay')))
    // A static container is positioned so the overlay covers it exactly.
    await expect(getComputedStyle(card).position).toBe('relative')
    await expect(overlay.getBoundingClientRect()).toEqual(card.getBoundingClientRect())
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'closed'), { timeout: 5000 })
    await waitFor(() => expect(overlayIn(card)).toBeNull())
    await expect(getComputedStyle(card).position).toBe('static')
    // Focus is back where it was before the overlay took it.
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus()
  },
}

/** Without a container, `show()` covers the page. */
export const ImperativeFullPage: Story = {
  name: 'useLoading without a container covers the page until hide()',
  tags: ['test-case'],
  parameters: { controls: { disable: true } },
  render: () => <Imperative useContainer={false} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    const overlay = await waitFor(
      () => overlayIn(document) ?? Promise.reject(new Error('no overlay')),
    )
    await expect(overlay).toHaveAttribute('data-full-page', 'true')
    await expect(getComputedStyle(overlay).position).toBe('fixed')
    await waitFor(() => expect(overlayIn(document)).toBeNull(), { timeout: 5000 })
    await expect(getComputedStyle(document.body).overflow).toBe('visible')
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus()
  },
}
