import type { ComponentType } from 'react'
import type { LoaderFunction } from 'react-router'

export type LayoutName = 'default' | 'auth' | 'none'

/** What a lazily loaded page module exports: its component and, optionally, a loader. */
export interface PageModule {
  Component: ComponentType
  loader?: LoaderFunction
}

export interface PageRoute {
  /** The route's name (also its router id). */
  name: string
  path: string
  layout: LayoutName
  /** Loads the page's code (its own chunk). */
  load: () => Promise<PageModule>
}

/**
 * Every page of the app (specification §2). No route has parameters. Each page is its own
 * chunk, loaded on navigation or prefetched by `AppLink`.
 */
export const PAGE_ROUTES = [
  { name: 'index', path: '/', layout: 'default', load: () => import('../pages/home/home-page') },
  {
    name: 'result',
    path: '/result',
    layout: 'default',
    load: () => import('../pages/result/result-page'),
  },
  {
    name: 'booking',
    path: '/booking',
    layout: 'default',
    load: () => import('../pages/booking/booking-page'),
  },
  {
    name: 'blank',
    path: '/blank',
    layout: 'none',
    load: () => import('../pages/blank/blank-page'),
  },
  {
    name: 'admin',
    path: '/admin',
    layout: 'auth',
    load: () => import('../pages/admin/admin-page'),
  },
  {
    name: 'admin-login',
    path: '/admin/login',
    layout: 'none',
    load: () => import('../pages/admin-login/admin-login-page'),
  },
] as const satisfies readonly PageRoute[]

export type RouteName = (typeof PAGE_ROUTES)[number]['name']

/** Layouts that are loaded lazily (the default layout is part of the first page's code). */
export const LAZY_LAYOUTS: Partial<
  Record<LayoutName, () => Promise<{ Component: ComponentType }>>
> = {
  auth: () => import('./layouts/auth-layout'),
}

export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/'
}

/** The page route for a path (exact match; query and hash ignored), if any. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname.split(/[?#]/, 1)[0] ?? '/')
  return PAGE_ROUTES.find((route) => route.path === path)
}
