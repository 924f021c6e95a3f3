import { describe, expect, it } from 'vitest'

import { withUniqueIds } from './icon-loader'
import { isSafeIconBody, renderIconSet } from './icon-render'

describe('renderIconSet', () => {
  const set = {
    prefix: 'demo',
    width: 24,
    height: 20,
    icons: { arrow: { body: '<path d="M1 1"/>' }, bad: { body: '<script/>' } },
    aliases: { 'arrow-left': { parent: 'arrow', hFlip: true } },
  }

  it('renders every icon and alias at 1em, leaving out bodies that could run script', () => {
    const rendered = renderIconSet(set)
    expect(rendered.prefix).toBe('demo')
    expect(Object.keys(rendered.icons).sort()).toEqual(['arrow', 'arrow-left'])
    expect(rendered.icons.arrow).toEqual({ body: '<path d="M1 1"/>', viewBox: '0 0 24 20' })
  })

  it('applies flips and rotations to the body', () => {
    const flipped = renderIconSet(set).icons['arrow-left']!.body
    expect(flipped).toContain('transform="translate(24 0) scale(-1 1)"')
    expect(flipped).toContain('<path d="M1 1"/>')
  })
})

describe('isSafeIconBody', () => {
  it('accepts plain SVG shapes and refuses script', () => {
    expect(isSafeIconBody('<path fill="none" d="M1 1"/>')).toBe(true)
    expect(isSafeIconBody('<script>x</script>')).toBe(false)
    expect(isSafeIconBody('<a href="javascript:x"/>')).toBe(false)
    expect(isSafeIconBody('<foreignObject/>')).toBe(false)
  })
})

describe('withUniqueIds', () => {
  it('leaves a body without ids as it is', () => {
    const body = '<path fill="#fff" d="M1 1"/>'
    expect(withUniqueIds(body, '-r1')).toBe(body)
  })

  it('renames ids and every reference to them, and nothing else', () => {
    const body =
      '<defs><linearGradient id="g"/><clipPath id="c"/></defs>' +
      '<path fill="url(#g)" clip-path="url(#c)" stroke="#g0"/><use href="#g"/>'
    expect(withUniqueIds(body, '-r1')).toBe(
      '<defs><linearGradient id="g-r1"/><clipPath id="c-r1"/></defs>' +
        '<path fill="url(#g-r1)" clip-path="url(#c-r1)" stroke="#g0"/><use href="#g-r1"/>',
    )
  })
})
