import type { Meta, StoryObj } from '@storybook/react-vite'
import * as React from 'react'
import { expect, screen, userEvent, waitFor } from 'storybook/test'

import { Button } from '@/components/button'

import { NavigationProgress } from './navigation-progress'
import { navigationProgressGuide } from './navigation-progress.guide'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const meta = {
  title: 'Components/Navigation progress',
  component: NavigationProgress,
  parameters: { layout: 'fullscreen', docs: { guide: navigationProgressGuide } },
  args: { active: true, delay: 0 },
  argTypes: {
    // Shown by the Active and Idle stories.
    active: { control: false },
    delay: { control: 'number' },
    label: { control: 'text' },
  },
  render: (args) => (
    <main className="p-8">
      <p className="text-muted">The bar runs along the top edge of the window.</p>
      <NavigationProgress {...args} />
    </main>
  ),
} satisfies Meta<typeof NavigationProgress>

export default meta
type Story = StoryObj<typeof meta>

/** A navigation in progress: an indeterminate, animated bar with an accessible name. */
export const Active: Story = {
  play: async ({ args, canvas }) => {
    // After the delay, if the controls set one.
    const bar = await canvas.findByRole(
      'progressbar',
      { name: args.label ?? 'Loading page' },
      { timeout: (args.delay ?? 0) + 2000 },
    )
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute('data-state', 'indeterminate')
    await expect(bar).not.toHaveAttribute('aria-valuenow')
    await expect(bar.getBoundingClientRect().top).toBe(0)
    const indicator = bar.querySelector<HTMLElement>('[data-slot="navigation-progress-indicator"]')!
    await expect(getComputedStyle(indicator).animationName).toBe('nightjar-navigation-progress')
    // Under prefers-reduced-motion the sweep stops and the bar fills the width instead.
    await expect(indicator).toHaveClass('motion-reduce:animate-none', 'motion-reduce:w-full')
  },
}

/** Nothing shows while no navigation runs. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await sleep(50)
    await expect(canvas.queryByRole('progressbar')).toBeNull()
  },
}

/** When the story began, and when a progress bar first showed. */
const watch: { since: number; shownAt?: number } = { since: 0 }

/** Fast navigations show nothing: the bar appears only once `delay` has passed. */
export const Delayed: Story = {
  name: 'The bar appears only once its delay has passed',
  tags: ['test-case'],
  args: { delay: 300 },
  // The delay is what the story shows.
  argTypes: { delay: { control: false } },
  beforeEach: () => {
    // Timed by what the page did, not by a sleep: a slow machine cannot make it pass or fail.
    watch.since = performance.now()
    watch.shownAt = undefined
    const observer = new MutationObserver(() => {
      if (watch.shownAt === undefined && document.querySelector('[role="progressbar"]')) {
        watch.shownAt = performance.now()
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('progressbar')).toBeVisible(), { timeout: 2000 })
    await expect(watch.shownAt! - watch.since).toBeGreaterThanOrEqual(300)
  },
}

/** A custom accessible name (it looks the same as Active). */
export const CustomLabel: Story = {
  name: 'A custom accessible name',
  tags: ['test-case'],
  args: { label: 'Opening the staff area' },
  play: async ({ args, canvas }) => {
    const name = args.label ?? 'Loading page'
    const bar = await canvas.findByRole(
      'progressbar',
      { name },
      { timeout: (args.delay ?? 0) + 2000 },
    )
    await expect(bar).toBeVisible()
  },
}

function NavigationDemo({ delay }: { delay: number }) {
  const [active, setActive] = React.useState(false)
  return (
    <main className="grid justify-items-start gap-3 p-8">
      <Button onClick={() => setActive(true)}>Start a slow navigation</Button>
      <Button variant="outline" color="neutral" onClick={() => setActive(false)}>
        Finish it
      </Button>
      <NavigationProgress active={active} delay={delay} />
    </main>
  )
}

/** Starting and finishing a navigation: the bar comes after the delay and goes at once. */
export const StartAndFinish: Story = {
  name: 'The bar comes after the delay and goes when the navigation ends',
  tags: ['test-case'],
  args: { delay: 200 },
  // A navigation shorter than the delay is part of the walk-through; the label is not used.
  argTypes: { delay: { control: false }, label: { control: false } },
  render: (args) => <NavigationDemo delay={args.delay ?? 200} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start a slow navigation' }))
    await expect(screen.queryByRole('progressbar')).toBeNull()
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: 'Finish it' }))
    await expect(screen.queryByRole('progressbar')).toBeNull()

    // A navigation that ends before the delay never shows the bar.
    await userEvent.click(canvas.getByRole('button', { name: 'Start a slow navigation' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Finish it' }))
    await sleep(300)
    await expect(screen.queryByRole('progressbar')).toBeNull()
  },
}
