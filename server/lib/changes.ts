import { randomUUID } from 'node:crypto'

/**
 * Read-mostly data kept in the server process (settings, rooms, rates, search answers) and the
 * counters that say when it went out of date: every write path that changes rooms, closures,
 * bookings, settings or rates calls `changed()` once its write has committed. With several servers on one Postgres,
 * each also hears the others' changes (`Db.changeFeed`).
 */
export type Change = 'rooms' | 'closures' | 'bookings' | 'settings' | 'rates'

export interface Changes {
  /** A number that goes up after every committed change of one of these kinds. */
  version(...of: Change[]): number
  /** Call after the write committed (never before: a reader could cache the old data again). */
  changed(what: Change): void
  /** This process found its copy of `what` out of date: counted here, not told to the others. */
  outdated(what: Change): void
}

const KINDS: readonly Change[] = ['rooms', 'closures', 'bookings', 'settings', 'rates']

/** What `createChanges` needs of the database: its change feed (`Db.changeFeed`). */
export interface ChangeFeedLike {
  publish(message: string): Promise<void>
  subscribe(listener: (message: string) => void, onListen?: () => void): Promise<void>
}

/**
 * The change counters of one app. With a feed, each change is also told to the other servers of
 * the database, and theirs are counted here (a lost message is logged through `onError`). Each
 * time the feed (re)starts listening, every kind counts as changed: what the others changed
 * while the connection was down was never heard, so every cache starts afresh.
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
  const origin = randomUUID()
  feed
    ?.subscribe(
      (message) => {
        const [from, what] = message.split(' ')
        if (from !== origin && KINDS.includes(what as Change)) counts[what as Change]++
      },
      () => {
        for (const kind of KINDS) counts[kind]++
      },
    )
    .catch(onError)
  return {
    version: (...of) => of.reduce((sum, kind) => sum + counts[kind], 0),
    changed(what) {
      counts[what]++
      feed?.publish(`${origin} ${what}`).catch(onError)
    },
    outdated(what) {
      counts[what]++
    },
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

/**
 * Runs a write, then marks `what` changed whether it succeeded or not: a write that failed may
 * still have committed (a connection lost after the commit), and one change too many costs only
 * a cache refill.
 */
export async function writing<T>(
  changes: Changes,
  what: Change,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write()
  } finally {
    changes.changed(what)
  }
}
