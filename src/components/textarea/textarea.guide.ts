import type { ComponentGuide } from '@/components/lib/guide'

export const textareaGuide: ComponentGuide = {
  summary:
    'A multi-line text field that grows with its content, for requests, notes and other longer answers.',
  use: [
    'A guest’s notes for the inn on the booking form (arrival time, a cot).',
    'Longer texts staff write: the address and house rules in the settings, a room’s description.',
    'Inside a Form field, which gives it a label, help text and an error.',
  ],
  avoid: [
    'A single line (a name, an email address): use Input.',
    'Structured values: use Number input, Date picker or Select, which check what is entered.',
  ],
  anatomy: [
    {
      slot: 'textarea',
      part: 'Field',
      description:
        'A textarea drawn like an Input: three rows to start, at least 64 px tall, growing with its text up to 320 px, then scrolling; people can drag it taller.',
    },
  ],
  do: [
    'Set rows to the length you expect, so the box shows how much is welcome.',
    "State any limit in the Form field’s description ('Up to 500 characters'), before people reach it.",
    'Put it in a Form field; used alone, give it an aria-label.',
  ],
  dont: [
    'Don’t put instructions in the placeholder: they disappear as soon as people start typing.',
    'Don’t make Enter submit the form: here Enter starts a new line, and people expect it to.',
    'Don’t set rows to 1: it then looks like an Input and nobody expects to write more.',
  ],
  keyboard: [
    { keys: 'Tab / Shift+Tab', action: 'Moves focus into and out of the field.' },
    { keys: 'Enter', action: 'Starts a new line; it does not submit the form.' },
    { keys: 'Typing', action: 'Enters text; arrow keys, Home and End move the caret.' },
  ],
  accessibility: {
    pattern: 'Labelled multi-line text field (native textarea, role textbox)',
    href: 'https://www.w3.org/WAI/tutorials/forms/labels/',
    notes: [
      'A native textarea: screen readers announce it as a multi-line text field.',
      'Inside a Form field it takes the field’s id (so the label names it), aria-describedby (help, then error), aria-invalid, required and disabled.',
      'aria-invalid draws the error ring; the words of the error come from the Form field.',
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
    { name: 'Rows', value: '3' },
    { name: 'Height', value: 'At least 64 px; grows with its text up to 320 px' },
    { name: 'Resize', value: 'Vertical only' },
  ],
}
