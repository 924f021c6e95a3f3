import {} from 'hono'

import { endpoints } from '@/api/paths'
import {
  closureConflicts,
  closuresAnswer,
  keptClosureReasons,
  PAST_CLOSURES,
  pastClosureChanges,
} from '@/domain/availability'
import { PHOTO_MESSAGES } from '@/domain/photos'

import { readPhotos, replaceRoomPhotos } from '../../db/photos'
import { recordActivity } from '../../db/room-periods'
import { ROOM_COLUMNS, type RoomRow, toRoom } from '../../db/rows'
import { isPgError, PG, type Queryable } from '../../db/types'
import { type Deps } from '../../deps'
import { endpointRouter } from '../../lib/endpoint'
import { HttpError } from '../../lib/http-error'

const COLUMN: Record<string, string> = {
  name: 'name',
  description: 'description',
  capacity: 'capacity',
  rate: 'rate',
  amenities: 'amenities',
  photo: 'photo',
  active: 'active',
}

const NO_SUCH_ROOM = 'No such room.'
/** The room id of the path, or 404. */

async function lockRoom(tx: Queryable, id: number) {
  const rows = await tx.query('SELECT id FROM rooms WHERE id = $1 FOR UPDATE', [id])
  if (!rows.length) throw new HttpError('not_found', NO_SUCH_ROOM)
}

type PhotoList = readonly { id: string; alt: string }[]

/** A 400 naming each photo of the list the server does not keep (`photos.2.id`). */
const unknownPhotos = (photos: PhotoList, kept: ReadonlySet<string>) =>
  new HttpError(
    'validation_error',
    'Check the highlighted fields.',
    Object.fromEntries(
      photos.flatMap(({ id }, i) =>
        kept.has(id) ? [] : [[`photos.${i}.id`, PHOTO_MESSAGES.unknown]],
      ),
    ),
  )

/** Sets a room's photos, each one the server keeps (or a 400 naming those it does not). */
async function writeRoomPhotos(tx: Queryable, roomId: number, photos: PhotoList) {
  const kept = new Set(
    (
      await readPhotos(
        tx,
        photos.map((p) => p.id),
      )
    ).map((p) => p.id),
  )
  if (photos.some(({ id }) => !kept.has(id))) throw unknownPhotos(photos, kept)
  try {
    await replaceRoomPhotos(tx, roomId, photos)
  } catch (error) {
    // A photo deleted since it was read: as unknown.
    if (isPgError(error, PG.foreignKeyViolation)) throw unknownPhotos(photos, new Set())
    throw error
  }
}

/** Rooms (list, create, update) and their closures. */
export function adminRoomsRouter(deps: Deps) {
  const { db, settings } = deps
  const { router, on } = endpointRouter(deps)

  on(endpoints.adminListRooms, async (c) => {
    const rows = await db.query<RoomRow>(`SELECT ${ROOM_COLUMNS} FROM rooms ORDER BY id`)
    return c.json(rows.map(toRoom))
  })

  on(endpoints.adminCreateRoom, async (c, input) => {
    const data = input.json
    const today = await settings.today()
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.query<RoomRow>(
        `INSERT INTO rooms (name, description, capacity, rate, amenities, photo, active, opened_on)
         VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $8::date) RETURNING id`,
        [
          data.name,
          data.description,
          data.capacity,
          data.rate,
          JSON.stringify(data.amenities),
          data.photo,
          data.active,
          today,
        ],
      )
      const id = Number(created!.id)
      await writeRoomPhotos(tx, id, data.photos)
      // Open to book from today (the reports count it from then).
      if (data.active) await recordActivity(tx, id, true, today)
      const [room] = await tx.query<RoomRow>(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE id = $1`, [
        id,
      ])
      return room!
    })
    return c.json({ room: toRoom(row) }, 201)
  })

  on(endpoints.adminUpdateRoom, async (c, input) => {
    const { id } = input.param
    const data = input.json
    const entries = Object.entries(data).filter(
      ([key, value]) => value !== undefined && key in COLUMN,
    )
    const sets = entries.map(
      ([key], i) => `${COLUMN[key]} = $${i + 2}${key === 'amenities' ? '::text::jsonb' : ''}`,
    )
    const values = entries.map(([key, value]) =>
      key === 'amenities' ? JSON.stringify(value) : value,
    )
    // Before the transaction (on PGlite the settings are read on the one connection it holds).
    const today = data.active === undefined ? null : await settings.today()
    const [row] = await db.transaction(async (tx) => {
      const found = await tx.query(
        sets.length
          ? `UPDATE rooms SET ${sets.join(', ')} WHERE id = $1 RETURNING id`
          : 'SELECT id FROM rooms WHERE id = $1 FOR UPDATE',
        [id, ...values],
      )
      if (!found.length) return []
      if (data.photos) await writeRoomPhotos(tx, id, data.photos)
      // Active or not from today on: the reports of the days before stay as they were.
      if (today !== null) await recordActivity(tx, id, data.active!, today)
      return tx.query<RoomRow>(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE id = $1`, [id])
    })
    if (!row) throw new HttpError('not_found', NO_SUCH_ROOM)
    return c.json({ room: toRoom(row) })
  })

  on(endpoints.adminGetClosures, async (c, input) => {
    const { id } = input.param
    const rooms = await db.query('SELECT id FROM rooms WHERE id = $1', [id])
    if (!rooms.length) throw new HttpError('not_found', NO_SUCH_ROOM)
    const rows = await db.query<{ date: string; reason: string | null }>(
      'SELECT date, reason FROM closures WHERE room_id = $1 ORDER BY date',
      [id],
    )
    return c.json(closuresAnswer(rows))
  })

  on(endpoints.adminPutClosures, async (c, input) => {
    const { id } = input.param
    const { dates } = input.json
    let { reasons } = input.json
    // Before the transaction: the settings are read on another connection (on PGlite, the only
    // one, which the transaction holds until it ends).
    const today = await settings.today()
    await db.transaction(async (tx) => {
      await lockRoom(tx, id)
      const stored = await tx.query<{ date: string; reason: string | null }>(
        'SELECT date, reason FROM closures WHERE room_id = $1 AND date < $2::date',
        [id, today],
      )
      reasons = keptClosureReasons(reasons, stored)
      const past = pastClosureChanges(
        stored.map((r) => r.date),
        dates,
        today,
      )
      if (past.length) {
        throw new HttpError('closure_conflict', PAST_CLOSURES.message, {
          dates: PAST_CLOSURES.field(past),
        })
      }
      if (dates.length) {
        const bookings = await tx.query<{ room_id: number; check_in: string; check_out: string }>(
          `SELECT room_id, check_in, check_out FROM bookings WHERE room_id = $1 AND status = 'confirmed'
             AND check_in <= $3::date AND check_out > $2::date`,
          [id, dates[0], dates.at(-1)],
        )
        const clashes = closureConflicts(
          id,
          dates,
          bookings.map((b) => ({
            roomId: Number(b.room_id),
            checkIn: b.check_in,
            checkOut: b.check_out,
            status: 'confirmed' as const,
          })),
        )
        if (clashes.length) {
          throw new HttpError('closure_conflict', 'The room is booked on some of these dates.', {
            dates: `Booked on ${clashes.join(', ')}.`,
          })
        }
      }
      await tx.query('DELETE FROM closures WHERE room_id = $1', [id])
      if (dates.length) {
        await tx.query(
          `INSERT INTO closures (room_id, date, reason)
           SELECT $1::int, d::date, $3::text::jsonb ->> d
             FROM jsonb_array_elements_text($2::text::jsonb) AS d`,
          [id, JSON.stringify(dates), JSON.stringify(reasons)],
        )
      }
    })
    return c.json(closuresAnswer(dates.map((date) => ({ date, reason: reasons[date] }))))
  })
  return router
}
