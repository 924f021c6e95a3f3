import type { ComponentGuide } from '@/components/lib/guide'

export const popoverGuide: ComponentGuide = {
  summary:
    'A floating panel anchored to a trigger, for short content that does not block the page: Escape or a click outside closes it, and focus returns to the trigger.',
  use: [
    'A little extra content or a few controls that belong to one button: the opening hours, a filter with two fields.',
    'When people should glance at it and carry on: the page behind stays live.',
    'As the base of other floating parts: Select menu and the date picker field open in one.',
  ],
  avoid: [
    'A task that must be finished or cancelled before anything else (cancelling a booking, editing a room): use Dialog or Confirm dialog, which are modal.',
    'A short label for a control, shown on hover or focus: use Tooltip.',
    'Choosing a value from a list: use Select or Select menu, which bring the list’s roles and keys.',
    'Messages about something that happened: use Toast.',
  ],
  anatomy: [
    {
      slot: 'popover-trigger',
      part: 'Trigger',
      description:
        'What opens and closes it, usually a Button (asChild). It gets aria-expanded and aria-controls.',
    },
    {
      slot: 'popover-anchor',
      part: 'Anchor (optional)',
      description: 'Places the panel against another element than the trigger.',
    },
    {
      slot: 'popover-content',
      part: 'Panel',
      description:
        'Rendered in a portal on the elevated surface: a 1 px border, 16 px padding, 288 px wide, 4 px from its trigger, with a shadow. role dialog.',
    },
    {
      slot: 'popover-close',
      part: 'Close (optional)',
      description: "Any element inside that closes it, such as a 'Done' button.",
    },
  ],
  do: [
    'Name the panel with aria-label, or aria-labelledby on its heading, so screen readers say what opened.',
    'Keep it short: a few lines or a couple of fields. What needs scrolling wants a Dialog.',
    "Give it a visible way out when it holds controls ('Done'), beside Escape and a click outside.",
    "Label the trigger with what the panel shows ('Opening hours').",
  ],
  dont: [
    'Don’t open it on hover: touch screens and keyboards cannot hover, and content that appears under a moving pointer is easily lost. Use Tooltip for hover hints.',
    'Don’t hold unsaved work in it: a click outside closes it and what was typed is gone. Save as people go, or use a Dialog.',
    'Don’t hide information people need in it: those who never open it never see it.',
  ],
  keyboard: [
    {
      keys: 'Enter / Space',
      action: 'On the trigger: opens or closes the panel; focus moves into it.',
    },
    { keys: 'Tab / Shift+Tab', action: 'Moves through the controls in the panel.' },
    { keys: 'Escape', action: 'Closes it and returns focus to the trigger.' },
  ],
  accessibility: {
    pattern: 'Dialog, not modal (Radix Popover)',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/',
    notes: [
      'The panel has role dialog and takes its name from aria-label or aria-labelledby; the trigger has aria-haspopup dialog, aria-expanded and aria-controls.',
      'Focus moves into the panel when it opens, and back to the trigger when Escape or a Close closes it.',
      'It is not modal: the page behind stays readable and usable, and a press outside closes the panel.',
    ],
  },
  tokens: ['--color-elevated', '--color-border', '--color-fg'],
  defaults: [
    { name: 'Side', value: 'Below the trigger, turning to fit the window' },
    { name: 'Offset', value: '4 px from the trigger' },
    { name: 'Width', value: '288 px' },
    { name: 'Modal', value: 'No' },
  ],
}
