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
  /**
   * Calls `listener` with every message, and `onListen` each time the feed starts listening:
   * once at first, and again after every reconnection of a feed that can lose its connection
   * (messages sent meanwhile are lost, so whatever they would have cleared must be cleared then).
   */
  subscribe(listener: (message: string) => void, onListen?: () => void): Promise<void>
}

/** The change feed of a database that only this process can open. */
export function localChangeFeed(): ChangeFeed {
  const listeners = new Set<(message: string) => void>()
  return {
    async publish(message) {
      for (const listener of listeners) listener(message)
    },
    async subscribe(listener, onListen) {
      listeners.add(listener)
      onListen?.()
    },
  }
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
  /** A booking's total is not what its nights cost (the `bookings_price` trigger, migration 020). */
  staleTotal: 'NJ001',
  /** A guest's stay that a stay rule forbids (the same trigger). */
  stayRuleBroken: 'NJ002',
} as const

/** Whether an error from either driver carries a given SQLSTATE code. */
export function isPgError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code
}
