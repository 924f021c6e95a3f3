import type { ComponentGuide } from '@/components/lib/guide'

export const dialogGuide = {
  summary:
    'A dialog puts a short task in front of the page: edit a guest, add a room, book a stay for a caller. The page waits behind it until it closes.',
  use: [
    'For a short task that belongs to the page behind it and returns to it: a form of a few fields.',
    'For the details of a row the person will go back to (a booking from the bookings table).',
  ],
  avoid: [
    'To ask before a destructive action: use the Confirm dialog, which is an alert dialog.',
    'For a long task or one worth a link: make it a page (or an address, as `?edit=ID` does).',
    'For a message that needs no answer: use a toast.',
    'For a few options next to a control: use a Popover, which does not block the page.',
  ],
  anatomy: [
    {
      slot: 'dialog-trigger',
      part: 'Trigger',
      description: 'The control that opens it (`asChild`).',
    },
    {
      slot: 'dialog-overlay',
      part: 'Backdrop',
      description:
        'Dims the page behind, in the page’s colour at 75 %. It does not blur it: a full-screen backdrop filter is drawn again on every frame the dialog changes (each key typed, each blink of the caret), which costs a phone without a fast GPU.',
    },
    {
      slot: 'dialog-content',
      part: 'Panel',
      description:
        'The dialog, in a portal: centred from the `sm` width up, a sheet along the bottom below it.',
    },
    {
      slot: 'dialog-header',
      part: 'Header',
      description: 'The title and description, clear of the close button.',
    },
    { slot: 'dialog-title', part: 'Title', description: 'Names the dialog. Always give one.' },
    {
      slot: 'dialog-description',
      part: 'Description',
      description: 'One line on what the dialog does; read when it opens.',
    },
    {
      slot: 'dialog-footer',
      part: 'Footer',
      description: 'The buttons, the main one last; stacked, main one on top, on a phone.',
    },
    { slot: 'dialog-close', part: 'Close', description: 'Wraps a button that closes the dialog.' },
    {
      slot: 'dialog-close-button',
      part: 'Close button',
      description: 'The ✕ in the corner, labelled “Close” (`showCloseButton`).',
    },
  ],
  do: [
    'Title it with the task: “Edit guest”, “New booking”; the button that opened it says the same.',
    'Keep it to one task, and its footer to its buttons: Cancel, then the main action.',
    'Put the first field first: focus moves there when the dialog opens.',
    'On success, close it and say so with a toast; on failure, keep it open with the error inside.',
  ],
  dont: [
    'Don’t open another dialog over a dialog, except a Confirm dialog asking before its action: finish or close the first.',
    'Don’t hide the close button and leave no button that closes it: Escape alone is not found by everyone.',
    'Don’t put a long page in a dialog: it scrolls, but people lose where they are.',
  ],
  keyboard: [
    { keys: 'Enter or Space', action: 'On the trigger: opens the dialog; focus moves into it.' },
    {
      keys: 'Tab / Shift+Tab',
      action: 'Moves through the dialog’s controls and wraps round; never leaves it.',
    },
    { keys: 'Escape', action: 'Closes the dialog; focus returns to the trigger.' },
  ],
  accessibility: {
    pattern: 'WAI-ARIA Dialog (modal)',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/',
    notes: [
      'Radix Dialog: `role="dialog"`, `aria-modal`, named by the title and described by the description (pass `aria-describedby={undefined}` when there is none).',
      'Focus moves to the first control inside, stays inside while open, and returns to the trigger on close.',
      'The page behind is hidden from assistive technology and cannot scroll.',
      'The close button is labelled “Close” from the locale.',
    ],
  },
  tokens: ['--color-bg', '--color-surface', '--color-border', '--color-fg', '--color-muted'],
  defaults: [
    { name: 'size', value: 'md: at most 32 rem (512 px) wide' },
    { name: 'Close button', value: 'Shown, labelled “Close” (specification)' },
    { name: 'Height', value: 'At most the screen less 2 rem; the panel scrolls' },
    { name: 'Below 640 px', value: 'A sheet along the bottom, as wide as the screen' },
  ],
} satisfies ComponentGuide
