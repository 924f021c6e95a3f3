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
}
