import type { ComponentGuide } from '@/components/lib/guide'

export const datePickerGuide = {
  summary:
    'One picker for every kind of date: a day, a range of nights, several days, a week, a month, a year, a quarter or a time of day, chosen by `mode`.',
  use: [
    'Inline, where the calendar is the point of the screen: the stay picker on the home page, a staff member’s month of rates.',
    'With the mode that matches what is picked: `range` for a stay, `month` for a report, `time` for the check-in hour.',
    'With `min`, `max` and `disabledDates` for what cannot be picked (the past, closures); a range never spans a disabled day.',
  ],
  avoid: [
    'In a form among other fields: use the Date picker field, which shows the value and opens the picker in a popover.',
    'For a date far in the past that people know by heart (a date of birth): three fields or a text field are quicker.',
    'To show dates that nobody picks: use a table or a list.',
  ],
  anatomy: [
    {
      slot: 'date-picker',
      part: 'Picker',
      description: 'The group around the view, named by `aria-label`; `data-mode` says its mode.',
    },
    {
      slot: 'date-picker-loading',
      part: 'Loading',
      description: 'Shown while the view’s code loads on first use (lazily, a chunk of its own).',
    },
    {
      slot: 'date-picker-calendar',
      part: 'Day calendar',
      description:
        'Single, range, multiple and week modes (react-day-picker): month and year dropdowns, the paging arrows, the weeks.',
    },
    {
      slot: 'calendar-day',
      part: 'Day',
      description: 'A day’s button, its number and, with `dayInfo`, a note under it.',
    },
    {
      slot: 'date-picker-presets',
      part: 'Presets',
      description: 'Range mode: ready-made ranges beside the calendar (“This weekend”).',
    },
    {
      slot: 'date-picker-range-status',
      part: 'Range status',
      description: 'Range mode: what to pick next, or the range picked with its nights.',
    },
    {
      slot: 'date-picker-period',
      part: 'Period view',
      description: 'Month, year and quarter modes: a header that pages, and a grid of cells.',
    },
    {
      slot: 'period-grid-title',
      part: 'Period title',
      description: 'The year (or years) shown; on a month or quarter page it opens the year grid.',
    },
    {
      slot: 'period-grid-cells',
      part: 'Period cells',
      description: 'The months, years or quarters.',
    },
    {
      slot: 'date-picker-time',
      part: 'Time view',
      description: 'Time mode: hours and minutes, each with its up and down buttons.',
    },
    {
      slot: 'time-segment',
      part: 'Time segment',
      description: 'The hours or the minutes, a spinbutton.',
    },
  ],
  do: [
    'Pick the mode from what the value means: a report by month is `month`, not a day in it.',
    'Limit it with `min` and `max` (never before today for a stay) rather than refusing the value after.',
    'Give it an `aria-label` that says what is being picked: “Stay dates”, “Report month”.',
    'Use `presets` for the ranges people ask for most (“This weekend”, “Next 7 nights”).',
    'Pass `today` in stories and tests, so they do not depend on the day they run.',
  ],
  dont: [
    'Don’t turn a value into another mode’s by hand (a month into its first day): each mode has its own value.',
    'Don’t hide why a day is disabled: `disabledDates` greys it out; for a reason people need, use `dayInfo`’s `noStart`, `noEnd` or `noNight`.',
    'Don’t show more than two months at once on a phone.',
  ],
  keyboard: [
    {
      keys: '← / →',
      action: 'Days: the day before or after. Months, years, quarters: the cell before or after.',
    },
    {
      keys: '↑ / ↓',
      action:
        'Days: the same day a week before or after. Grids: the cell above or below. Time: one step up or down.',
    },
    {
      keys: 'Home / End',
      action:
        'Days: the first or last day of the week. Grids: the row’s ends. Time: the lowest or highest value.',
    },
    {
      keys: 'PageUp / PageDown',
      action:
        'Days: the month before or after. Grids: the page before or after. Time: a bigger step.',
    },
    { keys: 'Shift+PageUp / Shift+PageDown', action: 'Days: the year before or after.' },
    {
      keys: 'Enter or Space',
      action:
        'Picks the focused day, month, year or quarter (in range mode: the start, then the end).',
    },
    { keys: '0–9', action: 'Time: types the hours or minutes.' },
    {
      keys: 'Tab',
      action:
        'Moves between the view’s parts: the dropdowns, the paging arrows, the grid, the presets.',
    },
  ],
  accessibility: {
    pattern: 'WAI-ARIA Date picker grid; Spinbutton for the time',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/',
    notes: [
      'The picker is a group named by its `aria-label`. The days and the period cells are grids; one cell is in the tab order at a time and the arrow keys move it.',
      'A day’s name is its full date and weekday, then “Today”, its note and why it cannot be picked: “20 January 2026, Tuesday, €140”. It starts with the number the button shows.',
      'The month and year dropdowns are native selects named “Choose a month” and “Choose a year”; the arrows are named “Previous month”, “Next month”.',
      'Range mode says what to pick next, and the range picked, in a polite live region.',
      'The hours and minutes are spinbuttons named “Hours” and “Minutes” with their values.',
      'Disabled days are not focusable and are drawn struck through, not by colour alone.',
    ],
  },
  tokens: [
    '--color-surface',
    '--color-border',
    '--color-fg',
    '--color-muted',
    '--color-primary',
    '--color-on-color',
    '--color-accented',
    '--color-elevated',
  ],
  defaults: [
    {
      name: 'Modes',
      value: 'single, range, multiple, week, month, year, quarter, time (specification)',
    },
    { name: 'Years', value: '1900 to 2100 (specification)' },
    { name: 'First day of the week', value: 'Monday (product definition)' },
    {
      name: 'Values',
      value:
        'single `Date`; range and week `{ from, to }`; multiple `Date[]`; month `{ year, month }` (month 0-based); year a number; quarter its first day; time `{ hours, minutes }` (product definition)',
    },
    { name: 'Minute step (time)', value: '5' },
    { name: 'Range hints', value: '“Choose your check-in”, then “Choose your check-out”' },
  ],
} satisfies ComponentGuide
