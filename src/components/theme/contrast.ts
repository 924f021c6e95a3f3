import { clampRgb, parse, wcagContrast } from 'culori'

/**
 * The WCAG 2.x contrast ratio of two CSS colours (1–21), from culori: any colour CSS writes
 * (hex, `rgb()`, `oklch()` as Tailwind's sources do, `lab()` as a production build may serve
 * them), each first clamped to sRGB, as a screen shows it. Shared by the catalogue's colour page
 * and the unit tests.
 */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [a, b].map((value) => {
    const color = parse(value)
    if (!color) throw new Error(`Unsupported colour: "${value}"`)
    return clampRgb(color)
  })
  return wcagContrast(first!, second!)
}
