/**
 * Public runtime configuration: the server writes it into every HTML page as
 * `<script type="application/json" id="nightjar-config">…</script>` (data, not executable code),
 * and the client reads it at start, so one build can point at another API without a rebuild.
 * This module stays free of zod because the first page imports it; the server validates with
 * `runtimeConfigSchema` (runtime-config-schema.ts).
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'nightjar-config'

export interface RuntimeConfig {
  /** Base address of the API, e.g. `/api` or `https://api.example.com/api`. */
  apiBase: string
  /** Whether the client writes debug logs (never secrets) to the console. */
  debug: boolean
  /** The build this page belongs to (see `builds/latest.json`). */
  buildId?: string
}

/** Serialises the config for embedding in HTML: `<` is escaped so no tag can be closed early. */
export function serializeRuntimeConfig(config: RuntimeConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c')
}
