import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { contrastRatio } from './contrast'
import { AA_NORMAL_TEXT, type ColorRole, colorRoles, contrastPairs } from './tokens'

/** The hue each colour role takes (README, Theme). */
const roleHue: Record<ColorRole, string> = {
  primary: 'green',
  secondary: 'blue',
  success: 'green',
  info: 'blue',
  warning: 'yellow',
  error: 'red',
  neutral: 'slate',
}

/**
 * The dark theme's tokens resolved to concrete colours from the CSS source text, so the contrast
 * rules are checked without a browser.
 */
function readCustomProperties(css: string, selector?: string): Map<string, string> {
  let source = css
  if (selector) {
    const start = css.indexOf(`${selector} {`)
    if (start < 0) throw new Error(`No "${selector}" block found`)
    source = css.slice(start, css.indexOf('}', start))
  }
  const props = new Map<string, string>()
  for (const match of source.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    props.set(match[1]!, match[2]!.trim())
  }
  return props
}

function resolveVar(value: string, scopes: Map<string, string>[], depth = 0): string {
  const ref = /^var\((--[\w-]+)\)$/.exec(value)
  if (!ref) return value
  if (depth > 10) throw new Error(`Circular reference at ${value}`)
  for (const scope of scopes) {
    const next = scope.get(ref[1]!)
    if (next !== undefined) return resolveVar(next, scopes, depth + 1)
  }
  throw new Error(`Undefined custom property ${ref[1]}`)
}

const require = createRequire(import.meta.url)
const themeCss = readFileSync(new URL('./theme.css', import.meta.url), 'utf8')
const tailwindCss = readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8')
const scopes = [readCustomProperties(themeCss, '.dark'), readCustomProperties(tailwindCss)]
const token = (name: string) => resolveVar(`var(--color-${name})`, scopes)

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrastRatio('oklch(70% 0.1 200)', 'oklch(70% 0.1 200)')).toBeCloseTo(1, 5)
  })

  it('matches known sRGB ratios', () => {
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('rgb(118 118 118)', 'white')).toBeCloseTo(4.54, 2)
  })

  it('reads oklch and lab as browsers serve built colours', () => {
    expect(contrastRatio('oklch(100% 0 0)', 'oklch(0% 0 0)')).toBeCloseTo(21, 3)
    // sRGB red is lab(54.29% 80.8 69.89) in CSS's D50 Lab.
    expect(contrastRatio('lab(54.29% 80.8 69.89)', 'rgb(255 0 0)')).toBeCloseTo(1, 2)
    expect(contrastRatio('lab(96.286% -.852436 -2.46847)', '#000')).toBeGreaterThan(19)
  })

  it('clamps a colour outside sRGB, as a screen shows it', () => {
    // Unclamped, this green would be brighter than white (23.6:1 on black).
    expect(contrastRatio('oklch(100% 0.5 140)', '#000')).toBeCloseTo(15.3, 1)
    expect(contrastRatio('oklch(100% 0.5 140)', '#000')).toBeCloseTo(
      contrastRatio('#00ff00', '#000'),
      5,
    )
  })

  it('refuses a colour it cannot read', () => {
    expect(() => contrastRatio('not a colour', '#000')).toThrow(
      'Unsupported colour: "not a colour"',
    )
  })
})

describe('dark theme', () => {
  it('uses shade 400 of each role hue', () => {
    for (const role of colorRoles) {
      expect(scopes[0]!.get(`--color-${role}`)).toBe(`var(--color-${roleHue[role]}-400)`)
    }
  })

  it.each(contrastPairs)('$text on $on meets WCAG AA', ({ text, on }) => {
    expect(contrastRatio(token(text), token(on))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT)
  })
})
