import type * as React from 'react'
import { type LoaderFunctionArgs, useSearchParams } from 'react-router'

import { pageValidationError } from '@/lib/errors'

import { BookingsSection } from './bookings/bookings-section'
import { OverviewSection } from './overview/overview-section'
import { ReportsSection } from './reports/reports-section'
import { RoomsSection } from './rooms/rooms-section'
import { type AdminSectionId, DEFAULT_SECTION, sectionFromParam } from './sections'
import { SettingsSection } from './settings/settings-section'

const SECTIONS: Record<AdminSectionId, () => React.ReactNode> = {
  overview: () => <OverviewSection />,
  bookings: () => <BookingsSection />,
  rooms: () => <RoomsSection />,
  reports: () => <ReportsSection />,
  settings: () => <SettingsSection />,
}

/** An unknown `?section=` is a page validation failure (fatal 404, 'Page Not Found: /admin'). */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (!sectionFromParam(url.searchParams.get('section'))) {
    throw pageValidationError(url.pathname)
  }
  return null
}

/** The staff area: one section at a time, chosen by `?section=` (overview by default). */
export function AdminPage() {
  const [params] = useSearchParams()
  const id = sectionFromParam(params.get('section'))?.id ?? DEFAULT_SECTION
  const render = SECTIONS[id]
  // Each section keeps its own state; switching sections starts the next one afresh.
  return <div key={id}>{render()}</div>
}

/** The route module's component (the router loads this module lazily). */
export const Component = AdminPage
