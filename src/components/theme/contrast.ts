/**
 * WCAG 2.x contrast of CSS colours, including the oklch() values Tailwind 4 uses.
 * Pure functions, shared by the catalogue's colour page and the unit tests.
 */

export interface Rgb {
  /** Linear-light sRGB channels, 0–1. */
  r: number
  g: number
  b: number
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n))

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)

function parseNumber(part: string, percentScale = 1): number {
  const trimmed = part.trim()
  if (trimmed.endsWith('%')) return (parseFloat(trimmed) / 100) * percentScale
  return parseFloat(trimmed)
}

function oklchToLinearRgb(l: number, c: number, hDeg: number): Rgb {
  const h = (hDeg * Math.PI) / 180
  const a = c * Math.cos(h)
  const b = c * Math.sin(h)
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3
  return {
    r: clamp01(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
    g: clamp01(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
    b: clamp01(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_),
  }
}

/** CIE Lab (D50, as CSS `lab()`) to linear sRGB. */
function labToLinearRgb(l: number, a: number, b: number): Rgb {
  const kappa = 24389 / 27
  const epsilon = 216 / 24389
  const fy = (l + 16) / 116
  const fx = fy + a / 500
  const fz = fy - b / 200
  const x = (fx ** 3 > epsilon ? fx ** 3 : (116 * fx - 16) / kappa) * (0.3457 / 0.3585)
  const y = l > kappa * epsilon ? fy ** 3 : l / kappa
  const z =
    (fz ** 3 > epsilon ? fz ** 3 : (116 * fz - 16) / kappa) * ((1 - 0.3457 - 0.3585) / 0.3585)
  return {
    r: clamp01(3.1341359569958707 * x - 1.6173863321612538 * y - 0.4906619460083532 * z),
    g: clamp01(-0.978795502912089 * x + 1.916254567259524 * y + 0.03344273116131949 * z),
    b: clamp01(0.07195537988411677 * x - 0.2289768264158322 * y + 1.405386058324125 * z),
  }
}

/**
 * Parses `#rgb`, `#rrggbb`, `rgb()`, `oklch()`, `lab()` and `white`/`black` into linear sRGB.
 * (Tailwind's sources use oklch; a production build may serve the same colours as lab.)
 */
export function parseColor(input: string): Rgb {
  const value = input.trim().toLowerCase()
  if (value === 'white' || value === '#fff' || value === '#ffffff') return { r: 1, g: 1, b: 1 }
  if (value === 'black' || value === '#000' || value === '#000000') return { r: 0, g: 0, b: 0 }
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1]
    const channel = (i: number) => toLinear(parseInt(digits.slice(i, i + 2), 16) / 255)
    return { r: channel(0), g: channel(2), b: channel(4) }
  }
  const fn = /^(oklch|lab|rgba?)\(([^)]*)\)$/.exec(value)
  if (fn?.[1] && fn[2] !== undefined) {
    const parts = fn[2]
      .split('/')[0]!
      .trim()
      .split(/[\s,]+/)
    if (fn[1] === 'oklch' && parts.length >= 3) {
      return oklchToLinearRgb(
        parseNumber(parts[0]!),
        parseNumber(parts[1]!, 0.4),
        parseNumber(parts[2]!),
      )
    }
    if (fn[1] === 'lab' && parts.length >= 3) {
      return labToLinearRgb(
        parseNumber(parts[0]!, 100),
        parseNumber(parts[1]!, 125),
        parseNumber(parts[2]!, 125),
      )
    }
    if (parts.length >= 3) {
      const [r, g, b] = parts.map((p) => clamp01(parseNumber(p, 255) / 255))
      return { r: toLinear(r!), g: toLinear(g!), b: toLinear(b!) }
    }
  }
  throw new Error(`Unsupported colour: "${input}"`)
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The WCAG contrast ratio of two colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(parseColor(a))
  const lb = relativeLuminance(parseColor(b))
  const [hi, lo] = la > lb ? [la, lb] : [lb, la]
  return (hi + 0.05) / (lo + 0.05)
}
