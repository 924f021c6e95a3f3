import { describe, expect, it } from 'vitest'

import {
  fallbackSource,
  IMAGE_WIDTHS,
  type ImageSource,
  toSizesAttribute,
  toSrcset,
  uniqueSources,
} from './image-sizes'

const source = (width: number): ImageSource => ({
  src: `/a-${width}.webp`,
  width,
  height: Math.round(width / 1.5),
  format: 'webp',
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

describe('sources', () => {
  const sources = [source(1600), source(320), source(640), source(1600), source(1024)]

  it('drops repeated widths and sorts', () => {
    expect(uniqueSources(sources).map((s) => s.width)).toEqual([320, 640, 1024, 1600])
  })

  it('writes a w-descriptor srcset', () => {
    expect(toSrcset(sources)).toBe(
      '/a-320.webp 320w, /a-640.webp 640w, /a-1024.webp 1024w, /a-1600.webp 1600w',
    )
  })

  it('falls back to a mid-size source, or the largest', () => {
    expect(fallbackSource(sources).width).toBe(1024)
    expect(fallbackSource([source(320), source(640)]).width).toBe(640)
    expect(() => fallbackSource([])).toThrow('no sources')
  })
})
