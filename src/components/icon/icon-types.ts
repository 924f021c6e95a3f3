import type { IconifyIcon, parseIconSet } from '@iconify/utils'

/** One icon's data as Iconify gives it: an SVG body, its box and transformations. */
export type { IconifyIcon }
/** An Iconify JSON icon set (or the part of one that a request or the bundle holds). */
export type IconifyJSON = Parameters<typeof parseIconSet>[0]

/** An icon ready to draw: the `<svg>`'s `viewBox` and inner markup, transformations applied. */
export interface RenderedIcon {
  body: string
  viewBox: string
}

/** Rendered icons of one set, by name (aliases resolved to their own entries). */
export interface RenderedIconSet {
  prefix: string
  icons: Record<string, RenderedIcon>
}
