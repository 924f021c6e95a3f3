/**
 * Photos in the database (migration 031): each photo's size, and its WebP file at each kept
 * width. The photo service (server/services/photos.ts) makes them; rooms name them.
 */
import { type Photo } from '@/domain/photos'

import { type Queryable } from './types'

type StoredPhoto = Omit<Photo, 'alt'>

interface PhotoRow {
  [key: string]: unknown
  id: string
  width: number
  height: number
}

const toPhoto = (row: PhotoRow): StoredPhoto => ({
  id: row.id,
  width: Number(row.width),
  height: Number(row.height),
})

/** The photos of `ids` that are kept (in no particular order). */
export async function readPhotos(db: Queryable, ids: readonly string[]): Promise<StoredPhoto[]> {
  if (!ids.length) return []
  const rows = await db.query<PhotoRow>(
    'SELECT id, width, height FROM photos WHERE id = ANY($1::text[])',
    [[...new Set(ids)]],
  )
  return rows.map(toPhoto)
}

/**
 * Keeps a processed photo with its files, in one transaction: a photo is never there without
 * every width. One already kept (another server's upload of the same file) stays as it was.
 */
export async function insertPhoto(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  photo: StoredPhoto & { files: { width: number; bytes: Uint8Array }[] },
): Promise<StoredPhoto> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO photos (id, width, height) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [photo.id, photo.width, photo.height],
    )
    if (inserted.length) {
      for (const file of photo.files) {
        await tx.query('INSERT INTO photo_files (photo_id, width, bytes) VALUES ($1, $2, $3)', [
          photo.id,
          file.width,
          file.bytes,
        ])
      }
    }
    const [row] = await tx.query<PhotoRow>('SELECT id, width, height FROM photos WHERE id = $1', [
      photo.id,
    ])
    return toPhoto(row!)
  })
}

/** A photo's WebP file at one width, or `undefined` when there is none. */
export async function readPhotoFile(
  db: Queryable,
  id: string,
  width: number,
): Promise<Uint8Array | undefined> {
  const [row] = await db.query<{ bytes: Uint8Array }>(
    'SELECT bytes FROM photo_files WHERE photo_id = $1 AND width = $2',
    [id, width],
  )
  return row?.bytes
}

/**
 * Sets a room's photos to `photos`, in that order (their ids kept: the caller has checked them).
 */
export async function replaceRoomPhotos(
  tx: Queryable,
  roomId: number,
  photos: readonly { id: string; alt: string }[],
) {
  await tx.query('DELETE FROM room_photos WHERE room_id = $1', [roomId])
  if (!photos.length) return
  await tx.query(
    `INSERT INTO room_photos (room_id, position, photo_id, alt)
     SELECT $1::int, e.ordinality - 1, e.photo ->> 'id', e.photo ->> 'alt'
       FROM jsonb_array_elements($2::text::jsonb) WITH ORDINALITY AS e(photo, ordinality)`,
    [roomId, JSON.stringify(photos.map(({ id, alt }) => ({ id, alt })))],
  )
}
