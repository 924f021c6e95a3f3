import { mkdirSync } from 'node:fs'

import { Mutex, parse, PGlite, type PGliteOptions, protocol, types } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'

import { type Db, type Executor, localChangeFeed, type Row } from './types'

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
async function queryInOneCall<T extends Row>(pg: PGlite, sql: string, values: (string | null)[]) {
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
  const { messages } = await pg.execProtocol(message)
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
  if (!inMemory) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create(inMemory ? undefined : dataDir, {
    extensions: { btree_gist },
    parsers,
    ...options,
  })
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Executor => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[])
      return result.rows
    },
    async exec(sql) {
      await q.exec(sql)
    },
  })
  // A statement outside a transaction takes one call (`queryInOneCall`), which PGlite does not
  // order with its transactions: this lock does, for everything run on `pg`.
  const lock = new Mutex()
  const plain = wrap(pg)
  return {
    kind: 'pglite',
    changeFeed: localChangeFeed(),
    query: <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      lock.runExclusive(() => {
        const values = asText(params)
        return values ? queryInOneCall<T>(pg, sql, values) : plain.query<T>(sql, params)
      }),
    exec: (sql) => lock.runExclusive(() => plain.exec(sql)),
    transaction: (fn) => lock.runExclusive(() => pg.transaction((tx) => fn(wrap(tx)))),
    async close() {
      if (!pg.closed) await lock.runExclusive(() => pg.close())
    },
    /** For test templates. */
    dump: () => pg.dumpDataDir('gzip'),
  } as Db & { dump: () => Promise<Blob> }
}
