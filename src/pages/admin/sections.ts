import {
  BedDoubleIcon,
  CalendarCheckIcon,
  ChartColumnIcon,
  ChartGanttIcon,
  CircleUserIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  SettingsIcon,
  TagIcon,
  UsersIcon,
} from 'lucide-react'

import { type StaffRole } from '@/domain/staff'

import { DEFAULT_SECTION } from './section-files'

/** The staff area's sections, chosen by `/admin?section=…` (no route parameters). */
export const ADMIN_SECTIONS = [
  {
    id: 'frontdesk',
    label: 'Front desk',
    description: 'Rooms × days: the stays, arrivals and departures; move, check in, book.',
    icon: ChartGanttIcon,
    keywords: ['tape chart', 'calendar', 'planner', 'arrivals', 'departures', 'move'],
  },
  {
    id: 'overview',
    label: 'Overview',
    description: 'Today’s arrivals and departures, and this month’s occupancy.',
    icon: LayoutDashboardIcon,
    keywords: ['today', 'arrivals', 'departures', 'dashboard'],
  },
  {
    id: 'bookings',
    label: 'Bookings',
    description: 'Find, view and cancel bookings.',
    icon: CalendarCheckIcon,
    keywords: ['reservations', 'guests', 'cancel'],
  },
  {
    id: 'rooms',
    label: 'Rooms',
    description: 'Rooms, their amenities and closures.',
    icon: BedDoubleIcon,
    keywords: ['amenities', 'closures', 'rates'],
  },
  // ── Rates (every staff member: day-to-day work, not the owner's settings) ──
  {
    id: 'rates',
    label: 'Rates',
    description: 'Rate periods and stay rules: prices by season and weekday, minimum stays.',
    icon: TagIcon,
    keywords: ['prices', 'seasons', 'weekend', 'minimum stay', 'closed to arrival'],
  },
  // ── end of rates ──
  {
    id: 'reports',
    label: 'Reports',
    description: 'Occupancy and revenue by week, month, quarter or year.',
    icon: ChartColumnIcon,
    keywords: ['occupancy', 'revenue'],
  },
  {
    id: 'emails',
    label: 'Emails',
    description: 'What the inn sent guests: confirmations and cancellations.',
    icon: MailIcon,
    keywords: ['outbox', 'confirmation', 'mail', 'messages'],
  },
  {
    id: 'settings',
    label: 'Settings',
    description: 'The inn’s name, currency, times and time zone.',
    icon: SettingsIcon,
    keywords: ['currency', 'time zone', 'check-in', 'check-out'],
    owner: true,
  },
  {
    id: 'staff',
    label: 'Staff',
    description: 'Accounts for the inn’s staff: add a colleague, disable an account.',
    icon: UsersIcon,
    keywords: ['accounts', 'team', 'users', 'roles', 'colleague'],
    owner: true,
  },
  {
    id: 'account',
    label: 'Your account',
    description: 'Who you are signed in as, and your password.',
    icon: CircleUserIcon,
    keywords: ['password', 'profile', 'me'],
    // Reached from the name in the header and the command palette.
    nav: false,
  },
] as const satisfies readonly {
  id: string
  label: string
  description: string
  icon: LucideIcon
  /** More words that find the section in the command palette. */
  keywords: readonly string[]
  /** Only an owner sees it (the server answers other staff 403). */
  owner?: true
  /** `false`: not in the sidebar. */
  nav?: false
}[]

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id']
export type AdminSection = (typeof ADMIN_SECTIONS)[number]

export { DEFAULT_SECTION }
export const ADMIN_PATH = '/admin'

/** The sections a staff member with this role may open (unknown role: those open to all). */
export function sectionsFor(role: StaffRole | undefined): readonly AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => !('owner' in section) || role === 'owner')
}

export function isSectionId(value: string): value is AdminSectionId {
  return ADMIN_SECTIONS.some((section) => section.id === value)
}

/** The section a `?section=` value names; `undefined` for an unknown one. Missing: front desk. */
export function sectionFromParam(value: string | null): AdminSection | undefined {
  const id = value ?? DEFAULT_SECTION
  return ADMIN_SECTIONS.find((section) => section.id === id)
}

/** `/admin?section=bookings&q=…`: a section's address with more query parameters. */
export function sectionHref(
  id: AdminSectionId,
  params: Record<string, string | number | undefined | null> = {},
): string {
  const search = new URLSearchParams({ section: id })
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  return `${ADMIN_PATH}?${search.toString()}`
}
