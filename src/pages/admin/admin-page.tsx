import { type ActionFunctionArgs, type LoaderFunctionArgs, useLoaderData } from 'react-router'

import { pageValidationError } from '@/lib/errors'

import { type AdminLoaderData, runIntent, type SectionAction } from './lib/admin-route'
import { loadedSection, loadSection } from './section-code'
import { sectionIdFor } from './section-files'
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
  const code = await loadSection(section)
  return { section, data: await code.loader(args) }
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
  const section = sectionIdFor(url)
  if (section) await loadSection(section)
}

/** The staff area: one section at a time, chosen by `?section=` (the front desk by default). */
export function AdminPage() {
  const { section } = useLoaderData() as AdminLoaderData
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
