import type { RouteObject } from 'react-router'

import { notFoundError } from '@/lib/errors'
import { PageMeta } from '@/lib/page-meta'

import { authMiddleware } from './auth-guard'
import { withChunkReload } from './chunk-reload'
import {
  DefaultLayout,
  defaultLayoutLoader,
  shouldDefaultLayoutRevalidate,
} from './layouts/default-layout'
import { NavigationBar } from './navigation-progress'
import { RootLayout, rootLoader, shouldRootRevalidate } from './root-layout'
import { buildUpdateMiddleware, routeRulesMiddleware, type TargetLocation } from './root-middleware'
import { PageErrorBoundary, RootErrorBoundary } from './route-error-boundary'
import { LAZY_LAYOUTS, PAGE_ROUTES, type PageRoute } from './route-table'

export interface RoutesOptions {
  /** The location being opened (the current one when no navigation is under way). */
  getTargetLocation: TargetLocation
}

/** Data a route carries for the app (`useMatches()[n].handle`). */
export interface RouteHandle {
  name: string
  layout: PageRoute['layout']
}

function targetPath(getTarget: TargetLocation) {
  return () => {
    const { pathname, search, hash } = getTarget()
    return `${pathname}${search}${hash}`
  }
}

function pageRoute(route: PageRoute, { getTargetLocation }: RoutesOptions): RouteObject {
  const load = withChunkReload(route.load, targetPath(getTargetLocation))
  const handle: RouteHandle = { name: route.name, layout: route.layout }
  const lazy = async () => {
    const { Component, loader, action, shouldRevalidate } = await load()
    // Only the functions the module exports (as before, no key set to undefined).
    return {
      Component,
      ...(loader && { loader }),
      ...(action && { action }),
      ...(shouldRevalidate && { shouldRevalidate }),
    }
  }
  return route.path === '/'
    ? { id: route.name, index: true, handle, lazy }
    : { id: route.name, path: route.path.slice(1), handle, lazy }
}

/**
 * The pages of a layout, under a pathless route that holds their error boundary: errors show
 * inside the layout (fatal ones go up to the root). The boundary sits on this route, not on the
 * lazy page routes, because a lazy route whose code failed to load cannot render its own.
 */
function layoutContent(id: string, children: RouteObject[]): RouteObject {
  return { id, ErrorBoundary: PageErrorBoundary, children }
}

function NotFound() {
  return null
}

/** The app's route tree: root → layouts (`default`, `auth`, none) → pages. */
export function createRoutes(options: RoutesOptions): RouteObject[] {
  const inLayout = (layout: PageRoute['layout']) =>
    PAGE_ROUTES.filter((route) => route.layout === layout).map((route) => pageRoute(route, options))
  const authLayout = withChunkReload(LAZY_LAYOUTS.auth!, targetPath(options.getTargetLocation))

  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      loader: rootLoader,
      shouldRevalidate: shouldRootRevalidate,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => <NavigationBar active />,
      middleware: [
        routeRulesMiddleware(options.getTargetLocation),
        buildUpdateMiddleware(options.getTargetLocation),
      ],
      children: [
        {
          id: 'layout-default',
          Component: DefaultLayout,
          loader: defaultLayoutLoader,
          shouldRevalidate: shouldDefaultLayoutRevalidate,
          children: [
            layoutContent('content-default', [
              ...inLayout('default'),
              {
                // Unknown paths: a non-fatal 404 shown in the layout (the server answers 404).
                id: 'not-found',
                path: '*',
                loader: ({ request }) => {
                  throw notFoundError(new URL(request.url).pathname)
                },
                Component: NotFound,
              },
            ]),
          ],
        },
        {
          id: 'layout-auth',
          middleware: [authMiddleware],
          lazy: async () => {
            // The layout's own loader (the signed-in staff member), when it has one.
            const { Component: Layout, loader, shouldRevalidate } = await authLayout()
            return {
              // The staff area's title, until a section sets its own.
              Component: () => (
                <>
                  <PageMeta title="Staff" />
                  <Layout />
                </>
              ),
              ...(loader && { loader }),
              ...(shouldRevalidate && { shouldRevalidate }),
            }
          },
          children: [layoutContent('content-auth', inLayout('auth'))],
        },
        ...inLayout('none'),
      ],
    },
  ]
}
