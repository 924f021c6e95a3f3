import type { Meta, StoryObj } from '@storybook/react-vite'
import { differenceInCalendarDays, format } from 'date-fns'
import * as React from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import { preloadDatePickerView } from './date-picker'
import { stayRangeGuide } from './stay-range.guide'
import { ON_A_PHONE, TODAY, ValueDemo } from './story-helpers'
import type { DateRangeValue, RangeDayInfo } from './types'

/**
 * An inn's January 2026 as a range picker sees it: a price each night, a day closed to arrival
 * (the 16th), one closed to departure (the 18th), a three-night minimum arriving on the 20th or
 * 21st, and a night nobody can have (the 27th: every room taken).
 */
const PRICES: Record<number, number> = { 16: 120, 17: 120, 20: 140, 21: 140, 22: 140 }
const price = (day: Date) => PRICES[day.getDate()] ?? 95

function innDay(day: Date): RangeDayInfo | undefined {
  if (day.getFullYear() !== 2026 || day.getMonth() !== 0 || day < TODAY) return undefined
  const date = day.getDate()
  if (date === 27) return { noNight: 'no rooms free' }
  return {
    note: `€${price(day)}`,
    ...(date === 16 ? { noStart: 'closed to arrival' } : {}),
    ...(date === 18 ? { noEnd: 'closed to departure' } : {}),
    ...(date === 20 || date === 21 ? { minNights: 3 } : {}),
  }
}

/** `Jan 20 – 23, 2026 · 3 nights · €420`: what the stay costs, night by night. */
function describeStay({ from, to }: DateRangeValue) {
  const nights = differenceInCalendarDays(to, from)
  let total = 0
  for (let i = 0; i < nights; i++) total += price(new Date(2026, 0, from.getDate() + i))
  const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).formatRange(from, to)
  return `${dates} · ${nights === 1 ? '1 night' : `${nights} nights`} · €${total}`
}

const meta = {
  title: 'Components/Date picker/Stay rules',
  component: ValueDemo,
  loaders: [() => preloadDatePickerView('range')],
  args: {
    mode: 'range',
    today: TODAY,
    min: TODAY,
    maxNights: 30,
    dayInfo: innDay,
    describeRange: describeStay,
    onChange: fn(),
  },
  // A stay is a range.
  argTypes: { mode: { control: false } },
  parameters: {
    docs: {
      guide: stayRangeGuide,
      description: {
        component: `A range picker that knows how an inn sells nights. \`dayInfo\` tells it, day by day, a
note to show under the number (the lowest price), a day no stay may start on (\`noStart\`) or end on
(\`noEnd\`), a night no stay may hold (\`noNight\`: it cannot start one, and ends one at the latest) and
the fewest nights arriving that day (\`minNights\`). Before a check-in is picked, the days that cannot
be one are disabled; after it, the check-outs its rules forbid. Hovering or focusing a possible
check-out previews the stay with its nights and total (\`describeRange\`); the footer, a live region,
says what to choose next. Each day's name carries its note and why it cannot be picked, after the
day's number as it shows. \`onMonthsShown\` asks for the days of each month as it comes into view.`,
      },
    },
  },
} satisfies Meta<typeof ValueDemo>

export default meta
type Story = StoryObj<typeof meta>

const dayButton = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  canvas.findByRole('button', { name })
const status = (canvas: ReturnType<typeof within>) =>
  canvas.getByText(
    (_: string, element: Element | null) =>
      element?.getAttribute('data-slot') === 'date-picker-range-status',
  )
const picked = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('status', { name: 'Picked value' })

export const PricesUnderEachDay: Story = {
  parameters: {
    docs: { description: { story: 'Each day shows its price; its name reads it after the date.' } },
  },
  play: async ({ canvas }) => {
    const tuesday = await dayButton(canvas, '20 January 2026, Tuesday, €140')
    // The button's text is the day's number; the price is drawn from its note.
    await expect(tuesday).toHaveTextContent(/^20$/)
    await expect(tuesday).toHaveAttribute('data-note', '€140')
    await expect(
      canvas.getByRole('button', { name: '14 January 2026, Wednesday, Today, €95' }),
    ).toBeEnabled()
    // Before today nothing is known or offered.
    await expect(canvas.getByRole('button', { name: '13 January 2026, Tuesday' })).toBeDisabled()
    await expect(status(canvas)).toHaveTextContent('Choose your check-in')
  },
}

export const ClosedToArrival: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'The 16th is closed to arrival: disabled as a check-in, and says why; from the 15th it is a fine check-out.',
      },
    },
  },
  play: async ({ canvas }) => {
    const sixteenth = await dayButton(canvas, '16 January 2026, Friday, €120, closed to arrival')
    await expect(sixteenth).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: /^15 January 2026/ }))
    const checkOut = canvas.getByRole('button', { name: '16 January 2026, Friday, €120' })
    await expect(checkOut).toBeEnabled()
    await userEvent.click(checkOut)
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-15","to":"2026-01-16"}')
  },
}

export const MinimumStay: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'Arriving on the 20th is three nights at least: once it is the check-in, the 21st and 22nd are disabled as check-outs, the 23rd is the first offered.',
      },
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await dayButton(canvas, /^20 January 2026/))
    await expect(status(canvas)).toHaveTextContent('Choose your check-out')
    for (const name of [
      '21 January 2026, Wednesday, €140, fewer than 3 nights',
      '22 January 2026, Thursday, €140, fewer than 3 nights',
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled()
    }
    await userEvent.click(canvas.getByRole('button', { name: '23 January 2026, Friday, €95' }))
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-20","to":"2026-01-23"}')
    await expect(args.onChange).toHaveBeenCalledOnce()
    await expect(status(canvas)).toHaveTextContent('Jan 20 – 23, 2026 · 3 nights · €420')
  },
}

export const TakenNight: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'Nobody can have the night of the 27th: it is no check-in, but a stay may end that morning; later check-outs would cross it and are disabled.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await dayButton(canvas, '27 January 2026, Tuesday, no rooms free')).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: /^24 January 2026/ }))
    const morning = canvas.getByRole('button', { name: /^27 January 2026/ })
    await expect(morning).toBeEnabled()
    await expect(
      canvas.getByRole('button', {
        name: '28 January 2026, Wednesday, €95, past a night that is not available',
      }),
    ).toBeDisabled()
    await userEvent.click(morning)
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-24","to":"2026-01-27"}')
  },
}

export const ClosedToDeparture: Story = {
  parameters: {
    docs: { description: { story: 'No stay may end on the 18th.' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await dayButton(canvas, /^15 January 2026/))
    await expect(
      canvas.getByRole('button', { name: '18 January 2026, Sunday, €95, closed to departure' }),
    ).toBeDisabled()
  },
}

/** After Escape the days past the 18th are still offered. */
export const AfterEscape: Story = {
  name: 'After Escape the days past the 18th are still offered',
  tags: ['test-case'],
  play: async ({ canvas }) => {
    await userEvent.click(await dayButton(canvas, /^15 January 2026/))
    await expect(status(canvas)).toHaveTextContent('Choose your check-out')
    // Still fine as a check-in of another stay.
    await userEvent.keyboard('{Escape}')
    await expect(canvas.getByRole('button', { name: /^19 January 2026/ })).toBeEnabled()
  },
}

/** Picks the 15th, previews the 17th with the pointer, then moves the focus to the 19th. */
async function previewByPointerThenKeyboard(canvas: ReturnType<typeof within>) {
  await userEvent.click(await dayButton(canvas, /^15 January 2026/))
  await userEvent.hover(canvas.getByRole('button', { name: /^17 January 2026/ }))
  await waitFor(() =>
    expect(status(canvas)).toHaveTextContent('Jan 15 – 17, 2026 · 2 nights · €215'),
  )
  const previewed = canvas.getByRole('button', { name: /^16 January 2026/ }).closest('td')
  await expect(previewed?.className).toContain('bg-accented/60')
  await userEvent.unhover(canvas.getByRole('button', { name: /^17 January 2026/ }))
  // Keyboard: focus is on the 15th; right twice is the 17th.
  await userEvent.keyboard('{ArrowRight}{ArrowRight}')
  await expect(canvas.getByRole('button', { name: /^17 January 2026/ })).toHaveFocus()
  await waitFor(() =>
    expect(status(canvas)).toHaveTextContent('Jan 15 – 17, 2026 · 2 nights · €215'),
  )
  // The 18th, closed to departure, is passed over: the 19th.
  await userEvent.keyboard('{ArrowRight}')
  await expect(canvas.getByRole('button', { name: /^19 January 2026/ })).toHaveFocus()
  await waitFor(() =>
    expect(status(canvas)).toHaveTextContent('Jan 15 – 19, 2026 · 4 nights · €430'),
  )
}

export const PreviewByPointerAndKeyboard: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'With a check-in picked, the day under the pointer or the focus previews the stay, and the live footer says its nights and total.',
      },
    },
  },
  play: async ({ canvas }) => {
    await previewByPointerThenKeyboard(canvas)
    await expect(picked(canvas)).toHaveTextContent('null')
  },
}

/** Enter picks the check-out the focus previews. */
export const EnterPicksThePreview: Story = {
  name: 'Enter picks the previewed check-out',
  tags: ['test-case'],
  play: async ({ canvas }) => {
    await previewByPointerThenKeyboard(canvas)
    await userEvent.keyboard('{Enter}')
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-15","to":"2026-01-19"}')
  },
}

/** Days that arrive a moment after the month shows, as from an API. */
function LoadingDays(props: React.ComponentProps<typeof ValueDemo> & { mode: 'range' }) {
  const [known, setKnown] = React.useState<Set<string>>(new Set())
  const [asked, setAsked] = React.useState<string[]>([])
  return (
    <div className="grid gap-2">
      <ValueDemo
        {...props}
        dayInfo={(day: Date) => (known.has(format(day, 'yyyy-MM')) ? innDay(day) : undefined)}
        onMonthsShown={(months: Date[]) => {
          const keys = months.map((month) => format(month, 'yyyy-MM'))
          // Each month once, however often the picker says what it shows.
          setAsked((all) => [...new Set([...all, ...keys])])
          setTimeout(() => setKnown((was) => new Set([...was, ...keys])), 400)
        }}
      />
      <p className="text-sm text-muted">
        Months asked for: <output aria-label="Months asked for">{asked.join(', ')}</output>
      </p>
    </div>
  )
}

export const DaysStillLoading: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'The grid never waits for the days: it is there at once, each month asked for as it shows, its prices added when they come.',
      },
    },
  },
  render: (args) => <LoadingDays {...(args as React.ComponentProps<typeof LoadingDays>)} />,
  play: async ({ canvas }) => {
    const asked = canvas.getByRole('status', { name: 'Months asked for' })
    const twentieth = await dayButton(canvas, /^20 January 2026/)
    await expect(twentieth).toBeEnabled()
    // The picker says what it shows after it has drawn it.
    await waitFor(() => expect(asked).toHaveTextContent('2026-01'))
    await waitFor(() => expect(twentieth).toHaveAttribute('data-note', '€140'))
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }))
    await waitFor(() => expect(asked).toHaveTextContent('2026-01, 2026-02'))
    // Each month once, the months beside those shown too: the story ends when all are asked for.
    await waitFor(() => expect(asked).toHaveTextContent('2025-12, 2026-01, 2026-02, 2026-03'))
  },
}

export const InAFieldOnAPhone: Story = {
  args: { field: true, 'aria-label': 'Stay dates', numberOfMonths: 1 },
  globals: ON_A_PHONE.globals,
  parameters: {
    docs: {
      description: {
        story:
          'In a field on a 390 × 844 phone: the prices fit under the days, and a stay picked closes the popover.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390)
    await userEvent.click(canvas.getByRole('button', { name: /^Stay dates/ }))
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5000 }))
    await userEvent.click(await dialog.findByRole('button', { name: /^20 January 2026/ }))
    await expect(dialog.getByText('Choose your check-out')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: /^23 January 2026/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-20","to":"2026-01-23"}')
  },
}
