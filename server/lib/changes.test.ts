import { describe, expect, it } from 'vitest'

import { type ChangeFeedLike, createChanges, memoUntilChange } from './changes'

/** A feed whose connection the test drops and restores. */
function fakeFeed() {
  let onListen: (() => void) | undefined
  let listener: ((table: string) => void) | undefined
  const feed: ChangeFeedLike = {
    async subscribe(fn, listening) {
      listener = fn
      onListen = listening
      onListen?.()
    },
    async caughtUp() {},
  }
  return { feed, reconnect: () => onListen?.(), hear: (table: string) => listener?.(table) }
}

describe('caches and the change feed', () => {
  it('start afresh each time the feed (re)connects: changes missed meanwhile are not kept stale', async () => {
    const { feed, reconnect } = fakeFeed()
    const changes = createChanges(feed)
    await Promise.resolve()
    let reads = 0
    const rooms = memoUntilChange(changes, ['rooms'], async () => ++reads)
    expect(await rooms()).toBe(1)
    expect(await rooms()).toBe(1)
    // The connection dropped and came back: another server's change may have been lost.
    reconnect()
    expect(await rooms()).toBe(2)
    expect(await rooms()).toBe(2)
  })

  it('count each table the database says changed as its kind, and nothing else', async () => {
    const { feed, hear } = fakeFeed()
    const changes = createChanges(feed)
    await Promise.resolve()
    const before = changes.version('rooms', 'bookings')
    hear('rooms')
    expect(changes.version('rooms', 'bookings')).toBe(before + 1)
    const rates = changes.version('rates')
    hear('rate_periods')
    hear('stay_rules')
    expect(changes.version('rates')).toBe(rates + 2)
    const all = changes.version('rooms', 'closures', 'bookings', 'settings', 'rates')
    hear('emails')
    expect(changes.version('rooms', 'closures', 'bookings', 'settings', 'rates')).toBe(all)
  })
})
