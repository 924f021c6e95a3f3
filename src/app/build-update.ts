/**
 * Build updates (specification §7): each build writes `builds/latest.json` and
 * `builds/meta/{id}.json`. The app fetches its own manifest, polls `latest.json` every hour
 * (cache-busted), reports a new id once, and from then on the next route change loads the page
 * from the server (src/app/root-middleware.ts). The app loads this once it has started.
 */
import { setReloadPending } from './root-middleware'

export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev'
export const BUILD_POLL_INTERVAL_MS = 3_600_000

export interface BuildInfo {
  id: string
  timestamp: number
}

function isBuildInfo(value: unknown): value is BuildInfo {
  if (typeof value !== 'object' || value === null) return false
  const { id, timestamp } = value as Record<string, unknown>
  return typeof id === 'string' && id.length > 0 && typeof timestamp === 'number'
}

/** The URL of the latest-build file, with a cache-busting query. */
export function latestBuildUrl(base: string, now: number = Date.now()): string {
  return `${base.replace(/\/?$/, '/')}builds/latest.json?t=${now}`
}

export function buildMetaUrl(base: string, id: string): string {
  return `${base.replace(/\/?$/, '/')}builds/meta/${encodeURIComponent(id)}.json`
}

/** Fetches a build file; `null` when it is missing or malformed (an update check never throws). */
export async function fetchBuildInfo(
  url: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<BuildInfo | null> {
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return null
    const body: unknown = await response.json()
    return isBuildInfo(body) ? body : null
  } catch {
    return null
  }
}

export interface WatchOptions {
  /** This page's build id. */
  currentId?: string
  /** Where the app is served from (`import.meta.env.BASE_URL`). */
  base?: string
  interval?: number
  fetch?: typeof fetch
  /** Called once per newer build id seen. */
  onUpdate: (latest: BuildInfo) => void
  /** Called with the page's own manifest (or `null` when it could not be read). */
  onManifest?: (manifest: BuildInfo | null) => void
}

/**
 * Fetches the page's own manifest, then checks `latest.json` every `interval`. Returns a stop
 * function.
 */
export function watchBuildUpdates({
  currentId = BUILD_ID,
  base = import.meta.env.BASE_URL,
  interval = BUILD_POLL_INTERVAL_MS,
  fetch: fetchImpl = globalThis.fetch,
  onUpdate,
  onManifest,
}: WatchOptions): () => void {
  let stopped = false
  let reported: string | undefined

  void fetchBuildInfo(buildMetaUrl(base, currentId), fetchImpl).then((manifest) => {
    if (!stopped) onManifest?.(manifest)
  })

  const check = async () => {
    const latest = await fetchBuildInfo(latestBuildUrl(base), fetchImpl)
    if (stopped || !latest || latest.id === currentId || latest.id === reported) return
    reported = latest.id
    setReloadPending(true)
    onUpdate(latest)
  }
  const timer = setInterval(() => void check(), interval)
  return () => {
    stopped = true
    clearInterval(timer)
  }
}
