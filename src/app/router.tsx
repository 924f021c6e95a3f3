import { createBrowserRouter, type DataRouter } from 'react-router'

import { setAppRouter } from '@/lib/navigation'

import { createRoutes } from './routes'
import { applyDarkTheme } from './theme'

/**
 * Creates the browser router, re-applies the dark theme on every location change, and registers
 * the router for `navigateTo`.
 */
export function createAppRouter(): DataRouter {
  // Before the router exists (its first load can start while it is being created), the target
  // is the page's own location.
  const created: { router?: DataRouter } = {}
  const getTargetLocation = () => created.router?.state.navigation.location ?? window.location
  const router = createBrowserRouter(createRoutes({ getTargetLocation }))
  created.router = router

  let lastLocation = router.state.location
  router.subscribe((state) => {
    if (state.location === lastLocation) return
    lastLocation = state.location
    applyDarkTheme()
  })
  setAppRouter(router)
  return router
}
