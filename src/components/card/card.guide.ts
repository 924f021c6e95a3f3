import type { ComponentGuide } from '@/components/lib/guide'

export const cardGuide = {
  summary:
    'A card groups what belongs together in a panel: a room with its price and a Book button, the settings of one kind, a report’s figures.',
  use: [
    'For one thing a person looks at as a whole: a room in the results, a booking’s summary.',
    'For a section of a form or a settings page, with its title, its fields and its Save button.',
    'For a set of like things side by side (the rooms on the home page), each in its own card.',
  ],
  avoid: [
    'To frame a whole page: the page’s own background and headings are enough.',
    'For a list of many rows: use a Data table, or a plain list.',
    'As a button or a link as a whole: put the action in the footer as a Button, one tab stop with a clear name.',
  ],
  anatomy: [
    { slot: 'card', part: 'Card', description: 'The panel: background, ring and rounded corners.' },
    { slot: 'card-header', part: 'Header', description: 'The title and its description.' },
    { slot: 'card-title', part: 'Title', description: 'An `<h3>` naming the card.' },
    {
      slot: 'card-description',
      part: 'Description',
      description: 'A line of muted text under the title.',
    },
    { slot: 'card-body', part: 'Body', description: 'The content; grows to fill the card.' },
    {
      slot: 'card-footer',
      part: 'Footer',
      description: 'The card’s actions, in a row. Parts after the first are divided by a rule.',
    },
  ],
  do: [
    'Give a card a title that says what is in it: “Garden room”, “Check-in and check-out”.',
    'Put its actions in the footer, the main one last (at the end of the row).',
    'Use `outline` on the page’s background, `subtle` or `soft` to set a card apart from cards around it.',
    'Keep a set of cards the same height and parts, so they read as a set.',
  ],
  dont: [
    'Don’t nest cards in cards: use the body’s spacing, or a heading, to group within a card.',
    'Don’t make the whole card clickable: a click target with no name confuses keyboard and screen reader users.',
    'Don’t use a card to make text stand out: a card says “this is one thing”, not “this is important”.',
  ],
  keyboard: [],
  accessibility: {
    pattern: 'No role: a group of content in a `<div>`, titled by an `<h3>`',
    notes: [
      'The title is an `<h3>`: place cards under a section headed by an `<h2>` so the headings read in order.',
      'Text on every variant meets WCAG AA: body text on the page, surface and elevated colours.',
      'What you put in a card keeps its own keys and roles.',
    ],
  },
  tokens: ['--color-bg', '--color-surface', '--color-border', '--color-fg', '--color-muted'],
  defaults: [
    { name: 'variant', value: 'outline' },
    { name: 'Padding', value: '16 px; 24 px at the sides from the `sm` width (640 px) up' },
    { name: 'Radius', value: '8 px (`rounded-lg`)' },
    { name: 'Between parts', value: 'A 1 px rule in the border colour' },
  ],
} satisfies ComponentGuide
