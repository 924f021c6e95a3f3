import type { Photo } from './photos'

/** The inn's settings: its name and identity, currency, times, time zone, policy and contact. */
export interface Settings {
  innName: string
  /** Where the name does not fit (a phone's header, the staff area's side bar); empty: the name. */
  shortName: string
  /** One line above the name on the home page, and its title (empty: none). */
  tagline: string
  /** The home page's words under the name (empty: none). */
  intro: string
  /** Letters before each new booking's reference (`NJ` → `NJ-XXXXX-XXXXX`). */
  referencePrefix: string
  /** ISO 4217, e.g. `EUR`. */
  currency: string
  /** `HH:MM`, 24-hour clock. */
  checkInTime: string
  checkOutTime: string
  /** IANA, e.g. `Europe/Lisbon`: "today" for bookings is today there. */
  timeZone: string
  /** A guest cancels free of charge until this many days before check-in (then: the inn). */
  freeCancellationDays: number
  /** Where the inn is, as guests write it (several lines; empty: not shown). */
  address: string
  /** How guests reach the inn (each empty: not shown). */
  phone: string
  email: string
  /** The house rules guests agree to, one per line (empty: not shown). */
  houseRules: string
  /** The inn's own site and pages elsewhere, as full `https://` addresses (each empty: none). */
  website: string
  instagram: string
  facebook: string
  /** The business behind the inn and its tax number, for the footer and invoices (empty: none). */
  legalName: string
  taxId: string
  /** The inn's logo, beside its name (none: its name alone). */
  logo: Photo | null
  /** The home page's photo (none: the picture the site comes with). */
  homePhoto: Photo | null
}

/** The longest free-cancellation period the settings take (a year, as far ahead as bookings). */
export const MAX_FREE_CANCELLATION_DAYS = 365

/**
 * The demo inn's settings (the demo data and the stories). A new inn starts from
 * `FRESH_SETTINGS` instead.
 */
export const DEFAULT_SETTINGS: Settings = {
  innName: 'Nightjar Inn',
  shortName: 'Nightjar',
  tagline: 'Guest house by the sea',
  intro:
    'A small guest house above the bay, with a herb garden, breakfast in the courtyard and the sea at the end of the lane. Quiet nights, long mornings.',
  referencePrefix: 'NJ',
  currency: 'EUR',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  timeZone: 'Europe/Lisbon',
  freeCancellationDays: 2,
  address: 'Rua do Farol 12\n8400-251 Ferragudo\nPortugal',
  phone: '+351 282 000 123',
  email: 'stay@nightjar.example',
  houseRules:
    'Quiet hours from 22:00 to 8:00.\nNo smoking inside the house or in the garden.\nBreakfast is served in the courtyard from 8:00 to 10:30.',
  website: '',
  instagram: '',
  facebook: '',
  legalName: 'Nightjar Hospitality, Lda.',
  taxId: 'PT 999 999 990',
  logo: null,
  homePhoto: null,
}

/**
 * A new inn's settings, before its owner sets them: nothing of the demo's (no name of its, no
 * address, no words), times and policy as most inns have them.
 */
export const FRESH_SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  innName: 'Guest house',
  shortName: '',
  tagline: '',
  intro: '',
  referencePrefix: 'BK',
  address: '',
  phone: '',
  email: '',
  houseRules: '',
  website: '',
  instagram: '',
  facebook: '',
  legalName: '',
  taxId: '',
}

/** The name where room is short: the short name, or the name when there is none. */
export function shortInnName(settings: Pick<Settings, 'innName' | 'shortName'>): string {
  return settings.shortName || settings.innName
}
