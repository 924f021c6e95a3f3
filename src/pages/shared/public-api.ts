/**
 * The public API calls of the visitor pages. Paths are written out (a unit test keeps them
 * equal to the contract's `paths`) so the home page does not load the contract's schemas;
 * `/result` and `/booking` parse answers with those schemas themselves.
 */
import type { Room, Settings } from '@/api/contract'

/**
 * The client comes with the first call: a page the server drew shows and hydrates with the data
 * it came with, so the app's first load goes without it.
 */
const client = () => import('@/lib/api-client').then(({ api }) => api)

export const PUBLIC_PATHS = {
  inn: '/inn',
  rooms: '/rooms',
  availability: '/availability',
  bookings: '/bookings',
  bookingLookup: '/bookings/lookup',
  calendar: '/calendar',
} as const

/** The inn's public settings: name, currency, check-in and check-out times, time zone. */
export async function fetchInn(signal?: AbortSignal): Promise<Settings> {
  return (await client()).get<Settings>(PUBLIC_PATHS.inn, { signal })
}

/** The active rooms. */
export async function fetchRooms(signal?: AbortSignal): Promise<Room[]> {
  return (await client()).get<Room[]>(PUBLIC_PATHS.rooms, { signal })
}
