import { type IconifyIcon, iconToSVG, parseIconSet } from '@iconify/utils'

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

/**
 * Turns Iconify data into what the Icon component draws (box and body at a height of 1em, with
 * rotations and flips applied). The build does this for the bundled icons, so only icons that
 * load at run time bring this code (and Iconify's utilities) to the page.
 */
export function renderIcon(icon: IconifyIcon): RenderedIcon {
  const svg = iconToSVG(icon, { height: '1em' })
  return { body: svg.body, viewBox: svg.attributes.viewBox }
}

/** Every icon and alias of a set, rendered; `accept` can refuse an icon by its data. */
export function renderIconSet(
  set: IconifyJSON,
  accept: (icon: IconifyIcon) => boolean = () => true,
): RenderedIconSet {
  const icons: Record<string, RenderedIcon> = {}
  parseIconSet(set, (name, icon) => {
    if (icon && accept(icon)) icons[name] = renderIcon(icon)
  })
  return { prefix: set.prefix, icons }
}
