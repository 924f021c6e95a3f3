import type { ComponentGuide } from '@/components/lib/guide'

export const badgeGuide = {
  summary:
    'A badge is a short label for a status or a kind: a booking confirmed, pending or cancelled, a room closed.',
  use: [
    'For a status in a table cell or beside a title: Confirmed, Checked in, No-show.',
    'For a short category or count beside a name: “Owner”, “3 nights”.',
  ],
  avoid: [
    'For anything pressed: use a Button (a badge takes no focus and does nothing).',
    'For a message or a sentence: use text, an inline error or a toast. A badge never wraps.',
    'For a keyboard key: use Kbd.',
  ],
  anatomy: [
    {
      slot: 'badge',
      part: 'Badge',
      description:
        'A `<span>` with the label and an optional icon before it; `data-variant` and `data-color` say how it is drawn.',
    },
  ],
  do: [
    'Give each status one colour and keep it everywhere: success for confirmed, warning for pending, neutral for cancelled, as the bookings table does.',
    'Use soft badges in dense tables and lists; keep solid for the one status that must stand out.',
    'Keep the words short, in sentence case: “Checked in”, not “CHECKED-IN”.',
    'Let the words carry the meaning: the colour only repeats it.',
  ],
  dont: [
    'Don’t rely on colour alone: a red badge without words says nothing to someone who does not see red.',
    'Don’t add an `onClick` to a badge: nobody can reach it by keyboard. Use a Button or a link.',
    'Don’t put a sentence in a badge: it does not wrap, and a long one breaks the row.',
    'Don’t mix sizes in one row or table column.',
  ],
  keyboard: [],
  accessibility: {
    pattern: 'Plain text (no role): read as part of the text around it',
    notes: [
      'Write its words so the table cell or sentence makes sense read aloud: “Status: Confirmed”.',
      'Every variant in every colour reaches WCAG AA contrast for its text; the Variants story’s accessibility check proves it.',
    ],
  },
  tokens: [
    '--color-primary',
    '--color-secondary',
    '--color-success',
    '--color-info',
    '--color-warning',
    '--color-error',
    '--color-neutral',
    '--color-on-color',
    '--color-elevated',
    '--color-fg',
    '--color-border',
  ],
  defaults: [
    { name: 'variant', value: 'solid' },
    { name: 'color', value: 'primary' },
    { name: 'size', value: 'md: 24 px high, 12 px text' },
    { name: 'Colour roles', value: 'Shade 400 in the dark theme (specification)' },
  ],
} satisfies ComponentGuide
