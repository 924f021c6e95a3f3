import {} from 'hono'

import {} from '@/api/contract'
import { endpoints } from '@/api/paths'
import { DEMO_MESSAGES } from '@/domain/demo-data'

import { demoData, removeDemo } from '../../db/demo'
import { type Deps } from '../../deps'
import { endpointRouter } from '../../lib/endpoint'
import { HttpError } from '../../lib/http-error'
import {} from '../../lib/validate'

/**
 * The inn's settings (the owner's): name and words, currency, times, time zone, policy, contact;
 * and the demo inn's data, which the owner removes to start afresh.
 */
export function adminSettingsRouter(deps: Deps) {
  const { settings, db, now } = deps
  const { router, on } = endpointRouter(deps)
  on(endpoints.adminGetSettings, async (c) => c.json(await settings.get()))
  on(endpoints.adminPutSettings, async (c, input) => c.json(await settings.set(input.json)))
  on(endpoints.adminGetDemo, async (c) => c.json(await demoData(db)))
  on(endpoints.adminRemoveDemo, async (c) => {
    const removed = await removeDemo(db, c.get('staff').id, now())
    if (removed === 'none') throw new HttpError('not_found', DEMO_MESSAGES.none)
    if (removed === 'demo-account') {
      throw new HttpError('account_conflict', DEMO_MESSAGES.signedInAsDemo)
    }
    return c.json(removed)
  })
  return router
}
