import {} from 'hono'

import {} from '@/api/contract'
import { endpoints } from '@/api/paths'

import { type Deps } from '../../deps'
import { endpointRouter } from '../../lib/endpoint'
import {} from '../../lib/validate'

/** The inn's settings (the owner's): name, currency, times, time zone, policy, contact. */
export function adminSettingsRouter(deps: Deps) {
  const { settings } = deps
  const { router, on } = endpointRouter(deps)
  on(endpoints.adminGetSettings, async (c) => c.json(await settings.get()))
  on(endpoints.adminPutSettings, async (c, input) => c.json(await settings.set(input.json)))
  return router
}
