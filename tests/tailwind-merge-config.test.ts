import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'

import { cn } from '@/components/lib/cn'
import { TAILWIND_MERGE_CONFIG } from '@/components/lib/tailwind-merge-config'

import { stringLiterals, usedClassGroups } from '../scripts/tailwind-merge-config.mjs'

describe('cn', () => {
  it('merges every class list of the app as tailwind-merge does, alone and after the next', () => {
    const lists = stringLiterals().filter((text) => /^[\w\-:[\]&.=/()!%*>@# ,']+$/.test(text))
    expect(lists.length).toBeGreaterThan(500)
    lists.forEach((classes, i) => {
      expect(cn(classes), classes).toBe(twMerge(classes))
      const pair = `${classes} ${lists[(i + 1) % lists.length]}`
      expect(cn(pair), pair).toBe(twMerge(pair))
    })
  })

  it('lets the later of two conflicting classes win', () => {
    expect(cn('px-3', 'py-1', 'px-4')).toBe('py-1 px-4')
    expect(cn('ring-1', 'ring-border', 'ring-2', 'ring-error')).toBe('ring-2 ring-error')
    expect(cn('text-sm', 'text-fg', 'text-base')).toBe('text-fg text-base')
  })

  it('keeps classes it does not know, and joins conditional ones', () => {
    const off = Number('0') > 0
    expect(cn('nightjar-special', off && 'x', null, ['px-2', { 'px-3': true }])).toBe(
      'nightjar-special px-3',
    )
  })

  it('knows every kind of class the app uses (else: node scripts/tailwind-merge-config.mjs)', () => {
    const known = new Set(Object.keys(TAILWIND_MERGE_CONFIG.classGroups))
    expect(usedClassGroups().filter((group) => !known.has(group))).toEqual([])
  }, 60_000)
})
