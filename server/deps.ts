import { type Hono } from 'hono'

import { type Settings } from '../src/api/contract'
import { todayIn } from '../src/domain/dates'
import { type SettingsRow, toSettings } from './db/rows'
import { type Db } from './db/types'
import { type Logger } from './lib/logger'

/** What every router needs. */
export interface Deps {
  db: Db
  /** The clock (tests move it). */
  now: () => Date
  logger: Logger
  settings: SettingsStore
}

export interface StaffMember {
  id: number
  email: string
  name: string
}

export type AppEnv = { Variables: { staff: StaffMember; sessionHash: string } }
export type Router = Hono<AppEnv>

export interface SettingsStore {
  get(): Promise<Settings>
  set(next: Settings): Promise<Settings>
  /** Today's date in the inn's time zone. */
  today(): Promise<string>
}

/** Settings read from the database and kept in memory until they change. */
export function settingsStore(db: Db, now: () => Date): SettingsStore {
  let cached: Promise<Settings> | undefined
  const load = async () => {
    const [row] = await db.query<SettingsRow>(
      'SELECT inn_name, currency, check_in_time, check_out_time, time_zone FROM settings WHERE id = 1',
    )
    if (!row) throw new Error('Settings are missing: the database was not initialised.')
    return toSettings(row)
  }
  const get = () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined
      throw error
    })
    return cached
  }
  return {
    get,
    async set(next) {
      await db.query(
        `UPDATE settings SET inn_name = $1, currency = $2, check_in_time = $3, check_out_time = $4,
           time_zone = $5 WHERE id = 1`,
        [next.innName, next.currency, next.checkInTime, next.checkOutTime, next.timeZone],
      )
      cached = Promise.resolve({ ...next })
      return next
    },
    async today() {
      return todayIn((await get()).timeZone, now())
    },
  }
}
