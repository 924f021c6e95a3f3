import type { ComponentGuide } from '@/components/lib/guide'

export const navigationProgressGuide: ComponentGuide = {
  summary:
    'A thin indeterminate bar along the top of the window while a slow navigation is under way.',
  use: [
    'Route changes that take more than a moment (the next page’s code or data loading): the app’s router shows it for you.',
    'Any wait of unknown length that will end on another page, while the current page stays on screen.',
  ],
  avoid: [
    'Waits inside a page (a panel refreshing): use a Loading overlay over that panel, or a loading state in its place.',
    'Progress that can be measured (steps, a percentage): use Progress.',
    'A button’s action: Button shows its own spinner while it is pending.',
  ],
  anatomy: [
    {
      slot: 'navigation-progress',
      part: 'Track',
      description:
        'A 4 px strip fixed across the top of the window in the primary colour at 25% opacity, above everything else (z-index 1000). Clicks pass through it.',
    },
    {
      slot: 'navigation-progress-indicator',
      part: 'Indicator',
      description:
        'A third of the width in the primary colour, sweeping from left to right every 1.2 s; a steady full-width bar under reduced motion.',
    },
  ],
  do: [
    'Keep the delay: most navigations end within 200 ms and should show nothing at all.',
    "Name the destination in label when it helps ('Opening the staff area').",
    'Render one, at the top of the app, as the app does: two bars would draw over each other.',
  ],
  dont: [
    'Don’t set the delay to 0 in the app: every quick navigation would flash a bar.',
    'Don’t keep it active after a navigation has failed: an endless bar tells people to keep waiting. Let the error page replace it.',
    'Don’t use it to show how much is done: it is indeterminate and says nothing about the time left.',
  ],
  keyboard: [],
  accessibility: {
    pattern: 'Progress bar (role progressbar), indeterminate',
    href: 'https://www.w3.org/TR/wai-aria-1.2/#progressbar',
    notes: [
      "role progressbar named 'Loading page' (or your label) and without aria-valuenow, so screen readers treat it as busy with no amount.",
      'It appears only after the delay and goes as soon as the navigation ends.',
      'Under reduced motion the sweep stops and the bar stands still at full width.',
      'It takes no focus; the pointer passes through it.',
    ],
  },
  tokens: ['--color-primary'],
  defaults: [
    { name: 'Shown on', value: 'Slow route changes (the product definition)' },
    { name: 'Delay', value: '200 ms before it appears' },
    { name: 'Name', value: "'Loading page'" },
    { name: 'Place', value: 'The top edge of the window, 4 px tall, z-index 1000' },
  ],
}
