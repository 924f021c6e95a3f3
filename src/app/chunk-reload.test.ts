import { describe, expect, it, vi } from 'vitest'

import { toErrorInfo } from '@/lib/errors'

import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  claimChunkReload,
  isChunkLoadError,
  OFFLINE_PAGE_MESSAGE,
  withChunkReload,
} from './chunk-reload'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

const chromeError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/result-page-x.js',
  )

describe('isChunkLoadError', () => {
  it.each([
    chromeError(),
    new TypeError('error loading dynamically imported module: http://localhost/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/a.css'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  it('ignores other errors', () => {
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('claimChunkReload', () => {
  it('allows one reload per path within 10 s, and stores { path, expires }', () => {
    const storage = memoryStorage()
    expect(claimChunkReload('/result', storage, 1_000)).toBe(true)
    expect(JSON.parse(storage.items.get(CHUNK_RELOAD_KEY)!)).toEqual({
      path: '/result',
      expires: 1_000 + CHUNK_RELOAD_WINDOW_MS,
    })
    expect(claimChunkReload('/result', storage, 1_000 + 9_999)).toBe(false)
    expect(claimChunkReload('/result', storage, 1_000 + 10_000)).toBe(true)
  })

  it('counts each path on its own', () => {
    const storage = memoryStorage()
    expect(claimChunkReload('/result', storage, 0)).toBe(true)
    expect(claimChunkReload('/booking', storage, 1)).toBe(true)
  })

  it('treats a damaged entry as none', () => {
    const storage = memoryStorage()
    storage.items.set(CHUNK_RELOAD_KEY, '{not json')
    expect(claimChunkReload('/result', storage, 0)).toBe(true)
  })

  it('never reloads without storage (no guard, no loop)', () => {
    expect(claimChunkReload('/result', undefined, 0)).toBe(false)
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded')
      },
    }
    expect(claimChunkReload('/result', full, 0)).toBe(false)
  })
})

describe('withChunkReload', () => {
  it('reloads at the target path on a chunk failure and never settles', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage())
    try {
      const reload = vi.fn()
      const load = withChunkReload(
        () => Promise.reject(chromeError()),
        () => '/result?x=1',
        reload,
      )
      const outcome = await Promise.race([
        load().then(
          () => 'settled',
          () => 'rejected',
        ),
        new Promise((resolve) => setTimeout(resolve, 20, 'pending')),
      ])
      expect(outcome).toBe('pending')
      expect(reload).toHaveBeenCalledWith('/result?x=1')

      // The same failure again within the window: the error goes to the error page instead.
      await expect(load()).rejects.toThrow(/dynamically imported module/)
      expect(reload).toHaveBeenCalledOnce()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('offline, shows the error page saying so instead of reloading', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage())
    try {
      const reload = vi.fn()
      const load = withChunkReload(
        () => Promise.reject(chromeError()),
        () => '/booking',
        reload,
        () => false,
      )
      const error = await load().then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(toErrorInfo(error)).toEqual({
        statusCode: 503,
        message: OFFLINE_PAGE_MESSAGE,
        fatal: false,
      })
      expect(reload).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('lets other errors through without reloading', async () => {
    const reload = vi.fn()
    const load = withChunkReload(
      () => Promise.reject(new Error('render bug')),
      () => '/',
      reload,
    )
    await expect(load()).rejects.toThrow('render bug')
    expect(reload).not.toHaveBeenCalled()
  })

  it('passes a successful load through', async () => {
    const load = withChunkReload(
      () => Promise.resolve({ Component: 'page' }),
      () => '/',
    )
    await expect(load()).resolves.toEqual({ Component: 'page' })
  })
})
