import type { ComponentGuide } from '@/components/lib/guide'

export const stayRangeGuide = {
  summary:
    'The range picker as an inn sells nights: each day shows its price, and the days a stay may not start or end on are disabled with the reason in their names.',
  use: [
    'For picking a stay against the inn’s rules: the guests’ search card and the staff booking form.',
    'When the days are known a month at a time from the server: `onMonthsShown` asks for them, `dayInfo` gives them.',
    'To show what a stay costs while it is picked: `describeRange` writes the preview and the value.',
  ],
  avoid: [
    'For ranges with no rules per day (a report’s dates): the plain `range` mode with `min`, `max` and `minNights`.',
    'To enforce the rules: the server checks them again; the picker only helps people pick a stay that will be accepted.',
  ],
  anatomy: [
    { slot: 'date-picker', part: 'Picker', description: 'The Date picker in `range` mode.' },
    {
      slot: 'calendar-day',
      part: 'Day',
      description:
        'Its number, and its note (the lowest price) drawn under it from `data-note`; struck through when it cannot be picked next.',
    },
    {
      slot: 'date-picker-range-status',
      part: 'Status',
      description:
        '“Choose your check-in”, “Choose your check-out”, or the stay with its nights and total; and the nights allowed.',
    },
    {
      slot: 'date-picker-field',
      part: 'Field (on a phone)',
      description: 'The same picker in a Date picker field, when it must not take the screen.',
    },
  ],
  do: [
    'Give each day a short note people compare: the lowest price for the party, “€95”.',
    'Say why a day cannot be picked in words (“closed to arrival”, “no rooms free”): it is read in the day’s name.',
    'Return `undefined` from `dayInfo` for a day not known yet: it is offered until its information arrives.',
    'Describe the picked stay in full: dates, nights and total (“Jan 20 – 23, 2026 · 3 nights · €420”).',
  ],
  dont: [
    'Don’t disable a check-out without a reason: after a check-in is picked, each forbidden end says why (“fewer than 3 nights”).',
    'Don’t wait for every month before drawing the picker: show it, and fill the days in as they come.',
    'Don’t put long notes under the days: a price or a short word fits.',
  ],
  keyboard: [
    { keys: 'Arrow keys', action: 'Move a day or a week; the preview follows the focused day.' },
    { keys: 'Enter or Space', action: 'Picks the check-in, then the check-out.' },
    { keys: 'PageUp / PageDown', action: 'The month before or after (its days are asked for).' },
    { keys: 'Home / End', action: 'The first or last day of the week.' },
  ],
  accessibility: {
    pattern: 'WAI-ARIA Date picker grid (range)',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/',
    notes: [
      'Each day’s name is its date, weekday, “Today”, its note and why it cannot be picked: “16 January 2026, Friday, €120, closed to arrival”.',
      'The name starts with the number the button shows, so voice control finds it (axe’s label-content-name-mismatch).',
      'The status under the calendar is a polite live region: it says what to pick next, and the stay previewed or picked.',
      'A day that cannot be picked is disabled and drawn struck through, never by colour alone.',
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
  ],
  defaults: [
    { name: 'Hints', value: '“Choose your check-in”, “Choose your check-out” (locale)' },
    { name: 'Preview', value: 'Dates and nights, or what `describeRange` writes' },
    { name: 'Months asked for', value: 'Those shown, and the months before and after them' },
    { name: 'Nights', value: 'From `minNights` (or the check-in day’s own) to `maxNights`' },
    { name: 'Weeks', value: 'Start on Monday; years 1900–2100 (specification)' },
  ],
} satisfies ComponentGuide
