import * as React from 'react'

import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@/api/runtime-config'

export type { RuntimeConfig }

/**
 * Defaults when the page carries no config: the Vite dev server and Storybook. Debug logs are on
 * in development only.
 */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: '/api',
  debug: import.meta.env.DEV,
}

/**
 * Parses the JSON the server wrote into the page. A small hand-written check rather than the zod
 * schema keeps zod out of the first page's JavaScript; the server validates with the schema.
 * Unknown or ill-typed fields fall back to the defaults, with a console warning.
 */
export function parseRuntimeConfig(
  text: string | null | undefined,
  defaults: RuntimeConfig = DEFAULT_RUNTIME_CONFIG,
): RuntimeConfig {
  if (!text?.trim()) return { ...defaults }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    console.warn('Runtime config is not valid JSON; using the defaults.')
    return { ...defaults }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    console.warn('Runtime config is not an object; using the defaults.')
    return { ...defaults }
  }
  const value = raw as Record<string, unknown>
  const config: RuntimeConfig = { ...defaults }
  if (typeof value.apiBase === 'string' && value.apiBase.trim()) config.apiBase = value.apiBase
  else if (value.apiBase !== undefined) console.warn('Runtime config: ignoring an invalid apiBase.')
  if (typeof value.debug === 'boolean') config.debug = value.debug
  if (typeof value.buildId === 'string' && value.buildId) config.buildId = value.buildId
  return config
}

/** Reads the config element from a document (the server writes it; see server/spa.ts). */
export function readRuntimeConfig(doc: Document | undefined = globalThis.document): RuntimeConfig {
  return parseRuntimeConfig(doc?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent)
}

let cached: RuntimeConfig | undefined

/** The page's runtime config, read once. Non-React code (the API client) uses this. */
export function getRuntimeConfig(): RuntimeConfig {
  return (cached ??= readRuntimeConfig())
}

const RuntimeConfigContext = React.createContext<RuntimeConfig | null>(null)

/** Overrides the runtime config below it (stories, tests). The app itself needs no provider. */
export function RuntimeConfigProvider({
  value,
  children,
}: {
  value: Partial<RuntimeConfig>
  children: React.ReactNode
}) {
  const config = React.useMemo(() => ({ ...getRuntimeConfig(), ...value }), [value])
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>
}

/** The public runtime config: `{ apiBase, debug, buildId? }`. */
export function useRuntimeConfig(): RuntimeConfig {
  return React.use(RuntimeConfigContext) ?? getRuntimeConfig()
}
