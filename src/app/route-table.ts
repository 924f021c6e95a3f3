import type { ComponentType } from 'react'
import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from 'react-router'

import { findPage, type LayoutName, type PageName, PAGES } from '@/api/pages'

/** What a lazily loaded page module exports: its component and, optionally, its route functions. */
export interface PageModule {
  Component: ComponentType
  loader?: LoaderFunction
  action?: ActionFunction
  shouldRevalidate?: ShouldRevalidateFunction
}

export interface PageRoute {
  /** The route's name (also its router id). */
  name: PageName
  path: string
  layout: LayoutName
  /** Loads the page's code (its own chunk). */
  load: () => Promise<PageModule>
}

/** Each page's code, by the page's name: its own chunk, loaded on navigation or prefetched. */
const PAGE_MODULES: Record<PageName, () => Promise<PageModule>> = {
  index: () => import('@/pages/home/home-page'),
  result: () => import('@/pages/result/result-page'),
  booking: () => import('@/pages/booking/booking-page'),
  blank: () => import('@/pages/blank/blank-page'),
  admin: () => import('@/pages/admin/admin-page'),
  'admin-login': () => import('@/pages/admin-login/admin-login-page'),
}

/** Every page of the app (the contract's list) with the code that renders it. */
export const PAGE_ROUTES: readonly PageRoute[] = PAGES.map((page) => ({
  ...page,
  load: PAGE_MODULES[page.name],
}))

/** Layouts that are loaded lazily (the default layout is part of the first page's code). */
export const LAZY_LAYOUTS: Partial<
  Record<LayoutName, () => Promise<Pick<PageModule, 'Component' | 'loader' | 'shouldRevalidate'>>>
> = {
  auth: () => import('@/pages/admin/shell/admin-layout'),
}

/** The page route for a path (exact match; query and hash ignored), if any. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  const page = findPage(pathname)
  return page && PAGE_ROUTES.find((route) => route.name === page.name)
}
