import type { ComponentGuide } from '@/components/lib/guide'

export const imageGuide: ComponentGuide = {
  summary:
    'A responsive photograph: webp sources built for every screen width at densities 1 and 2, with srcset, sizes, width and height written for it, loaded lazily.',
  use: [
    'Photographs of the rooms and the inn, imported with ?responsive so the build makes their webp sources.',
    'Any picture whose box must be held before it loads, so the page does not shift as it arrives.',
    'The one picture that fills the first screen (the home page’s), with priority so it loads first.',
  ],
  avoid: [
    'Icons and pictograms: use Icon (names from data) or lucide-react icons, which follow the text’s size and colour.',
    'Textures and gradients that belong to the layout: use CSS backgrounds.',
    'Pictures from elsewhere whose size you do not know: a URL source needs width and height, and the component refuses to render without them.',
  ],
  anatomy: [
    {
      slot: 'image',
      part: 'Image',
      description:
        'An img with srcset (one entry per built width), sizes, a fallback src, width and height from the largest source (so its aspect ratio is known before it loads), loading lazy and decoding async. It never grows past its container.',
    },
  ],
  do: [
    "Write sizes for how wide the picture really shows, per screen: '100vw md:50vw lg:600px'. The browser then fetches the smallest source that is sharp enough.",
    "Describe what the picture shows for a guest deciding on a room ('The sea at dusk from the Sea view room').",
    "Use alt='' when the picture only decorates words that say the same.",
    'Set priority on the largest picture in view when the page opens, and on that one only.',
    'Give width or height for a fixed display size; the other follows the picture’s aspect ratio.',
  ],
  dont: [
    'Don’t leave sizes at 100vw for a picture shown at half the width or less: every screen then downloads about twice the pixels it needs.',
    'Don’t set priority on pictures further down the page: they compete with what is in view and slow the first paint.',
    "Don’t start alt with 'Image of' or 'Photo of': screen readers already say it is an image.",
    'Don’t force both a width and a height on it with classes without object-cover: it keeps its aspect ratio only while one of them is auto, otherwise the photograph is squashed.',
  ],
  keyboard: [],
  accessibility: {
    pattern: 'Image with a text alternative',
    href: 'https://www.w3.org/WAI/tutorials/images/',
    notes: [
      'alt is required: every picture either describes itself or is marked decorative with an empty alt.',
      'An empty alt leaves the picture out of the accessibility tree.',
      'width and height hold its box, so the text does not jump under a reader’s finger or a screen magnifier while it loads.',
      'It takes no focus and has no keys.',
    ],
  },
  tokens: [],
  defaults: [
    {
      name: 'Screens',
      value: 'xs 320, sm 640, md 768, lg 1024, xl 1280, xxl and 2xl 1536 (CSS px)',
    },
    {
      name: 'Densities',
      value: '1 and 2: every screen width and its double, none wider than the original',
    },
    { name: 'Format', value: 'webp, made at build time' },
    { name: 'sizes', value: '100vw' },
    { name: 'Loading', value: 'lazy and async decoding; with priority, eager at high priority' },
    { name: 'Fallback src', value: 'The first source at least 1024 px wide, else the largest' },
  ],
}
