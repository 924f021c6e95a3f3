import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { bundleIcons, findIconNames } from '../scripts/vite-plugins/icons'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)

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
  it('keeps only the named icons of installed sets, rendered, with aliases resolved', () => {
    const sets = bundleIcons(
      ['lucide:wifi', 'lucide:alert-triangle', 'lucide:nope', 'mdi:home'],
      root,
    )
    expect(sets).toHaveLength(1)
    const [lucide] = sets
    expect(lucide!.prefix).toBe('lucide')
    // The alias is an icon of its own; its parent, not asked for, is left out.
    expect(Object.keys(lucide!.icons).sort()).toEqual(['alert-triangle', 'wifi'])
    const source = require('@iconify-json/lucide/icons.json') as {
      icons: Record<string, { body: string }>
    }
    expect(lucide!.icons.wifi).toEqual({ body: source.icons.wifi!.body, viewBox: '0 0 24 24' })
    expect(lucide!.icons['alert-triangle']!.body).toBe(source.icons['triangle-alert']!.body)
  })
})
