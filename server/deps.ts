import { type Hono } from 'hono'

import { type Rates, type Settings, type Staff } from '@/api/contract'
import { todayIn } from '@/domain/dates'
import { SETTINGS_PHOTOS, unknownSettingsPhotos } from '@/domain/photos'

import { readPhotos } from './db/photos'
import {
  SETTINGS_SELECT,
  type SettingsRow,
  settingsValues,
  toSettings,
  UPDATE_SETTINGS,
} from './db/rows'
import { type Db, type Queryable } from './db/types'
import { type Changes, memoUntilChange } from './lib/changes'
import { HttpError } from './lib/http-error'
import { type Logger } from './lib/logger'
import { type Limits } from './lib/rate-limit'
import { type DirectMail } from './mail/direct'
import { type BookingService } from './services/bookings'

/** What every router needs. */
export interface Deps {
  db: Db
  /** The clock (tests move it). */
  now: () => Date
  logger: Logger
  settings: SettingsStore
  /** Committed changes of rooms, closures, bookings, settings and rates, as the database tells them: what the caches follow. */
  changes: Changes
  /** The rate periods and stay rules, kept until they change (server/db/rates.ts). */
  rates: () => Promise<Rates>
  /** The limits in force (server/lib/rate-limit.ts; a deployment may change the numbers). */
  limits: Limits
  /** How many proxies stand in front of the server (`TRUST_PROXY`), for the client's address. */
  trustedProxies: number
  /** The site's public address for links the API writes (`PUBLIC_URL`); none: the request's. */
  publicUrl?: string
  /** The mail server for emails sent at once (a password reset link); none without `SMTP_URL`. */
  mail?: DirectMail
  /** The one way to book, move, edit, cancel and check in or out (server/services/bookings.ts). */
  bookings: BookingService
}

/** The signed-in staff member (the contract's `Staff`). */
export type StaffMember = Staff

export type AppEnv = { Variables: { staff: StaffMember; sessionHash: string } }
export type Router = Hono<AppEnv>

export interface SettingsStore {
  get(): Promise<Settings>
  set(next: Settings): Promise<Settings>
  /** Today's date in the inn's time zone. */
  today(): Promise<string>
}

/** The settings as the database holds them now. */
export async function readSettings(db: Queryable): Promise<Settings> {
  const [row] = await db.query<SettingsRow>(`SELECT ${SETTINGS_SELECT} FROM settings WHERE id = 1`)
  if (!row) throw new Error('Settings are missing: the database was not initialised.')
  return toSettings(row)
}

/** Settings read from the database and kept in memory until they change. */
export function settingsStore(db: Db, now: () => Date, changes: Changes): SettingsStore {
  const get = memoUntilChange(changes, ['settings'], () => readSettings(db))
  // The inn's date changes only on a minute boundary: work it out once a minute, not per request.
  let today: { minute: number; timeZone: string; date: string } | undefined
  return {
    get,
    async set(next) {
      const named = SETTINGS_PHOTOS.flatMap((field) => next[field]?.id ?? [])
      const kept = new Set((await readPhotos(db, named)).map((photo) => photo.id))
      const unknown = unknownSettingsPhotos(next, (id) => kept.has(id))
      if (Object.keys(unknown).length) {
        throw new HttpError('validation_error', 'Check the highlighted fields.', unknown)
      }
      await db.query(UPDATE_SETTINGS, settingsValues(next))
      return readSettings(db)
    },
    async today() {
      const { timeZone } = await get()
      const at = now()
      const minute = Math.floor(at.getTime() / 60_000)
      if (today?.minute !== minute || today.timeZone !== timeZone) {
        today = { minute, timeZone, date: todayIn(timeZone, at) }
      }
      return today.date
    },
  }
}
