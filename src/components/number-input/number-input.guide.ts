import type { ComponentGuide } from '@/components/lib/guide'

export const numberInputGuide: ComponentGuide = {
  summary:
    'A number field with − and + buttons: arrow keys step, and typed text is read on Enter or blur, snapped to the step and kept within min and max.',
  use: [
    'Small quantities people adjust a little at a time: guests, nights, rooms.',
    'Amounts with a fixed step: a price in steps of 0.01, a discount in steps of 5.',
    'Inside a Form field, which gives it a label, help text and an error.',
  ],
  avoid: [
    'Numbers that are not amounts (phone numbers, booking references, postcodes): use Input. Stepping them makes no sense, and leading zeros would be lost.',
    'Dates and times: use Date picker.',
    'A choice among a few named values: use Select.',
  ],
  anatomy: [
    {
      slot: 'number-input',
      part: 'Field',
      description:
        'The box on the elevated surface with a border ring: a 2 px primary ring while focused, the error ring when invalid. sm 32 px, md 36 px, lg 40 px tall.',
    },
    {
      slot: 'number-input-decrement',
      part: 'Decrease button',
      description:
        "A minus labelled 'Decrease', disabled at min. Not a tab stop: the arrow keys do the same.",
    },
    {
      slot: 'number-input-input',
      part: 'Input',
      description:
        'The number in centred, even-width figures: a spinbutton with its value and bounds; phones show a number pad.',
    },
    {
      slot: 'number-input-increment',
      part: 'Increase button',
      description: "A plus labelled 'Increase', disabled at max.",
    },
  ],
  do: [
    'Set min and max whenever there are limits (1 to 4 guests a room): the buttons stop there, Home and End jump there, and typed values are kept within them.',
    "Say the limits in the Form field’s description ('Up to 4 a room.'), so people know them before they reach them.",
    'Set step to the smallest change that matters (0.01 for money): typed values snap to it and show that many decimals.',
    'Read the value from onValueChange: it gets the committed number, or null when the field is cleared.',
  ],
  dont: [
    'Don’t leave out min and max when limits exist: people then type a value the server refuses, instead of the field keeping them within bounds.',
    'Don’t expect a change on every keystroke: typed text is read on Enter or when focus leaves, so a half-typed number is never committed.',
    'Don’t make it much wider than its largest value: in a wide field the buttons sit far from the number they change (about 160 px suits guests).',
  ],
  keyboard: [
    { keys: 'Up arrow / Down arrow', action: 'One step up or down, within the bounds.' },
    { keys: 'Page Up / Page Down', action: 'Ten steps up or down.' },
    { keys: 'Home / End', action: 'Goes to min or max, when they are set.' },
    {
      keys: 'Enter',
      action:
        'Reads the typed text: snapped to the step and kept within the bounds; text that is not a number brings the last value back.',
    },
    {
      keys: 'Tab',
      action: 'Leaves the field, reading the typed text the same way. The buttons are skipped.',
    },
  ],
  accessibility: {
    pattern: 'Spinbutton',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/spinbutton/',
    notes: [
      'The input has role spinbutton with aria-valuenow, aria-valuemin and aria-valuemax, so screen readers say the number and its limits.',
      "The buttons are labelled 'Decrease' and 'Increase' and control the input; they are out of the tab order, as the pattern allows, since the arrow keys do the same.",
      'Inside a Form field it is named and described by the field; aria-invalid draws the error ring around the whole box.',
      'Phones show a number pad, or a decimal one for a decimal step or a negative min.',
    ],
  },
  tokens: [
    '--color-elevated',
    '--color-fg',
    '--color-border',
    '--color-muted',
    '--color-accented',
    '--color-primary',
    '--color-error',
  ],
  defaults: [
    { name: 'Step', value: '1' },
    { name: 'Page Up / Page Down', value: '10 steps' },
    { name: 'Bounds', value: 'None unless min and max are given' },
    { name: 'Decimal point', value: 'A full stop or a comma' },
    { name: 'Button labels', value: "'Decrease' and 'Increase'" },
    { name: 'Size', value: 'md, 36 px tall' },
  ],
}
