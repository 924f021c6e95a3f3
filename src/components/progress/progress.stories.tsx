import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

import { colorRoles } from '@/components/theme/tokens'

import { Progress, type ProgressProps } from './progress'
import { progressGuide } from './progress.guide'
import { progressState } from './progress-value'

const sizes = ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const
const steps = ['Search', 'Choose a room', 'Guest details', 'Confirmed']

/** What the bar says for these args: its value, maximum, percentage and spoken value. */
function expected({ value, max }: ProgressProps) {
  const state = progressState(value, max)
  const text = state.steps ? state.steps[state.step ?? 0] : `${state.percent}%`
  return { ...state, text }
}

/** The share of the track the indicator covers, 0–100. */
function filled(bar: HTMLElement) {
  const track = bar.getBoundingClientRect()
  const indicator = bar.querySelector('[data-slot="progress-indicator"]')!.getBoundingClientRect()
  return Math.round(((indicator.right - track.left) / track.width) * 100)
}

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { value: 40, 'aria-label': 'Occupancy' },
  argTypes: {
    color: { control: 'select', options: colorRoles },
    size: { control: 'inline-radio', options: sizes },
    value: { control: 'number' },
    // A number here; the Steps story shows step labels.
    max: { control: 'number' },
    status: { control: 'boolean' },
    'aria-label': { control: 'text' },
  },
  parameters: { docs: { guide: progressGuide } },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: args['aria-label'] })
    const want = expected(args)
    // A value cleared in the controls leaves an indeterminate bar (see Indeterminate).
    if (want.indeterminate) return expect(bar).toHaveAttribute('data-state', 'indeterminate')
    await expect(bar).toHaveAttribute('aria-valuenow', String(want.value))
    await expect(bar).toHaveAttribute('aria-valuemin', '0')
    await expect(bar).toHaveAttribute('aria-valuemax', String(want.max))
    await expect(bar).toHaveAttribute('aria-valuetext', want.text)
    await expect(filled(bar)).toBe(want.percent)
  },
}

/** Values outside 0–100 are clamped: -5 shows empty, 130 shows full. */
export const Clamped: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <Progress {...args} value={-5} aria-label="Below zero" />
      <Progress {...args} value={130} aria-label="Above the maximum" />
    </div>
  ),
  play: async ({ canvas }) => {
    const low = canvas.getByRole('progressbar', { name: 'Below zero' })
    const high = canvas.getByRole('progressbar', { name: 'Above the maximum' })
    await expect(low).toHaveAttribute('aria-valuenow', '0')
    await expect(high).toHaveAttribute('aria-valuenow', '100')
    await expect(filled(low)).toBe(0)
    await expect(filled(high)).toBe(100)
  },
}

/** A custom maximum: 3 of 8 nights booked. */
export const CustomMax: Story = {
  args: { value: 3, max: 8, status: true, 'aria-label': 'Nights booked' },
  // The status line is part of what the story shows.
  argTypes: { status: { control: false } },
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: args['aria-label'] })
    const want = expected(args)
    await expect(bar).toHaveAttribute('aria-valuemax', String(want.max))
    await expect(bar).toHaveAttribute('aria-valuenow', String(want.value))
    await expect(bar).toHaveAttribute('aria-valuetext', want.text)
    await expect(canvas.getByText(`${want.percent}%`)).toBeVisible()
    await expect(filled(bar)).toBe(want.percent)
  },
}

/** Step labels as `max`: the value is the current step, spoken and highlighted. */
export const Steps: Story = {
  args: { value: 2, max: steps, 'aria-label': 'Booking progress' },
  // The step labels are what the story shows.
  argTypes: { max: { control: false } },
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: args['aria-label'] })
    const want = expected(args)
    await expect(bar).toHaveAttribute('aria-valuemax', '3')
    await expect(bar).toHaveAttribute('aria-valuetext', want.text)
    for (const label of steps) {
      const step = canvas.getByText(label)
      if (label === want.text) await expect(step).toHaveAttribute('data-active', 'true')
      else await expect(step).not.toHaveAttribute('data-active')
    }
    await expect(filled(bar)).toBe(want.percent)
  },
}

/** No value: an indeterminate bar, moving, with no amount announced. */
export const Indeterminate: Story = {
  args: { value: undefined, 'aria-label': 'Loading rooms' },
  // No value is what makes it indeterminate.
  argTypes: { value: { control: false } },
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: args['aria-label'] })
    await expect(bar).not.toHaveAttribute('aria-valuenow')
    await expect(bar).not.toHaveAttribute('aria-valuetext')
    await expect(bar).toHaveAttribute('data-state', 'indeterminate')
    const indicator = bar.querySelector('[data-slot="progress-indicator"]') as HTMLElement
    await expect(indicator.getAnimations().length).toBeGreaterThan(0)
  },
}

/** Complete: data-state tells styling it is done. */
export const Complete: Story = {
  args: { value: 100, 'aria-label': 'Upload' },
  argTypes: { value: { control: false }, max: { control: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'complete')
  },
}

export const Colours: Story = {
  render: (args) => (
    <div className="grid gap-3">
      {colorRoles.map((color) => (
        <Progress key={color} {...args} color={color} aria-label={color} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const fills = colorRoles.map(
      (color) =>
        getComputedStyle(
          canvas
            .getByRole('progressbar', { name: color })
            .querySelector('[data-slot="progress-indicator"]')!,
        ).backgroundColor,
    )
    // Success shares primary's green and info shares secondary's blue; the others differ.
    await expect(new Set(fills).size).toBe(5)
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-3">
      {sizes.map((size) => (
        <Progress key={size} {...args} size={size} aria-label={`Size ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = sizes.map(
      (size) =>
        canvas.getByRole('progressbar', { name: `Size ${size}` }).getBoundingClientRect().height,
    )
    await expect(heights).toEqual([1, 2, 4, 8, 12, 16, 20])
  },
}
