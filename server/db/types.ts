/** The small database interface the server needs, implemented for PGlite and for Postgres. */
export type Row = Record<string, unknown>

export interface Queryable {
  /** Runs one parameterised statement (`$1`, `$2`, …) and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
}

/**
 * Messages between the servers of one database, for their in-memory caches: on Postgres,
 * `NOTIFY`/`LISTEN` (every server process on the database hears them); on PGlite, which only
 * one process can open, an in-process list of listeners.
 */
export interface ChangeFeed {
  publish(message: string): Promise<void>
  subscribe(listener: (message: string) => void): Promise<void>
}

/** The change feed of a database that only this process can open. */
export function localChangeFeed(): ChangeFeed {
  const listeners = new Set<(message: string) => void>()
  return {
    async publish(message) {
      for (const listener of listeners) listener(message)
    },
    async subscribe(listener) {
      listeners.add(listener)
    },
  }
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Absent: this process is the only server of the database. */
  readonly changeFeed?: ChangeFeed
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Postgres error codes the server handles. */
export const PG = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  foreignKeyViolation: '23503',
} as const

/** Whether an error from either driver carries a given SQLSTATE code. */
export function isPgError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code
}
