/**
 * Work that holds something scarce (libuv's threads and memory for a password hash, libvips's
 * for a photo): at most `limits.concurrent` at once, `limits.waiting` more in line for their
 * turn, and the rest refused at once with `busy()` (the route answers 429). The limits are read
 * at each call, so a test may change them.
 */
export function takingTurns(
  limits: { readonly concurrent: number; readonly waiting: number },
  busy: () => Error,
) {
  let running = 0
  const queue: (() => void)[] = []
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limits.concurrent) {
      if (queue.length >= limits.waiting) throw busy()
      await new Promise<void>((resolve) => queue.push(resolve))
    } else {
      running++
    }
    try {
      return await work()
    } finally {
      const next = queue.shift()
      if (next) next()
      else running--
    }
  }
}
