/**
 * Read-mostly data kept in the server process (settings, rooms, rates, search answers) and the
 * counters that say when it went out of date. The database says what changed: triggers on the
 * kept tables notify each committed change (migration 023), and every server of the database
 * hears it on its change feed (`Db.changeFeed`). No write path has to say what it wrote.
 */
export type Change = 'rooms' | 'closures' | 'bookings' | 'settings' | 'rates'

export interface Changes {
  /** A number that goes up after every committed change of one of these kinds. */
  version(...of: Change[]): number
  /**
   * Resolves once every change committed before the call is counted: a write request answers
   * after it, so the next request sees what it wrote (on Postgres the feed is a moment behind).
   */
  caughtUp(): Promise<void>
}

/** The kind of change each notifying table is (the triggers send the table's name). */
const KIND_OF_TABLE: Record<string, Change> = {
  rooms: 'rooms',
  // A room's photos are part of the room (migration 031).
  room_photos: 'rooms',
  closures: 'closures',
  bookings: 'bookings',
  settings: 'settings',
  rate_periods: 'rates',
  stay_rules: 'rates',
}
const KINDS: readonly Change[] = ['rooms', 'closures', 'bookings', 'settings', 'rates']

/** What `createChanges` needs of the database: its change feed (`Db.changeFeed`). */
export interface ChangeFeedLike {
  subscribe(listener: (table: string) => void, onListen?: () => void): Promise<void>
  caughtUp(): Promise<void>
}

/**
 * The change counters of one app, fed by the database's change feed (none: the process never
 * hears of a change, as a test's "deaf" server). Each time the feed (re)starts listening, every
 * kind counts as changed: what changed while the connection was down was never heard, so every
 * cache starts afresh. A feed that fails to start is reported through `onError`.
 */
export function createChanges(
  feed?: ChangeFeedLike,
  onError: (error: unknown) => void = () => {},
): Changes {
  const counts: Record<Change, number> = {
    rooms: 0,
    closures: 0,
    bookings: 0,
    settings: 0,
    rates: 0,
  }
  feed
    ?.subscribe(
      (table) => {
        const kind = KIND_OF_TABLE[table]
        if (kind) counts[kind]++
      },
      () => {
        for (const kind of KINDS) counts[kind]++
      },
    )
    .catch(onError)
  return {
    version: (...of) => of.reduce((sum, kind) => sum + counts[kind], 0),
    caughtUp: () => feed?.caughtUp() ?? Promise.resolve(),
  }
}

/**
 * A value loaded once and kept until the next change of the given kinds. A load that overlaps a
 * change serves the callers already waiting for it but is not kept.
 */
export function memoUntilChange<T>(
  changes: Changes,
  of: Change[],
  load: () => Promise<T>,
): () => Promise<T> {
  let cached: { version: number; value: Promise<T> } | undefined
  return () => {
    const version = changes.version(...of)
    if (cached?.version === version) return cached.value
    const entry = { version, value: load() }
    cached = entry
    entry.value.catch(() => {
      if (cached === entry) cached = undefined
    })
    return entry.value
  }
}

/**
 * Answers computed from the database, by key, until the next change of the given kinds; at most
 * `max` of them (the oldest go first). `get` returns nothing for a missing or outdated entry;
 * `set` takes the version read before the database was asked (`version()`), so an answer that
 * raced a write is never kept.
 */
export class ChangeCache<V> {
  #version = -1
  readonly #entries = new Map<string, V>()
  readonly #changes: Changes
  readonly #of: Change[]
  readonly #max: number

  constructor(changes: Changes, of: Change[], max = 1000) {
    this.#changes = changes
    this.#of = of
    this.#max = max
  }

  version(): number {
    return this.#changes.version(...this.#of)
  }

  get(key: string): V | undefined {
    return this.#version === this.version() ? this.#entries.get(key) : undefined
  }

  set(key: string, value: V, readAt: number): void {
    if (readAt !== this.version()) return
    if (this.#version !== readAt) {
      this.#entries.clear()
      this.#version = readAt
    }
    if (this.#entries.size >= this.#max && !this.#entries.has(key)) {
      this.#entries.delete(this.#entries.keys().next().value!)
    }
    this.#entries.set(key, value)
  }
}
