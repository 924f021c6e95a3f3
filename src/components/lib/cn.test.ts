import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { cn } from '@/components/lib/cn'
import { roleColors, tokenDescriptions } from '@/components/theme/tokens'

describe('cn', () => {
  it('lets a className override the recipe it is given after: padding, height, colour, fill', () => {
    expect(cn('h-9 px-3 text-sm', 'px-0')).toBe('h-9 text-sm px-0')
    expect(cn('h-9 px-3 text-sm', 'h-auto')).toBe('px-3 text-sm h-auto')
    expect(cn('bg-(--role) text-on-color hover:bg-(--role)/85', 'bg-transparent')).toBe(
      'text-on-color hover:bg-(--role)/85 bg-transparent',
    )
    expect(cn('gap-2 p-6', 'gap-1 p-4')).toBe('gap-1 p-4')
  })

  it("lets a later colour role win over the recipe's", () => {
    expect(cn(roleColors.primary, 'bg-(--role)', roleColors.error)).toBe(
      `bg-(--role) ${roleColors.error}`,
    )
  })

  it('tells each theme colour from a text size: a colour replaces a colour, never the size', () => {
    for (const token of Object.keys(tokenDescriptions)) {
      expect(cn('text-sm text-muted', `text-${token}`)).toBe(`text-sm text-${token}`)
      expect(cn(`text-${token}`, 'text-base')).toBe(`text-${token} text-base`)
      expect(cn(`bg-${token}/10 ring-${token}`, 'bg-surface ring-border')).toBe(
        'bg-surface ring-border',
      )
    }
  })

  it("knows the theme's fonts and every animation it defines", () => {
    expect(cn('font-mono font-medium', 'font-sans')).toBe('font-medium font-sans')
    const theme = readFileSync(new URL('../theme/theme.css', import.meta.url), 'utf8')
    const animations = [...theme.matchAll(/--animate-([\w-]+):/g)].map(([, name]) => name)
    expect(animations).toContain('fade-out')
    for (const name of animations) {
      expect(cn('animate-spin', `animate-${name}`)).toBe(`animate-${name}`)
    }
    expect(cn('w-1/3 animate-indeterminate', 'animate-none')).toBe('w-1/3 animate-none')
  })

  it('lets the later of two conflicting classes win, each variant apart', () => {
    const merges: [classes: string[], merged: string][] = [
      [['px-3', 'py-1', 'px-4'], 'py-1 px-4'],
      [['ring-1', 'ring-border', 'ring-2', 'ring-error'], 'ring-2 ring-error'],
      [['p-4', 'px-2'], 'p-4 px-2'],
      [['px-2', 'p-4'], 'p-4'],
      [['text-lg/7', 'leading-6'], 'text-lg/7 leading-6'],
      [['leading-6', 'text-lg/7'], 'text-lg/7'],
      [['hover:bg-surface', 'bg-bg'], 'hover:bg-surface bg-bg'],
      [['md:hover:bg-surface', 'hover:md:bg-bg'], 'hover:md:bg-bg'],
      [['[&_svg]:size-4', '[&_svg]:size-5'], '[&_svg]:size-5'],
    ]
    for (const [classes, merged] of merges) expect(cn(...classes), classes.join(' + ')).toBe(merged)
  })

  it('keeps classes it does not know, and joins conditional ones', () => {
    const off = Number('0') > 0
    expect(cn('nightjar-special', off && 'x', null, ['px-2', { 'px-3': true }])).toBe(
      'nightjar-special px-3',
    )
  })
})
