import { describe, expect, it } from 'vitest'

import { builtSource, IMAGE_WIDTHS, type ImageSource, toSizesAttribute } from './image-sizes'

const source = (width: number): ImageSource => ({
  src: `/a-${width}.webp`,
  width,
  height: Math.round(width / 1.5),
})

describe('IMAGE_WIDTHS', () => {
  it('covers each screen at densities 1 and 2', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072])
  })
})

describe('toSizesAttribute', () => {
  it('maps screen-keyed sizes to max-width media conditions', () => {
    expect(toSizesAttribute('100vw sm:50vw md:400px')).toBe(
      '(max-width: 640px) 100vw, (max-width: 768px) 50vw, 400px',
    )
  })

  it('sorts by screen, whatever the order written', () => {
    expect(toSizesAttribute('lg:33vw 100vw')).toBe('(max-width: 1024px) 100vw, 33vw')
  })

  it('treats xxl and 2xl as the same screen', () => {
    expect(toSizesAttribute('100vw xxl:1200px')).toBe(toSizesAttribute('100vw 2xl:1200px'))
  })

  it('defaults to the full width', () => {
    expect(toSizesAttribute('')).toBe('100vw')
    expect(toSizesAttribute('400px')).toBe('400px')
  })

  it('says what is wrong with bad input', () => {
    expect(() => toSizesAttribute('huge:50vw')).toThrow('unknown screen "huge"')
    expect(() => toSizesAttribute('sm:half')).toThrow('"sm:half" is not a size')
  })
})

describe('builtSource', () => {
  const sources = [source(1600), source(320), source(640), source(1600), source(1024)]

  it('writes a w-descriptor srcset without repeated widths, sorted', () => {
    expect(builtSource(sources).srcSet).toBe(
      '/a-320.webp 320w, /a-640.webp 640w, /a-1024.webp 1024w, /a-1600.webp 1600w',
    )
  })

  it('falls back to a mid-size source, or the largest', () => {
    expect(builtSource(sources).src).toBe('/a-1024.webp')
    expect(builtSource([source(320), source(640)]).src).toBe('/a-640.webp')
    expect(() => builtSource([])).toThrow('no sources')
  })

  it('gives the largest source’s size, or keeps its aspect ratio for the one given', () => {
    expect(builtSource(sources)).toMatchObject({ width: 1600, height: 1067 })
    expect(builtSource(sources, 300)).toMatchObject({ width: 300, height: 200 })
    expect(builtSource(sources, undefined, 200)).toMatchObject({ width: 300, height: 200 })
  })
})
