import { Hono } from 'hono'

import { type AppEnv, type Deps } from '../../deps'
import { requireStaff } from '../../lib/auth'
import { adminBookingsRouter } from './bookings'
import { adminEmailsRouter } from './emails'
import { adminFrontDeskRouter } from './front-desk'
import { adminRatesRouter } from './rates'
import { adminReportsRouter } from './reports'
import { adminRoomsRouter } from './rooms'
import { adminSettingsRouter } from './settings'
import { adminStaffRouter } from './staff'

/** Every `/api/admin/*` route, behind one bearer-token check. */
export function adminRouter(deps: Deps) {
  const router = new Hono<AppEnv>()
  router.use('/admin/*', requireStaff(deps))
  router.route('/', adminBookingsRouter(deps))
  router.route('/', adminRoomsRouter(deps))
  router.route('/', adminReportsRouter(deps))
  router.route('/', adminSettingsRouter(deps))
  router.route('/', adminEmailsRouter(deps))
  router.route('/', adminStaffRouter(deps))
  router.route('/', adminFrontDeskRouter(deps))
  router.route('/', adminRatesRouter(deps))
  return router
}
