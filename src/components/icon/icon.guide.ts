import type { ComponentGuide } from '@/components/lib/guide'

export const iconGuide: ComponentGuide = {
  summary:
    "An icon named by data ('prefix:name', such as a room amenity’s 'lucide:wifi'), drawn as inline SVG in the text colour, 1em square.",
  use: [
    'When the icon’s name comes from data: a room’s amenities, an icon a member of staff chose for something.',
    'Beside a short label, to help people scan a list (amenities, today’s arrivals and departures).',
    'On its own only with an aria-label, when the icon says something no text beside it says.',
  ],
  avoid: [
    'Icons the code itself names (a close cross, a chevron, a plus): import them from lucide-react as components; they need no loader and no request.',
    'A status people must not miss: pair the icon with words, or use a Badge; an icon alone is easily misread.',
    'Photographs and illustrations: use Image.',
  ],
  anatomy: [
    {
      slot: 'icon',
      part: 'Icon',
      description:
        'An inline svg, 1em square, sitting on the text’s baseline and drawn in currentColor. data-icon holds its name.',
    },
    {
      slot: 'icon',
      part: 'Placeholder',
      description:
        "An empty box of the same size while the icon loads (data-state='loading') or when no source has it (data-state='missing'), so nothing around it moves.",
    },
  ],
  do: [
    'Size it with a class (size-4, size-5, size-6) or let it follow the font size.',
    'Colour it with a text colour class (text-muted, text-primary): it draws in currentColor.',
    "Give it an aria-label when it alone carries the meaning ('Wi-Fi' in a row of amenity icons without words).",
    "Spell out the names the app always needs as 'prefix:name' literals in the source: the build bundles those, so they draw at once with no request.",
  ],
  dont: [
    'Don’t label an icon that sits beside the same words: screen readers would say them twice.',
    "Don’t use names outside Iconify’s 'prefix:name' form (lower-case words joined by hyphens): they are never requested and stay an empty box.",
    'Don’t rely on an icon that is not bundled for something needed at first sight: it waits for its request (up to 1500 ms before the fallback is asked) and shows an empty box meanwhile.',
    'Don’t attach a click handler to an icon: it cannot take focus or be pressed from the keyboard. Put it in a Button with an aria-label.',
  ],
  keyboard: [],
  accessibility: {
    pattern: 'Decorative image, or an image with a name (role img)',
    href: 'https://www.w3.org/WAI/tutorials/images/',
    notes: [
      'Without aria-label it is aria-hidden: screen readers skip it, as they should skip decoration.',
      'With aria-label it has role img and that name, also while it is still a placeholder.',
      'The svg is not focusable; it takes no focus and has no keys.',
    ],
  },
  tokens: ['--color-fg'],
  defaults: [
    { name: 'Name', value: "'prefix:name', Iconify’s naming" },
    { name: 'Names spelt out in the app’s source', value: 'Bundled at build time: no request' },
    {
      name: 'Other names',
      value:
        'Loaded from the app’s own endpoint, /api/icons/{prefix}.json?icons=a,b,c, one batch per icon set for everything asked for in the same moment',
    },
    { name: 'Fallback', value: 'The public Iconify API, for what the app’s endpoint lacks' },
    { name: 'Timeout', value: '1500 ms a request, then the next source is tried' },
    { name: 'Size', value: '1em square' },
  ],
}
