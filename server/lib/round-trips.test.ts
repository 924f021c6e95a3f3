import { describe, expect, it } from 'vitest'

import { sharedRoundTrips } from './round-trips'

/** A round trip the test brings back by hand; `started` counts them. */
function manualTrips() {
  const backs: (() => void)[] = []
  return {
    roundTrip: () => new Promise<void>((resolve) => backs.push(resolve)),
    get started() {
      return backs.length
    },
    back: (n: number) => backs[n]!(),
  }
}

const settled = () => new Promise((resolve) => setImmediate(resolve))

describe('shared round trips', () => {
  it('a lone caller waits for its own round trip', async () => {
    const trips = manualTrips()
    const wait = sharedRoundTrips(trips.roundTrip)
    let done = false
    void wait().then(() => (done = true))
    expect(trips.started).toBe(1)
    await settled()
    expect(done).toBe(false)
    trips.back(0)
    await settled()
    expect(done).toBe(true)
  })

  it('callers who come while one is out share the next, started once it is back, never the one out', async () => {
    const trips = manualTrips()
    const wait = sharedRoundTrips(trips.roundTrip)
    const done: number[] = []
    void wait().then(() => done.push(0))
    // Fifty more while the first is out: it may have started before their writes.
    for (let i = 1; i <= 50; i++) void wait().then(() => done.push(i))
    expect(trips.started).toBe(1)
    trips.back(0)
    await settled()
    expect(done).toEqual([0])
    expect(trips.started).toBe(2)
    trips.back(1)
    await settled()
    expect(done).toHaveLength(51)
    expect(trips.started).toBe(2)
  })

  it('a round trip that fails releases its callers and the next caller starts a new one', async () => {
    let calls = 0
    const wait = sharedRoundTrips(async () => {
      calls++
      if (calls === 1) throw new Error('gone')
    })
    const first = wait()
    // Came while the failing one was out: they get one of their own.
    const second = wait()
    await expect(first).rejects.toThrow('gone')
    await second
    await wait()
    expect(calls).toBe(3)
  })
})
