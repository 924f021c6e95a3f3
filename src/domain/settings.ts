/** The inn's settings: its name, currency, times and time zone. */
export interface Settings {
  innName: string
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
}

/** The longest free-cancellation period the settings take (a year, as far ahead as bookings). */
export const MAX_FREE_CANCELLATION_DAYS = 365

export const DEFAULT_SETTINGS: Settings = {
  innName: 'Nightjar Inn',
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
}
