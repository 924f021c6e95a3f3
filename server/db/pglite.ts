import { mkdirSync } from 'node:fs'

import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'

import { type Db, type Executor, localChangeFeed, type Row } from './types'

/** Dates stay `YYYY-MM-DD` strings (no time-zone shifts). */
const parsers = { [types.DATE]: (value: string) => value }

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
  return {
    kind: 'pglite',
    changeFeed: localChangeFeed(),
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (!pg.closed) await pg.close()
    },
    /** For test templates. */
    dump: () => pg.dumpDataDir('gzip'),
  } as Db & { dump: () => Promise<Blob> }
}
