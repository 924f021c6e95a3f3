import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  BUILD_POLL_INTERVAL_MS,
  buildMetaUrl,
  latestBuildUrl,
  watchBuildUpdates,
} from './build-update'
import { isReloadPending, setReloadPending } from './root-middleware'

function fakeServer(latest: { id: string; timestamp: number } | 'broken') {
  const urls: string[] = []
  const state = { latest }
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    urls.push(url)
    if (url.includes('/builds/meta/')) {
      return Response.json({ id: 'current', timestamp: 1 })
    }
    if (state.latest === 'broken') return new Response('<html>', { status: 200 })
    return Response.json(state.latest)
  })
  return { fetch, urls, state }
}

describe('build update watch', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    setReloadPending(false)
  })
  afterEach(() => {
    vi.useRealTimers()
    setReloadPending(false)
  })

  it('polls every hour and reports a new build id once', async () => {
    expect(BUILD_POLL_INTERVAL_MS).toBe(3_600_000)
    const server = fakeServer({ id: 'current', timestamp: 1 })
    const onUpdate = vi.fn()
    const onManifest = vi.fn()
    const stop = watchBuildUpdates({
      currentId: 'current',
      base: '/',
      fetch: server.fetch,
      onUpdate,
      onManifest,
    })

    // At start: only its own manifest.
    await vi.advanceTimersByTimeAsync(0)
    expect(server.urls).toEqual(['/builds/meta/current.json'])
    expect(onManifest).toHaveBeenCalledWith({ id: 'current', timestamp: 1 })

    await vi.advanceTimersByTimeAsync(3_599_999)
    expect(server.urls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.urls[1]).toMatch(/^\/builds\/latest\.json\?t=\d+$/)
    expect(onUpdate).not.toHaveBeenCalled()
    expect(isReloadPending()).toBe(false)

    server.state.latest = { id: 'next', timestamp: 2 }
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS)
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith({ id: 'next', timestamp: 2 })
    expect(isReloadPending()).toBe(true)
    // Each poll busts the cache.
    expect(server.urls[2]).not.toBe(server.urls[1])

    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS)
    expect(onUpdate).toHaveBeenCalledOnce()

    stop()
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 3)
    expect(server.urls).toHaveLength(4)
  })

  it('ignores a missing or malformed latest.json', async () => {
    const server = fakeServer('broken')
    const onUpdate = vi.fn()
    const stop = watchBuildUpdates({
      currentId: 'current',
      base: '/',
      fetch: server.fetch,
      onUpdate,
    })
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS)
    expect(onUpdate).not.toHaveBeenCalled()
    expect(isReloadPending()).toBe(false)
    stop()
  })
})

describe('build file URLs', () => {
  it('live under the app base', () => {
    expect(buildMetaUrl('/', 'abc')).toBe('/builds/meta/abc.json')
    expect(buildMetaUrl('/app', 'abc')).toBe('/app/builds/meta/abc.json')
    expect(latestBuildUrl('/', 42)).toBe('/builds/latest.json?t=42')
  })
})
