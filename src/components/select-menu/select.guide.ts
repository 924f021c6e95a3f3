import type { ComponentGuide } from '@/components/lib/guide'

export const selectGuide: ComponentGuide = {
  summary:
    'A plain select for a short fixed list: a button showing the chosen option, and a list to pick from with the arrow keys or by typing.',
  use: [
    'Choosing one of a handful of fixed options (up to about ten): a booking status filter, a report’s period.',
    'In forms, inside a Form field; with name, its value is submitted with the form.',
  ],
  avoid: [
    'Long lists, lists people search, several values at once, or values people may add: use Select menu.',
    'On or off: use Switch or Checkbox.',
    'Actions (edit, cancel a booking): use Buttons. A select holds a value; it does not run commands.',
  ],
  anatomy: [
    {
      slot: 'select-trigger',
      part: 'Trigger',
      description:
        'A button with role combobox, drawn like an Input (sm, md, lg): the chosen option or the muted placeholder, and a chevron.',
    },
    {
      slot: 'select-value',
      part: 'Value',
      description: 'The chosen option’s text, or the placeholder.',
    },
    {
      slot: 'select-content',
      part: 'List panel',
      description:
        'In a portal on the elevated surface, at least as wide as the trigger, just below it (above when there is no room); scroll arrows appear when it is taller than the window allows.',
    },
    {
      slot: 'select-item',
      part: 'Option',
      description:
        'One option, 36 px tall: accented while highlighted, a check in the primary colour when chosen, faded when disabled.',
    },
  ],
  do: [
    "Give a placeholder that says what nothing chosen means ('Any status').",
    'Order the options the way people look for them: the most used first, or their natural order.',
    'Disable an option that exists but cannot be chosen now rather than removing it, so the list looks the same each time.',
    'Put it in a Form field, or give the trigger an aria-label.',
  ],
  dont: [
    'Don’t use it for more than about ten options: people have to scroll and scan. Select menu lets them type to search.',
    'Don’t run something hard to undo when the value changes: typing a letter on the closed trigger already changes the value, so people change it without meaning to.',
    'Don’t rely on the placeholder as the label: it is not the control’s name and it disappears once something is chosen.',
  ],
  keyboard: [
    {
      keys: 'Enter / Space / Down arrow / Up arrow',
      action: 'On the trigger: opens the list at the chosen option.',
    },
    {
      keys: 'Typing',
      action:
        'On the trigger: chooses the next option starting with the typed letters, without opening the list. In the list: moves to it.',
    },
    {
      keys: 'Down arrow / Up arrow',
      action: 'In the list: moves between options, skipping disabled ones.',
    },
    { keys: 'Home / End', action: 'In the list: moves to the first or last option.' },
    {
      keys: 'Enter / Space',
      action:
        'In the list: chooses the highlighted option, closes the list and returns focus to the trigger.',
    },
    { keys: 'Escape', action: 'Closes the list without a change; focus returns to the trigger.' },
  ],
  accessibility: {
    pattern: 'Select-only combobox (Radix Select)',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/',
    notes: [
      'The trigger has role combobox with aria-expanded; the list is a listbox of options, the chosen one aria-selected.',
      'Disabled options are aria-disabled and the keys skip them.',
      'Inside a Form field the trigger is named by the label and described by the help and the error; required becomes aria-required, an error aria-invalid.',
      'With name, a hidden native select carries the value when the form is submitted.',
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
    { name: 'Size', value: 'md, 36 px tall' },
    {
      name: 'List position',
      value: 'Below the trigger, at least its width; above when there is no room',
    },
    { name: 'Value', value: 'None: the placeholder shows' },
  ],
}
