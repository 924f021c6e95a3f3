import { z } from 'zod'

import type { RuntimeConfig } from './runtime-config'

/** Validates the public runtime config the server writes into the page. */
export const runtimeConfigSchema = z.object({
  apiBase: z.string().min(1).default('/api'),
  debug: z.boolean().default(false),
  buildId: z.string().optional(),
}) satisfies z.ZodType<RuntimeConfig>
