import * as React from 'react'
import { createMemoryRouter, type DataRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'

import { createRoutes } from '@/app/routes'
import { applyDarkTheme } from '@/app/theme'
import { type StaffRole } from '@/domain/staff'
import { setAppRouter } from '@/lib/navigation'
import { signInForStory } from '@/pages/admin/testing/admin-story'

/**
 * Page stories on the real app: `routeStory(url)` gives a story's `render` and `parameters`
 * that mount the app's own routes (`createRoutes`: layouts, lazy pages, loaders, error
 * boundaries) in a memory router opened at `url`, full screen.
 *
 * ```tsx
 * export default { title: 'Pages/Result', ...routeStory('/result?checkIn=…') } satisfies Meta
 * export const Empty: StoryObj = {
 *   beforeEach: ({ msw }) => { msw.use(...scenarios.empty()) },  // per-story API state
 *   play: async ({ canvas }) => { await expect(await canvas.findByText(…)).toBeVisible() },
 * }
 * export const Invalid: StoryObj = { ...routeStory('/result?guests=0') }  // another URL
 * ```
 *
 * The API: the global MSW handlers (mocks/handlers.ts, over a mock store reset before every
 * story in .storybook/preview.tsx) answer by default; a story's `beforeEach` adds its own with
 * `msw.use(...)`, which take precedence. `url` may be a function (evaluated when the story
 * renders, e.g. for dates relative to today). `storyLocation()` tells a play function where the
 * story's router is now (e.g. after a search navigated to `/result?…`).
 */
export function routeStory(url: string | (() => string)) {
  return {
    render: () => <RouteStory url={typeof url === 'function' ? url() : url} />,
    parameters: { layout: 'fullscreen' as const },
  }
}

/**
 * `routeStory` in the staff area: the demo staff member (the inn's owner) signed in on the mock
 * API first; `role: 'staff'` signs a colleague in instead.
 */
export function staffRouteStory(url: string, { role }: { role?: StaffRole } = {}) {
  return { ...routeStory(url), beforeEach: () => signInForStory(role ? { role } : {}) }
}

let currentRouter: DataRouter | undefined

/** The current location of the mounted route story (`pathname`, `search`, `hash`). */
export function storyLocation(): { pathname: string; search: string; hash: string } {
  if (!currentRouter) throw new Error('No route story is mounted.')
  const { pathname, search, hash } = currentRouter.state.location
  return { pathname, search, hash }
}

/** The app's routes in a memory router at `url` (one router per mount). */
export function RouteStory({ url }: { url: string }) {
  const [router] = React.useState(() => {
    const created: { router?: DataRouter } = {}
    const router = createMemoryRouter(
      createRoutes({
        getTargetLocation: () =>
          created.router?.state.navigation.location ??
          created.router?.state.location ??
          new URL(url, 'http://story.local'),
      }),
      { initialEntries: [url] },
    )
    created.router = router
    return router
  })

  React.useEffect(() => {
    currentRouter = router
    setAppRouter(router)
    applyDarkTheme()
    const unsubscribe = router.subscribe(() => applyDarkTheme())
    return () => {
      unsubscribe()
      if (currentRouter === router) currentRouter = undefined
      setAppRouter(undefined)
    }
  }, [router])

  return <RouterProvider router={router} />
}
