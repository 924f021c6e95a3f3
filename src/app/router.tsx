import { createBrowserRouter, type DataRouter, type HydrationState } from 'react-router'

import { setAppRouter } from '@/lib/navigation'
import { tabContexts } from '@/lib/page-context'

import { resolveLazyRoutes } from './hydration'
import { readRouterData } from './router-data'
import { createRoutes } from './routes'
import { applyDarkTheme } from './theme'

/**
 * Creates the browser router, re-applies the dark theme on every location change, and registers
 * the router for `navigateTo`. A page the server drew carries the router's data: the router
 * starts from it, with the matched pages' code loaded first, so it loads nothing again and the
 * page hydrates as drawn (`hydrated` is then true).
 */
export async function createAppRouter(): Promise<{ router: DataRouter; hydrated: boolean }> {
  // Before the router exists (its first load can start while it is being created), the target
  // is the page's own location.
  const created: { router?: DataRouter } = {}
  const getTargetLocation = () => created.router?.state.navigation.location ?? window.location
  const routes = createRoutes({ getTargetLocation })
  const hydrationData = readRouterData()
  if (hydrationData) {
    await resolveLazyRoutes(routes, window.location)
    markRoutesLoaded(routes, hydrationData)
  }
  const router = createBrowserRouter(routes, { hydrationData, getContext: tabContexts() })
  created.router = router

  let lastLocation = router.state.location
  router.subscribe((state) => {
    if (state.location === lastLocation) return
    lastLocation = state.location
    applyDarkTheme()
  })
  setAppRouter(router)
  return { router, hydrated: hydrationData !== undefined }
}

/**
 * Routes without a loader but with middleware (the root's route rules) count as loaded when the
 * server drew them: the server ran their middleware already.
 */
function markRoutesLoaded(routes: ReturnType<typeof createRoutes>, hydrationData: HydrationState) {
  const loaderData = (hydrationData.loaderData ??= {})
  const visit = (list: typeof routes) => {
    for (const route of list) {
      if (route.id && route.middleware?.length && !route.loader && !(route.id in loaderData)) {
        loaderData[route.id] = null
      }
      if (route.children) visit(route.children)
    }
  }
  visit(routes)
}
