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
export type Screen = keyof typeof screens

/** Pixel densities the sources cover. */
export const densities = [1, 2] as const

/**
 * The widths built for every image: each screen at density 1 and 2, so a full-width image is
 * sharp on any of them. Widths above the original's are not made.
 */
export const IMAGE_WIDTHS = [
  ...new Set(Object.values(screens).flatMap((w) => densities.map((d) => w * d))),
].sort((a, b) => a - b)

/** One built source of an image (what the image import gives, per width). */
export interface ImageSource {
  src: string
  width: number
  height: number
  format?: string
}

/**
 * Turns `'100vw sm:50vw lg:400px'` (a size for every screen from the named one up; a bare value
 * is the smallest screens') into an `<img sizes>` value:
 * `(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px`.
 */
export function toSizesAttribute(input: string): string {
  const entries = new Map<number, string>()
  for (const part of input.trim().split(/\s+/).filter(Boolean)) {
    const colon = part.indexOf(':')
    const key = colon === -1 ? undefined : part.slice(0, colon)
    const size = colon === -1 ? part : part.slice(colon + 1)
    if (!/^\d+(?:\.\d+)?(?:px|vw|em|rem)$/.test(size)) {
      throw new Error(`Image sizes: "${part}" is not a size like 100vw or 400px.`)
    }
    let from = 0
    if (key !== undefined) {
      if (!(key in screens)) {
        throw new Error(
          `Image sizes: unknown screen "${key}"; use ${Object.keys(screens).join(', ')}.`,
        )
      }
      from = screens[key as Screen]
    }
    entries.set(from, size)
  }
  const sorted = [...entries].sort(([a], [b]) => a - b)
  if (sorted.length === 0) return '100vw'
  return sorted
    .map(([, size], i) => {
      const next = sorted[i + 1]
      return next ? `(max-width: ${next[0]}px) ${size}` : size
    })
    .join(', ')
}

/** The sources by width, without repeats (widths above the original collapse into it). */
export function uniqueSources(sources: readonly ImageSource[]): ImageSource[] {
  const byWidth = new Map<number, ImageSource>()
  for (const source of sources) if (!byWidth.has(source.width)) byWidth.set(source.width, source)
  return [...byWidth.values()].sort((a, b) => a.width - b.width)
}

/** `src 320w, src 640w, …` */
export function toSrcset(sources: readonly ImageSource[]): string {
  return uniqueSources(sources)
    .map((source) => `${source.src} ${source.width}w`)
    .join(', ')
}

/** The `src` for browsers without srcset: the first source at least `near` wide, else the largest. */
export function fallbackSource(sources: readonly ImageSource[], near = 1024): ImageSource {
  const list = uniqueSources(sources)
  if (list.length === 0) throw new Error('Image: no sources were given.')
  return list.find((source) => source.width >= near) ?? list[list.length - 1]!
}
