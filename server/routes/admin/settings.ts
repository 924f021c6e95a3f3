import { Hono } from 'hono'

import { settingsSchema } from '@/api/contract'
import { paths } from '@/api/paths'

import { type AppEnv, type Deps } from '../../deps'
import { requireOwner } from '../../lib/auth'
import { json } from '../../lib/validate'

/** The inn's settings (the owner's): name, currency, times, time zone, policy, contact. */
export function adminSettingsRouter({ settings }: Deps) {
  const router = new Hono<AppEnv>()
  router.use(paths.adminSettings, requireOwner)
  router.get(paths.adminSettings, async (c) => c.json(await settings.get()))
  router.put(paths.adminSettings, json(settingsSchema), async (c) =>
    c.json(await settings.set(c.req.valid('json'))),
  )
  return router
}
