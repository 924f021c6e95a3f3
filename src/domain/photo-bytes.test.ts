import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { sniffPhoto } from './photo-bytes'
import { PHOTO_MESSAGES, photoFormatProblem, photoSources, photoWidths } from './photos'

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#468' } })

describe('sniffPhoto', () => {
  it('reads the format and size of the formats taken, as the server’s image reader does', async () => {
    const files = {
      jpeg: await solid(640, 480).jpeg().toBuffer(),
      progressive: await solid(641, 479).jpeg({ progressive: true }).toBuffer(),
      png: await solid(300, 200).png().toBuffer(),
      lossy: await solid(301, 199).webp().toBuffer(),
      lossless: await solid(302, 198).webp({ lossless: true }).toBuffer(),
      alpha: await sharp({
        create: { width: 303, height: 197, channels: 4, background: '#4688' },
      })
        .webp()
        .toBuffer(),
      avif: await solid(160, 90).avif().toBuffer(),
    }
    const read = Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => {
        const { format, compression, width, height, damaged } = sniffPhoto(bytes)
        return [name, { format, compression, width, height, damaged }]
      }),
    )
    expect(read).toEqual({
      jpeg: { format: 'jpeg', width: 640, height: 480, damaged: false },
      progressive: { format: 'jpeg', width: 641, height: 479, damaged: false },
      png: { format: 'png', width: 300, height: 200, damaged: false },
      lossy: { format: 'webp', width: 301, height: 199, damaged: false },
      lossless: { format: 'webp', width: 302, height: 198, damaged: false },
      alpha: { format: 'webp', width: 303, height: 197, damaged: false },
      avif: { format: 'heif', compression: 'av1', width: 160, height: 90 },
    })
    for (const [name, bytes] of Object.entries(files)) {
      const { format, width, height } = await sharp(bytes).metadata()
      expect({ name, format, width, height }).toMatchObject({
        name,
        format: read[name]!.format,
        width: read[name]!.width,
        height: read[name]!.height,
      })
    }
  })

  it('reads a JPEG’s EXIF orientation', async () => {
    const turned = await solid(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    expect(sniffPhoto(turned)).toMatchObject({ format: 'jpeg', width: 400, orientation: 6 })
  })

  it('names the formats refused, and says a file cut short is damaged', async () => {
    expect(sniffPhoto(await solid(10, 10).gif().toBuffer()).format).toBe('gif')
    expect(sniffPhoto(await solid(10, 10).tiff().toBuffer()).format).toBe('tiff')
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'
    expect(sniffPhoto(new TextEncoder().encode(svg)).format).toBe('svg')
    expect(sniffPhoto(new TextEncoder().encode('just words'))).toEqual({})
    expect(sniffPhoto(new Uint8Array())).toEqual({})
    const jpeg = await solid(300, 300).jpeg().toBuffer()
    const png = await solid(300, 300).png().toBuffer()
    const webp = await solid(300, 300).webp().toBuffer()
    for (const [bytes, cut] of [
      [jpeg, 0.5],
      [jpeg, 0.05],
      [png, 0.5],
      [png, 0.01],
      [webp, 0.5],
    ] as const) {
      expect(sniffPhoto(bytes.subarray(0, Math.floor(bytes.length * cut))).damaged).toBe(true)
    }
    // Any cut, any byte: an answer, never a throw.
    for (let end = 0; end < 64; end++) expect(() => sniffPhoto(jpeg.subarray(0, end))).not.toThrow()
  })
})

describe('photos', () => {
  it('are kept at the standard widths below their own, and their own (at most 3072)', () => {
    expect(photoWidths(200)).toEqual([200])
    expect(photoWidths(640)).toEqual([320, 640])
    expect(photoWidths(700)).toEqual([320, 640, 700])
    expect(photoWidths(3072)).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072])
    expect(photoSources({ id: 'a'.repeat(32), width: 700, height: 350 }, '/api/')).toEqual([
      { src: `/api/photos/${'a'.repeat(32)}/320.webp`, width: 320, height: 160 },
      { src: `/api/photos/${'a'.repeat(32)}/640.webp`, width: 640, height: 320 },
      { src: `/api/photos/${'a'.repeat(32)}/700.webp`, width: 700, height: 350 },
    ])
  })

  it('are refused in formats other than JPEG, PNG, WebP and AVIF, each with its reason', () => {
    expect(['jpeg', 'png', 'webp'].map((f) => photoFormatProblem(f))).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    expect(photoFormatProblem('heif', 'av1')).toBeUndefined()
    expect(photoFormatProblem('heif', 'hevc')).toBe(PHOTO_MESSAGES.heic)
    expect(photoFormatProblem('gif')).toBe(PHOTO_MESSAGES.format('GIF'))
    expect(photoFormatProblem('svg')).toBe(PHOTO_MESSAGES.format('SVG'))
    expect(photoFormatProblem('raw')).toBe(PHOTO_MESSAGES.notAPhoto)
    expect(photoFormatProblem(undefined)).toBe(PHOTO_MESSAGES.notAPhoto)
  })
})
