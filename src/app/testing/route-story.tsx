import type { Parameters } from '@storybook/react-vite'
import * as React from 'react'
import { createMemoryRouter, type DataRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'

import { setReloadPending } from '@/app/root-middleware'
import { createRoutes } from '@/app/routes'
import { applyDarkTheme } from '@/app/theme'
import { type StaffRole } from '@/domain/staff'
import { setAppRouter } from '@/lib/navigation'
import { tabContexts } from '@/lib/page-context'
import { signInForStory } from '@/pages/admin/testing/admin-story'
import { forgetStayCalendar } from '@/pages/shared/stay-calendar'

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
 * Its `parameters` (full screen; on a docs page, each example in a frame of its own) are the
 * page's. A stories file gives its own, and its description, through `routeStory(url, {
 * description, parameters })`, which merges them in. A `parameters` key beside the spread would
 * replace them, and so would a doc comment above the meta: Storybook turns it into a
 * `parameters` key of its own (route-story.test.ts refuses one).
 *
 * The API: the global MSW handlers (mocks/handlers.ts, over a mock store reset before every
 * story in .storybook/preview.tsx) answer by default; a story's `beforeEach` adds its own with
 * `msw.use(...)`, which take precedence. `url` may be a function (evaluated when the story
 * renders, e.g. for dates relative to today). `storyLocation()` tells a play function where the
 * story's router is now (e.g. after a search navigated to `/result?…`).
 */
export function routeStory(url: string | (() => string), options: PageOptions = {}) {
  const { description, parameters = {} } = options
  const described = description ? { docs: { description: { component: description } } } : {}
  return {
    render: () => <RouteStory url={typeof url === 'function' ? url() : url} />,
    parameters: mergeParameters(mergeParameters(PAGE_PARAMETERS, described), parameters),
  }
}

interface PageOptions {
  /** What the page is, for its docs page (Markdown). */
  description?: string
  /** More parameters, merged over the page's own. */
  parameters?: Parameters
}

/**
 * A page story's parameters: full screen, and on a docs page in a frame of its own (a page tall
 * enough to read), so that each example runs its own app, router and mock API; drawn inline, the
 * examples of one page would share one mock worker and show each other's answers.
 */
const PAGE_PARAMETERS: Parameters = {
  layout: 'fullscreen',
  docs: { story: { inline: false, height: '640px' } },
}

/** `parameters` over `base`, objects merged key by key (as Storybook merges a story's own). */
function mergeParameters(base: Parameters, parameters: Parameters): Parameters {
  const merged: Parameters = { ...base }
  for (const [key, value] of Object.entries(parameters)) {
    const under = merged[key]
    merged[key] =
      isPlainObject(under) && isPlainObject(value) ? mergeParameters(under, value) : value
  }
  return merged
}

function isPlainObject(value: unknown): value is Parameters {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  )
}

/**
 * `routeStory` in the staff area: the demo staff member (the inn's owner) signed in on the mock
 * API first; `role: 'staff'` signs a colleague in instead; `description` and `parameters` as for
 * `routeStory`.
 */
export function staffRouteStory(
  url: string,
  { role, ...options }: PageOptions & { role?: StaffRole } = {},
) {
  return {
    ...routeStory(url, options),
    beforeEach: () => signInForStory(role ? { role } : {}),
  }
}

let currentRouter: DataRouter | undefined

/** The current location of the mounted route story (`pathname`, `search`, `hash`). */
export function storyLocation(): { pathname: string; search: string; hash: string } {
  if (!currentRouter) throw new Error('No route story is mounted.')
  const { pathname, search, hash } = currentRouter.state.location
  return { pathname, search, hash }
}

/**
 * The app's routes in a memory router at `url` (one router per mount), started as a fresh page
 * load would be: no calendar months kept and no newer build seen by an earlier story.
 */
export function RouteStory({ url }: { url: string }) {
  const [router] = React.useState(() => {
    forgetStayCalendar()
    setReloadPending(false)
    const created: { router?: DataRouter } = {}
    const router = createMemoryRouter(
      createRoutes({
        getTargetLocation: () =>
          created.router?.state.navigation.location ??
          created.router?.state.location ??
          new URL(url, 'http://story.local'),
      }),
      { initialEntries: [url], getContext: tabContexts() },
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
