/**
 * The search rules the visitor sees before anything is sent: the domain's limits, which the
 * API's schemas enforce too, without loading the contract's schemas on the home page.
 */
import { addDays, daysBetween } from '@/domain/calendar'
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from '@/domain/dates'
import { MAX_GUESTS } from '@/domain/rooms'

export { MAX_DAYS_AHEAD, MAX_GUESTS, MAX_NIGHTS }
export const MIN_NIGHTS = 1
export const MIN_GUESTS = 1

/** A search as the visitor fills it in: both days of the stay (or none yet) and the guests. */
export interface SearchValues {
  checkIn: string | null
  checkOut: string | null
  guests: number | null
}

/** A search that passed `validateSearch`. */
export interface StaySearch {
  checkIn: string
  checkOut: string
  guests: number
}

export type SearchErrors = Partial<Record<'dates' | 'guests', string>>

/** The last day a stay can end on (a stay may start on the last bookable day). */
export const lastCheckOut = (today: string) => addDays(today, MAX_DAYS_AHEAD + MAX_NIGHTS)

/** Field errors for a search, keyed `dates` and `guests`; empty when it can be sent. */
export function validateSearch(values: SearchValues, today: string): SearchErrors {
  const errors: SearchErrors = {}
  const { checkIn, checkOut, guests } = values
  if (!checkIn || !checkOut) {
    errors.dates = 'Choose your check-in and check-out dates.'
  } else {
    const nights = daysBetween(checkIn, checkOut)
    if (checkIn < today) errors.dates = 'Check-in cannot be in the past.'
    else if (daysBetween(today, checkIn) > MAX_DAYS_AHEAD)
      errors.dates = `Check-in can be at most ${MAX_DAYS_AHEAD} days ahead.`
    else if (nights < MIN_NIGHTS) errors.dates = 'Check-out must be after check-in.'
    else if (nights > MAX_NIGHTS) errors.dates = `A stay is at most ${MAX_NIGHTS} nights.`
  }
  if (guests === null || !Number.isInteger(guests)) errors.guests = 'Enter the number of guests.'
  else if (guests < MIN_GUESTS || guests > MAX_GUESTS)
    errors.guests = `Enter ${MIN_GUESTS} to ${MAX_GUESTS} guests.`
  return errors
}

/** `/result?checkIn=…&checkOut=…&guests=N` for a search. */
export function resultPath(search: StaySearch): string {
  return `/result?${stayQuery(search)}`
}

/** `/booking?room=ID&checkIn=…&checkOut=…&guests=N`. */
export function bookingPath(roomId: number, search: StaySearch): string {
  return `/booking?room=${roomId}&${stayQuery(search)}`
}

function stayQuery({ checkIn, checkOut, guests }: StaySearch): string {
  return new URLSearchParams({ checkIn, checkOut, guests: String(guests) }).toString()
}
