import { iconToSVG, parseIconSet } from '@iconify/utils'

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

/** An icon body that could run script is refused (icons from a network source are markup). */
export function isSafeIconBody(body: string): boolean {
  return !/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(body)
}

/**
 * Every safe icon and alias of a set, ready to draw (box and body at a height of 1em, rotations
 * and flips applied). The build does this for the bundled icons, so only icons that load at run
 * time bring this code (and Iconify's utilities) to the page.
 */
export function renderIconSet(set: IconifyJSON): RenderedIconSet {
  const icons: Record<string, RenderedIcon> = {}
  parseIconSet(set, (name, icon) => {
    if (!icon || !isSafeIconBody(icon.body)) return
    const svg = iconToSVG(icon, { height: '1em' })
    icons[name] = { body: svg.body, viewBox: svg.attributes.viewBox }
  })
  return { prefix: set.prefix, icons }
}
