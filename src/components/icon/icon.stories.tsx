import { iconHandlers, iconSetResponse } from '@mocks/icons'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import type * as React from 'react'
import { expect, waitFor } from 'storybook/test'

import { bundledIcons, Icon } from './icon'
import { iconGuide } from './icon.guide'
import { ICONIFY_API } from './icon-loader'
import { IconProvider } from './icon-provider'

/** Icon requests the story saw, with when they were made. */
const requests: { url: URL; at: number }[] = []
const iconRequests = (host?: string) =>
  requests.filter((r) => (host ? r.url.host === host : true)).map((r) => r.url)

/** The app's icon endpoint, recording each request and never answering it. */
const hangingEndpoint = () =>
  http.get('*/api/icons/:file', async ({ request }) => {
    requests.push({ url: new URL(request.url), at: performance.now() })
    await delay('infinite')
    return HttpResponse.json({})
  })

/** The app's endpoint (the MSW mock) and the public Iconify API, both recorded. */
const recorded = [
  http.all('*', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.includes('/icons/') || url.origin === ICONIFY_API) {
      requests.push({ url, at: performance.now() })
    }
  }),
  ...iconHandlers,
  http.get(`${ICONIFY_API}/:file`, ({ params, request }) =>
    iconSetResponse(
      String(params.file).replace(/\.json$/, ''),
      new URL(request.url).searchParams.get('icons'),
    ),
  ),
]

/** Icons rooms name for their amenities: the demo rooms' and a few more a room may use. */
const amenityIcons = [
  'wifi',
  'coffee',
  'flower-2',
  'waves',
  'bath',
  'air-vent',
  'lamp-desk',
  'cooking-pot',
  'car',
  'baby',
  'accessibility',
  'croissant',
  'flame',
  'tv',
  'dog',
].map((name) => `lucide:${name}`)

const svgOf = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<SVGSVGElement>(`svg[data-icon="${name}"]`)

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'lucide:wifi', className: 'size-6' },
  argTypes: {
    // The bundled names: each draws at once, with no request.
    name: { control: 'select', options: [...bundledIcons.keys()].sort() },
    'aria-label': { control: 'text' },
    className: { control: false },
  },
  parameters: { docs: { guide: iconGuide } },
  // A fresh loader per story, so each one shows its own requests.
  decorators: [
    (Story) => (
      <IconProvider>
        <Story />
      </IconProvider>
    ),
  ],
  // The mock endpoint reads the whole installed icon set, a large module: it is loaded before
  // the story renders, so a play function does not race its first download.
  loaders: [() => iconSetResponse('lucide', 'wifi').then(() => undefined)],
  beforeEach: ({ msw }) => {
    requests.length = 0
    msw.use(...recorded)
  },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

/** An icon the demo data names is bundled: it renders at once, with no request. */
export const Bundled: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(bundledIcons.get(args.name)).toBeDefined()
    const svg = svgOf(canvasElement, args.name)
    await expect(svg).not.toBeNull()
    await expect(svg!.querySelector('path, circle, rect, line, polyline')).not.toBeNull()
    if (args['aria-label']) await expect(svg).toHaveAttribute('role', 'img')
    else await expect(svg).toHaveAttribute('aria-hidden', 'true')
    await expect(svg!.getBoundingClientRect().width).toBe(24)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(iconRequests()).toEqual([])
  },
}

/** Amenity icons: those the demo data names are bundled, any other loads from the endpoint. */
export const Amenities: Story = {
  render: (args) => (
    <ul className="grid grid-cols-5 gap-4 text-muted">
      {amenityIcons.map((name) => (
        <li key={name} className="grid justify-items-center gap-1 text-xs">
          <Icon {...args} name={name} />
          {name.replace('lucide:', '')}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Icons that are not bundled wait for the request and for the code that reads Iconify JSON.
    await waitFor(
      () => {
        for (const name of amenityIcons) expect(svgOf(canvasElement, name)).not.toBeNull()
      },
      { timeout: 10_000 },
    )
    // What the demo data does not name came in one batch from the app's endpoint.
    const urls = iconRequests()
    await expect(urls).toHaveLength(1)
    await expect(urls[0]!.pathname).toBe('/api/icons/lucide.json')
    await expect(urls[0]!.searchParams.get('icons')).toBe('dog,tv')
  },
}

/** Icons the app does not bundle are fetched in one batch per set from the app's endpoint. */
export const FetchedInABatch: Story = {
  render: (args) => (
    <div className="flex gap-3">
      <Icon {...args} name="lucide:origami" />
      <Icon {...args} name="lucide:sailboat" />
      <Icon {...args} name="lucide:tent-tree" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const names = ['lucide:origami', 'lucide:sailboat', 'lucide:tent-tree']
    for (const name of names) await expect(bundledIcons.get(name)).toBeUndefined()
    await waitFor(
      () => {
        for (const name of names) expect(svgOf(canvasElement, name)).not.toBeNull()
      },
      { timeout: 10_000 },
    )
    const urls = iconRequests()
    await expect(urls).toHaveLength(1)
    await expect(urls[0]!.pathname).toBe('/api/icons/lucide.json')
    await expect(urls[0]!.searchParams.get('icons')).toBe('origami,sailboat,tent-tree')
  },
}

/** An icon beside a bundled one, to compare their boxes. */
function BesideWifi(props: React.ComponentProps<typeof Icon>) {
  return (
    <div className="flex items-center gap-2">
      <Icon {...props} />
      <Icon name="lucide:wifi" className="size-6" />
    </div>
  )
}

/** Checks the lighthouse's empty box is loading and as large as the bundled Wi-Fi icon. */
async function expectPlaceholder(canvasElement: HTMLElement) {
  const box = canvasElement.querySelector<HTMLElement>('[data-icon="lucide:lighthouse"]')!
  await expect(box).toHaveAttribute('data-state', 'loading')
  const loaded = svgOf(canvasElement, 'lucide:wifi')!.getBoundingClientRect()
  const placeholder = box.getBoundingClientRect()
  await expect([placeholder.width, placeholder.height]).toEqual([loaded.width, loaded.height])
}

/**
 * While an icon loads, an empty box of the same size holds its place (here the endpoint never
 * answers, and the loader waits a minute with no fallback, so it stays loading).
 */
export const Loading: Story = {
  args: { name: 'lucide:lighthouse' },
  // An icon that is not bundled: the story is about its request.
  argTypes: { name: { control: false } },
  beforeEach: ({ msw }) => {
    msw.use(hangingEndpoint())
  },
  render: (args) => (
    <IconProvider fallback={false} timeout={60_000}>
      <BesideWifi {...args} />
    </IconProvider>
  ),
  play: async ({ canvasElement }) => {
    await expectPlaceholder(canvasElement)
    await waitFor(() => expect(iconRequests()).toHaveLength(1))
    await expectPlaceholder(canvasElement)
  },
}

/** The app's endpoint fails slowly: the box holds the place until the fallback's icon comes. */
export const FallbackAfterError: Story = {
  name: 'A failing endpoint falls back to the public API',
  tags: ['test-case'],
  args: { name: 'lucide:lighthouse' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/icons/:file', async () => {
        await delay(800)
        return HttpResponse.json({ error: { code: 'slow', message: 'Slow' } }, { status: 503 })
      }),
    )
  },
  render: (args) => <BesideWifi {...args} />,
  play: async ({ canvasElement }) => {
    await expectPlaceholder(canvasElement)
    // The app's endpoint fails, so the icon comes from the fallback.
    await waitFor(() => expect(svgOf(canvasElement, 'lucide:lighthouse')).not.toBeNull(), {
      timeout: 10_000,
    })
    await expect(iconRequests(new URL(ICONIFY_API).host)).toHaveLength(1)
  },
}

/** A request that hangs is given up after 1500 ms, and the public Iconify API answers instead. */
export const FallbackAfterTimeout: Story = {
  name: 'A hanging request falls back to the public API after 1500 ms',
  tags: ['test-case'],
  args: { name: 'lucide:anchor' },
  argTypes: { name: { control: false } },
  beforeEach: ({ msw }) => {
    msw.use(hangingEndpoint())
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(svgOf(canvasElement, 'lucide:anchor')).not.toBeNull(), {
      timeout: 10_000,
    })
    const [own, fallback] = requests
    await expect(own!.url.pathname).toBe('/api/icons/lucide.json')
    await expect(fallback!.url.href).toBe(`${ICONIFY_API}/lucide.json?icons=anchor`)
    const waited = fallback!.at - own!.at
    await expect(waited).toBeGreaterThanOrEqual(1450)
    await expect(waited).toBeLessThan(3000)
  },
}

/** A name no source has, or a malformed one, leaves an empty box of the same size: never a crash. */
export const Missing: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Icon {...args} name="lucide:no-such-icon" />
      <Icon {...args} name="not-an-icon-name" />
      <Icon {...args} name="lucide:wifi" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const missing = canvasElement.querySelector<HTMLElement>('[data-icon="lucide:no-such-icon"]')!
    await waitFor(() => expect(missing).toHaveAttribute('data-state', 'missing'), {
      timeout: 10_000,
    })
    const invalid = canvasElement.querySelector<HTMLElement>('[data-icon="not-an-icon-name"]')!
    await expect(invalid).toHaveAttribute('data-state', 'missing')
    const size = svgOf(canvasElement, 'lucide:wifi')!.getBoundingClientRect()
    for (const box of [missing, invalid]) {
      const rect = box.getBoundingClientRect()
      await expect([rect.width, rect.height]).toEqual([size.width, size.height])
    }
  },
}

/** Size comes from classes; colour from the text colour. */
export const SizesAndColours: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex items-end gap-3">
      <Icon name="lucide:wifi" className="size-4 text-primary" />
      <Icon name="lucide:wifi" className="size-6 text-warning" />
      <Icon name="lucide:wifi" className="size-10 text-error" />
      <span className="text-3xl">
        <Icon name="lucide:wifi" />
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sizes = [...canvasElement.querySelectorAll('svg')].map(
      (svg) => svg.getBoundingClientRect().width,
    )
    await expect(sizes).toEqual([16, 24, 40, 30])
    const [first] = canvasElement.querySelectorAll('svg')
    await expect(first!.innerHTML).toContain('currentColor')
  },
}

/**
 * With an `aria-label` the icon is an image with that name; otherwise it is hidden. It looks the
 * same as Bundled: a check, not a state.
 */
export const Labelled: Story = {
  name: 'An aria-label makes the icon an image with that name',
  tags: ['test-case'],
  args: { 'aria-label': 'Wi-Fi' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: args['aria-label'] })).toHaveAttribute(
      'data-icon',
      args.name,
    )
  },
}
