import { matchRoutes, type RouteObject } from 'react-router'

/**
 * Loads the code of the lazy routes a location matches and puts it on the routes themselves, so
 * the router starts with every matched route complete: with the server's data it then has
 * nothing to load, and React hydrates the server's markup with the same components at once.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: Location | URL) {
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const properties = await route.lazy()
      Object.assign(route, properties, { lazy: undefined })
    }),
  )
}
