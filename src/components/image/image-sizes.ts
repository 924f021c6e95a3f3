/** The screens images are sized for, in CSS px (xxl and 2xl are the same screen). */
export const screens = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  '2xl': 1536,
} as const

/**
 * The widths built for every image: each screen at density 1 and 2, so a full-width image is
 * sharp on any of them. Widths above the original's are not made.
 */
export const IMAGE_WIDTHS = [...new Set(Object.values(screens).flatMap((w) => [w, w * 2]))].sort(
  (a, b) => a - b,
)

/** One built source of an image (what the image import gives, per width). */
export interface ImageSource {
  src: string
  width: number
  height: number
}

/**
 * Turns `'100vw sm:50vw lg:400px'` (a size for every screen from the named one up; a bare value
 * is the smallest screens') into an `<img sizes>` value:
 * `(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px`.
 */
export function toSizesAttribute(input: string): string {
  const entries = new Map<number, string>()
  for (const part of input.split(/\s+/).filter(Boolean)) {
    const [, key, size = ''] = /^(?:(\w+):)?(.*)$/.exec(part)!
    if (!/^\d+(?:\.\d+)?(?:px|vw|em|rem)$/.test(size)) {
      throw new Error(`Image sizes: "${part}" is not a size like 100vw or 400px.`)
    }
    if (key !== undefined && !Object.hasOwn(screens, key)) {
      throw new Error(
        `Image sizes: unknown screen "${key}"; use ${Object.keys(screens).join(', ')}.`,
      )
    }
    entries.set(key ? screens[key as keyof typeof screens] : 0, size)
  }
  const sorted = [...entries].sort(([a], [b]) => a - b)
  const sizes = sorted.map(([, size], i) => {
    const next = sorted[i + 1]
    return next ? `(max-width: ${next[0]}px) ${size}` : size
  })
  return sizes.join(', ') || '100vw'
}

/**
 * The `<img>` attributes for built sources: `srcset` by width (widths above the original collapse
 * into it); as `src` for browsers without srcset, the first source at least 1024 px wide, else the
 * largest; `width` and `height` in the original's aspect ratio, from whichever of them is given.
 */
export function builtSource(
  sources: readonly ImageSource[],
  width?: number | string,
  height?: number | string,
) {
  const list = sources
    .filter((source, i) => sources.findIndex((other) => other.width === source.width) === i)
    .sort((a, b) => a.width - b.width)
  const largest = list.at(-1)
  if (!largest) throw new Error('Image: no sources were given.')
  const ratio = largest.height / largest.width
  const w = width ?? (height !== undefined ? Math.round(Number(height) / ratio) : largest.width)
  return {
    src: (list.find((source) => source.width >= 1024) ?? largest).src,
    srcSet: list.map((source) => `${source.src} ${source.width}w`).join(', '),
    width: w,
    height: height ?? Math.round(Number(w) * ratio),
  }
}
