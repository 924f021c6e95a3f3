import type * as React from 'react'
import { type ActionFunctionArgs, type LoaderFunctionArgs, useLoaderData } from 'react-router'

import { pageValidationError } from '@/lib/errors'

import * as account from './account/account-section'
import * as bookings from './bookings/bookings-section'
import * as emails from './emails/emails-section'
import * as frontDesk from './front-desk/front-desk-section'
import {
  type AdminLoaderData,
  runIntent,
  type SectionAction,
  type SectionLoader,
} from './lib/admin-route'
import * as overview from './overview/overview-section'
import * as rates from './rates/rates-section'
import * as reports from './reports/reports-section'
import * as rooms from './rooms/rooms-section'
import { type AdminSectionId, sectionFromParam } from './sections'
import * as settings from './settings/settings-section'
import { logoutAction } from './shell/logout'
import * as staff from './staff/staff-section'

const SECTIONS: Record<AdminSectionId, { loader: SectionLoader; Component: React.ComponentType }> =
  {
    frontdesk: { loader: frontDesk.loader, Component: frontDesk.FrontDeskSection },
    overview: { loader: overview.loader, Component: overview.OverviewSection },
    bookings: { loader: bookings.loader, Component: bookings.BookingsSection },
    rooms: { loader: rooms.loader, Component: rooms.RoomsSection },
    rates: { loader: rates.loader, Component: rates.RatesSection },
    reports: { loader: reports.loader, Component: reports.ReportsSection },
    emails: { loader: emails.loader, Component: emails.EmailsSection },
    settings: { loader: settings.loader, Component: settings.SettingsSection },
    staff: { loader: staff.loader, Component: staff.StaffSection },
    account: { loader: account.loader, Component: account.AccountSection },
  }

/** Every write of the staff area, by the submitted form's `intent`. */
const ACTIONS: Record<string, SectionAction> = {
  ...bookings.actions,
  ...rooms.actions,
  ...rates.actions,
  ...settings.actions,
  ...staff.actions,
  ...account.actions,
  logout: { json: logoutAction },
}

/**
 * The section chosen by `?section=` loads its own data from the URL. An unknown section is a
 * page validation failure (fatal 404, 'Page Not Found: /admin').
 */
export async function loader(args: LoaderFunctionArgs): Promise<AdminLoaderData> {
  const url = new URL(args.request.url)
  const section = sectionFromParam(url.searchParams.get('section'))
  if (!section) throw pageValidationError(url.pathname)
  return { section: section.id, data: await SECTIONS[section.id].loader(args) }
}

/** Every write goes here: the submission's `intent` picks the section's action. */
export function action({ request }: ActionFunctionArgs) {
  return runIntent(request, ACTIONS)
}

/** The staff area: one section at a time, chosen by `?section=` (the front desk by default). */
export function AdminPage() {
  const { section } = useLoaderData() as AdminLoaderData
  const { Component } = SECTIONS[section as AdminSectionId]
  // Each section keeps its own state; switching sections starts the next one afresh.
  return (
    <div key={section}>
      <Component />
    </div>
  )
}

/** The route module's component (the router loads this module lazily). */
export const Component = AdminPage
