/** What a room is, as far as the rules are concerned. */

/** The most guests a room holds (and a search or booking may ask for). */
export const MAX_GUESTS = 8

/** The most guests one of these rooms sleeps (0 for none): a bigger party books two rooms. */
export function largestCapacity(rooms: readonly { capacity: number }[]): number {
  return Math.max(0, ...rooms.map((room) => room.capacity))
}

/** A room's amenity: a label and an optional icon name such as `lucide:wifi`. */
export interface Amenity {
  label: string
  icon?: string
}

/** The room id in a path segment (`/rooms/12`), or `undefined` when it cannot be one. */
export function roomIdFromPath(segment: string): number | undefined {
  return /^\d{1,9}$/.test(segment) ? Number(segment) : undefined
}
