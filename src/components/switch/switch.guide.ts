import type { ComponentGuide } from '@/components/lib/guide'

export const switchGuide: ComponentGuide = {
  summary:
    'An on/off switch for a setting that takes effect at once, with an optional label and help text beside it.',
  use: [
    'A setting that applies as soon as it is switched: email reminders, a room open for booking.',
    "A yes-or-no setting in a form where 'on' and 'off' read naturally: late checkout.",
  ],
  avoid: [
    'Agreeing to terms, or picking several items from a list: use Checkbox, whose tick reads as chosen rather than running.',
    'A choice between two named options (nights or weeks): use Select or two buttons.',
    'Doing something (send now, sync): use Button.',
  ],
  anatomy: [
    {
      slot: 'switch-wrapper',
      part: 'Wrapper',
      description: 'With a label or description: the switch and its texts in a row, 8 px apart.',
    },
    {
      slot: 'switch',
      part: 'Track',
      description:
        'A button with role switch, 36 × 20 px: the accented colour when off, primary when on, faded when disabled, with the error ring when invalid.',
    },
    {
      slot: 'switch-thumb',
      part: 'Thumb',
      description: 'A 16 px circle that slides to the right when on.',
    },
    {
      slot: 'label',
      part: 'Label',
      description: 'A label element for the switch: clicking it switches too.',
    },
    {
      slot: 'switch-description',
      part: 'Description',
      description: 'Muted help text under the label, linked to the switch with aria-describedby.',
    },
  ],
  do: [
    "Name the setting, not the action: 'Email reminders', not 'Turn on reminders'.",
    "Say what 'on' does in the description ('A day before arrival.').",
    'Apply the change as soon as it is switched; inside a form that waits for Save, make that plain with the form’s own button.',
    'Give it a label, a Form field or an aria-label: it has no text of its own.',
  ],
  dont: [
    "Don’t add 'On' and 'Off' words that change with it: the switch’s state already says it, and a label that changes is confusing when read aloud.",
    'Don’t use it for something that needs confirming (closing every room): people flick switches lightly. Use a Button and a Confirm dialog.',
    'Don’t put several switches in a row to choose items: that is a list of checkboxes.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus to the switch and on.' },
    { keys: 'Space', action: 'Switches it on or off.' },
    { keys: 'Enter', action: 'Switches it on or off (it is a button).' },
  ],
  accessibility: {
    pattern: 'Switch',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/switch/',
    notes: [
      "A button with role switch and aria-checked: screen readers say 'on' or 'off' after its name.",
      'Its name comes from label (a label element), from a Form field, or from aria-label.',
      'description is linked with aria-describedby; inside a Form field the field’s help and error are too, and an error sets aria-invalid.',
      'Inside a form a hidden checkbox carries its value when the form is submitted.',
    ],
  },
  tokens: [
    '--color-accented',
    '--color-primary',
    '--color-fg',
    '--color-on-color',
    '--color-muted',
    '--color-error',
  ],
  defaults: [
    { name: 'State', value: 'Off' },
    { name: 'Size', value: '36 × 20 px, thumb 16 px' },
  ],
}
