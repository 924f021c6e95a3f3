import { DEFAULT_SETTINGS, type Settings } from '@/api/contract'
import { todayIn } from '@/domain/dates'
import { demoData } from '@/domain/demo-data'
import { FRESH_SETTINGS } from '@/domain/settings'

import { hashPassword, type ScryptParams } from '../lib/passwords'
import { bookingColumns, SETTINGS_COLUMNS, settingsValues, UPDATE_SETTINGS } from './rows'
import { type Db } from './types'

/** Writes a new inn's settings (`FRESH_SETTINGS`) if there are none. */
export async function ensureSettings(db: Db, settings: Settings = FRESH_SETTINGS): Promise<void> {
  await db.query(
    `INSERT INTO settings (id, ${SETTINGS_COLUMNS.join(', ')})
     VALUES (1, ${SETTINGS_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (id) DO NOTHING`,
    settingsValues(settings),
  )
}

/**
 * Seeds the demo inn (rooms, rates, stay rules, bookings, closures, the demo staff account) when
 * the database has no rooms and no staff yet. Returns whether it seeded.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  /** Tests use cheaper parameters; the stored hash records them. */
  hashParams?: ScryptParams,
): Promise<boolean> {
  await ensureSettings(db)
  return db.transaction(async (tx) => {
    const [{ rooms, staff }] = (await tx.query(
      'SELECT (SELECT count(*) FROM rooms)::int AS rooms, (SELECT count(*) FROM staff)::int AS staff',
    )) as [{ rooms: number; staff: number }]
    if (rooms > 0 || staff > 0) return false
    const data = demoData(todayIn(DEFAULT_SETTINGS.timeZone, now), now)
    // The demo inn's name and words in place of a new inn's.
    await tx.query(UPDATE_SETTINGS, settingsValues(data.settings))
    for (const room of data.rooms) {
      await tx.query(
        `INSERT INTO rooms (id, name, description, capacity, rate, amenities, photo, active)
         VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8)`,
        [
          room.id,
          room.name,
          room.description,
          room.capacity,
          room.rate,
          JSON.stringify(room.amenities),
          room.photo,
          room.active,
        ],
      )
    }
    await tx.query(
      "SELECT setval(pg_get_serial_sequence('rooms', 'id'), (SELECT max(id) FROM rooms))",
    )
    // The demo's rooms are older than the records: the active ones have always been open.
    await tx.query('INSERT INTO room_active_periods (room_id) SELECT id FROM rooms WHERE active')
    // The rates before the bookings: each booking's total is what its nights cost.
    for (const p of data.ratePeriods) {
      await tx.query(
        `INSERT INTO rate_periods (room_id, name, first_night, last_night, rate, weekdays)
         VALUES ($1, $2, $3::date, $4::date, $5, $6::text::smallint[])`,
        [p.roomId, p.name, p.from, p.to, p.rate, p.weekdays && `{${p.weekdays.join(',')}}`],
      )
    }
    for (const r of data.stayRules) {
      await tx.query(
        `INSERT INTO stay_rules (name, first_day, last_day, min_nights, closed_to_arrival,
           closed_to_departure)
         VALUES ($1, $2::date, $3::date, $4, $5, $6)`,
        [r.name, r.from, r.to, r.minNights, r.closedToArrival, r.closedToDeparture],
      )
    }
    for (const { reference, ...booking } of data.bookings) {
      const { columns, values } = bookingColumns({
        ...booking,
        reference,
        referencePrefix: data.settings.referencePrefix,
        currency: data.settings.currency,
      })
      await tx.query(
        `INSERT INTO bookings (${columns.join(', ')})
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        values,
      )
    }
    for (const c of data.closures) {
      await tx.query('INSERT INTO closures (room_id, date) VALUES ($1, $2::date)', [
        c.roomId,
        c.date,
      ])
    }
    await tx.query(
      "INSERT INTO staff (email, name, password_hash, role) VALUES ($1, $2, $3, 'owner')",
      [data.staff.email, data.staff.name, await hashPassword(data.staff.password, hashParams)],
    )
    return true
  })
}

/** Creates a staff account unless one with that email exists (production's first account). */
export async function ensureStaff(
  db: Db,
  email: string,
  password: string,
  name = 'Admin',
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO staff (email, name, password_hash, role, created_at)
     VALUES ($1, $2, $3, 'owner', now())
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [email.trim().toLowerCase(), name, await hashPassword(password)],
  )
  return rows.length > 0
}
