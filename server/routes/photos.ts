import {} from 'hono'

import { errorBody } from '@/api/errors'
import { endpoints } from '@/api/paths'

import { readPhotoFile } from '../db/photos'
import { type Deps } from '../deps'
import { endpointRouter } from '../lib/endpoint'
import { HttpError } from '../lib/http-error'
import { PhotosBusyError, photoService } from '../services/photos'

/** A photo's file never changes under its address (its id is its content's hash). */
const FOREVER = 'public, max-age=31536000, immutable'

/**
 * `POST /api/admin/photos` (staff upload a photo: its bytes as the body) and
 * `GET /api/photos/{id}/{width}.webp` (anyone: one of its widths, cached for good).
 */
export function photosRouter(deps: Deps) {
  const { db } = deps
  const { router, on } = endpointRouter(deps)
  const photos = photoService({ db })

  on(endpoints.adminUploadPhoto, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    try {
      const photo = await photos.upload(bytes)
      return c.json({ photo: { ...photo, alt: '' } }, 201)
    } catch (error) {
      if (!(error instanceof PhotosBusyError)) throw error
      c.header('Retry-After', '5')
      return c.json(errorBody('too_many_attempts', error.message), 429)
    }
  })

  on(endpoints.photo, async (c, { param: { id, file: width } }) => {
    const etag = `"${id}-${width}"`
    if (
      c.req
        .header('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': FOREVER })
    }
    const bytes = await readPhotoFile(db, id, width)
    if (!bytes) throw new HttpError('not_found', endpoints.photo.notFound)
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': FOREVER,
      ETag: etag,
    })
  })

  return router
}
