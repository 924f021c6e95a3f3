import { describe, expect, it } from 'vitest'

import { withUniqueIds } from './icon-loader'
import { renderIcon, renderIconSet } from './icon-render'

describe('renderIcon', () => {
  it('gives the box and the body at 1em', () => {
    expect(renderIcon({ body: '<path d="M0 0h4"/>', width: 16, height: 20 })).toEqual({
      body: '<path d="M0 0h4"/>',
      viewBox: '0 0 16 20',
    })
  })

  it('applies flips and rotations to the body', () => {
    const flipped = renderIcon({ body: '<path d="M0 0h4"/>', width: 24, height: 24, hFlip: true })
    expect(flipped.body).toContain('transform="translate(24 0) scale(-1 1)"')
    expect(flipped.body).toContain('<path d="M0 0h4"/>')
  })
})

describe('renderIconSet', () => {
  const set = {
    prefix: 'demo',
    width: 24,
    height: 24,
    icons: { arrow: { body: '<path d="M1 1"/>' }, bad: { body: '<script/>' } },
    aliases: { 'arrow-left': { parent: 'arrow', hFlip: true } },
  }

  it('renders every icon and alias, leaving out what `accept` refuses', () => {
    const rendered = renderIconSet(set, (icon) => !icon.body.includes('script'))
    expect(rendered.prefix).toBe('demo')
    expect(Object.keys(rendered.icons).sort()).toEqual(['arrow', 'arrow-left'])
    expect(rendered.icons.arrow).toEqual({ body: '<path d="M1 1"/>', viewBox: '0 0 24 24' })
    expect(rendered.icons['arrow-left']!.body).toContain('scale(-1 1)')
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
