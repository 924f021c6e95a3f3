import type { ComponentType } from 'react'
import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from 'react-router'

import { findPage, type LayoutName, type PageName, PAGES } from '@/api/pages'

/** What a lazily loaded page module exports: its component and, optionally, its route functions. */
export interface PageModule {
  Component: ComponentType
  loader?: LoaderFunction
  action?: ActionFunction
  shouldRevalidate?: ShouldRevalidateFunction
  /**
   * Loads the parts an address of the page opens besides the page (the staff page's open
   * section), to have them before a visit.
   */
  prefetch?: (url: URL) => Promise<unknown>
}

export interface PageRoute {
  /** The route's name (also its router id). */
  name: PageName
  path: string
  layout: LayoutName
  /** The page's module, from the project's root (how the build's manifest names its chunk). */
  file: string
  /** Loads the page's code (its own chunk). */
  load: () => Promise<PageModule>
}

/** Each page's module, by the page's name: its own chunk, loaded on navigation or prefetched. */
const PAGE_FILES: Record<PageName, string> = {
  index: 'src/pages/home/home-page.tsx',
  result: 'src/pages/result/result-page.tsx',
  booking: 'src/pages/booking/booking-page.tsx',
  blank: 'src/pages/blank/blank-page.tsx',
  admin: 'src/pages/admin/admin-page.tsx',
  'admin-login': 'src/pages/admin-login/admin-login-page.tsx',
}

/** Every page module's loader, by its file (`/src/pages/home/home-page.tsx`). */
const PAGE_MODULES = import.meta.glob<PageModule>('/src/pages/*/*-page.tsx')

/** Every page of the app (the contract's list) with the code that renders it. */
export const PAGE_ROUTES: readonly PageRoute[] = PAGES.map((page) => {
  const file = PAGE_FILES[page.name]
  const load = PAGE_MODULES[`/${file}`]
  if (!load) throw new Error(`No page module at ${file}`)
  return { ...page, file, load }
})

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
