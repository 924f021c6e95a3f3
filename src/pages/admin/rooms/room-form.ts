import * as z from 'zod'

import { type Amenity, type Room, type RoomInput, roomInputSchema, type RoomPatch } from '@/api'
import { currencyDigits } from '@/domain/money'

/** Minor units → `95.00` for the form. */
export function rateToText(minor: number, currency: string): string {
  const digits = currencyDigits(currency)
  return (minor / 10 ** digits).toFixed(digits)
}

/** `95`, `95.5`, `95,50` → minor units; `null` when it is not an amount. */
export function parseRate(text: string, currency: string): number | null {
  const digits = currencyDigits(currency)
  const trimmed = text.trim().replace(',', '.')
  const pattern = digits > 0 ? new RegExp(`^\\d{1,9}(\\.\\d{0,${digits}})?$`) : /^\d{1,12}$/
  if (!pattern.test(trimmed)) return null
  const [whole = '0', fraction = ''] = trimmed.split('.')
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
}

/** The room form's field names (API field errors outside them show on the form). */
export const ROOM_FIELDS = [
  'name',
  'description',
  'capacity',
  'rate',
  'amenities',
  'photos',
  'active',
] as const

/**
 * The room form as typed (the rate in major units, as text; amenities by label), checked in the
 * dialog and again in the route action: the contract's rules for a room with the form's
 * messages for a missing name or rate.
 */
export function roomFormSchema(currency: string) {
  const { shape } = roomInputSchema
  return z.object({
    name: z.string({ error: 'Enter a name.' }).pipe(shape.name),
    description: z.string().optional(),
    capacity: shape.capacity,
    rate: z.string({ error: 'Enter the nightly rate.' }).transform((text, context) => {
      const minor = parseRate(text, currency)
      if (minor === null) {
        context.addIssue({
          code: 'custom',
          message: `Enter an amount such as ${rateToText(9500, currency)}.`,
        })
        return z.NEVER
      }
      return minor
    }),
    amenities: z.array(z.string()).optional(),
    // The photo list's hidden inputs (`photos[0].id`…); the API checks each id and its words.
    photos: z.array(z.object({ id: z.string(), alt: z.string().optional() })).optional(),
    active: z.boolean().optional(),
  })
}

export type RoomFormValue = z.output<ReturnType<typeof roomFormSchema>>

/** The form's starting values: a new room's, or the room's own. */
export function roomFormDefaults(room: Room | null, currency: string) {
  return room
    ? {
        name: room.name,
        description: room.description,
        capacity: room.capacity,
        rate: rateToText(room.rate, currency),
        active: room.active,
        amenities: room.amenities.map((amenity) => amenity.label),
      }
    : { capacity: 2, active: true, amenities: [] as string[] }
}

/**
 * The request body for a checked form; amenities the rooms already have keep their icons; the
 * photos in the list's order (a room's built-in demo picture, `photo`, is left as it is). (The
 * API checks the body again: its field errors come back onto the form.)
 */
export function toRoomInput(
  value: RoomFormValue,
  knownAmenities: readonly Amenity[],
): RoomInput & RoomPatch {
  return {
    name: value.name,
    description: value.description ?? '',
    capacity: value.capacity,
    rate: value.rate,
    amenities: (value.amenities ?? []).map(
      (label) => knownAmenities.find((amenity) => amenity.label === label) ?? { label },
    ),
    photos: (value.photos ?? []).map(({ id, alt }) => ({ id, alt: alt ?? '' })),
    active: value.active ?? false,
  }
}

/** Amenities the rooms already have, by label, sorted. */
export function knownAmenities(rooms: readonly Room[]): Amenity[] {
  const byLabel = new Map<string, Amenity>()
  for (const room of rooms) {
    for (const amenity of room.amenities) {
      if (!byLabel.has(amenity.label)) byLabel.set(amenity.label, amenity)
    }
  }
  return [...byLabel.values()].sort((a, b) => a.label.localeCompare(b.label))
}
