import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { canAutoPrefetch, createPrefetchQueue, PREFETCH_CONCURRENCY } from './prefetch'

describe('canAutoPrefetch', () => {
  it('allows prefetch on an unknown or fast connection', () => {
    expect(canAutoPrefetch(undefined)).toBe(true)
    expect(canAutoPrefetch({})).toBe(true)
    expect(canAutoPrefetch({ effectiveType: '4g', saveData: false })).toBe(true)
    expect(canAutoPrefetch({ effectiveType: '3g' })).toBe(true)
  })

  it.each([
    [{ saveData: true }],
    [{ saveData: true, effectiveType: '4g' }],
    [{ effectiveType: '2g' }],
    [{ effectiveType: 'slow-2g' }],
  ])('skips prefetch on %j', (connection) => {
    expect(canAutoPrefetch(connection)).toBe(false)
  })
})

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createPrefetchQueue', () => {
  it('runs at most 4 loads at once, the rest in order as slots free up', async () => {
    expect(PREFETCH_CONCURRENCY).toBe(4)
    const queue = createPrefetchQueue()
    const started: number[] = []
    const finish: Array<() => void> = []
    for (let i = 0; i < 7; i++) {
      void queue.enqueue(`page-${i}`, () => {
        started.push(i)
        return new Promise<void>((resolve) => finish.push(resolve))
      })
    }
    await tick()
    expect(started).toEqual([0, 1, 2, 3])
    expect(queue.running).toBe(4)
    expect(queue.pending).toBe(3)

    finish[1]!()
    await tick()
    expect(started).toEqual([0, 1, 2, 3, 4])
    expect(queue.running).toBe(4)
  })

  it('never exceeds the limit, whatever the timings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 20 }),
        async (delays) => {
          const queue = createPrefetchQueue()
          let running = 0
          let peak = 0
          await Promise.all(
            delays.map((delay, i) =>
              queue.enqueue(`k${i}`, async () => {
                running++
                peak = Math.max(peak, running)
                await new Promise((resolve) => setTimeout(resolve, delay))
                running--
              }),
            ),
          )
          expect(peak).toBeLessThanOrEqual(4)
          expect(running).toBe(0)
        },
      ),
      { numRuns: 25 },
    )
  })

  it('loads each key once, but again after a failure', async () => {
    const queue = createPrefetchQueue()
    let calls = 0
    const failing = () => {
      calls++
      return Promise.reject(new Error('offline'))
    }
    await queue.enqueue('admin', failing)
    await queue.enqueue('admin', failing)
    expect(calls).toBe(2)

    let loads = 0
    const ok = () => {
      loads++
      return Promise.resolve()
    }
    await queue.enqueue('home', ok)
    await queue.enqueue('home', ok)
    expect(loads).toBe(1)
  })
})
