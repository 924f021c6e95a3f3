import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'

import gardenRoom from './fixtures/garden-room.jpg?responsive'
import seaView from './fixtures/sea-view.jpg?responsive'
import { Image } from './image'
import { imageGuide } from './image.guide'
import { toSizesAttribute } from './image-sizes'

/** The widths built from the 1600 px originals: every screen width at 1x and 2x, up to 1600. */
const builtWidths = [320, 640, 768, 1024, 1280, 1536, 1600]

const loaded = (img: HTMLImageElement) =>
  waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), { timeout: 5000 })

interface LayoutShift extends PerformanceEntry {
  value: number
  sources: { node: Node | null }[]
}

/**
 * Sum of the layout shifts of the story's own elements so far (the page may have shifted in
 * stories before this one).
 */
function layoutShift(canvasElement: HTMLElement) {
  const ours = (entry: LayoutShift) =>
    entry.sources.some((source) => source.node && canvasElement.contains(source.node))
  return new Promise<number>((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect()
      const entries = list.getEntries() as LayoutShift[]
      resolve(entries.filter(ours).reduce((sum, entry) => sum + entry.value, 0))
    }).observe({ type: 'layout-shift', buffered: true })
    // With no shift at all the observer never fires.
    setTimeout(() => resolve(0), 300)
  })
}

const meta = {
  title: 'Components/Image',
  component: Image,
  args: {
    src: seaView,
    alt: 'The sea at dusk from the Sea view room',
    sizes: '100vw md:50vw lg:600px',
  },
  argTypes: {
    src: { control: false },
    alt: { control: 'text' },
    sizes: { control: 'text' },
    priority: { control: 'boolean' },
    width: { control: 'number' },
    height: { control: 'number' },
    decoding: { control: 'inline-radio', options: ['async', 'sync', 'auto'] },
  },
  parameters: { docs: { guide: imageGuide } },
  decorators: [
    (Story) => (
      <div className="w-[min(600px,90vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>

export default meta
type Story = StoryObj<typeof meta>

/** srcset over the built webp widths, sizes per screen, and the box reserved before load. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: args.alt })
    const widths = img.srcset.split(', ').map((entry) => Number(entry.split(' ')[1]!.slice(0, -1)))
    await expect(widths).toEqual(builtWidths)
    // The story's sizes spelt out; another value set in the controls is converted as the unit
    // tests check.
    await expect(img.sizes).toBe(
      args.sizes === meta.args.sizes
        ? '(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 600px'
        : toSizesAttribute(args.sizes ?? '100vw'),
    )
    // Width and height from the original (1600 × 1067), or the one given and its ratio.
    const width =
      args.width ?? (args.height ? Math.round(Number(args.height) * (1600 / 1067)) : 1600)
    await expect(img).toHaveAttribute('width', String(width))
    await expect(img).toHaveAttribute(
      'height',
      String(args.height ?? Math.round(Number(width) * (1067 / 1600))),
    )
    await expect(img).toHaveAttribute('loading', args.priority ? 'eager' : 'lazy')
    const box = img.getBoundingClientRect()
    await expect(Math.abs(box.height - box.width * (1067 / 1600))).toBeLessThan(1)

    await loaded(img)
    // The chosen source is a WebP file (RIFF....WEBP).
    const bytes = new Uint8Array(await (await fetch(img.currentSrc)).arrayBuffer())
    const tag = (from: number) => String.fromCharCode(...bytes.slice(from, from + 4))
    await expect([tag(0), tag(8)]).toEqual(['RIFF', 'WEBP'])
    // The browser picked a source for the box it shows, not the largest.
    await expect(img.naturalWidth).toBeLessThanOrEqual(
      Math.max(640, box.width * devicePixelRatio * 2),
    )
    await expect(await layoutShift(canvasElement)).toBe(0)
  },
}

/** A fixed display width: the height follows the picture's aspect ratio. */
export const FixedWidth: Story = {
  args: { width: 320, sizes: '320px' },
  // The width is what the story shows; the height follows it.
  argTypes: { width: { control: false }, height: { control: false } },
  play: async ({ args, canvas }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: args.alt })
    await expect(img).toHaveAttribute('width', '320')
    await expect(img).toHaveAttribute('height', '213')
    await expect(img.sizes).toBe(toSizesAttribute(args.sizes ?? '100vw'))
    await loaded(img)
    // The browser picks a source for the width the sizes give, not the largest.
    await expect(img.naturalWidth).toBeLessThanOrEqual(
      Math.max(640, img.getBoundingClientRect().width * devicePixelRatio * 2),
    )
  },
}

/** Above the fold: loaded eagerly with high priority. */
export const Priority: Story = {
  args: { priority: true, src: gardenRoom, alt: 'The garden room on a clear morning' },
  argTypes: { priority: { control: false } },
  play: async ({ args, canvas }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: args.alt })
    await expect(img).toHaveAttribute('loading', 'eager')
    await expect(img).toHaveAttribute('fetchpriority', 'high')
    await loaded(img)
  },
}

/** A plain URL works too, with width and height given (it looks the same as Default). */
export const FromUrl: Story = {
  name: 'A plain URL with its width and height loads without a srcset',
  tags: ['test-case'],
  args: { src: seaView[1]!.src, width: 640, height: 427, alt: 'The sea, from a URL' },
  play: async ({ args, canvas }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: args.alt })
    await expect(img).not.toHaveAttribute('srcset')
    await expect(img).toHaveAttribute('width', String(args.width))
    await expect(img).toHaveAttribute('height', String(args.height))
    await loaded(img)
  },
}

/**
 * A decorative image has an empty alt and is left out of the accessibility tree (it looks the
 * same as Priority).
 */
export const Decorative: Story = {
  name: 'A decorative image has an empty alt',
  tags: ['test-case'],
  args: { alt: '', src: gardenRoom },
  // An empty alt is what makes it decorative.
  argTypes: { alt: { control: false } },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!
    await expect(img).toHaveAttribute('alt', '')
    await expect(img).toHaveAttribute('srcset')
  },
}

/** Two rooms side by side, half the width each from md up. */
export const Gallery: Story = {
  parameters: { controls: { disable: true } },
  decorators: [
    (Story) => (
      <div className="w-[min(720px,90vw)]">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div className="grid gap-4 md:grid-cols-2">
      <Image src={seaView} alt="Sea view" sizes="100vw md:360px" />
      <Image src={gardenRoom} alt="Garden room" sizes="100vw md:360px" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const name of ['Sea view', 'Garden room']) {
      const img = canvas.getByRole<HTMLImageElement>('img', { name })
      await expect(img.sizes).toBe('(max-width: 768px) 100vw, 360px')
      await loaded(img)
    }
    await expect(await layoutShift(canvasElement)).toBe(0)
  },
}
