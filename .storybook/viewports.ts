/**
 * The catalogue's viewport presets (the toolbar's phone, tablet and desktop). The story run
 * draws every story at `desktop` and page stories again at `phone`.
 */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1024, height: 768 },
} as const

type ViewportName = keyof typeof VIEWPORTS

const TYPES = { phone: 'mobile', tablet: 'tablet', desktop: 'desktop' } as const

/** `parameters.viewport.options` in Storybook's shape. */
export const viewportOptions = Object.fromEntries(
  (Object.keys(VIEWPORTS) as ViewportName[]).map((name) => [
    name,
    {
      name: `${name[0]!.toUpperCase()}${name.slice(1)} ${VIEWPORTS[name].width} × ${VIEWPORTS[name].height}`,
      styles: { width: `${VIEWPORTS[name].width}px`, height: `${VIEWPORTS[name].height}px` },
      type: TYPES[name],
    },
  ]),
)

/** A story's `globals` that open it on a viewport, e.g. `globals: viewport('phone')`. */
export function viewport(name: ViewportName) {
  return { viewport: { value: name, isRotated: false } }
}
