/** The small database interface the server needs, implemented for PGlite and for Postgres. */
export type Row = Record<string, unknown>

export interface Queryable {
  /** Runs one parameterised statement (`$1`, `$2`, …) and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
}

/** The channel the `notify_change` triggers (migration 023) send to, in the `public` schema. */
export const CHANGES_CHANNEL = 'nightjar_changes'

/**
 * What the database says has changed, for the servers' in-memory caches: the name of each table
 * whose rows a committed statement changed (the `notify_change` triggers, migration 023), by
 * `NOTIFY`. On Postgres every server process of the database hears them on its LISTEN
 * connection; on PGlite, which only one process can open, that process.
 */
export interface ChangeFeed {
  /**
   * Calls `listener` with every table changed, and `onListen` each time the feed starts
   * listening: once at first, and again after every reconnection of a feed that can lose its
   * connection (changes made meanwhile are not heard, so whatever they would have cleared must
   * be cleared then).
   */
  subscribe(listener: (table: string) => void, onListen?: () => void): Promise<void>
  /**
   * Resolves once every change committed before the call has reached the listener: a server's
   * next read after its own write sees it.
   */
  caughtUp(): Promise<void>
}

/** A connection or transaction that can also run a whole script. */
export interface Executor extends Queryable {
  /**
   * Runs a script of several statements without parameters, whole (PGlite's `exec`, the simple
   * query protocol on Postgres): dollar-quoted function bodies and semicolons in strings are fine.
   */
  exec(sql: string): Promise<void>
}

export interface Db extends Executor {
  readonly kind: 'pglite' | 'postgres'
  /** Absent: this process is the only server of the database. */
  readonly changeFeed?: ChangeFeed
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Postgres error codes the server handles. */
export const PG = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const

/** Whether an error from either driver carries a given SQLSTATE code. */
export function isPgError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code
}
