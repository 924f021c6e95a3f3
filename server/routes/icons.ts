import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import { getIcons } from '@iconify/utils'
import { Hono } from 'hono'
import { z } from 'zod'

import { iconsQuerySchema } from '@/api/contract'

import { type AppEnv } from '../deps'
import { HttpError } from '../lib/http-error'
import { param, query } from '../lib/validate'

const require = createRequire(import.meta.url)
type IconifyJSON = Parameters<typeof getIcons>[0]

/** Icon sets installed as `@iconify-json/<prefix>` packages that the endpoint serves. */
export const ICON_SETS = ['lucide'] as const

const cache = new Map<string, Promise<IconifyJSON>>()
function loadSet(prefix: string): Promise<IconifyJSON> | undefined {
  if (!(ICON_SETS as readonly string[]).includes(prefix)) return undefined
  let set = cache.get(prefix)
  if (!set) {
    set = readFile(require.resolve(`@iconify-json/${prefix}/icons.json`), 'utf8').then(
      (text) => JSON.parse(text) as IconifyJSON,
    )
    cache.set(prefix, set)
  }
  return set
}

const NO_SUCH_SET = 'No such icon set.'
/** `{prefix}.json`, the prefix. */
const iconSetParam = param(
  z.object({
    file: z
      .string()
      .regex(/^[a-z0-9-]+\.json$/)
      .transform((file) => file.slice(0, -'.json'.length)),
  }),
  NO_SUCH_SET,
)

/** `GET /api/icons/{prefix}.json?icons=a,b`: Iconify JSON, like the public Iconify API. */
export function iconsRouter() {
  const router = new Hono<AppEnv>()
  router.get('/icons/:file', iconSetParam, query(iconsQuerySchema), async (c) => {
    const set = loadSet(c.req.valid('param').file)
    if (!set) throw new HttpError('not_found', NO_SUCH_SET)
    const { icons } = c.req.valid('query')
    const data = await set
    const result = getIcons(data, icons, true) ?? {
      prefix: data.prefix,
      icons: {},
      not_found: icons,
    }
    c.header('Cache-Control', 'public, max-age=86400')
    return c.json(result)
  })
  return router
}
