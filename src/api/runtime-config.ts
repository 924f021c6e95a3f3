import { z } from 'zod'

/**
 * Public runtime configuration: the server writes it into every HTML page as
 * `<script type="application/json" id="nightjar-config">…</script>` (data, not executable code),
 * and the client reads it at start, so one build can point at another API without a rebuild.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'nightjar-config'

export const runtimeConfigSchema = z.object({
  /** Base address of the API, e.g. `/api` or `https://api.example.com/api`. */
  apiBase: z.string().min(1).default('/api'),
  /** Whether the client writes debug logs (never secrets) to the console. */
  debug: z.boolean().default(false),
  /** The build this page belongs to (see `builds/latest.json`). */
  buildId: z.string().optional(),
})

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>

/** Serialises the config for embedding in HTML: `<` is escaped so no tag can be closed early. */
export function serializeRuntimeConfig(config: RuntimeConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c')
}
