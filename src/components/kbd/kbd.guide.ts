import type { ComponentGuide } from '@/components/lib/guide'

export const kbdGuide: ComponentGuide = {
  summary:
    'A keyboard key in a shortcut hint: key names become their symbols (⌘, ⇧, ↵), with the key’s name for screen readers.',
  use: [
    'Showing the shortcut of an action: the command palette’s Ctrl K (⌘ K on a Mac) in the staff header, shortcut hints in Tooltip (its kbds) and in the command palette’s items.',
    "Naming keys in help text: 'Press F8 to reach the notifications'.",
  ],
  avoid: [
    'Codes, references and other values people type: use a code element in the mono font.',
    'Something to press: a Kbd is not a button. Use a Button, and put the Kbd in its tooltip.',
    'Tags and statuses: use Badge.',
  ],
  anatomy: [
    {
      slot: 'kbd',
      part: 'Key',
      description:
        'A kbd element drawn as a small rounded key: outline, soft or solid; sm 16 px, md 20 px, lg 24 px tall. A named key holds its symbol (aria-hidden) and its name (visually hidden).',
    },
  ],
  do: [
    'Pass value with a key name (meta, shift, alt, enter, escape, arrowup, k) instead of typing symbols: meta shows ⌘ on Apple devices and Ctrl elsewhere, and every named key gets its spoken name.',
    'Use one Kbd per key: Ctrl K is two Kbds side by side.',
    'Match the size to the text beside it: sm in tooltips and menu items, md in body text.',
  ],
  dont: [
    "Don’t type ⌘ or Ctrl yourself: Apple and other keyboards name the modifier differently, and a typed ⌘ is read out as 'place of interest sign'.",
    'Don’t show a shortcut the page does not handle: people press it and nothing happens.',
    'Don’t make a shortcut the only way to do something: show a button or menu item too, since not everyone uses a keyboard.',
  ],
  keyboard: [],
  accessibility: {
    pattern: 'Keyboard input (the kbd element)',
    href: 'https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-kbd-element',
    notes: [
      'A kbd element, read as its text.',
      "A symbol is aria-hidden and a visually hidden name is read in its place: 'Shift', 'Command' or 'Control', 'Enter', 'Up arrow'.",
      'A single letter shows in upper case and is read as that letter.',
      'It takes no focus and has no keys of its own.',
    ],
  },
  tokens: ['--color-bg', '--color-fg', '--color-border', '--color-accented', '--font-sans'],
  defaults: [
    { name: 'Variant', value: 'outline' },
    { name: 'Size', value: 'md, 20 px tall' },
    { name: 'meta (also mod)', value: '⌘ Command on Apple devices, Ctrl Control elsewhere' },
    { name: 'alt (also option)', value: '⌥ Option on Apple devices, Alt elsewhere' },
  ],
}
