import { describe, expect, it } from 'vitest'

import { ICON_NAME, iconSetUrls } from './icon-loader'

describe('ICON_NAME', () => {
  it('splits prefix:name', () => {
    expect(ICON_NAME.exec('lucide:bed-double')?.slice(1)).toEqual(['lucide', 'bed-double'])
  })

  it('refuses names without a prefix or with odd characters', () => {
    for (const bad of ['wifi', 'lucide:', ':wifi', 'Lucide:Wifi', 'lucide:wi fi', 'a:b:c']) {
      expect(ICON_NAME.test(bad)).toBe(false)
    }
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
    const urls = iconSetUrls('https://api.iconify.design', 'lucide', names)
    expect(urls.length).toBeGreaterThan(1)
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(500)
    const back = urls.flatMap((url) => new URL(url).searchParams.get('icons')!.split(','))
    expect(back).toEqual(names)
  })
})
