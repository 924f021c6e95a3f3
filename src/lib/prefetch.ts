/**
 * Route-code prefetch (specification §9): at most 4 preloads at once, and no automatic prefetch
 * on a data-saver or 2g connection.
 */
export const PREFETCH_CONCURRENCY = 4

/** The parts of `navigator.connection` (Network Information API) that matter here. */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

/** Whether automatic prefetch is allowed on this connection (unknown connection: allowed). */
export function canAutoPrefetch(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !(connection.effectiveType ?? '').includes('2g')
}

export function currentConnection(): ConnectionInfo | undefined {
  return (globalThis.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined)
    ?.connection
}

/**
 * A queue of loads keyed by name: each key loads once (again after a failure), and no more
 * than `concurrency` loads run at a time; the rest wait their turn in order.
 */
export function createPrefetchQueue(concurrency = PREFETCH_CONCURRENCY) {
  const seen = new Set<string>()
  const waiting: Array<() => void> = []
  let running = 0

  const next = () => {
    while (running < concurrency && waiting.length > 0) waiting.shift()!()
  }

  function enqueue(key: string, load: () => Promise<unknown>): Promise<void> {
    if (seen.has(key)) return Promise.resolve()
    seen.add(key)
    return new Promise<void>((resolve) => {
      waiting.push(() => {
        running++
        Promise.resolve()
          .then(load)
          .catch(() => {
            // A prefetch failure is not an error: the navigation will try (and report) again.
            seen.delete(key)
          })
          .finally(() => {
            running--
            resolve()
            next()
          })
      })
      next()
    })
  }

  return {
    enqueue,
    /** Loads in flight now. */
    get running() {
      return running
    },
    /** Loads waiting for a free slot. */
    get pending() {
      return waiting.length
    },
  }
}
