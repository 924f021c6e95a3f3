import type { ComponentGuide } from '@/components/lib/guide'

export const toastGuide: ComponentGuide = {
  summary:
    'A short message about something that has just happened, shown at the bottom right and gone after a few seconds, with an optional action.',
  use: [
    "Confirming an action whose result is not visible where the person is: 'Room saved', 'Booking cancelled' with Undo.",
    'News from the background that needs no answer right away: a new version of the app, with Reload.',
    'Always through useToast().add(toast); the provider renders the toasts.',
  ],
  avoid: [
    'Errors people must fix before going on (a form’s fields): show them in place with Form field; a toast goes away, the problem stays.',
    'Something that needs a decision: use Confirm dialog.',
    'Information people must be able to come back to: put it on the page, as a status line or a Badge.',
    'A page that failed as a whole: Error page.',
  ],
  anatomy: [
    {
      slot: 'toast-viewport',
      part: 'Viewport',
      description:
        "The list at the bottom right, 16 px from the edges, toasts 16 px apart, newest last; the full width less 2rem on phones, 24rem from sm up. A region named 'Notifications (F8)'.",
    },
    {
      slot: 'toast',
      part: 'Toast',
      description:
        'One card on the elevated surface with a ring and a shadow. It slides in from the right and fades out; data-color names its colour role.',
    },
    {
      slot: 'toast-icon',
      part: 'Icon (optional)',
      description: 'Before the title, 20 px, in the role’s colour.',
    },
    {
      slot: 'toast-wrapper',
      part: 'Text',
      description: 'Holds the title, the description and the actions.',
    },
    {
      slot: 'toast-title',
      part: 'Title',
      description: 'What happened, in medium weight.',
    },
    {
      slot: 'toast-description',
      part: 'Description (optional)',
      description: 'The detail, muted: a reference, a room, a file name.',
    },
    {
      slot: 'toast-actions',
      part: 'Actions (optional)',
      description: 'Small outline buttons; pressing one runs it and closes the toast.',
    },
    {
      slot: 'toast-close',
      part: 'Close button',
      description: "A cross labelled 'Close'; close: false leaves it out.",
    },
    {
      slot: 'toast-progress',
      part: 'Time line',
      description:
        'A 4 px line along the bottom in the role’s colour, shrinking over the duration and pausing with the timer. A toast that stays has none.',
    },
  ],
  do: [
    "Say what happened in the title, in a few words ('Booking cancelled'), and put the detail in the description.",
    'Offer Undo as an action instead of asking for confirmation first, when the change can be reversed.',
    'Use the colour for meaning (success when done, warning when something needs a look, error when it failed), with an icon, so colour is not the only sign.',
    "Give a toast about work in progress an id, and add it again with that id to change it ('Uploading photo…', then 'Photo uploaded').",
    'Make a toast with an action people need time for stay open: duration 0.',
  ],
  dont: [
    'Don’t make a toast’s action the only way to do something: it disappears after 5 seconds, and people using a keyboard or a screen reader may never reach it. Offer it on the page too.',
    'Don’t show a toast for every small change: at most five are shown, the oldest goes, and people stop reading them.',
    'Don’t write long descriptions: a toast is read at a glance and closes by itself.',
    'Don’t remove the close button from a toast that stays open: only Escape, a swipe or your code could then close it.',
  ],
  keyboard: [
    { keys: 'F8', action: 'Moves focus to the notifications.' },
    {
      keys: 'Tab / Shift+Tab',
      action: 'Moves through the toasts and their buttons, newest first.',
    },
    { keys: 'Enter / Space', action: 'Presses the focused action or Close.' },
    { keys: 'Escape', action: 'Closes the focused toast.' },
  ],
  accessibility: {
    pattern: 'Notifications in a live region (Radix Toast)',
    href: 'https://www.w3.org/TR/wai-aria-1.2/#status',
    notes: [
      'Each toast’s title, description and action labels are announced when it appears, through a live status region (assertive, as toasts follow what people do).',
      "The viewport is a region landmark named 'Notifications (F8)' holding a list, so screen-reader users can find past toasts there while they last.",
      'Timers pause while the toasts are hovered or focused and while the window is in the background, so nobody loses a toast while reading it.',
      "The close button is named 'Close'; the time line is aria-hidden.",
      'Under reduced motion the toasts appear and leave without sliding.',
    ],
  },
  tokens: [
    '--color-elevated',
    '--color-fg',
    '--color-muted',
    '--color-border',
    '--color-primary',
    '--color-secondary',
    '--color-success',
    '--color-info',
    '--color-warning',
    '--color-error',
    '--color-neutral',
  ],
  defaults: [
    { name: 'Shown at once', value: 'At most 5; the oldest is dropped' },
    { name: 'Duration', value: '5000 ms; 0, negative or Infinity: stays until closed' },
    { name: 'Same id', value: 'Updates the toast already shown' },
    { name: 'remove(id)', value: 'Closes it; it is deleted 200 ms later' },
    { name: 'clear()', value: 'Empties the queue' },
    { name: 'Swipe', value: 'Right, past 50 px' },
    { name: 'Hotkey', value: "F8 (the region is named 'Notifications (F8)')" },
    {
      name: 'Pauses',
      value: 'While hovered or focused, and while the window is in the background',
    },
    { name: 'Escape', value: 'Closes the focused toast' },
    { name: 'Position', value: 'Bottom right, 16 px between toasts' },
    { name: 'Width', value: 'calc(100% - 2rem); 24rem from sm (640 px) up' },
    { name: 'Close button', value: "'Close'" },
  ],
}
