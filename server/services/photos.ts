/**
 * The photo service: an uploaded file checked (its format by its bytes, its size in pixels),
 * turned upright (its EXIF orientation), stripped of its metadata (place, camera) and kept as
 * WebP at every width pages ask for (`photoWidths` in src/domain/photos.ts), in the database
 * (server/db/photos.ts). A photo is named by its content: the same file uploaded again, or fifty
 * times at once, is the one photo, processed once per server (and stored once however many
 * servers race: `ON CONFLICT DO NOTHING`).
 *
 * Decoding and encoding run on libvips's threads: a few photos at a time per process, a few
 * more waiting their turn, and the rest refused at once (429), as with password hashes, so a
 * burst of uploads cannot take the machine from the guests.
 */
import { createHash } from 'node:crypto'

import sharp, { type Metadata, type OutputInfo } from 'sharp'

import { sniffPhoto } from '@/domain/photo-bytes'
import {
  type Photo,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIZE,
  PHOTO_MESSAGES,
  photoFormatProblem,
  photoProblem,
  photoWidths,
} from '@/domain/photos'

import { insertPhoto, readPhotos } from '../db/photos'
import { type Db } from '../db/types'
import { HttpError } from '../lib/http-error'
import { takingTurns } from '../lib/turns'

/** A photo as kept: its size (upright, at most 3072 px wide) and no words yet. */
export type StoredPhoto = Omit<Photo, 'alt'>

/** Photos processed at once in this process, and how many more may wait for their turn. */
export const PHOTO_PROCESSING = { concurrent: 2, waiting: 16 }

/** WebP quality: photos look as taken, at about a tenth of a JPEG's bytes at full width. */
const WEBP_QUALITY = 80

/** Thrown when the queue is full; the route answers 429. */
export class PhotosBusyError extends Error {
  constructor() {
    super(PHOTO_MESSAGES.busy)
    this.name = 'PhotosBusyError'
  }
}

const inTurn = takingTurns(PHOTO_PROCESSING, () => new PhotosBusyError())

/** A photo's id: the first 128 bits of the SHA-256 of the file as uploaded, in hex. */
export function photoId(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32)
}

const refuse = (message: string) => new HttpError('validation_error', message)

/**
 * The upload's answer for a file sharp cannot read: a format it was not built to read or a file
 * it does not know (by what its bytes say: an SVG without a size, a HEIC), or a damaged one.
 */
function unreadable(error: unknown, bytes: Uint8Array): HttpError {
  const { format, compression } = sniffPhoto(bytes)
  const problem = format && photoFormatProblem(format, compression)
  if (problem) return refuse(problem)
  const message = error instanceof Error ? error.message : ''
  if (!format && /unsupported image format/i.test(message)) return refuse(PHOTO_MESSAGES.notAPhoto)
  return refuse(PHOTO_MESSAGES.damaged)
}

export interface ProcessedPhoto extends StoredPhoto {
  /** The WebP file of each kept width. */
  files: { width: number; bytes: Buffer }[]
}

/**
 * Checks a file and makes its WebP files, or throws the 400 that says what is wrong with it: not
 * an image, a format not taken (GIF, SVG, HEIC…), damaged or cut short, more than 50 megapixels.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  if (!bytes.length) throw refuse(PHOTO_MESSAGES.empty)
  // `failOn: 'warning'`: a file cut short (a JPEG's "premature end") is refused, not shown grey.
  const input = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'warning' } as const
  let metadata: Metadata
  try {
    // The header only (no pixels decoded): its size is checked below, with its own message.
    metadata = await sharp(bytes, { ...input, limitInputPixels: false }).metadata()
  } catch (error) {
    throw unreadable(error, bytes)
  }
  const problem = photoProblem(metadata)
  if (problem) throw refuse(problem)

  // Decoded once: upright, in sRGB, fitted within the widest kept width (and WebP's limit).
  let upright: { data: Buffer; info: OutputInfo }
  try {
    upright = await sharp(bytes, input)
      .rotate()
      .resize({ ...PHOTO_MAX_SIZE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    throw unreadable(error, bytes)
  }
  const { width, height, channels } = upright.info
  const raw = { raw: { width, height, channels } }
  // Each width from the decoded pixels: metadata (EXIF, GPS, ICC) is not carried over.
  const files = await Promise.all(
    photoWidths(width).map(async (w) => ({
      width: w,
      bytes: await sharp(upright.data, raw)
        .resize({ width: w })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    })),
  )
  return { id: photoId(bytes), width, height, files }
}

export interface PhotoService {
  /** Keeps an uploaded file as a photo (or finds it kept already); 400 for a file it refuses. */
  upload(bytes: Uint8Array): Promise<StoredPhoto>
}

export function photoService({ db }: { db: Db }): PhotoService {
  /** Uploads of one file being processed now in this server: they share the one answer. */
  const inFlight = new Map<string, Promise<StoredPhoto>>()

  async function keep(id: string, bytes: Uint8Array): Promise<StoredPhoto> {
    const [kept] = await readPhotos(db, [id])
    if (kept) return kept
    const photo = await inTurn(() => processPhoto(bytes))
    return insertPhoto(db, photo)
  }

  return {
    upload(bytes) {
      const id = photoId(bytes)
      let answer = inFlight.get(id)
      if (!answer) {
        answer = keep(id, bytes).finally(() => inFlight.delete(id))
        inFlight.set(id, answer)
      }
      return answer
    },
  }
}
