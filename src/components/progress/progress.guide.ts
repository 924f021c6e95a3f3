import type { ComponentGuide } from '@/components/lib/guide'

export const progressGuide: ComponentGuide = {
  summary:
    'A bar showing how much of something is done, as a share of a maximum or as the current one of a few named steps; without a value it moves to show work of unknown length.',
  use: [
    'A measured amount: this month’s occupancy on the overview and in the reports, nights booked out of a maximum.',
    'Where someone is in a short sequence, with the step labels as max: Search, Choose a room, Guest details, Confirmed.',
    'Work of unknown length inside a panel: leave the value out for an indeterminate bar.',
  ],
  avoid: [
    'Route changes: use Navigation progress.',
    'A panel that must not be used while it loads: use Loading overlay.',
    'A number people set: use Number input.',
    'A single state with no amount (full, free, closed): use Badge.',
  ],
  anatomy: [
    {
      slot: 'progress-wrapper',
      part: 'Wrapper',
      description: 'Stacks the status, the bar and the steps 8 px apart and sets the colour role.',
    },
    {
      slot: 'progress-status',
      part: 'Status (optional)',
      description:
        'The percentage above the bar’s end (status), muted; hidden from screen readers, as the bar says it.',
    },
    {
      slot: 'progress',
      part: 'Track',
      description:
        'role progressbar: a rounded track in the accented colour, from 2xs (1 px) through md (8 px) to 2xl (20 px) tall. data-state is loading, complete or indeterminate.',
    },
    {
      slot: 'progress-indicator',
      part: 'Indicator',
      description:
        'The filled part in the role’s colour, sliding to a new value over 300 ms; a third-width sweep when indeterminate.',
    },
    {
      slot: 'progress-steps',
      part: 'Steps (optional)',
      description: 'With step labels as max: the labels under the bar, hidden from screen readers.',
    },
    {
      slot: 'progress-step',
      part: 'Step',
      description:
        'One label; the current one (data-active) is in medium weight and the role’s colour.',
    },
  ],
  do: [
    "Name every bar with aria-label or aria-labelledby: 'Occupancy', 'Booking progress'.",
    'Turn on status when the exact amount matters; leave it off for a rough sense.',
    'Pass value and max as they are (3 of 8 nights): the bar, the percentage and the spoken value follow.',
    'Use the colour for meaning: primary by default, warning or error only when the level itself needs attention.',
  ],
  dont: [
    "Don’t leave a bar unnamed: screen readers would say 'progress bar, 40%' with no clue of what.",
    'Don’t tell levels apart by colour alone: add the number (status) or words beside it.',
    'Don’t use more than about five step labels: they crowd and wrap on a phone.',
    'Don’t show an indeterminate bar for long waits with no end in sight: say what is happening in words as well.',
  ],
  keyboard: [],
  accessibility: {
    pattern: 'Progress bar (role progressbar)',
    href: 'https://www.w3.org/TR/wai-aria-1.2/#progressbar',
    notes: [
      "role progressbar with aria-valuemin 0, aria-valuemax and aria-valuenow; aria-valuetext is the percentage ('40%') or, with steps, the current step’s label ('Guest details').",
      'Indeterminate (no value): no aria-valuenow or aria-valuetext, so screen readers treat it as busy.',
      'The visible status and step labels are aria-hidden, so nothing is read twice.',
      'It takes no focus and has no keys.',
    ],
  },
  tokens: [
    '--color-accented',
    '--color-muted',
    '--color-fg',
    '--color-primary',
    '--color-secondary',
    '--color-success',
    '--color-info',
    '--color-warning',
    '--color-error',
    '--color-neutral',
    '--animate-indeterminate',
  ],
  defaults: [
    { name: 'Value', value: 'Clamped to 0–100 (0–max): −5 shows empty, 130 full' },
    { name: 'Max', value: '100, or the step labels (the value is then the current step’s index)' },
    { name: 'No value', value: 'Indeterminate' },
    { name: 'Role', value: 'progressbar with its values' },
    { name: 'Colour', value: 'primary' },
    { name: 'Size', value: 'md, 8 px tall' },
  ],
}
