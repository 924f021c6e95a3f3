import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import { getIcons } from '@iconify/utils'
import { Hono } from 'hono'

import { iconsQuerySchema } from '@/api/contract'

import { type AppEnv } from '../deps'
import { HttpError } from '../lib/http-error'
import { readQuery } from '../lib/validate'

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

/** `GET /api/icons/{prefix}.json?icons=a,b`: Iconify JSON, like the public Iconify API. */
export function iconsRouter() {
  const router = new Hono<AppEnv>()
  router.get('/icons/:file', async (c) => {
    const match = /^([a-z0-9-]+)\.json$/.exec(c.req.param('file'))
    const set = match ? loadSet(match[1]!) : undefined
    if (!set) throw new HttpError('not_found', 'No such icon set.')
    const { icons } = readQuery(c, iconsQuerySchema)
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
