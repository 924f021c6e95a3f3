import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import { datePickerModes } from './date-logic'
import { DatePicker, preloadDatePickerView } from './date-picker'
import { datePickerGuide } from './date-picker.guide'
import { day, TODAY, ValueDemo } from './story-helpers'

const meta = {
  title: 'Components/Date picker/Modes',
  component: DatePicker,
  // The views are lazy chunks; load them before the story renders so the play functions do not
  // race the first download (the lazy split itself is proven by lazy-loading.test.ts).
  loaders: [() => Promise.all(datePickerModes.map(preloadDatePickerView))],
  // Each story is one mode, with a value of that mode.
  argTypes: { mode: { control: false } },
  parameters: {
    docs: {
      guide: datePickerGuide,
      description: {
        component: `One picker for every kind of date, on react-day-picker for days and our own grids for
months, years and quarters. Years run 1900–2100, weeks start on Monday, everything works from the keyboard
(arrow keys move, Enter or Space picks, PageUp/PageDown turn pages; Shift+PageUp/PageDown jump a year in
the day calendar). The views load lazily on first render; \`DatePickerField\` shows one in a popover.

| mode | value | view |
| --- | --- | --- |
| \`single\` | \`Date\` | day calendar with month and year dropdowns |
| \`range\` | \`{ from, to }\` | day calendar: first click the start, second the end; \`minNights\`/\`maxNights\`, \`presets\` |
| \`multiple\` | \`Date[]\` (sorted) | day calendar; a click toggles a day |
| \`week\` | \`{ from, to }\` Monday–Sunday | day calendar with ISO week numbers; a click picks the whole week |
| \`month\` | \`{ year, month }\` (month 0-based) | grid of 12 months; the title opens a year grid |
| \`year\` | \`number\` | grid of 12 years per page |
| \`quarter\` | \`Date\` (first day of the quarter) | Q1–Q4 of a year; the title opens a year grid |
| \`time\` | \`{ hours, minutes }\` (24 h) | two spinbuttons; \`minuteStep\` sets the minute step |

\`min\`, \`max\` and \`disabledDates\` (a day, days, \`{ from, to }\`, \`{ before }\`, \`{ after }\`,
\`{ dayOfWeek }\` or a predicate) limit what can be picked; a range never spans a disabled day.
\`onChange\` receives \`null\` when the value is cleared.`,
      },
    },
  },
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

const picked = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('status', { name: 'Picked value' })

export const Single: Story = {
  args: { mode: 'single', today: TODAY, onChange: fn() },
  parameters: { docs: { description: { story: 'One day; the value is a `Date`.' } } },
  render: (args) => <ValueDemo {...args} />,
  play: async ({ args, canvas }) => {
    // Mouse
    await userEvent.click(await canvas.findByRole('button', { name: '20 January 2026, Tuesday' }))
    await expect(picked(canvas)).toHaveTextContent('"2026-01-20"')
    await expect(args.onChange).toHaveBeenLastCalledWith(day(2026, 1, 20))
    // Keyboard: focus stays on the 20th; right a day, down a week, Enter.
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}')
    await expect(picked(canvas)).toHaveTextContent('"2026-01-28"')
    await expect(args.onChange).toHaveBeenLastCalledWith(day(2026, 1, 28))
    const cell = canvas.getByRole('button', { name: '28 January 2026, Wednesday' }).closest('td')
    await expect(cell).toHaveAttribute('aria-selected', 'true')
    // Today is marked in its name; the name holds the visible number.
    await expect(
      canvas.getByRole('button', { name: '14 January 2026, Wednesday, Today' }),
    ).toHaveTextContent('14')
    // Month and year dropdowns jump far.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Choose a year' }), '1969')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Choose a month' }), 'July')
    await userEvent.click(canvas.getByRole('button', { name: '20 July 1969, Sunday' }))
    await expect(picked(canvas)).toHaveTextContent('"1969-07-20"')
  },
}

export const Range: Story = {
  args: { mode: 'range', today: TODAY, onChange: fn() },
  parameters: {
    docs: {
      description: {
        story: 'First click the start, second the end; `onChange` fires once both are picked.',
      },
    },
  },
  render: (args) => <ValueDemo {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '20 January 2026, Tuesday' }))
    await expect(args.onChange).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: '23 January 2026, Friday' }))
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-20","to":"2026-01-23"}')
    await expect(args.onChange).toHaveBeenCalledOnce()
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: day(2026, 1, 20),
      to: day(2026, 1, 23),
    })
    const middle = canvas.getByRole('button', { name: '21 January 2026, Wednesday' })
    await expect(middle.closest('td')).toHaveAttribute('aria-selected', 'true')
    // Without a night minimum the same day twice is a same-day range (focus is on the 23rd).
    await userEvent.keyboard('{Enter}{Enter}')
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-23","to":"2026-01-23"}')
    // Keyboard: from the 23rd down a week to the 30th, Enter; right twice to 1 February, Enter.
    await userEvent.keyboard('{ArrowDown}{Enter}{ArrowRight}{ArrowRight}{Enter}')
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-30","to":"2026-02-01"}')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: day(2026, 1, 30),
      to: day(2026, 2, 1),
    })
  },
}

export const Multiple: Story = {
  args: { mode: 'multiple', today: TODAY, onChange: fn() },
  parameters: { docs: { description: { story: 'Any number of days; a click toggles one.' } } },
  render: (args) => <ValueDemo {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '7 January 2026, Wednesday' }))
    await userEvent.click(canvas.getByRole('button', { name: '5 January 2026, Monday' }))
    await expect(picked(canvas)).toHaveTextContent('["2026-01-05","2026-01-07"]')
    await expect(args.onChange).toHaveBeenLastCalledWith([day(2026, 1, 5), day(2026, 1, 7)])
    // Keyboard: from the 5th down a week to the 12th, Enter adds it; Enter again removes it.
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(picked(canvas)).toHaveTextContent('["2026-01-05","2026-01-07","2026-01-12"]')
    await userEvent.keyboard('{Enter}')
    await expect(picked(canvas)).toHaveTextContent('["2026-01-05","2026-01-07"]')
  },
}

export const Week: Story = {
  args: { mode: 'week', today: TODAY, onChange: fn() },
  parameters: {
    docs: { description: { story: 'A click picks the Monday–Sunday week around the day.' } },
  },
  render: (args) => <ValueDemo {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '21 January 2026, Wednesday' }))
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-19","to":"2026-01-25"}')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: day(2026, 1, 19),
      to: day(2026, 1, 25),
    })
    await expect(canvas.getByRole('rowheader', { name: 'Week 4' })).toHaveTextContent('4')
    // Keyboard: down a week, Enter.
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-26","to":"2026-02-01"}')
    // Weeks start on Monday: the first column is Monday.
    const firstDay = canvas.getAllByRole('gridcell')[0]
    await expect(firstDay).toHaveAttribute('data-day', '2025-12-29')
  },
}

export const Month: Story = {
  args: { mode: 'month', today: TODAY, onChange: fn() },
  parameters: {
    docs: {
      description: {
        story:
          'Twelve months of a year; the value is `{ year, month }` with a 0-based month. The title opens a year grid.',
      },
    },
  },
  render: (args) => <ValueDemo {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'March 2026' }))
    await expect(picked(canvas)).toHaveTextContent('{"year":2026,"month":2}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 2026, month: 2 })
    // Keyboard: down a row (June), next page (June 2027), Enter.
    await userEvent.keyboard('{ArrowDown}{PageDown}{Enter}')
    await expect(picked(canvas)).toHaveTextContent('{"year":2027,"month":5}')
    await expect(canvas.getByRole('grid', { name: '2027' })).toBeVisible()
    // Jump through the year grid.
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a year, 2027' }))
    await userEvent.click(await canvas.findByRole('button', { name: '2030' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'May 2030' }))
    await expect(picked(canvas)).toHaveTextContent('{"year":2030,"month":4}')
  },
}

export const Year: Story = {
  args: { mode: 'year', today: TODAY, onChange: fn() },
  parameters: { docs: { description: { story: 'Twelve years per page; the value is a number.' } } },
  render: (args) => <ValueDemo {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '2023' }))
    await expect(picked(canvas)).toHaveTextContent('2023')
    await expect(args.onChange).toHaveBeenLastCalledWith(2023)
    // Keyboard: down a row (2026), next page (2038), Enter.
    await userEvent.keyboard('{ArrowDown}{PageDown}{Enter}')
    await expect(picked(canvas)).toHaveTextContent('2038')
    await expect(args.onChange).toHaveBeenLastCalledWith(2038)
    await expect(canvas.getByRole('grid', { name: '2032–2043' })).toBeVisible()
  },
}

export const Quarter: Story = {
  args: { mode: 'quarter', today: TODAY, onChange: fn() },
  parameters: {
    docs: { description: { story: 'Q1–Q4 of a year; the value is the first day of the quarter.' } },
  },
  render: (args) => <ValueDemo {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Q2 2026' }))
    await expect(picked(canvas)).toHaveTextContent('"2026-04-01"')
    await expect(args.onChange).toHaveBeenLastCalledWith(day(2026, 4, 1))
    // Keyboard: right twice crosses into next year's Q1.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}')
    await expect(picked(canvas)).toHaveTextContent('"2027-01-01"')
    await expect(args.onChange).toHaveBeenLastCalledWith(day(2027, 1, 1))
  },
}

export const Time: Story = {
  args: { mode: 'time', minuteStep: 15, onChange: fn() },
  parameters: {
    docs: {
      description: {
        story:
          'Hours and minutes on a 24-hour clock; `minuteStep` (here 15) sets how minutes move. Type digits, use the arrows, PageUp/PageDown, Home/End, or the buttons.',
      },
    },
  },
  render: (args) => <ValueDemo {...args} />,
  play: async ({ args, canvas }) => {
    const hours = await canvas.findByRole('spinbutton', { name: 'Hours' })
    const minutes = canvas.getByRole('spinbutton', { name: 'Minutes' })
    // Mouse
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Hours' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Hours' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Minutes' }))
    await expect(picked(canvas)).toHaveTextContent('{"hours":1,"minutes":45}')
    await expect(args.onChange).toHaveBeenLastCalledWith({ hours: 1, minutes: 45 })
    // Keyboard
    hours.focus()
    await userEvent.keyboard('19')
    await expect(hours).toHaveAttribute('aria-valuenow', '19')
    await userEvent.tab()
    await expect(minutes).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(picked(canvas)).toHaveTextContent('{"hours":19,"minutes":0}')
    await userEvent.keyboard('{End}')
    await expect(minutes).toHaveAttribute('aria-valuetext', '45')
    await expect(args.onChange).toHaveBeenLastCalledWith({ hours: 19, minutes: 45 })
  },
}

export const YearLimits: Story = {
  args: { mode: 'single' },
  parameters: {
    docs: {
      description: { story: 'Navigation stops at January 1900 and December 2100 in every view.' },
    },
  },
  render: () => (
    <div className="flex flex-wrap items-start gap-4">
      <section aria-label="Days from 1900">
        <DatePicker mode="single" defaultValue={day(1900, 1, 1)} />
      </section>
      <section aria-label="Years from 1900">
        <DatePicker mode="year" defaultValue={1900} />
      </section>
      <section aria-label="Months to 2100">
        <DatePicker mode="month" defaultValue={{ year: 2100, month: 11 }} />
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    const days = within(canvas.getByRole('region', { name: 'Days from 1900' }))
    const previousMonth = await days.findByRole('button', { name: 'Previous month' })
    await expect(previousMonth).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(previousMonth)
    await expect(days.getByRole('grid', { name: 'January 1900' })).toBeVisible()
    const yearSelect = days.getByRole('combobox', { name: 'Choose a year' })
    const options = within(yearSelect).getAllByRole('option')
    await expect(options[0]).toHaveTextContent('1900')
    await expect(options.at(-1)).toHaveTextContent('2100')
    await userEvent.selectOptions(yearSelect, '2100')
    await userEvent.selectOptions(
      days.getByRole('combobox', { name: 'Choose a month' }),
      'December',
    )
    await expect(days.getByRole('button', { name: 'Next month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(days.getByRole('button', { name: 'Previous month' })).not.toHaveAttribute(
      'aria-disabled',
    )

    const years = within(canvas.getByRole('region', { name: 'Years from 1900' }))
    await expect(await years.findByRole('button', { name: 'Previous years' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    // The arrow keys cannot leave 1900 either.
    await userEvent.click(years.getByRole('button', { name: '1900' }))
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{PageUp}')
    await expect(years.getByRole('button', { name: '1900' })).toHaveFocus()
    await expect(years.getByRole('grid', { name: '1900–1911' })).toBeVisible()

    const months = within(canvas.getByRole('region', { name: 'Months to 2100' }))
    await expect(await months.findByRole('button', { name: 'Next year' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(months.getByRole('button', { name: 'December 2100' }))
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{PageDown}')
    await expect(months.getByRole('button', { name: 'December 2100' })).toHaveFocus()
    // The year grid's last page ends at 2100.
    await userEvent.click(months.getByRole('button', { name: 'Choose a year, 2100' }))
    await expect(await months.findByRole('grid', { name: '2092–2100' })).toBeVisible()
    await expect(months.getByRole('button', { name: 'Next years' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(months.queryByRole('button', { name: '2101' })).toBeNull()
  },
}

export const MinMax: Story = {
  args: { mode: 'single', today: TODAY, min: day(2026, 1, 10), max: day(2026, 2, 20) },
  parameters: {
    docs: { description: { story: 'Only 10 January to 20 February 2026 can be picked.' } },
  },
  render: (args) => (
    <div className="flex flex-wrap items-start gap-4">
      <section aria-label="Day">
        <ValueDemo {...args} />
      </section>
      <section aria-label="Month">
        <DatePicker mode="month" today={TODAY} min={args.min} max={args.max} />
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    const dayPicker = within(canvas.getByRole('region', { name: 'Day' }))
    const ninth = await dayPicker.findByRole('button', { name: '9 January 2026, Friday' })
    await expect(ninth).toBeDisabled()
    await userEvent.click(ninth, { pointerEventsCheck: 0 })
    await expect(picked(dayPicker)).toHaveTextContent('null')
    await expect(dayPicker.getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(dayPicker.getByRole('button', { name: 'Next month' }))
    await expect(
      dayPicker.getByRole('button', { name: '21 February 2026, Saturday' }),
    ).toBeDisabled()
    await expect(dayPicker.getByRole('button', { name: 'Next month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(dayPicker.getByRole('button', { name: '20 February 2026, Friday' }))
    await expect(picked(dayPicker)).toHaveTextContent('"2026-02-20"')

    const monthPicker = within(canvas.getByRole('region', { name: 'Month' }))
    await expect(await monthPicker.findByRole('button', { name: 'March 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(monthPicker.getByRole('button', { name: 'February 2026' })).not.toHaveAttribute(
      'aria-disabled',
    )
    await expect(monthPicker.getByRole('button', { name: 'Next year' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

const closure = { from: day(2026, 1, 19), to: day(2026, 1, 23) }

export const DisabledDates: Story = {
  args: { mode: 'single', today: TODAY, disabledDates: [closure, { dayOfWeek: [0] }] },
  parameters: {
    docs: {
      description: {
        story:
          'The guest house is closed 19–23 January and on Sundays. A range cannot span a closed day.',
      },
    },
  },
  render: (args) => (
    <div className="flex flex-wrap items-start gap-4">
      <section aria-label="Single">
        <ValueDemo {...args} />
      </section>
      <section aria-label="Range">
        <ValueDemo mode="range" today={TODAY} disabledDates={closure} />
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    const single = within(canvas.getByRole('region', { name: 'Single' }))
    const closed = await single.findByRole('button', { name: '20 January 2026, Tuesday' })
    await expect(closed).toBeDisabled()
    await userEvent.click(closed, { pointerEventsCheck: 0 })
    await expect(single.getByRole('button', { name: '18 January 2026, Sunday' })).toBeDisabled()
    await expect(picked(single)).toHaveTextContent('null')
    await userEvent.click(single.getByRole('button', { name: '24 January 2026, Saturday' }))
    await expect(picked(single)).toHaveTextContent('"2026-01-24"')

    const range = within(canvas.getByRole('region', { name: 'Range' }))
    const cell = (name: string) => range.getByRole('button', { name }).closest('td')
    await userEvent.click(await range.findByRole('button', { name: '16 January 2026, Friday' }))
    // A stay cannot span the closure: a check-out past it becomes the check-in instead.
    await userEvent.click(range.getByRole('button', { name: '26 January 2026, Monday' }))
    await expect(picked(range)).toHaveTextContent('null')
    await expect(cell('26 January 2026, Monday')).toHaveAttribute('aria-selected', 'true')
    await expect(cell('16 January 2026, Friday')).not.toHaveAttribute('aria-selected')
    // Nor does a check-in before it: the 16th starts again, and the 18th ends the stay.
    await userEvent.click(range.getByRole('button', { name: '16 January 2026, Friday' }))
    await expect(picked(range)).toHaveTextContent('null')
    await userEvent.click(range.getByRole('button', { name: '18 January 2026, Sunday' }))
    await expect(picked(range)).toHaveTextContent('{"from":"2026-01-16","to":"2026-01-18"}')
  },
}

export const RangeLimits: Story = {
  args: { mode: 'range', today: TODAY, minNights: 2, maxNights: 7, onChange: fn() },
  parameters: {
    docs: {
      description: {
        story:
          "Stays of 2 to 7 nights (react-day-picker's `min`/`max`): a check-out that would make a shorter or longer stay becomes the check-in of a new stay instead.",
      },
    },
  },
  render: (args) => <ValueDemo {...args} />,
  play: async ({ args, canvas }) => {
    const name = (n: number, weekday: string) => `${n} January 2026, ${weekday}`
    const cell = (n: number, weekday: string) =>
      canvas.getByRole('button', { name: name(n, weekday) }).closest('td')
    await userEvent.click(
      await canvas.findByRole('button', { name: '14 January 2026, Wednesday, Today' }),
    )
    await expect(canvas.getByText('Nights: 2–7')).toBeVisible()
    // One night is too short: the 15th starts again.
    await userEvent.click(canvas.getByRole('button', { name: name(15, 'Thursday') }))
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(cell(15, 'Thursday')).toHaveAttribute('aria-selected', 'true')
    await expect(cell(14, 'Wednesday, Today')).not.toHaveAttribute('aria-selected')
    // Eight nights are too long: the 23rd starts again.
    await userEvent.click(canvas.getByRole('button', { name: name(23, 'Friday') }))
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(picked(canvas)).toHaveTextContent('null')
    await expect(cell(23, 'Friday')).toHaveAttribute('aria-selected', 'true')
    // Keyboard: from the 23rd five days right (5 nights), Enter.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('button', { name: name(28, 'Wednesday') })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-23","to":"2026-01-28"}')
    await expect(args.onChange).toHaveBeenCalledOnce()
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: day(2026, 1, 23),
      to: day(2026, 1, 28),
    })
  },
}

export const Presets: Story = {
  args: {
    mode: 'range',
    today: TODAY,
    maxNights: 10,
    presets: [
      { label: 'This weekend', value: { from: day(2026, 1, 17), to: day(2026, 1, 18) } },
      { label: 'Next 7 nights', value: { from: TODAY, to: day(2026, 1, 21) } },
      { label: 'Next 14 nights', value: { from: TODAY, to: day(2026, 1, 28) } },
    ],
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        story:
          'Ready-made ranges beside the calendar; one that breaks the limits (here more than 10 nights) is disabled.',
      },
    },
  },
  render: (args) => <ValueDemo {...args} />,
  play: async ({ args, canvas }) => {
    const presets = within(await canvas.findByRole('group', { name: 'Presets' }))
    await expect(presets.getByRole('button', { name: 'Next 14 nights' })).toBeDisabled()
    const week = presets.getByRole('button', { name: 'Next 7 nights' })
    await userEvent.click(week)
    await expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-14","to":"2026-01-21"}')
    await expect(week).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: day(2026, 1, 14),
      to: day(2026, 1, 21),
    })
    // Keyboard: Shift+Tab back to "This weekend", Enter.
    await userEvent.tab({ shift: true })
    await expect(presets.getByRole('button', { name: 'This weekend' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(picked(canvas)).toHaveTextContent('{"from":"2026-01-17","to":"2026-01-18"}'),
    )
    await expect(week).toHaveAttribute('aria-pressed', 'false')
  },
}
