/** Runs `callback` when the browser is idle (or after `timeout` ms at most); returns a cancel. */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 200)
    return () => window.clearTimeout(timer)
  }
  const handle = window.requestIdleCallback(callback, { timeout })
  return () => window.cancelIdleCallback(handle)
}
