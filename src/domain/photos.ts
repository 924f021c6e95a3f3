/**
 * Photos the inn uploads (rooms, the home page, the logo): each is kept as WebP at the widths
 * pages ask for, and named by an id made from its content. Pages draw them from the sizes here.
 */

/** A photo's id: 32 hex characters (the first 128 bits of the SHA-256 of the uploaded file). */
export const PHOTO_ID_PATTERN = /^[0-9a-f]{32}$/

/**
 * The widths a photo is kept at: each screen of the image helper (320 to 1536 CSS px) at
 * densities 1 and 2, never wider than the photo itself (which is kept at its own width too).
 */
export const PHOTO_WIDTHS = [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072] as const

/** A photo as the API gives it: its id, its size (after turning it upright) and its words. */
export interface Photo {
  id: string
  width: number
  height: number
  /** What it shows, for screen readers; `''` for a picture that only decorates. */
  alt: string
}

/** The widths kept of a photo `width` px wide: the standard ones below it, and its own. */
export function photoWidths(width: number): number[] {
  return [...PHOTO_WIDTHS.filter((w) => w < width), Math.min(width, PHOTO_WIDTHS.at(-1)!)]
}

/** Where a photo's WebP at one width is served, under the API's base: `/photos/ID/640.webp`. */
export function photoPath(id: string, width: number): string {
  return `/photos/${id}/${width}.webp`
}

/**
 * A photo's sources for the image helper (`<Image src>`), under the API's base address
 * (`/api`): each kept width with its height in the photo's proportions.
 */
export function photoSources(
  photo: Pick<Photo, 'id' | 'width' | 'height'>,
  apiBase: string,
): { src: string; width: number; height: number }[] {
  return photoWidths(photo.width).map((width) => ({
    src: `${apiBase.replace(/\/$/, '')}${photoPath(photo.id, width)}`,
    width,
    height: Math.max(1, Math.round((photo.height * width) / photo.width)),
  }))
}

/** The most photos a room shows. */
export const MAX_ROOM_PHOTOS = 12

/** The largest file taken (20 MB: a phone's photo is a few). */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024

/** The most pixels a photo may have (50 megapixels), so one upload cannot take the memory. */
export const PHOTO_MAX_PIXELS = 50_000_000

/** The formats taken, by the media type a browser gives their files. */
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const

/**
 * What the upload says about a file it does not take, the same from the server and the mocks.
 * Each says what to do instead.
 */
export const PHOTO_MESSAGES = {
  notAPhoto: 'This file is not a photo that can be read. Upload a JPEG, PNG, WebP or AVIF photo.',
  damaged: 'This photo is damaged or incomplete. Upload it again, or export it again first.',
  format: (name: string) => `${name} files are not taken. Upload a JPEG, PNG, WebP or AVIF photo.`,
  heic: 'HEIC photos cannot be read here. Export the photo as JPEG first (on an iPhone: Settings, Camera, Formats, Most Compatible).',
  empty: 'The file is empty. Choose a photo to upload.',
  tooLarge: `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Upload a smaller file.`,
  tooManyPixels: (megapixels: number) =>
    `The photo has ${megapixels} megapixels, more than ${PHOTO_MAX_PIXELS / 1_000_000}. Upload a smaller one.`,
  mediaType:
    'Send the photo’s own bytes as the body, with its type as Content-Type (image/jpeg, image/png, image/webp or image/avif).',
  busy: 'Too many photos are being processed at once. Try again in a moment.',
  unknown: 'This photo is not on the server. Upload it again.',
  twice: 'This photo is in the list twice.',
  tooMany: `At most ${MAX_ROOM_PHOTOS} photos.`,
} as const

/** The names of formats a photo upload is refused in, by the format the reader finds. */
const REFUSED_FORMATS: Record<string, string> = {
  gif: 'GIF',
  svg: 'SVG',
  tiff: 'TIFF',
  pdf: 'PDF',
  jp2: 'JPEG 2000',
  jxl: 'JPEG XL',
}

/**
 * Why a photo in `format` (as the image reader names it: `jpeg`, `gif`, `heif` with its
 * `compression`) is refused, or `undefined` when it is taken.
 */
export function photoFormatProblem(format: string | undefined, compression?: string) {
  switch (format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return undefined
    // AVIF is HEIF with AV1 inside; HEIC (HEVC inside) needs a decoder the server has not.
    case 'heif':
      return compression === 'av1' ? undefined : PHOTO_MESSAGES.heic
    case undefined:
      return PHOTO_MESSAGES.notAPhoto
    default:
      return format in REFUSED_FORMATS
        ? PHOTO_MESSAGES.format(REFUSED_FORMATS[format]!)
        : PHOTO_MESSAGES.notAPhoto
  }
}

/** What a reader found in a file (the server's image library, or `sniffPhoto`). */
export interface PhotoHeader {
  format?: string
  compression?: string
  width?: number
  height?: number
  /** Cut short, as far as the reader can tell from its header. */
  damaged?: boolean
}

/**
 * Why a file is refused by what its reader found: its format, cut short or of no size, more
 * than 50 megapixels; or `undefined` when it may be decoded.
 */
export function photoProblem({ format, compression, width, height, damaged }: PhotoHeader) {
  const problem = photoFormatProblem(format, compression)
  if (problem) return problem
  if (damaged || !width || !height) return PHOTO_MESSAGES.damaged
  const pixels = width * height
  if (pixels > PHOTO_MAX_PIXELS) {
    return PHOTO_MESSAGES.tooManyPixels(Math.round(pixels / 1_000_000))
  }
  return undefined
}

/** The widest a photo is kept: the widest width, and WebP's own limit of 16383 px a side. */
export const PHOTO_MAX_SIZE = { width: PHOTO_WIDTHS.at(-1)!, height: 16_383 }

/** Whether a request's `Content-Type` may carry a photo: an image type, or bytes of no stated type. */
export function isPhotoMediaType(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return /^image\/[\w.+-]+$/.test(type) || type === 'application/octet-stream'
}

/** The inn's own photos among its settings: its logo and its home page's photo. */
export const SETTINGS_PHOTOS = ['logo', 'homePhoto'] as const

/**
 * The settings' photos that are not kept (`isKept` answers by id), as field errors:
 * `{ logo: 'This photo is not on the server…' }`; empty when every one is.
 */
export function unknownSettingsPhotos(
  settings: Record<(typeof SETTINGS_PHOTOS)[number], { id: string } | null>,
  isKept: (id: string) => boolean,
): Record<string, string> {
  return Object.fromEntries(
    SETTINGS_PHOTOS.flatMap((field) => {
      const photo = settings[field]
      return photo && !isKept(photo.id) ? [[field, PHOTO_MESSAGES.unknown]] : []
    }),
  )
}
