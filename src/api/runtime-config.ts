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

/**
 * JSON for a page's `<script type="application/json">` element (the runtime config, the router's
 * data, the page's code): `<` is escaped, so no tag in the data can end the element early.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
