import type { ComponentGuide } from '@/components/lib/guide'

export const loadingOverlayGuide: ComponentGuide = {
  summary:
    'Covers a container, or the whole page, while something loads: a dimmed backdrop, a loader announced to screen readers, and focus kept out of what it covers.',
  use: [
    'A panel whose content is being replaced and must not be used meanwhile: results refreshing after a new search, a form saving in place.',
    'The whole page, for a short step that blocks everything: useLoading().show() with no container.',
    'From code, when the wait starts outside rendering: const { hide } = useLoading().show({ container }).',
  ],
  avoid: [
    'A button’s own action: Button shows its spinner and disables itself while its async onClick is pending.',
    'Content loading for the first time: show a loading state in its place (a status line, a skeleton) instead of covering an empty box.',
    'Route changes: Navigation progress shows a bar along the top of the window.',
    'Work whose progress is known (an upload, a report being built): use Progress with a value.',
  ],
  anatomy: [
    {
      slot: 'loading-overlay',
      part: 'Overlay',
      description:
        'Covers its positioned parent, the given container, or the window with fullPage. role status, data-state open or closed; it takes focus while shown.',
    },
    {
      slot: 'loading-overlay-backdrop',
      part: 'Backdrop',
      description:
        'Black at opacity 0.5 with a 2 px blur by default. A click on it cancels when the overlay is cancellable.',
    },
    {
      slot: 'loading-overlay-content',
      part: 'Content',
      description: 'Centres the loader and what you give in after, 12 px apart.',
    },
    {
      slot: 'loader',
      part: 'Loader',
      description:
        'A spinner, dots or bars, 40 × 40 px in the primary colour by default; or your own loader as children.',
    },
  ],
  do: [
    'Cover only the part that is busy, so the rest of the page stays usable.',
    'Make it cancellable when the wait can be long and stopping is safe (a search), and abort the request in onCancel.',
    "Add a short status in after ('Checking availability') when the wait may last more than a second or two.",
    'Call hide() however the work ends, success or failure (in a finally block).',
  ],
  dont: [
    'Don’t make a save cancellable unless cancelling really stops it: people will believe nothing was saved.',
    'Don’t turn off enforceFocus over a form: keyboard users could go on typing into fields they cannot see.',
    'Don’t cover the page for work that concerns one panel: it blocks everything else for no reason.',
    'Don’t stack two overlays for the same wait (one on the page, one on a panel): the second adds nothing and takes focus again.',
  ],
  keyboard: [
    {
      keys: 'Escape',
      action: 'Cancels the wait when the overlay is cancellable; otherwise nothing.',
    },
    {
      keys: 'Tab / Shift+Tab',
      action:
        'Over the page, focus stays on the overlay. Over a container, focus cannot enter what it covers and moves on to the rest of the page.',
    },
  ],
  accessibility: {
    pattern: 'Status message (role status) over a busy region',
    href: 'https://www.w3.org/TR/wai-aria-1.2/#status',
    notes: [
      "The overlay is role status with aria-live polite: 'Loading…' is announced once it shows, followed by 'Press Escape to cancel' when it is cancellable.",
      'What it covers gets aria-busy and is made inert, so neither Tab, the pointer nor a screen reader’s reading cursor reaches it.',
      'Focus moves onto the overlay, and over the page it is trapped there. When an overlay from useLoading leaves, focus goes back to what had it, unless it has moved on.',
      'Under reduced motion the fade and the loader’s movement all but stop.',
    ],
  },
  tokens: ['--color-primary', '--animate-fade-out'],
  defaults: [
    { name: 'Cancellable', value: 'No (when it is: Escape or a click on the backdrop)' },
    { name: 'Loader', value: 'Spinner, 40 × 40 px, primary colour' },
    { name: 'Backdrop', value: 'Black at opacity 0.5' },
    { name: 'z-index', value: '999' },
    { name: 'Scroll', value: 'Locked (the container, or the page)' },
    {
      name: 'Full page',
      value: 'No: it covers its container; useLoading().show() without a container covers the page',
    },
    { name: 'Transition', value: 'Fade' },
    { name: 'Focus', value: 'Kept inside while shown' },
    { name: 'Hidden', value: '150 ms after hide()' },
  ],
}
