import type { ComponentGuide } from '@/components/lib/guide'

export const tooltipGuide: ComponentGuide = {
  summary:
    'A short label that appears beside a control when it is hovered (after 700 ms) or focused (at once), optionally with its keyboard shortcut.',
  use: [
    "Saying what an icon-only button does, or showing a control’s shortcut ('Search ⌘ K').",
    'A brief hint on a control whose label is shortened.',
  ],
  avoid: [
    'Anything people must read to use the page, or content with links or buttons: use a Popover opened by a click, or text on the page.',
    'Help for a form field: use Form field’s description, which stays on screen.',
    'Phones and tablets as the main audience: touch has no hover, so a tooltip is rarely seen. Put the words on screen.',
    'Telling people something happened: use Toast.',
  ],
  anatomy: [
    {
      slot: 'tooltip-trigger',
      part: 'Trigger',
      description:
        'The one element it describes, its child. It must take focus: a Button or a link.',
    },
    {
      slot: 'tooltip-content',
      part: 'Bubble',
      description:
        'In a portal on the elevated surface with a ring and a shadow, 6 px from the trigger, at most 320 px wide, in small text; it fades in over 150 ms.',
    },
    { slot: 'tooltip-text', part: 'Text', description: 'What it says.' },
    {
      slot: 'tooltip-kbds',
      part: 'Shortcut (optional)',
      description: 'One small Kbd a key, after the text.',
    },
  ],
  do: [
    "Keep it to a few words without a full stop ('Add a room').",
    'Give the trigger its own name (an aria-label on an icon button): the tooltip becomes its description, not its name.',
    'Keep tooltips under one TooltipProvider, so moving along a toolbar shows each next one at once.',
    'Change side only when the default, above, would cover something people need.',
  ],
  dont: [
    'Don’t put links or buttons in it: it closes when the pointer leaves the trigger, and the keyboard cannot reach inside.',
    'Don’t repeat the button’s visible label: people would read the same words twice.',
    'Don’t put one on a disabled button: a disabled button takes no focus and no pointer events, so the tooltip never shows. Say why it is disabled on the page.',
  ],
  keyboard: [
    { keys: 'Tab', action: 'Focusing the trigger opens the tooltip at once.' },
    { keys: 'Escape', action: 'Closes the tooltip; focus stays on the trigger.' },
    { keys: 'Enter / Space', action: 'Presses the trigger, which also closes the tooltip.' },
  ],
  accessibility: {
    pattern: 'Tooltip',
    href: 'https://www.w3.org/WAI/ARIA/apg/patterns/tooltip/',
    notes: [
      'While it is open the text sits in an element with role tooltip, and the trigger’s aria-describedby points to it: screen readers read it after the trigger’s name.',
      'Focus opens it without the delay, and Escape closes it without moving focus, as the pattern asks.',
      'The keys of a shortcut carry their spoken names (see Kbd).',
    ],
  },
  tokens: ['--color-elevated', '--color-fg', '--color-border', '--color-bg'],
  defaults: [
    { name: 'Delay', value: '700 ms on hover' },
    { name: 'Skip delay', value: '300 ms: within it of one closing, the next opens at once' },
    { name: 'On focus', value: 'Opens at once' },
    { name: 'Side', value: 'Above the trigger, 6 px away' },
  ],
}
