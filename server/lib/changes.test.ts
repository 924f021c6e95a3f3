import { describe, expect, it } from 'vitest'

import { type ChangeFeedLike, createChanges, memoUntilChange } from './changes'

/** A feed whose connection the test drops and restores. */
function fakeFeed() {
  let onListen: (() => void) | undefined
  let listener: ((message: string) => void) | undefined
  const feed: ChangeFeedLike = {
    async publish() {},
    async subscribe(fn, listening) {
      listener = fn
      onListen = listening
      onListen?.()
    },
  }
  return { feed, reconnect: () => onListen?.(), hear: (message: string) => listener?.(message) }
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

  it('count other servers’ changes, and what this one found outdated, only here', async () => {
    const { feed, hear } = fakeFeed()
    const published: string[] = []
    feed.publish = async (message) => void published.push(message)
    const changes = createChanges(feed)
    await Promise.resolve()
    const before = changes.version('rooms', 'bookings')
    hear('another-server rooms')
    expect(changes.version('rooms', 'bookings')).toBe(before + 1)
    changes.outdated('bookings')
    expect(changes.version('rooms', 'bookings')).toBe(before + 2)
    expect(published).toEqual([])
    changes.changed('bookings')
    expect(published).toHaveLength(1)
  })
})
