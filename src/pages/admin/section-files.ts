import type { AdminSectionId } from './sections'

/** Where each staff section's own module is (for the code loader and the server's page list). */

/** The section `/admin` opens without a `?section=`. */
export const DEFAULT_SECTION: AdminSectionId = 'frontdesk'

/** Each section's folder (its module is `<folder>/<folder>-section.tsx`). */
const SECTION_FOLDERS: Record<AdminSectionId, string> = {
  frontdesk: 'front-desk',
  overview: 'overview',
  bookings: 'bookings',
  rooms: 'rooms',
  rates: 'rates',
  reports: 'reports',
  emails: 'emails',
  settings: 'settings',
  staff: 'staff',
  account: 'account',
}

/** A section's module, from the project's root (how the build's manifest names its chunk). */
export function sectionFile(id: AdminSectionId): string {
  const folder = SECTION_FOLDERS[id]
  return `src/pages/admin/${folder}/${folder}-section.tsx`
}
