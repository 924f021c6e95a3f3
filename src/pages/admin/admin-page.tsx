import * as React from 'react'
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  useLoaderData,
  useRevalidator,
} from 'react-router'

import { pageValidationError } from '@/lib/errors'
import { canAutoPrefetch, currentConnection } from '@/lib/prefetch'

import { type AdminLoaderData, runIntent, type SectionAction } from './lib/admin-route'
import { LoadError, SectionHeader } from './lib/section-parts'
import { loadedSection, loadEverySection, loadSection, type SectionModule } from './section-code'
import { type AdminSectionId, sectionFromParam } from './sections'
import { logoutAction } from './shell/logout'

/** The staff area's own writes, whichever section is open (the shell's sign-out). */
const SHELL_ACTIONS: Record<string, SectionAction> = {
  logout: { json: logoutAction },
}

/** The section `?section=` names (the front desk without one); unknown: a fatal 404. */
function sectionOf(request: Request) {
  const url = new URL(request.url)
  const section = sectionFromParam(url.searchParams.get('section'))
  if (!section) throw pageValidationError(url.pathname)
  return section.id
}

/**
 * The section chosen by `?section=` is loaded (its own module, once), then loads its own data
 * from the URL. An unknown section is a page validation failure (fatal 404, 'Page Not Found:
 * /admin').
 */
export async function loader(args: LoaderFunctionArgs): Promise<AdminLoaderData> {
  const section = sectionOf(args.request)
  let code: SectionModule
  try {
    code = await loadSection(section)
  } catch (error) {
    // Its code did not come (offline, or the site was updated): the section says so in the
    // staff area, with a way to try again, as when its data does not come.
    return { section, data: undefined, codeError: sectionCodeError(error) }
  }
  return { section, data: await code.loader(args) }
}

function sectionCodeError(error: unknown): Error {
  if (globalThis.navigator?.onLine === false) return new Error('The server could not be reached.')
  return new Error('This section could not be loaded. Try again, or reload the page.', {
    cause: error,
  })
}

/**
 * Every write goes to the open section's address (`/admin?section=…`): the submission's `intent`
 * picks one of that section's actions, or the shell's.
 */
export async function action({ request }: ActionFunctionArgs) {
  const code = await loadSection(sectionOf(request))
  return runIntent(request, { ...code.actions, ...SHELL_ACTIONS })
}

/** Loads the module of the section an address opens, before it is visited (a link's prefetch). */
export async function prefetch(url: URL) {
  const section = sectionFromParam(url.searchParams.get('section'))
  if (section) await loadSection(section.id)
}

/** The staff area: one section at a time, chosen by `?section=` (the front desk by default). */
export function AdminPage() {
  const { section, codeError } = useLoaderData() as AdminLoaderData
  const revalidator = useRevalidator()
  // Once the browser is idle, the other sections' code too: they open at once, offline as well.
  React.useEffect(() => {
    if (!canAutoPrefetch(currentConnection())) return
    const load = () => void loadEverySection()
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 2000)
      return () => window.clearTimeout(timer)
    }
    const id = window.requestIdleCallback(load, { timeout: 5000 })
    return () => window.cancelIdleCallback(id)
  }, [])
  if (codeError) {
    const label = sectionFromParam(section)?.label ?? 'this section'
    return (
      <>
        <SectionHeader title={label} />
        <LoadError
          title={`Could not load ${label}`}
          error={codeError}
          onRetry={() => void revalidator.revalidate()}
        />
      </>
    )
  }
  const { Component } = loadedSection(section as AdminSectionId)
  // Each section keeps its own state; switching sections starts the next one afresh.
  return (
    <div key={section}>
      <Component />
    </div>
  )
}

/** The route module's component (the router loads this module lazily). */
export const Component = AdminPage
