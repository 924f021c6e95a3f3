/**
 * The mocks' photos: an upload is read as the server reads it (its format and size from its bytes,
 * `sniffPhoto`; upright by its EXIF orientation; refused with the same words), named the same way
 * (the SHA-256 of its bytes), and kept as uploaded: each of its widths is served as that one file
 * (the browser scales it), since the mocks have no image encoder. Runs in the browser and in Node.
 */
import { sniffPhoto } from '@/domain/photo-bytes'
import {
  type Photo,
  PHOTO_MAX_SIZE,
  PHOTO_MESSAGES,
  photoProblem,
  photoWidths,
} from '@/domain/photos'

/** A photo the mocks keep: its size as the server would give it, and the file as uploaded. */
export interface MockPhoto {
  photo: Omit<Photo, 'alt'>
  bytes: Uint8Array
  type: string
}

/** Why a file is refused (the server's words), or the photo it makes. */
export async function readMockPhoto(bytes: Uint8Array): Promise<{ problem: string } | MockPhoto> {
  if (!bytes.length) return { problem: PHOTO_MESSAGES.empty }
  const sniffed = sniffPhoto(bytes)
  const problem = photoProblem(sniffed)
  if (problem) return { problem }
  const quarter = (sniffed.orientation ?? 1) >= 5
  const [w, h] = quarter ? [sniffed.height!, sniffed.width!] : [sniffed.width!, sniffed.height!]
  // Fitted as the server fits it.
  const scale = Math.min(1, PHOTO_MAX_SIZE.width / w, PHOTO_MAX_SIZE.height / h)
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource))
  const id = [...digest.subarray(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('')
  return {
    photo: {
      id,
      width: Math.max(1, Math.round(w * scale)),
      height: Math.max(1, Math.round(h * scale)),
    },
    bytes,
    type: `image/${sniffed.format === 'heif' ? 'avif' : sniffed.format}`,
  }
}

/** Whether a photo is kept at `width` (its standard widths below its own, and its own). */
export const hasWidth = (photo: Omit<Photo, 'alt'>, width: number) =>
  photoWidths(photo.width).includes(width)
