import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { bundleIcons, findIconNames } from '../scripts/vite-plugins/icons'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

describe('findIconNames', () => {
  it('finds quoted prefix:name literals', () => {
    const source = `<Icon name="lucide:wifi" />; const a = { icon: 'lucide:bed-double' }; x(\`mdi:home\`)`
    expect(findIconNames(source)).toEqual(['lucide:wifi', 'lucide:bed-double', 'mdi:home'])
  })

  it('ignores what is not a quoted icon name', () => {
    expect(findIconNames(`const url = 'https://example.com'; // lucide:wifi; 'a:b c'`)).toEqual([])
  })
})

describe('bundleIcons', () => {
  it('keeps only the named icons of installed sets, with aliases resolved', () => {
    const sets = bundleIcons(
      ['lucide:wifi', 'lucide:alert-triangle', 'lucide:nope', 'mdi:home'],
      root,
    )
    expect(sets).toHaveLength(1)
    const [lucide] = sets
    expect(lucide!.prefix).toBe('lucide')
    expect(Object.keys(lucide!.icons).sort()).toEqual(['triangle-alert', 'wifi'])
    expect(lucide!.aliases?.['alert-triangle']?.parent).toBe('triangle-alert')
  })
})
