import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import { datePickerModes } from './date-logic'
import { preloadDatePickerView } from './date-picker'
import { DatePickerField } from './date-picker-field'
import { datePickerFieldGuide } from './date-picker-field.guide'
import { day, TODAY, ValueDemo } from './story-helpers'

const meta = {
  title: 'Components/Date picker/Field',
  component: DatePickerField,
  // The views are lazy chunks; load them before the story renders so the play functions do not
  // race the first download (the lazy split itself is proven by lazy-loading.test.ts).
  loaders: [() => Promise.all(datePickerModes.map(preloadDatePickerView))],
  // Each story is one mode, with a value of that mode, named as its story says.
  argTypes: { mode: { control: false }, 'aria-label': { control: false } },
  parameters: {
    docs: {
      guide: datePickerFieldGuide,
      description: {
        component: `The date picker in a field: a button shows the formatted value and opens a popover with
the picker of any mode (see **DatePicker** for the modes and their values). Focus moves to the picked or
today's cell; Escape or a click outside closes the popover and focus returns to the button. Single-pick
modes close on a pick, \`multiple\` and \`time\` stay open. The clear button empties the value
(\`onChange(null)\`). The calendar code loads when the field is first hovered, focused or opened, so a
page showing a closed field does not download it.`,
      },
    },
  },
} satisfies Meta<typeof DatePickerField>

export default meta
type Story = StoryObj<typeof meta>

const picked = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('status', { name: 'Picked value' })

/** Opens the field's popover by mouse and returns it. */
async function openByMouse(trigger: HTMLElement) {
  await userEvent.click(trigger)
  return screen.findByRole('dialog', {}, { timeout: 5000 })
}

/** Opens the popover from the keyboard (focus is on the trigger) and returns it. */
async function openByKeyboard(trigger: HTMLElement) {
  await expect(trigger).toHaveFocus()
  await userEvent.keyboard('{Enter}')
  return screen.findByRole('dialog', {}, { timeout: 5000 })
}

async function expectClosed(trigger: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  await expect(trigger).toHaveFocus()
}

export const Single: Story = {
  args: { mode: 'single', today: TODAY, 'aria-label': 'Arrival', onChange: fn() },
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Arrival, Pick a date' })
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
    // Mouse
    let dialog = await openByMouse(trigger)
    await expect(dialog).toHaveAccessibleName('Arrival')
    await userEvent.click(
      await within(dialog).findByRole('button', { name: '20 January 2026, Tuesday' }),
    )
    await expectClosed(trigger)
    await expect(trigger).toHaveAccessibleName('Arrival, Jan 20, 2026')
    await expect(picked(canvas)).toHaveTextContent('"2026-01-20"')
    await expect(args.onChange).toHaveBeenLastCalledWith(day(2026, 1, 20))
    // Keyboard: focus lands on the picked day.
    dialog = await openByKeyboard(trigger)
    const twentieth = await within(dialog).findByRole('button', {
      name: '20 January 2026, Tuesday',
    })
    await waitFor(() => expect(twentieth).toHaveFocus())
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expectClosed(trigger)
    await expect(picked(canvas)).toHaveTextContent('"2026-01-21"')
    await expect(args.onChange).toHaveBeenLastCalledWith(day(2026, 1, 21))
  },
}

export const Range: Story = {
  args: {
    mode: 'range',
    today: TODAY,
    'aria-label': 'Stay',
    minNights: 1,
    presets: [
      { label: 'This weekend', value: { from: day(2026, 1, 17), to: day(2026, 1, 18) } },
      { label: 'Next 7 nights', value: { from: TODAY, to: day(2026, 1, 21) } },
    ],
    onChange: fn(),
  },
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Stay, Pick a date' })
    // Mouse: start, then end; the popover stays open until both are picked.
    let dialog = await openByMouse(trigger)
    await userEvent.click(
      await within(dialog).findByRole('button', { name: '20 January 2026, Tuesday' }),
    )
    await expect(screen.getByRole('dialog')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '23 January 2026, Friday' }))
    await expectClosed(trigger)
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-20","to":"2026-01-23"}')
    await expect(trigger).toHaveTextContent(/Jan 20\s*–\s*23, 2026/)
    // Keyboard: focus is on the range start; down a week (27th), Enter, right twice, Enter.
    dialog = await openByKeyboard(trigger)
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: '20 January 2026, Tuesday' }),
      ).toHaveFocus(),
    )
    await userEvent.keyboard('{ArrowDown}{Enter}{ArrowRight}{ArrowRight}{Enter}')
    await expectClosed(trigger)
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-27","to":"2026-01-29"}')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: day(2026, 1, 27),
      to: day(2026, 1, 29),
    })
    // A preset picks a whole range at once.
    dialog = await openByMouse(trigger)
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Next 7 nights' }))
    await expectClosed(trigger)
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-14","to":"2026-01-21"}')
  },
}

export const Multiple: Story = {
  args: { mode: 'multiple', today: TODAY, 'aria-label': 'Cleaning days', onChange: fn() },
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Cleaning days, Pick a date' })
    const dialog = await openByMouse(trigger)
    await userEvent.click(
      await within(dialog).findByRole('button', { name: '5 January 2026, Monday' }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: '7 January 2026, Wednesday' }))
    // Stays open for more days; keyboard adds the 8th.
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(picked(canvas)).toHaveTextContent('["2026-01-05","2026-01-07","2026-01-08"]')
    await expect(args.onChange).toHaveBeenLastCalledWith([
      day(2026, 1, 5),
      day(2026, 1, 7),
      day(2026, 1, 8),
    ])
    await userEvent.keyboard('{Escape}')
    await expectClosed(trigger)
    await expect(trigger).toHaveTextContent('Jan 5, 2026; Jan 7, 2026; Jan 8, 2026')
  },
}

export const Week: Story = {
  args: { mode: 'week', today: TODAY, 'aria-label': 'Rota week', onChange: fn() },
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Rota week, Pick a date' })
    let dialog = await openByMouse(trigger)
    await userEvent.click(
      await within(dialog).findByRole('button', { name: '22 January 2026, Thursday' }),
    )
    await expectClosed(trigger)
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-19","to":"2026-01-25"}')
    await expect(trigger).toHaveAccessibleName(/^Rota week, Week 4, Jan 19\s*–\s*25, 2026$/)
    dialog = await openByKeyboard(trigger)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expectClosed(trigger)
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-26","to":"2026-02-01"}')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: day(2026, 1, 26),
      to: day(2026, 2, 1),
    })
  },
}

export const Month: Story = {
  args: { mode: 'month', today: TODAY, 'aria-label': 'Report month', onChange: fn() },
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Report month, Pick a date' })
    let dialog = await openByMouse(trigger)
    await userEvent.click(await within(dialog).findByRole('button', { name: 'March 2026' }))
    await expectClosed(trigger)
    await expect(trigger).toHaveAccessibleName('Report month, March 2026')
    await expect(picked(canvas)).toHaveTextContent('{"year":2026,"month":2}')
    // Keyboard: focus lands on March; left to February, Enter.
    dialog = await openByKeyboard(trigger)
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'March 2026' })).toHaveFocus(),
    )
    await userEvent.keyboard('{ArrowLeft}{Enter}')
    await expectClosed(trigger)
    await expect(picked(canvas)).toHaveTextContent('{"year":2026,"month":1}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 2026, month: 1 })
  },
}

export const Year: Story = {
  args: { mode: 'year', today: TODAY, 'aria-label': 'Year built', onChange: fn() },
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Year built, Pick a date' })
    let dialog = await openByMouse(trigger)
    // From the page of today (2020–2031) back two pages.
    const previous = await within(dialog).findByRole('button', { name: 'Previous years' })
    await userEvent.click(previous)
    await userEvent.click(previous)
    await expect(within(dialog).getByRole('grid', { name: '1996–2007' })).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '1999' }))
    await expectClosed(trigger)
    await expect(picked(canvas)).toHaveTextContent('1999')
    await expect(args.onChange).toHaveBeenLastCalledWith(1999)
    dialog = await openByKeyboard(trigger)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '1999' })).toHaveFocus())
    await userEvent.keyboard('{ArrowUp}{Enter}')
    await expectClosed(trigger)
    await expect(trigger).toHaveAccessibleName('Year built, 1996')
    await expect(args.onChange).toHaveBeenLastCalledWith(1996)
  },
}

export const Quarter: Story = {
  args: { mode: 'quarter', today: TODAY, 'aria-label': 'Quarter', onChange: fn() },
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Quarter, Pick a date' })
    let dialog = await openByMouse(trigger)
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Q3 2026' }))
    await expectClosed(trigger)
    await expect(trigger).toHaveAccessibleName('Quarter, Q3 2026')
    await expect(picked(canvas)).toHaveTextContent('"2026-07-01"')
    dialog = await openByKeyboard(trigger)
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Q3 2026' })).toHaveFocus(),
    )
    await userEvent.keyboard('{End}{Enter}')
    await expectClosed(trigger)
    await expect(picked(canvas)).toHaveTextContent('"2026-10-01"')
    await expect(args.onChange).toHaveBeenLastCalledWith(day(2026, 10, 1))
  },
}

export const Time: Story = {
  args: { mode: 'time', minuteStep: 5, 'aria-label': 'Check-in time', onChange: fn() },
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Check-in time, Pick a time' })
    const dialog = await openByMouse(trigger)
    // Mouse
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Decrease Hours' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decrease Hours' }))
    await expect(picked(canvas)).toHaveTextContent('{"hours":23,"minutes":0}')
    // Keyboard, from the hours.
    const hours = within(dialog).getByRole('spinbutton', { name: 'Hours' })
    hours.focus()
    await userEvent.keyboard('{Home}{PageUp}{PageUp}{ArrowDown}')
    await userEvent.tab()
    await userEvent.keyboard('3')
    await expect(picked(canvas)).toHaveTextContent('{"hours":11,"minutes":0}')
    await userEvent.keyboard('7')
    // "37" rounds down to the 5-minute step.
    await expect(picked(canvas)).toHaveTextContent('{"hours":11,"minutes":35}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ hours: 11, minutes: 35 })
    await userEvent.keyboard('{Escape}')
    await expectClosed(trigger)
    await expect(trigger).toHaveAccessibleName('Check-in time, 11:35')
  },
}

const birthdayArgs = {
  mode: 'single',
  today: TODAY,
  'aria-label': 'Birthday',
  defaultValue: day(1984, 7, 3),
} satisfies Story['args']

/** Opened, the popover shows the picked day's month, with the focus on that day. */
export const OpensOnTheSelectedMonth: Story = {
  args: birthdayArgs,
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Birthday, Jul 3, 1984' })
    const dialog = await openByMouse(trigger)
    const third = await within(dialog).findByRole('button', { name: '3 July 1984, Tuesday' })
    await waitFor(() => expect(third).toHaveFocus())
    await expect(within(dialog).getByRole('combobox', { name: 'Choose a year' })).toHaveValue(
      '1984',
    )
  },
}

/** Escape closes without a change and focus returns to the button. */
export const EscapeKeepsTheValue: Story = {
  name: 'Escape closes without a change',
  tags: ['test-case'],
  args: birthdayArgs,
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Birthday, Jul 3, 1984' })
    const dialog = await openByMouse(trigger)
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '3 July 1984, Tuesday' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Escape}')
    await expectClosed(trigger)
    await expect(picked(canvas)).toHaveTextContent('"1984-07-03"')
  },
}

const clearableArgs = {
  mode: 'single',
  today: TODAY,
  'aria-label': 'Departure',
  defaultValue: day(2026, 1, 20),
  onChange: fn(),
} satisfies Story['args']

/** A field with a value has a clear button. */
export const Clearable: Story = {
  args: clearableArgs,
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Departure, Jan 20, 2026' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeVisible()
    await expect(picked(canvas)).toHaveTextContent('"2026-01-20"')
  },
}

/** The clear button empties the value (`onChange(null)`) and hands the focus to the field. */
export const ClearEmpties: Story = {
  name: 'The clear button empties the value',
  tags: ['test-case'],
  args: clearableArgs,
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Departure, Jan 20, 2026' })
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(null)
    await expect(picked(canvas)).toHaveTextContent('null')
    await expect(trigger).toHaveAccessibleName('Departure, Pick a date')
    await expect(trigger).toHaveFocus()
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull()
  },
}

export const WithVisibleLabel: Story = {
  args: { mode: 'single', today: TODAY, placeholder: 'Any day' },
  render: (args) => (
    <div className="flex flex-col gap-1.5">
      <span id="arrival-label" className="text-sm font-medium">
        Arrival
      </span>
      <ValueDemo field {...args} aria-labelledby="arrival-label" />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Arrival Any day' })
    const dialog = await openByMouse(trigger)
    await expect(dialog).toHaveAccessibleName('Arrival')
    await userEvent.click(
      await within(dialog).findByRole('button', { name: '2 January 2026, Friday' }),
    )
    await expectClosed(trigger)
    await expect(trigger).toHaveAccessibleName('Arrival Jan 2, 2026')
  },
}

export const Disabled: Story = {
  args: { mode: 'single', 'aria-label': 'Arrival', disabled: true, defaultValue: TODAY },
  render: (args) => <ValueDemo field {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Arrival, Jan 14, 2026' })
    await expect(trigger).toBeDisabled()
    await userEvent.click(trigger, { pointerEventsCheck: 0 })
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull()
  },
}
