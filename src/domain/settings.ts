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
}

export const DEFAULT_SETTINGS: Settings = {
  innName: 'Nightjar Inn',
  currency: 'EUR',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  timeZone: 'Europe/Lisbon',
}
