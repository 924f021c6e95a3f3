/**
 * Photos: staff upload a file's bytes (`POST /api/admin/photos`), the server keeps it upright as
 * WebP at every width pages ask for and serves each (`GET /api/photos/{id}/{width}.webp`) for
 * good; files it does not take get a 4xx that says why; the same file is one photo however many
 * times (and however many at once) it comes; a room's photos are saved in order with their
 * words. On PGlite, and on Postgres in its run.
 */
import { createHash } from 'node:crypto'

import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'

import {
  availabilityResponseSchema,
  errorBodySchema,
  type Photo,
  photoResponseSchema,
  roomListSchema,
  roomResponseSchema,
} from '@/api/contract'
import { buildPath, paths } from '@/api/paths'
import { addDays, todayIn } from '@/domain/dates'
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, photoPath, photoWidths } from '@/domain/photos'

import { createApp } from '../../server/app'
import { PHOTO_PROCESSING } from '../../server/services/photos'
import { demoApp, usingPostgres } from './test-db'

const demo = demoApp()

const solid = (width: number, height: number, background = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background } })

/** A picture whose left half is red and right half blue, `width` × `height`. */
async function halves(width: number, height: number) {
  const right = await solid(width - Math.floor(width / 2), height, '#00f')
    .png()
    .toBuffer()
  return solid(width, height, '#f00').composite([
    { input: right, left: Math.floor(width / 2), top: 0 },
  ])
}

function upload(
  body: BodyInit,
  type: string | null = 'image/jpeg',
  { token = demo.token, app = demo.app, headers = {} as Record<string, string> } = {},
) {
  return app.request(`/api${paths.adminPhotos}`, {
    method: 'POST',
    headers: {
      ...(type ? { 'content-type': type } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

async function uploaded(bytes: Uint8Array, type = 'image/jpeg'): Promise<Photo> {
  const res = await upload(bytes as BodyInit, type)
  expect(res.status, await res.clone().text()).toBe(201)
  return photoResponseSchema.parse(await res.json()).photo
}

async function refused(res: Response, status: number, code: string) {
  expect(res.status).toBe(status)
  const { error } = errorBodySchema.parse(await res.json())
  expect(error.code).toBe(code)
  return error.message
}

const fetchFile = (id: string, width: number, init?: RequestInit) =>
  demo.app.request(`/api${photoPath(id, width)}`, init)

const idOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32)

/** How many rows `from` (a table and its condition) has. */
const count = async (from: string, params: unknown[] = []) => {
  const [row] = await demo.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, params)
  return Number(row!.n)
}

describe(`photo uploads on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  it('keeps a JPEG, a PNG, a WebP and an AVIF, named by their bytes, with no words yet', async () => {
    const files = {
      'image/jpeg': await solid(640, 480).jpeg().toBuffer(),
      'image/png': await solid(500, 500, '#123').png().toBuffer(),
      'image/webp': await solid(300, 200, '#456').webp().toBuffer(),
      'image/avif': await solid(200, 300, '#789').avif().toBuffer(),
    }
    const sizes = []
    for (const [type, bytes] of Object.entries(files)) {
      const photo = await uploaded(bytes, type)
      expect(photo.id).toBe(idOf(bytes))
      expect(photo.alt).toBe('')
      sizes.push([photo.width, photo.height])
    }
    expect(sizes).toEqual([
      [640, 480],
      [500, 500],
      [300, 200],
      [200, 300],
    ])
  })

  it('serves every width as WebP, for good, with an ETag; nothing else', async () => {
    const bytes = await solid(4000, 3000).jpeg({ quality: 60 }).toBuffer()
    const photo = await uploaded(bytes)
    // Capped at the widest kept width, in its proportions.
    expect([photo.width, photo.height]).toEqual([3072, 2304])
    const widths = photoWidths(photo.width)
    expect(widths).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072])
    for (const width of widths) {
      const res = await fetchFile(photo.id, width)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('etag')).toBe(`"${photo.id}-${width}"`)
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        width,
        Math.round((2304 * width) / 3072),
      ])
      // Nothing of the camera's or the place's goes with it.
      expect(meta.exif).toBeUndefined()
    }
    const again = await fetchFile(photo.id, 640, {
      headers: { 'if-none-match': `"${photo.id}-640"` },
    })
    expect(again.status).toBe(304)

    for (const path of [
      photoPath(photo.id, 4000),
      photoPath(photo.id, 100),
      photoPath('0'.repeat(32), 640),
      `/photos/${photo.id}/640.png`,
      `/photos/${photo.id.toUpperCase()}/640.webp`,
      `/photos/${photo.id}/0640.webp`,
    ]) {
      expect(await refused(await demo.app.request(`/api${path}`), 404, 'not_found')).toBe(
        'No such photo.',
      )
    }
  })

  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    // Stored 400 × 200, red on the left; orientation 6 says "turn 90° clockwise to show".
    const bytes = await (
      await halves(400, 200)
    )
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Someone', Make: 'Camera' } })
      .toBuffer()
    expect((await sharp(bytes).metadata()).orientation).toBe(6)
    const photo = await uploaded(bytes)
    expect([photo.width, photo.height]).toEqual([200, 400])
    const file = Buffer.from(await (await fetchFile(photo.id, 200)).arrayBuffer())
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([200, 400])
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels
      return [data[at]!, data[at + 1]!, data[at + 2]!]
    }
    // The left half is now the top half.
    const [r1, , b1] = pixel(100, 50)
    const [r2, , b2] = pixel(100, 350)
    expect(r1).toBeGreaterThan(200)
    expect(b1).toBeLessThan(60)
    expect(b2).toBeGreaterThan(200)
    expect(r2).toBeLessThan(60)
    const meta = await sharp(file).metadata()
    expect([meta.orientation, meta.exif]).toEqual([undefined, undefined])
  })

  it('keeps a small photo at its own width only', async () => {
    const photo = await uploaded(await solid(250, 100).png().toBuffer(), 'image/png')
    expect(photoWidths(photo.width)).toEqual([250])
    expect((await fetchFile(photo.id, 250)).status).toBe(200)
    expect((await fetchFile(photo.id, 320)).status).toBe(404)
  })

  it('says why it does not take a file', async () => {
    const gif = await solid(20, 20).gif().toBuffer()
    expect(await refused(await upload(gif, 'image/gif'), 400, 'validation_error')).toBe(
      PHOTO_MESSAGES.format('GIF'),
    )
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>'
    expect(await refused(await upload(svg, 'image/svg+xml'), 400, 'validation_error')).toBe(
      PHOTO_MESSAGES.format('SVG'),
    )
    const tiff = await solid(20, 20).tiff().toBuffer()
    expect(await refused(await upload(tiff, 'image/tiff'), 400, 'validation_error')).toBe(
      PHOTO_MESSAGES.format('TIFF'),
    )
    // Text sent as a photo, and as what it is.
    expect(await refused(await upload('not a photo', 'image/jpeg'), 400, 'validation_error')).toBe(
      PHOTO_MESSAGES.notAPhoto,
    )
    expect(
      await refused(await upload('not a photo', 'text/plain'), 415, 'unsupported_media_type'),
    ).toBe(PHOTO_MESSAGES.mediaType)
    expect(
      await refused(await upload('{}', 'application/json'), 415, 'unsupported_media_type'),
    ).toBe(PHOTO_MESSAGES.mediaType)
    expect(
      await refused(await upload(new Uint8Array(), 'image/png'), 400, 'validation_error'),
    ).toBe(PHOTO_MESSAGES.empty)
    // Cut short: a JPEG missing its last 40 %, a PNG missing its end.
    const jpeg = await solid(800, 600).jpeg().toBuffer()
    expect(
      await refused(
        await upload(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))),
        400,
        'validation_error',
      ),
    ).toBe(PHOTO_MESSAGES.damaged)
    const png = await (await halves(300, 300)).png().toBuffer()
    expect(
      await refused(
        await upload(png.subarray(0, png.length - 200), 'image/png'),
        400,
        'validation_error',
      ),
    ).toBe(PHOTO_MESSAGES.damaged)
    // 8000 × 7000: 56 megapixels in a small file.
    const huge = await solid(8000, 7000).png({ compressionLevel: 9 }).toBuffer()
    expect(await refused(await upload(huge, 'image/png'), 400, 'validation_error')).toBe(
      PHOTO_MESSAGES.tooManyPixels(56),
    )
    // Nothing of these was kept.
    expect(
      await count('photos WHERE id = ANY($1::text[])', [[idOf(gif), idOf(jpeg), idOf(huge)]]),
    ).toBe(0)
  })

  it('refuses a file over 20 MB, with its length said or not', async () => {
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1)
    expect(await refused(await upload(big), 413, 'payload_too_large')).toBe(PHOTO_MESSAGES.tooLarge)
    // Sent in chunks, without a length: counted as it comes.
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 21) controller.close()
        else controller.enqueue(chunk)
      },
    })
    expect(await refused(await upload(stream), 413, 'payload_too_large')).toBe(
      PHOTO_MESSAGES.tooLarge,
    )
    // Other writes keep their 64 KiB.
    const json = await demo.app.request(`/api${paths.adminRooms}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
      body: JSON.stringify({ name: 'x'.repeat(70 * 1024) }),
    })
    expect(json.status).toBe(413)
  })

  it('takes uploads from staff only', async () => {
    const bytes = await solid(100, 100, '#abc').jpeg().toBuffer()
    for (const token of ['', 'forged-token-forged-token-forged-0001']) {
      expect(
        await refused(await upload(bytes, 'image/jpeg', { token }), 401, 'unauthenticated'),
      ).toBe('Sign in to continue.')
    }
    // A body that is no image, without a session, is still a 401 (sign-in comes first).
    expect(
      await refused(await upload('x', 'text/plain', { token: '' }), 401, 'unauthenticated'),
    ).toBeTruthy()
    expect(await count('photos WHERE id = $1', [idOf(bytes)])).toBe(0)
  })

  it('keeps the same file once, however many times and however many at once it comes', async () => {
    const bytes = await solid(1500, 1000, '#5a5').jpeg().toBuffer()
    const first = await uploaded(bytes)
    expect(await uploaded(bytes)).toEqual(first)

    const other = await solid(1400, 1000, '#a55').jpeg().toBuffer()
    const answers = await Promise.all(Array.from({ length: 50 }, () => upload(other)))
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(201))
    const photos = await Promise.all(
      answers.map(async (res) => photoResponseSchema.parse(await res.json()).photo),
    )
    expect(new Set(photos.map((p) => JSON.stringify(p))).size).toBe(1)
    expect(await count('photos WHERE id = $1', [idOf(other)])).toBe(1)
    expect(await count('photo_files WHERE photo_id = $1', [idOf(other)])).toBe(
      photoWidths(1400).length,
    )
  })

  it('keeps one photo when two servers of one database take the same file at once', async () => {
    const second = createApp({ db: demo.db })
    const bytes = await solid(900, 700, '#55a').webp().toBuffer()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        upload(bytes, 'image/webp', { app: i % 2 ? second : demo.app }),
      ),
    )
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(201))
    const ids = await Promise.all(
      answers.map(async (res) => photoResponseSchema.parse(await res.json()).photo.id),
    )
    expect(new Set(ids)).toEqual(new Set([idOf(bytes)]))
    expect(await count('photo_files WHERE photo_id = $1', [idOf(bytes)])).toBe(
      photoWidths(900).length,
    )
  })

  describe('when too many photos are processed at once', () => {
    const saved = { ...PHOTO_PROCESSING }
    afterEach(() => Object.assign(PHOTO_PROCESSING, saved))

    it('refuses the ones that cannot wait, and says when to try again', async () => {
      Object.assign(PHOTO_PROCESSING, { concurrent: 1, waiting: 1 })
      const files = await Promise.all(
        ['#101', '#202', '#303', '#404', '#505'].map((c) => solid(2000, 1500, c).jpeg().toBuffer()),
      )
      const answers = await Promise.all(files.map((bytes) => upload(bytes)))
      const statuses = answers.map((res) => res.status)
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(2)
      const busy = answers.filter((res) => res.status === 429)
      expect(busy.length).toBeGreaterThan(0)
      expect(busy[0]!.headers.get('retry-after')).toBe('5')
      expect(await refused(busy[0]!, 429, 'too_many_attempts')).toBe(PHOTO_MESSAGES.busy)
    })
  })
})

describe(`a room's photos on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  const call = (method: string, path: string, body?: unknown) =>
    demo.app.request(`/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  it('are saved in order with their words, reordered, changed and removed by sending the list', async () => {
    const [a, b, c] = [
      await uploaded(await solid(1200, 800, '#111').jpeg().toBuffer()),
      await uploaded(await solid(800, 1200, '#222').jpeg().toBuffer()),
      await uploaded(await solid(1000, 1000, '#333').png().toBuffer(), 'image/png'),
    ]
    const created = await call('POST', paths.adminRooms, {
      name: 'Photo Room',
      capacity: 2,
      rate: 9000,
      photos: [
        { id: b.id, alt: 'The bed under the window' },
        { id: a.id, alt: ' The view  ' },
      ],
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { room } = roomResponseSchema.parse(await created.json())
    expect(room.photos).toEqual([
      { ...b, alt: 'The bed under the window' },
      { ...a, alt: 'The view' },
    ])
    expect(room.photo).toBe('')

    // The guests' list and search show them at once.
    const listed = roomListSchema.parse(await (await demo.app.request(`/api${paths.rooms}`)).json())
    expect(listed.find((r) => r.id === room.id)?.photos).toEqual(room.photos)

    const patch = async (body: unknown) => {
      const res = await call('PATCH', buildPath(paths.adminRoom, { id: room.id }), body)
      expect(res.status, await res.clone().text()).toBe(200)
      return roomResponseSchema.parse(await res.json()).room
    }
    expect(
      (
        await patch({
          photos: [{ id: a.id, alt: 'The view' }, { id: c.id }, { id: b.id, alt: 'The bed' }],
        })
      ).photos.map((p) => [p.id, p.alt]),
    ).toEqual([
      [a.id, 'The view'],
      [c.id, ''],
      [b.id, 'The bed'],
    ])
    // A change of something else leaves them as they are.
    expect((await patch({ rate: 9500 })).photos.map((p) => p.id)).toEqual([a.id, c.id, b.id])
    const today = todayIn('Europe/Lisbon')
    const search = await demo.app.request(
      `/api${buildPath(paths.availability, {}, { checkIn: addDays(today, 200), checkOut: addDays(today, 201), guests: 2 })}`,
    )
    const found = availabilityResponseSchema
      .parse(await search.json())
      .find((r) => r.room.id === room.id)
    expect(found?.room.photos.map((p) => p.id)).toEqual([a.id, c.id, b.id])

    expect((await patch({ photos: [{ id: c.id, alt: 'Only this' }] })).photos).toEqual([
      { ...c, alt: 'Only this' },
    ])
    expect((await patch({ photos: [] })).photos).toEqual([])
    expect(await count('room_photos WHERE room_id = $1', [room.id])).toBe(0)
    // The photos stay kept for another use.
    expect(await count('photos WHERE id = ANY($1::text[])', [[a.id, b.id, c.id]])).toBe(3)
  })

  it('refuses a photo the server does not keep, one twice and more than twelve, naming the field', async () => {
    const kept = await uploaded(await solid(600, 400, '#444').jpeg().toBuffer())
    const fields = async (method: string, path: string, body: unknown) => {
      const res = await call(method, path, body)
      expect(res.status).toBe(400)
      return errorBodySchema.parse(await res.json()).error.fields
    }
    const room = { name: 'Refused Room', capacity: 1, rate: 1000 }
    expect(
      await fields('POST', paths.adminRooms, {
        ...room,
        photos: [{ id: kept.id }, { id: 'f'.repeat(32) }],
      }),
    ).toEqual({ 'photos.1.id': PHOTO_MESSAGES.unknown })
    expect(
      await fields('PATCH', buildPath(paths.adminRoom, { id: 1 }), {
        photos: [{ id: 'not-a-photo' }],
      }),
    ).toEqual({ 'photos.0.id': 'Unknown photo.' })
    expect(
      await fields('PATCH', buildPath(paths.adminRoom, { id: 1 }), {
        photos: [{ id: kept.id }, { id: kept.id, alt: 'Again' }],
      }),
    ).toEqual({ 'photos.1.id': PHOTO_MESSAGES.twice })
    expect(
      await fields('PATCH', buildPath(paths.adminRoom, { id: 1 }), {
        photos: Array.from({ length: 13 }, (_, i) => ({ id: i.toString(16).padStart(32, '0') })),
      }),
    ).toEqual({ photos: PHOTO_MESSAGES.tooMany })
    expect(
      await fields('PATCH', buildPath(paths.adminRoom, { id: 1 }), {
        photos: [{ id: kept.id, alt: 'x'.repeat(201) }],
      }),
    ).toHaveProperty(['photos.0.alt'])
    // Nothing was written.
    expect(await count("rooms WHERE name = 'Refused Room'")).toBe(0)
    expect(await count('room_photos WHERE room_id = 1')).toBe(0)
  })
})
