import { describe, expect, it } from 'vitest'

import { groupByPrefix, iconSetUrls, parseIconName } from './icon-loader'

describe('parseIconName', () => {
  it('splits prefix:name', () => {
    expect(parseIconName('lucide:bed-double')).toEqual({ prefix: 'lucide', name: 'bed-double' })
  })

  it('refuses names without a prefix or with odd characters', () => {
    for (const bad of ['wifi', 'lucide:', ':wifi', 'Lucide:Wifi', 'lucide:wi fi', 'a:b:c']) {
      expect(parseIconName(bad)).toBeNull()
    }
  })
})

describe('groupByPrefix', () => {
  it('groups, sorts and de-duplicates, leaving out invalid names', () => {
    const groups = groupByPrefix(['lucide:x', 'mdi:home', 'lucide:check', 'lucide:x', 'nope'])
    expect([...groups]).toEqual([
      ['lucide', ['check', 'x']],
      ['mdi', ['home']],
    ])
  })
})

describe('iconSetUrls', () => {
  it('asks for a batch in one request', () => {
    expect(iconSetUrls('/api/icons/', 'lucide', ['a', 'b', 'c'])).toEqual([
      '/api/icons/lucide.json?icons=a,b,c',
    ])
  })

  it('splits batches so that no URL is too long, keeping every name once', () => {
    const names = Array.from({ length: 200 }, (_, i) => `icon-name-${i}`)
    const urls = iconSetUrls('https://api.iconify.design', 'lucide', names, 300)
    expect(urls.length).toBeGreaterThan(1)
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(300)
    const back = urls.flatMap((url) => new URL(url).searchParams.get('icons')!.split(','))
    expect(back).toEqual(names)
  })
})
