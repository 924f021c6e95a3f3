import * as React from 'react'

export interface AsyncGroupSource<T> {
  id: string
  /** Finds items for a query. Abort the work when `signal` aborts: a newer query replaced it. */
  search?: (query: string, signal: AbortSignal) => Promise<T[]>
  /** Milliseconds to wait after the last keystroke before searching. Default 200. */
  debounce?: number
}

export interface AsyncGroupState<T> {
  loading: boolean
  items: T[]
  error?: unknown
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Runs every group's `search(query)`, debounced, aborting the request a newer query replaces.
 * Returns each async group's state by id. Groups are read by id, so an inline array of groups
 * does not restart the searches on every render.
 */
export function useAsyncGroups<T>(
  groups: readonly AsyncGroupSource<T>[],
  query: string,
): ReadonlyMap<string, AsyncGroupState<T>> {
  const searchable = React.useEffectEvent(() => groups.filter((group) => group.search))
  const asyncIds = groups
    .filter((group) => group.search)
    .map((group) => group.id)
    .join('\u0000')
  const [states, setStates] = React.useState<ReadonlyMap<string, AsyncGroupState<T>>>(new Map())

  React.useEffect(() => {
    const sources = searchable()
    if (sources.length === 0) {
      setStates(new Map())
      return
    }
    const controller = new AbortController()
    const timers: ReturnType<typeof setTimeout>[] = []
    const update = (id: string, state: AsyncGroupState<T>) => {
      if (controller.signal.aborted) return
      setStates((previous) => new Map(previous).set(id, state))
    }
    setStates(new Map(sources.map((group) => [group.id, { loading: true, items: [] }])))
    for (const group of sources) {
      const run = async () => {
        try {
          const items = await group.search!(query, controller.signal)
          update(group.id, { loading: false, items })
        } catch (error) {
          if (isAbort(error) || controller.signal.aborted) return
          console.error(`Search in group "${group.id}" failed`, error)
          update(group.id, { loading: false, items: [], error })
        }
      }
      timers.push(setTimeout(() => void run(), group.debounce ?? 200))
    }
    return () => {
      timers.forEach(clearTimeout)
      controller.abort()
    }
  }, [asyncIds, query])

  return states
}
