/**
 * Shares round trips among the callers that wait for one: `wait()` resolves once a round trip
 * started after the call has come back. One is out at a time; the callers that come while it is
 * out share the next one, which starts when it is back. Under load, a round trip per caller
 * becomes one per round-trip time, and no caller waits for more than two.
 *
 * The server's writes wait so for the change feed (a marker sent through the database comes back
 * after every change committed before it was sent): 50 bookings at once sent 50 markers, each a
 * transaction on the database beside the bookings'.
 */
export function sharedRoundTrips(roundTrip: () => Promise<void>): () => Promise<void> {
  /** The round trip out now (it may have started before a later caller's call). */
  let out: Promise<void> | undefined
  /** The one that starts when `out` is back, shared by the callers that came meanwhile. */
  let next: Promise<void> | undefined
  const start = () => {
    const trip = roundTrip().finally(() => {
      if (out === trip) out = undefined
    })
    out = trip
    return trip
  }
  return () => {
    if (!out) return start()
    // Whether the one out comes back or fails, the next one goes.
    const afterOut = () => {
      next = undefined
      return start()
    }
    next ??= out.then(afterOut, afterOut)
    return next
  }
}
