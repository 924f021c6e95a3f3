import * as React from 'react'

export interface QueryState<T> {
  /** The last answer (kept while a new one loads, so tables do not flash empty). */
  data: T | undefined
  /** The last failure; cleared by the next success. */
  error: unknown
  loading: boolean
  /** Fetches again with the same key. */
  reload: () => void
}

const isAbort = (error: unknown) =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (error instanceof Error && error.name === 'AbortError')

/**
 * Loads data for a key: runs `fetcher` when the key changes (or on `reload()`), aborting the
 * request a newer one replaces. `null` as the key waits (nothing is fetched).
 */
export function useQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): QueryState<T> {
  const latest = React.useRef(fetcher)
  React.useLayoutEffect(() => {
    latest.current = fetcher
  })
  const [nonce, setNonce] = React.useState(0)
  const [state, setState] = React.useState<{ data?: T; error?: unknown; loading: boolean }>({
    loading: key !== null,
  })

  React.useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    setState((previous) => ({ ...previous, loading: true }))
    latest.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return
        setState((previous) => ({ data: previous.data, error, loading: false }))
      },
    )
    return () => controller.abort()
  }, [key, nonce])

  const reload = React.useCallback(() => setNonce((n) => n + 1), [])
  return { data: state.data, error: state.error, loading: state.loading, reload }
}
