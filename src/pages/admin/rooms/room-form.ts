import { type Amenity, type Room, type RoomInput, roomInputSchema } from '@/api'
import { currencyDigits } from '@/pages/admin/lib/format'

/** The room form's fields as typed (the rate in major units, as text). */
export interface RoomFormValues {
  name: string
  description: string
  capacity: number | null
  rate: string
  photo: string
  active: boolean
  /** Amenity labels. */
  amenities: string[]
}

export const emptyRoomForm: RoomFormValues = {
  name: '',
  description: '',
  capacity: 2,
  rate: '',
  photo: '',
  active: true,
  amenities: [],
}

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

export function roomToForm(room: Room, currency: string): RoomFormValues {
  return {
    name: room.name,
    description: room.description,
    capacity: room.capacity,
    rate: rateToText(room.rate, currency),
    photo: room.photo,
    active: room.active,
    amenities: room.amenities.map((amenity) => amenity.label),
  }
}

/**
 * Checks the form and builds the request body, or returns the field errors (keyed as the API
 * keys them: `name`, `rate`, `amenities`…).
 */
export function formToInput(
  values: RoomFormValues,
  currency: string,
  knownAmenities: readonly Amenity[],
):
  { input: RoomInput; errors?: undefined } | { input?: undefined; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const rate = parseRate(values.rate, currency)
  if (values.rate.trim() === '') errors.rate = 'Enter the nightly rate.'
  else if (rate === null) errors.rate = `Enter an amount such as ${rateToText(9500, currency)}.`
  const amenities = values.amenities.map(
    (label) => knownAmenities.find((amenity) => amenity.label === label) ?? { label },
  )
  const parsed = roomInputSchema.safeParse({
    name: values.name,
    description: values.description,
    capacity: values.capacity ?? undefined,
    rate: rate ?? 0,
    amenities,
    photo: values.photo,
    active: values.active,
  })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '')
      if (key && !(key in errors)) errors[key] = issue.message
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors }
  return { input: parsed.data }
}

/** Field errors from the API (`amenities.2.label` → `amenities`). */
export function apiFieldErrors(fields: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [path, message] of Object.entries(fields)) {
    const key = path.split('.')[0]!
    if (!(key in errors)) errors[key] = message
  }
  return errors
}
