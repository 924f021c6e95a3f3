import postgres from 'postgres'

import { type Db, type Queryable, type Row } from './types'

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  max?: number
  /** Schema search path, e.g. `test_ab12, public` (tests use a schema each). */
  searchPath?: string
}

/** The `NOTIFY` channel of `Db.changeFeed`. */
const CHANGES_CHANNEL = 'nightjar_changes'

/** Connects to a Postgres server with the `postgres` driver. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // Dates stay `YYYY-MM-DD` strings, as on PGlite.
    types: {
      date: { to: 1082, from: [1082], serialize: (x: string) => x, parse: (x: string) => x },
    },
    ...(options.searchPath ? { connection: { search_path: options.searchPath } } : {}),
  })
  const wrap = (q: postgres.Sql | postgres.TransactionSql): Queryable => ({
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const rows = await q.unsafe(text, params as postgres.ParameterOrJSON<never>[])
      return [...rows] as unknown as T[]
    },
  })
  await sql`select 1`
  return {
    kind: 'postgres',
    changeFeed: {
      async publish(message) {
        await sql.notify(CHANGES_CHANNEL, message)
      },
      async subscribe(listener) {
        await sql.listen(CHANGES_CHANNEL, listener)
      },
    },
    ...wrap(sql),
    async exec(text) {
      await sql.unsafe(text)
    },
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      sql.begin((tx) => fn(wrap(tx))) as Promise<T>,
    close: () => sql.end({ timeout: 5 }),
  }
}
