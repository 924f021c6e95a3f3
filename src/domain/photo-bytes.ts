/**
 * What a file's first bytes say it is: its format (named as the server's image reader names
 * them: `jpeg`, `png`, `webp`, `heif` with its `compression`, `gif`, `svg`, `tiff`), its size and
 * its EXIF orientation, and whether it was cut short. The mocks read uploads with it; the server,
 * which reads them with its image library, names with it a file that library cannot open.
 */

/** What the bytes of a file say it is. */
export interface SniffedPhoto {
  format?: string
  /** `heif` only: `av1` (AVIF) or `hevc` (HEIC). */
  compression?: string
  width?: number
  height?: number
  /** JPEG's EXIF orientation (5 to 8: turned a quarter). */
  orientation?: number
  /** Cut short (no end marker, or less than its header says). */
  damaged?: boolean
}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

/** The EXIF orientation in an APP1 segment's body (`Exif\0\0` then a TIFF header). */
function exifOrientation(bytes: Uint8Array, start: number, end: number): number | undefined {
  if (ascii(bytes, start, 6) !== 'Exif\0\0') return undefined
  const tiff = start + 6
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const little = ascii(bytes, tiff, 2) === 'II'
  const u16 = (at: number) => view.getUint16(at, little)
  const u32 = (at: number) => view.getUint32(at, little)
  const ifd = tiff + u32(tiff + 4)
  if (ifd + 2 > end) return undefined
  for (let i = 0, count = u16(ifd); i < count; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > end) return undefined
    if (u16(entry) === 0x0112) return u16(entry + 8)
  }
  return undefined
}

function sniffJpeg(bytes: Uint8Array): SniffedPhoto {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const found: SniffedPhoto = { format: 'jpeg' }
  let at = 2
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!
    const length = view.getUint16(at + 2)
    if (marker === 0xe1) found.orientation ??= exifOrientation(bytes, at + 4, at + 2 + length)
    // Start of frame (not DHT, JPG or DAC): the size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (at + 9 > bytes.length) break
      found.height = view.getUint16(at + 5)
      found.width = view.getUint16(at + 7)
    }
    if (marker === 0xda) break
    at += 2 + length
  }
  const ends = bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9
  return { ...found, damaged: !ends || !found.width }
}

function sniffPng(bytes: Uint8Array): SniffedPhoto {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 24) return { format: 'png', damaged: true }
  return {
    format: 'png',
    width: view.getUint32(16),
    height: view.getUint32(20),
    damaged: ascii(bytes, bytes.length - 8, 4) !== 'IEND',
  }
}

function sniffWebp(bytes: Uint8Array): SniffedPhoto {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const damaged = bytes.length < 30 || view.getUint32(4, true) + 8 > bytes.length
  if (bytes.length < 30) return { format: 'webp', damaged }
  const chunk = ascii(bytes, 12, 4)
  const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16)
  if (chunk === 'VP8X') return { format: 'webp', width: u24(24) + 1, height: u24(27) + 1, damaged }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true)
    return {
      format: 'webp',
      width: (bits & 0x3fff) + 1,
      height: ((bits >> 14) & 0x3fff) + 1,
      damaged,
    }
  }
  return {
    format: 'webp',
    width: view.getUint16(26, true) & 0x3fff,
    height: view.getUint16(28, true) & 0x3fff,
    damaged,
  }
}

/** HEIF (AVIF, HEIC): its brand, and its size from the first `ispe` box. */
function sniffHeif(bytes: Uint8Array): SniffedPhoto {
  const brand = ascii(bytes, 8, 4)
  const compression = brand === 'avif' || brand === 'avis' ? 'av1' : 'hevc'
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (let at = 12; at + 16 <= bytes.length; at++) {
    if (ascii(bytes, at, 4) === 'ispe') {
      return {
        format: 'heif',
        compression,
        width: view.getUint32(at + 8),
        height: view.getUint32(at + 12),
      }
    }
  }
  return { format: 'heif', compression, damaged: true }
}

/** A format's reader, run on bytes that may be cut anywhere (a read past the end: damaged). */
function read(format: string, sniff: (bytes: Uint8Array) => SniffedPhoto, bytes: Uint8Array) {
  try {
    return sniff(bytes)
  } catch (error) {
    if (error instanceof RangeError) return { format, damaged: true }
    throw error
  }
}

/** Reads a file's format and size from its bytes, as far as a photo needs. */
export function sniffPhoto(bytes: Uint8Array): SniffedPhoto {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return read('jpeg', sniffJpeg, bytes)
  }
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return read('png', sniffPng, bytes)
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return read('webp', sniffWebp, bytes)
  }
  if (ascii(bytes, 4, 4) === 'ftyp') return read('heif', sniffHeif, bytes)
  if (ascii(bytes, 0, 4) === 'GIF8') return { format: 'gif' }
  if (['II*\0', 'MM\0*'].includes(ascii(bytes, 0, 4))) return { format: 'tiff' }
  const text = new TextDecoder().decode(bytes.subarray(0, 1024))
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s/>]/i.test(text)) {
    return { format: 'svg' }
  }
  return {}
}
