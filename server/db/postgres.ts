import { randomUUID } from 'node:crypto'

import postgres from 'postgres'

import { sharedRoundTrips } from '../lib/round-trips'
import { databaseFault, faultBreaker } from './faults'
import { CHANGES_CHANNEL, type Db, type Executor, type Row } from './types'

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  max?: number
  /** Schema search path, e.g. `test_ab12, public` (tests use a schema each). */
  searchPath?: string
  /**
   * The `NOTIFY` channel of `Db.changeFeed` (default `nightjar_changes`; the triggers of a schema
   * other than public send to `nightjar_changes_<schema>`, migration 023). Channels are shared by
   * the whole database: the tests, a schema each, use one each so they do not hear each other.
   */
  channel?: string
}

/** The payload of a `caughtUp` marker (tables' names never start so). */
const MARKER = 'caught-up '
/** How long `caughtUp` waits for its marker before it goes on. */
const MARKER_TIMEOUT_MS = 2_000

/** Connects to a Postgres server with the `postgres` driver. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const channel = options.channel ?? CHANGES_CHANNEL
  /** Markers sent by `caughtUp`, by id, each resolved when the LISTEN connection hears it. */
  const markers = new Map<string, () => void>()
  let listening = false
  const sql = postgres(url, {
    max: options.max ?? 10,
    // A server that does not answer is given up on after 2 s (the driver's default: 30 s), so a
    // request answers 503 at once instead of waiting with its visitor.
    connect_timeout: 2,
    // While the server is away, a connection tries again within half a second (the driver's
    // default backs off up to 20 s, which a queued query waited through: 30 s before its 503).
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
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
  /** Sends a marker and waits for the LISTEN connection to hear it (at most 2 s). */
  const markerRoundTrip = sharedRoundTrips(async () => {
    const id = randomUUID()
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        new Promise<void>((resolve) => {
          markers.set(id, resolve)
          sql.notify(channel, `${MARKER}${id}`).catch(resolve)
        }),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, MARKER_TIMEOUT_MS))),
      ])
    } finally {
      clearTimeout(timer)
      markers.delete(id)
    }
  })
  const breaker = faultBreaker()
  /**
   * A call through the breaker. When the database fails, a marker out may never come back (the
   * LISTEN connection is lost with the rest, and its reconnection clears the caches anyway): the
   * writes waiting for one go on at once instead of at the marker's timeout.
   */
  const guarded = <T>(run: () => Promise<T>): Promise<T> =>
    breaker(run).catch((error: unknown) => {
      if (databaseFault(error)) for (const heard of markers.values()) heard()
      throw error
    })
  const plain = wrap(sql)
  await sql`select 1`
  return {
    kind: 'postgres',
    changeFeed: {
      // `onlisten` runs when the LISTEN connection is up: at first and after each reconnection.
      async subscribe(listener, onListen) {
        await sql.listen(
          channel,
          (payload) => {
            if (!payload.startsWith(MARKER)) return listener(payload)
            markers.get(payload.slice(MARKER.length))?.()
          },
          () => {
            listening = true
            onListen?.()
          },
        )
      },
      // Notifications reach a listener in the order their transactions committed: once a marker
      // sent now comes back, every change committed before it has been heard. (A LISTEN
      // connection that is down hears nothing: its reconnection clears the caches anyway.) The
      // writes that come while a marker is out share the next one.
      caughtUp: () => (listening ? markerRoundTrip() : Promise.resolve()),
    },
    query: (text, params) => guarded(() => plain.query(text, params)),
    exec: (text) => guarded(() => plain.exec(text)),
    transaction: <T>(fn: (tx: Executor) => Promise<T>) =>
      guarded(() => sql.begin((tx) => fn(wrap(tx))) as Promise<T>),
    close: () => sql.end({ timeout: 5 }),
  }
}
