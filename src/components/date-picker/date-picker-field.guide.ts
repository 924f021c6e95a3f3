import type { ComponentGuide } from '@/components/lib/guide'

export const datePickerFieldGuide = {
  summary:
    'A form field for a date: a button shows the value in words and opens the date picker of any mode in a popover.',
  use: [
    'For a date, a range, a month or a time among other fields: the staff booking form, the reports’ period, the settings’ check-in time.',
    'With a visible label (`aria-labelledby`, or inside a FormField) like every other field.',
    'Where the page should not load the calendar until someone reaches for it: the field loads it on first hover, focus or touch.',
  ],
  avoid: [
    'Where picking dates is the whole task: show the Date picker inline.',
    'For a time people type faster than they pick: a text field with a pattern.',
  ],
  anatomy: [
    {
      slot: 'date-picker-field',
      part: 'Field',
      description: 'The trigger and the clear button, 256 px wide unless given a width.',
    },
    {
      slot: 'date-picker-trigger',
      part: 'Trigger',
      description:
        'A button with a calendar (or clock) icon and the value in words, or the placeholder.',
    },
    {
      slot: 'date-picker-clear',
      part: 'Clear',
      description: 'The ✕ labelled “Clear”, while a value is picked and `clearable`.',
    },
    {
      slot: 'date-picker-load-error',
      part: 'Load error',
      description: 'Says the calendar could not load (offline, say) under the field.',
    },
    {
      slot: 'popover-content',
      part: 'Popover',
      description: 'Holds the picker, placed against the trigger.',
    },
    { slot: 'date-picker', part: 'Picker', description: 'The Date picker of the field’s mode.' },
  ],
  do: [
    'Label it like any field; the trigger’s name is the label and then the value (“Arrival, Jan 20, 2026”).',
    'Use a placeholder that says what to pick when there is no value: “Pick a date” is the default.',
    'Keep `clearable` on for optional dates; turn it off for required ones.',
    'Use the same mode props as the Date picker (`min`, `max`, `presets`…): the field passes them on.',
  ],
  dont: [
    'Don’t make the field narrower than its longest value: a range with its nights needs the full width.',
    'Don’t open the popover by itself when the page loads: let the person open it.',
    'Don’t rely on the popover closing for `multiple` and `time`: they stay open until Escape or a click outside.',
  ],
  keyboard: [
    {
      keys: 'Enter or Space',
      action: 'On the trigger: opens the popover; focus moves to the picked day, or today.',
    },
    { keys: 'Escape', action: 'Closes the popover; focus returns to the trigger.' },
    { keys: 'Enter', action: 'In the picker: picks; single-pick modes close the popover.' },
    { keys: 'Tab', action: 'From the trigger to the Clear button, when there is one.' },
    {
      keys: 'Arrow keys, PageUp / PageDown, Home / End',
      action: 'In the picker: as in the Date picker.',
    },
  ],
  accessibility: {
    pattern: 'WAI-ARIA Date picker dialog',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/',
    notes: [
      'The trigger is a button with `aria-haspopup="dialog"` and `aria-expanded`; its name is the field’s label and the value.',
      'The popover is a dialog named by the field’s label (or “Pick a date”); focus moves into it and returns to the trigger.',
      'The clear button is labelled “Clear” and gives focus back to the trigger.',
      'If the calendar cannot load, a `role="alert"` message says so and describes the trigger.',
    ],
  },
  tokens: [
    '--color-elevated',
    '--color-border',
    '--color-muted',
    '--color-fg',
    '--color-primary',
    '--color-accented',
    '--color-error',
  ],
  defaults: [
    { name: 'Placeholder', value: '“Pick a date”, or “Pick a time” in time mode' },
    { name: 'clearable', value: 'On' },
    { name: 'Closes on a pick', value: 'Every mode but `multiple` and `time`' },
    { name: 'Width', value: '256 px' },
    { name: 'Code loaded', value: 'On first hover, focus, touch or press' },
    {
      name: 'Picker',
      value: 'As the Date picker: years 1900–2100, weeks from Monday (specification)',
    },
  ],
} satisfies ComponentGuide
