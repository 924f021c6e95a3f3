import type { ComponentGuide } from '@/components/lib/guide'

export const commandPaletteGuide = {
  summary:
    'A search box over what a person can do or find: type a few letters, move with the arrows, press Enter. In the staff area it opens with Ctrl+K (⌘K on a Mac).',
  use: [
    'For shortcuts to sections and actions a regular user already knows the names of.',
    'For finding one record fast: a booking by its reference or its guest’s name (an async group).',
    'For more commands than a menu can show, grouped by kind.',
  ],
  avoid: [
    'To pick a value for a form field: use a select menu, which stays in the form.',
    'As the only way to reach something: every command must also be on the page or in the navigation.',
    'For a handful of actions: show them as buttons.',
  ],
  anatomy: [
    {
      slot: 'command-palette-dialog',
      part: 'Dialog',
      description: 'CommandPaletteDialog only: the modal it opens in (full screen on a phone).',
    },
    { slot: 'command-palette', part: 'Palette', description: 'The whole palette (cmdk’s root).' },
    {
      slot: 'command-palette-header',
      part: 'Header',
      description: 'The search icon or the Back button, the search field and the Close button.',
    },
    {
      slot: 'command-palette-back',
      part: 'Back',
      description: 'On a nested page: goes back to the page before.',
    },
    { slot: 'command-input', part: 'Search field', description: 'What the person types.' },
    {
      slot: 'command-palette-close',
      part: 'Close',
      description: 'The ✕ labelled “Close”, when `onClose` is given (the dialog gives it).',
    },
    {
      slot: 'command-palette-page',
      part: 'Page title',
      description: 'On a nested page: the item that opened it.',
    },
    { slot: 'command-list', part: 'List', description: 'The results; scrolls past 384 px.' },
    { slot: 'command-group', part: 'Group', description: 'A group’s heading and its items.' },
    { slot: 'command-item', part: 'Item', description: 'One command: the selected one is filled.' },
    {
      slot: 'command-palette-icon',
      part: 'Icon',
      description: 'A decorative icon before the label.',
    },
    {
      slot: 'highlight',
      part: 'Match',
      description: 'The letters the search matched, in primary.',
    },
    { slot: 'command-palette-suffix', part: 'Suffix', description: 'Muted text after the label.' },
    { slot: 'command-shortcut', part: 'Shortcut', description: 'The item’s keys, one Kbd each.' },
    {
      slot: 'command-loading',
      part: 'Loading row',
      description: 'In an async group while its search runs.',
    },
    {
      slot: 'command-palette-status',
      part: 'Status',
      description: '“No matching data”, “No data”, or “Loading…” for screen readers.',
    },
  ],
  do: [
    'Name commands with a verb first: “New booking”, “Open calendar”, “Find a guest”.',
    'Add `keywords` for the words people use that are not in the label (“customer” finds “Find a guest”).',
    'Show an item’s shortcut with `kbds`, so people learn it.',
    'Use an async group with `search` for records on the server; it waits 200 ms after typing and cancels the request a newer query replaces.',
    'Use a nested page (`children`) for a choice that needs a second step, with its own placeholder.',
  ],
  dont: [
    'Don’t put destructive commands in it without a Confirm dialog after: Enter comes quickly.',
    'Don’t rename commands between releases: people type what they remember.',
    'Don’t load every record into a static group: use `search`, which shows at most 12 a group anyway.',
  ],
  keyboard: [
    {
      keys: 'Ctrl+K / ⌘K',
      action: 'Opens and closes CommandPaletteDialog, from anywhere on the page.',
    },
    { keys: '↓ / ↑', action: 'Selects the next or previous item; stops at either end.' },
    { keys: 'Home / End', action: 'Selects the first or the last item.' },
    { keys: 'Enter', action: 'Chooses the selected item (or opens its page); the dialog closes.' },
    {
      keys: 'Backspace',
      action: 'In an empty search on a nested page: goes back. Otherwise deletes text.',
    },
    { keys: 'Escape', action: 'Closes the dialog; focus returns to where it was.' },
    { keys: 'Tab', action: 'Moves from the search field to Back or Close.' },
  ],
  accessibility: {
    pattern: 'WAI-ARIA Combobox with a listbox (cmdk)',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/combobox/',
    notes: [
      'The search field is a combobox named “Command palette”; focus stays in it while `aria-activedescendant` points at the selected option.',
      'Groups are named by their headings; the matched letters are `<mark>`, read as plain text.',
      '“No matching data”, “No data” and loading are said in a status region; the loading row itself is hidden from assistive technology.',
      'In the dialog, focus is trapped inside, the page behind is hidden from assistive technology, and Escape closes it.',
      'Shortcut hints are Kbd elements with spoken names (“Control”, “Command”).',
    ],
  },
  tokens: [
    '--color-surface',
    '--color-border',
    '--color-fg',
    '--color-muted',
    '--color-accented',
    '--color-primary',
    '--color-bg',
  ],
  defaults: [
    { name: 'Results a group', value: 'At most 12 (product definition)' },
    { name: 'Placeholder', value: '“Type a command or search...” (specification)' },
    { name: 'A search that finds nothing', value: '“No matching data” (specification)' },
    { name: 'Nothing at all', value: '“No data” (specification)' },
    { name: 'Close button', value: 'Labelled “Close” (specification)' },
    { name: 'Async search debounce', value: '200 ms' },
    { name: 'Dialog shortcut', value: 'Ctrl+K, ⌘K on a Mac' },
  ],
} satisfies ComponentGuide
