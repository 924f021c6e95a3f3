import axe from 'axe-core'

/** The part of axe's colour class this file uses (axe's types leave `commons.color` out). */
interface AxeColour {
  r: number
  g: number
  b: number
  alpha: number
  parseString(text: string): AxeColour
}

/** Set once the parse is cached: the story files a page runs share this module. */
let cached = false

/**
 * Makes axe read each CSS colour string once per page. Its contrast rule parses the computed
 * colours of every text's element and each layer behind it (`oklch(…)` for this theme, through a
 * general colour library) thousands of times per story, for a few dozen different strings: a
 * quarter of axe's time in the staff page stories. The cached result is the same colour the parse
 * gives; a string axe cannot parse is not cached and fails as before.
 */
export function cacheAxeColourParsing() {
  if (cached) return
  cached = true
  const { Color } = (axe.commons as unknown as { color: { Color: { prototype: AxeColour } } }).color
  const parse = Color.prototype.parseString
  const known = new Map<string, Pick<AxeColour, 'r' | 'g' | 'b' | 'alpha'>>()
  Color.prototype.parseString = function parseString(this: AxeColour, text: string) {
    const colour = known.get(text)
    if (!colour) {
      parse.call(this, text)
      known.set(text, { r: this.r, g: this.g, b: this.b, alpha: this.alpha })
      return this
    }
    this.r = colour.r
    this.g = colour.g
    this.b = colour.b
    this.alpha = colour.alpha
    return this
  }
}
