import postgres from 'postgres'

import { type Db, type Executor, type Row } from './types'

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  max?: number
  /** Schema search path, e.g. `test_ab12, public` (tests use a schema each). */
  searchPath?: string
  /**
   * The `NOTIFY` channel of `Db.changeFeed` (default `nightjar_changes`). Channels are shared by
   * the whole database: the tests, a schema each, use one each so they do not hear each other.
   */
  channel?: string
}

/** Connects to a Postgres server with the `postgres` driver. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const channel = options.channel ?? 'nightjar_changes'
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // Dates stay `YYYY-MM-DD` strings, as on PGlite.
    types: {
      date: { to: 1082, from: [1082], serialize: (x: string) => x, parse: (x: string) => x },
    },
    ...(options.searchPath ? { connection: { search_path: options.searchPath } } : {}),
  })
  const wrap = (q: postgres.Sql | postgres.TransactionSql): Executor => ({
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const rows = await q.unsafe(text, params as postgres.ParameterOrJSON<never>[])
      return [...rows] as unknown as T[]
    },
    // Without parameters, `unsafe` uses the simple query protocol: a script of statements runs.
    async exec(text) {
      await q.unsafe(text)
    },
  })
  await sql`select 1`
  return {
    kind: 'postgres',
    changeFeed: {
      async publish(message) {
        await sql.notify(channel, message)
      },
      // `onlisten` runs when the LISTEN connection is up: at first and after each reconnection.
      async subscribe(listener, onListen) {
        await sql.listen(channel, listener, onListen)
      },
    },
    ...wrap(sql),
    transaction: <T>(fn: (tx: Executor) => Promise<T>) =>
      sql.begin((tx) => fn(wrap(tx))) as Promise<T>,
    close: () => sql.end({ timeout: 5 }),
  }
}
