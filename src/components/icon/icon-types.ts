import type { IconifyIcon, parseIconSet } from '@iconify/utils'

/** One icon's data: an SVG body and its box. */
export type { IconifyIcon }
/** An Iconify JSON icon set (or the part of one that a request or the bundle holds). */
export type IconifyJSON = Parameters<typeof parseIconSet>[0]
