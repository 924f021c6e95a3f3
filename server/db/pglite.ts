import { mkdirSync } from 'node:fs'

import { Mutex, parse, PGlite, type PGliteOptions, protocol, types } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'

import { lockDataDir } from './data-dir-lock'
import { CHANGES_CHANNEL, type Db, type Executor, type Row } from './types'

/** Dates stay `YYYY-MM-DD` strings (no time-zone shifts). */
const parsers = { [types.DATE]: (value: string) => value }

/** The parameters as the text the engine reads, or undefined when one needs PGlite's serializers. */
function asText(params: readonly unknown[]): (string | null)[] | undefined {
  const values: (string | null)[] = []
  for (const param of params) {
    if (param === null || param === undefined) values.push(null)
    else if (typeof param === 'string') values.push(param)
    else if (typeof param === 'number' || typeof param === 'boolean' || typeof param === 'bigint')
      values.push(String(param))
    else if (param instanceof Date) values.push(param.toISOString())
    else return undefined
  }
  return values
}

/**
 * One statement in a single call into the engine: parse, bind, describe, execute and sync in one
 * message. PGlite's `query` makes six calls for a statement (it asks the parameters' types
 * first), about 40 µs of the 90 µs a `SELECT 1` takes; a search or a booking is one statement.
 * The parameters go as text, typed by the statement's casts and columns.
 */
async function queryInOneCall<T extends Row>(
  pg: PGlite,
  sql: string,
  values: (string | null)[],
  inTransaction = false,
) {
  const { serialize } = protocol
  const parts = [
    serialize.parse({ text: sql }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  parts.reduce((offset, part) => (message.set(part, offset), offset + part.length), 0)
  // Inside a transaction its files are synced once, after COMMIT (as PGlite's own queries do).
  const { messages } = await pg.execProtocol(message, { syncToFs: !inTransaction })
  return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as T[]
}

/**
 * Opens an embedded PGlite database: `dataDir` on disk (created if missing), `memory://` or
 * nothing for memory, or `loadDataDir` to start from a dumped template.
 */
export async function openPglite(
  dataDir?: string,
  options: Pick<PGliteOptions, 'loadDataDir'> = {},
): Promise<Db> {
  const inMemory = !dataDir || dataDir.startsWith('memory://')
  let release = () => {}
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true })
    release = lockDataDir(dataDir)
  }
  let pg: PGlite
  try {
    pg = await PGlite.create(inMemory ? undefined : dataDir, {
      extensions: { btree_gist },
      parsers,
      ...options,
    })
  } catch (error) {
    release()
    throw error
  }
  // Each statement in a single call (`queryInOneCall`) where its parameters go as text, on
  // `pg` alone and inside a transaction alike. PGlite does not order those calls with its own
  // queries and transactions: this lock does, for everything run on `pg`.
  const lock = new Mutex()
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>, inTransaction: boolean): Executor => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const values = asText(params)
      if (values) return queryInOneCall<T>(pg, sql, values, inTransaction)
      return (await q.query<T>(sql, params as unknown[])).rows
    },
    async exec(sql) {
      await q.exec(sql)
    },
  })
  const plain = wrap(pg, false)
  return {
    kind: 'pglite',
    // NOTIFY reaches this process's own listeners as the statement (or COMMIT) that sends it
    // answers, before its caller goes on: every change is counted before the write returns.
    changeFeed: {
      async subscribe(listener, onListen) {
        await lock.runExclusive(() => pg.listen(CHANGES_CHANNEL, listener))
        onListen?.()
      },
      caughtUp: async () => {},
    },
    query: <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      lock.runExclusive(() => plain.query<T>(sql, params)),
    exec: (sql) => lock.runExclusive(() => plain.exec(sql)),
    transaction: (fn) => lock.runExclusive(() => pg.transaction((tx) => fn(wrap(tx, true)))),
    async close() {
      if (!pg.closed) await lock.runExclusive(() => pg.close())
      release()
    },
    /** For test templates. */
    dump: () => pg.dumpDataDir('gzip'),
  } as Db & { dump: () => Promise<Blob> }
}
