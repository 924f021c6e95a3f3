import type { ComponentGuide } from '@/components/lib/guide'

export const confirmDialogGuide = {
  summary:
    'A confirm dialog asks before an action that is hard to undo, runs it, and stays open with the reason if it fails.',
  use: [
    'Before a destructive or costly action: cancel a booking, remove a rate period, disable an account.',
    'When the action calls the server: the dialog shows it running and its error, and closes on success.',
  ],
  avoid: [
    'For an action that is easy to undo: do it, and offer Undo in a toast.',
    'For a form: use a Dialog.',
    'For every save: asking too often teaches people to press Confirm without reading.',
  ],
  anatomy: [
    {
      slot: 'confirm-dialog-overlay',
      part: 'Backdrop',
      description: 'Dims the page; a click on it does not close the dialog.',
    },
    {
      slot: 'confirm-dialog-content',
      part: 'Panel',
      description: 'The small dialog (`aria-busy` while the action runs).',
    },
    {
      slot: 'dialog-header',
      part: 'Header',
      description: 'The question (the title) and what will happen (the description).',
    },
    {
      slot: 'confirm-dialog-error',
      part: 'Error',
      description: 'The failed action’s message, in the error colour.',
    },
    {
      slot: 'dialog-footer',
      part: 'Footer',
      description: 'Cancel, then the confirm button in `color` (error for destructive actions).',
    },
  ],
  do: [
    'Ask the question in the title: “Cancel this booking?”.',
    'Say the consequence in the description: “The guest is emailed and the room is freed.”',
    'Label the buttons with the action and its opposite: “Cancel booking” and “Keep booking”, not “Yes” and “No”.',
    'Use `color="error"` when the action destroys something.',
    'Return the action’s promise from `onConfirm`: the dialog waits for it and shows its error.',
  ],
  dont: [
    'Don’t write “Are you sure?”: say what will happen.',
    'Don’t close the dialog and then report a failure elsewhere: it stays open so the person can retry or cancel.',
    'Don’t use it for news that needs no decision.',
  ],
  keyboard: [
    {
      keys: 'Tab / Shift+Tab',
      action: 'Moves between Cancel and Confirm; focus stays in the dialog.',
    },
    {
      keys: 'Enter or Space',
      action: 'Presses the focused button. Focus starts on Cancel, the safe choice.',
    },
    {
      keys: 'Escape',
      action: 'Cancels and closes, unless the action is running; focus returns to the trigger.',
    },
  ],
  accessibility: {
    pattern: 'WAI-ARIA Alert dialog',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/alertdialog/',
    notes: [
      'Radix AlertDialog: `role="alertdialog"`, named by the title and described by the description.',
      'Focus starts on Cancel, so Enter pressed at once does not destroy anything.',
      'While the action runs the panel is `aria-busy`, the confirm button shows its spinner, and the dialog cannot be dismissed.',
      'A failure is a `role="alert"` message, read at once, which also describes the confirm button.',
      'The page behind is hidden from assistive technology; focus returns to the trigger on close.',
    ],
  },
  tokens: [
    '--color-bg',
    '--color-surface',
    '--color-border',
    '--color-fg',
    '--color-muted',
    '--color-error',
    '--color-primary',
  ],
  defaults: [
    { name: 'confirmLabel', value: '“Confirm” (locale)' },
    { name: 'cancelLabel', value: '“Cancel” (locale)' },
    { name: 'color', value: 'primary' },
    { name: 'Width', value: 'At most 24 rem (384 px); a bottom sheet below 640 px' },
    { name: 'While the action runs', value: 'Not dismissable; the confirm button loading' },
  ],
} satisfies ComponentGuide
