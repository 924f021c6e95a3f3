import type { ComponentGuide } from '@/components/lib/guide'

export const checkboxGuide = {
  summary:
    'A checkbox turns one option on or off, or picks any number from a list; it shows a dash when only some of a group are picked.',
  use: [
    'For options that do not exclude each other: the extras of a stay (parking, late check-out).',
    'For one yes or no that takes effect when the form is submitted: “Email me the confirmation”.',
    'For choosing rows of a table, with “Select all rows” in the header.',
  ],
  avoid: [
    'For a setting that takes effect at once: use a Switch.',
    'For one choice out of several: use a Select or a select menu.',
    'For an action: use a Button.',
  ],
  anatomy: [
    {
      slot: 'checkbox-wrapper',
      part: 'Wrapper',
      description: 'Sets the box beside its label and help text; only there when they are given.',
    },
    {
      slot: 'checkbox',
      part: 'Box',
      description: 'The 16 px box that takes focus and the click; filled when checked.',
    },
    { slot: 'checkbox-indicator', part: 'Indicator', description: 'The tick, or the dash.' },
    {
      slot: 'checkbox-description',
      part: 'Help text',
      description: 'Muted text under the label, read as the box’s description.',
    },
  ],
  do: [
    'Label the option positively, as what checking it does: “Breakfast included”, not “No breakfast”.',
    'Give every box a visible `label`, or, in a table, an `aria-label` naming its row.',
    'Use the dash (`checked="indeterminate"`) on a box that stands for a group, when some of it is picked.',
    'Put the reason an option matters in `description`, not in a longer label.',
  ],
  dont: [
    'Don’t use a checkbox for something that happens at once: people expect to submit a checkbox.',
    'Don’t disable a box without saying why near it.',
    'Don’t write a question as a label (“Do you want breakfast?”): a box answers a statement.',
  ],
  keyboard: [
    { keys: 'Space', action: 'Checks or unchecks the focused box.' },
    { keys: 'Tab', action: 'Moves to the next box or control.' },
    {
      keys: 'Enter',
      action:
        'Does nothing on the box (as WAI-ARIA asks), so it cannot toggle one by mistake while submitting a form.',
    },
  ],
  accessibility: {
    pattern: 'WAI-ARIA Checkbox (dual and mixed state)',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/checkbox/',
    notes: [
      'The box is a `button` with `role="checkbox"` and `aria-checked` true, false or mixed (Radix Checkbox).',
      'Its `<label for>` names it, and a click on the label toggles it; the help text describes it (`aria-describedby`).',
      'Inside a FormField it takes the field’s id, description, error and `aria-invalid`; an invalid box is ringed in the error colour.',
      'The tick and the dash are decorative: the state is read from `aria-checked`.',
    ],
  },
  tokens: [
    '--color-elevated',
    '--color-border',
    '--color-primary',
    '--color-on-color',
    '--color-error',
    '--color-fg',
    '--color-muted',
  ],
  defaults: [
    { name: 'State', value: 'Unchecked (uncontrolled unless `checked` is given)' },
    { name: 'Box', value: '16 px, 4 px radius; checked: primary fill, tick in the on-colour' },
    { name: 'Disabled', value: 'At 60 % opacity, not focusable' },
  ],
} satisfies ComponentGuide
