import { createError } from '@/lib/errors'

/**
 * Chunk reload guard (specification §4): when a lazy chunk fails to load (usually because a new
 * deployment removed the old hashed files), reload the page at the path being opened, but at
 * most once per 10 seconds per path, so a chunk that is really broken cannot cause a loop.
 */
export const CHUNK_RELOAD_KEY = 'nightjar:chunk-reload'
export const CHUNK_RELOAD_WINDOW_MS = 10_000

const CHUNK_ERROR =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|failed to load module script/i

/** Whether an error is a failed dynamic import (Chromium, Firefox, Safari, Vite preload). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message)
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

function sessionStore(): GuardStorage | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * Claims the one reload allowed for `path`: `true` (and records `{ path, expires }`) unless the
 * same path was reloaded less than 10 s ago. Without storage there is no guard, so no reload.
 */
export function claimChunkReload(
  path: string,
  storage: GuardStorage | undefined = sessionStore(),
  now: number = Date.now(),
): boolean {
  if (!storage) return false
  try {
    const previous = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? 'null') as {
      path?: unknown
      expires?: unknown
    } | null
    if (previous?.path === path && typeof previous.expires === 'number' && previous.expires > now) {
      return false
    }
  } catch {
    // A damaged entry counts as none.
  }
  try {
    storage.setItem(
      CHUNK_RELOAD_KEY,
      JSON.stringify({ path, expires: now + CHUNK_RELOAD_WINDOW_MS }),
    )
    return true
  } catch {
    return false
  }
}

/** Loads the page at `path` from the server. */
function hardNavigate(path: string) {
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`
  if (current === path) window.location.reload()
  else window.location.assign(path)
}

export const OFFLINE_PAGE_MESSAGE =
  'This page could not be loaded: you seem to be offline. Check your connection and try again.'

/**
 * Wraps a lazy import: a chunk failure reloads at `getTargetPath()` once (the promise then never
 * settles, as the page is going away); any other failure, or a second one within the window,
 * rejects as usual and the error page shows. Offline there is no reload (it would swap the app
 * for the browser's own "no internet" page): the error page says the visitor is offline.
 */
export function withChunkReload<T>(
  load: () => Promise<T>,
  getTargetPath: () => string,
  reload: (path: string) => void = hardNavigate,
  isOnline: () => boolean = () => globalThis.navigator?.onLine !== false,
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error
      if (!isOnline())
        throw createError({ statusCode: 503, message: OFFLINE_PAGE_MESSAGE, cause: error })
      const path = getTargetPath()
      if (!claimChunkReload(path)) throw error
      reload(path)
      return new Promise<never>(() => {})
    })
}
