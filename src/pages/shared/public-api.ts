/**
 * The public API calls of the visitor pages. Paths are written out (a unit test keeps them
 * equal to the contract's `paths`) so the home page does not load the contract's schemas;
 * `/result` and `/booking` parse answers with those schemas themselves.
 */
import type { RouterContextProvider } from 'react-router'

import type { Room, Settings } from '@/api/contract'
import { apiOf } from '@/lib/page-context'

type Context = Readonly<RouterContextProvider>

export const PUBLIC_PATHS = {
  inn: '/inn',
  rooms: '/rooms',
  availability: '/availability',
  bookings: '/bookings',
  bookingLookup: '/bookings/lookup',
  calendar: '/calendar',
} as const

/** The inn's public settings: name, currency, check-in and check-out times, time zone. */
export async function fetchInn(context: Context, signal?: AbortSignal): Promise<Settings> {
  return (await apiOf(context)).get<Settings>(PUBLIC_PATHS.inn, { signal })
}

/** The active rooms. */
export async function fetchRooms(context: Context, signal?: AbortSignal): Promise<Room[]> {
  return (await apiOf(context)).get<Room[]>(PUBLIC_PATHS.rooms, { signal })
}
