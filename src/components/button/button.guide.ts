import type { ComponentGuide } from '@/components/lib/guide'

const roles = [
  '--color-primary',
  '--color-secondary',
  '--color-success',
  '--color-info',
  '--color-warning',
  '--color-error',
  '--color-neutral',
]

export const buttonGuide = {
  summary:
    'A button starts an action: book a room, save a form, open a dialog. While its action runs it shows a spinner and ignores more clicks.',
  use: [
    'To start an action on this page: submit a form, save, cancel a booking, open a dialog.',
    'For the one main action of a view in solid primary (Search, Book this room, Save).',
    'For quieter actions beside it in outline or ghost, neutral colour (Cancel, Back, Export).',
    'For an action that can take a while: return its promise from `onClick` and the button shows it is busy.',
  ],
  avoid: [
    'To go to another page: use a link, or a Button with `asChild` around one, so it opens in a new tab and reads as a link.',
    'To turn a setting on or off: use a Switch (at once) or a Checkbox (on submit).',
    'For a status or a label that does nothing when pressed: use a Badge.',
    'For a long list of actions: put them in the command palette or a table row’s actions.',
  ],
  anatomy: [
    {
      slot: 'button',
      part: 'Button',
      description:
        'The button itself: the leading content (usually an icon), the label and the trailing content, in one row.',
    },
    {
      slot: 'button-spinner',
      part: 'Spinner',
      description:
        'Takes the leading content’s place while loading; hidden from assistive technology.',
    },
  ],
  do: [
    'Name the action with a verb and what it acts on: “Book this room”, “Save rates”, “Cancel booking”.',
    'Return the promise from `onClick` (or give a submit button’s form an async `action`): the button loads, and a double click books once.',
    'Keep one solid primary button a view; the others outline or ghost, neutral.',
    'Use `color="error"` for a destructive action, and ask first with a Confirm dialog.',
    'Give an icon-only (`square`) button an `aria-label` that says the action.',
  ],
  dont: [
    'Don’t disable a submit button until the form is complete: a disabled button does not say what is missing. Let it submit and show the field errors.',
    'Don’t set `loading` by hand around an async handler: returning the promise does it, and also blocks the second click that comes before React re-renders.',
    'Don’t use the link variant to navigate: it is still a button, which neither opens in a new tab nor reads as a link.',
    'Don’t put two solid primary buttons side by side: nobody can tell which one matters.',
    'Don’t write “Click here” or “OK”: the label alone must say what happens.',
  ],
  keyboard: [
    { keys: 'Enter or Space', action: 'Presses the focused button.' },
    {
      keys: 'Tab',
      action:
        'Moves focus to the next control. A disabled or loading button is skipped: it is disabled.',
    },
  ],
  accessibility: {
    pattern: 'WAI-ARIA Button',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/',
    notes: [
      'A native `<button>`, `type="button"` unless you say `submit`: it takes focus and answers Enter and Space without more code.',
      'While loading it is disabled and `aria-busy="true"`; its name stays the label, and the spinner is `aria-hidden`.',
      'With `asChild` the child (a link, say) keeps its own role and takes the button’s look; disabled and loading become `aria-disabled` on it.',
      'An icon-only button needs an `aria-label`; give its icon `aria-hidden`.',
      'Every variant in every colour meets WCAG AA contrast on the page’s surfaces (the Variants story’s accessibility check, and the Colours foundation).',
    ],
  },
  tokens: [
    ...roles,
    '--color-on-color',
    '--color-fg',
    '--color-muted',
    '--color-elevated',
    '--color-border',
  ],
  defaults: [
    {
      name: 'Async `onClick` pending',
      value: 'Spinner in place of the leading icon, disabled, `aria-busy` (specification)',
    },
    {
      name: 'Submit button while its form’s async action runs',
      value: 'Loading, as above (specification)',
    },
    { name: 'loadingAuto', value: 'On' },
    { name: 'type', value: '`button`' },
    { name: 'variant', value: 'solid' },
    { name: 'color', value: 'primary (green, shade 400 in the dark theme)' },
    { name: 'size', value: 'md: 36 px high, 14 px text' },
  ],
} satisfies ComponentGuide
