import type { ComponentGuide } from '@/components/lib/guide'

export const inputGuide: ComponentGuide = {
  summary:
    'A single-line text field, with room for an icon or text at its start and an icon, text or button at its end.',
  use: [
    'Short free text: a guest’s name, an email address, a booking reference, a search.',
    'Inside a Form field, which gives it a visible label, help text and an error.',
    'With a leading search icon for a search box, or a trailing button (show password, clear).',
  ],
  avoid: [
    'More than one line (requests, notes, house rules): use Textarea.',
    'A number people step through (guests, nights, a price): use Number input.',
    'A choice from a list: use Select for a short fixed list, Select menu for a long, searchable or creatable one.',
    'Dates and times: use Date picker.',
  ],
  anatomy: [
    {
      slot: 'input-wrapper',
      part: 'Wrapper',
      description:
        'Only when there is a leading or trailing part: the box that holds them over the field.',
    },
    {
      slot: 'input-leading',
      part: 'Leading',
      description:
        'Decoration at the start (an icon or short text), muted, icons 16 px. Clicks pass through to the field, and the text starts after it.',
    },
    {
      slot: 'input',
      part: 'Field',
      description:
        'The input on the elevated surface with a 1 px border ring: a 2 px primary ring on focus, the error ring when invalid, faded when disabled. sm 32 px, md 36 px, lg 40 px tall.',
    },
    {
      slot: 'input-trailing',
      part: 'Trailing',
      description: 'An icon, text or small button at the end; a button there stays clickable.',
    },
  ],
  do: [
    'Put it in a Form field; used alone, give it an aria-label.',
    'Choose the type for the content (email, tel, password, search): phones show the matching keyboard and browsers offer to fill it.',
    'Set autoComplete on a guest’s details (name, email, tel) so browsers fill them in.',
    'Use md in forms, sm in dense tables and toolbars, lg for the main search of a page.',
  ],
  dont: [
    'Don’t use the placeholder as the label: it disappears as soon as someone types, and its muted colour is harder to read.',
    'Don’t rely on the leading part to say what the field is for: it is not part of the field’s name, so screen readers do not tie it to the field.',
    'Don’t disable a field only to show a value that cannot change: disabled fields are skipped by Tab and cannot be copied. Use readOnly.',
    'Don’t put an icon-only button in trailing without an aria-label: it would have no name.',
  ],
  keyboard: [
    { keys: 'Tab / Shift+Tab', action: 'Moves focus into and out of the field.' },
    { keys: 'Typing', action: 'Enters text; arrow keys, Home and End move the caret.' },
    { keys: 'Enter', action: 'Submits the form the field is in.' },
  ],
  accessibility: {
    pattern: 'Labelled text field (native input, role textbox)',
    href: 'https://www.w3.org/WAI/tutorials/forms/labels/',
    notes: [
      'A native input: the browser gives its role (textbox, or searchbox for type search), value and states.',
      'Inside a Form field it takes the field’s id (so the label names it), aria-describedby (help, then error), aria-invalid, required and disabled; its own props win.',
      'aria-invalid draws the error ring; the words of the error come from the Form field.',
      'Its focus ring is a 2 px ring in the primary colour inside the border.',
    ],
  },
  tokens: [
    '--color-elevated',
    '--color-fg',
    '--color-border',
    '--color-muted',
    '--color-primary',
    '--color-error',
  ],
  defaults: [
    { name: 'Type', value: 'text' },
    { name: 'Size', value: 'md, 36 px tall' },
    { name: 'Contrast', value: 'Text and placeholder meet WCAG AA on the elevated surface' },
  ],
}
