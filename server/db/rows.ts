/** Row ↔ API shapes. */
import { type Amenity, type Booking, type Room, type Settings } from '@/api/contract'
import { nightsOf } from '@/domain/dates'
import { type Photo } from '@/domain/photos'
import { formatReference } from '@/domain/reference'
import { type StayStatus } from '@/domain/stay'

/**
 * A room's columns, and its uploaded photos in order (`room_photos`, migration 031) as one JSON
 * array: read `FROM rooms` (not aliased), in a `SELECT` or a `RETURNING`.
 */
export const ROOM_COLUMNS = `id, name, description, capacity, rate, amenities, photo, active, opened_on,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'width', p.width, 'height', p.height,
      'alt', rp.alt) ORDER BY rp.position), '[]'::jsonb)
     FROM room_photos rp JOIN photos p ON p.id = rp.photo_id WHERE rp.room_id = rooms.id) AS photos`

export interface RoomRow {
  [key: string]: unknown
  id: number
  name: string
  description: string
  capacity: number
  rate: number
  amenities: Amenity[] | string
  photo: string
  photos: Photo[] | string
  active: boolean
  opened_on: string | null
}

export function toRoom(row: RoomRow): Room {
  const amenities = typeof row.amenities === 'string' ? JSON.parse(row.amenities) : row.amenities
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    capacity: Number(row.capacity),
    rate: Number(row.rate),
    amenities: (amenities as Amenity[]).map((a) =>
      a.icon ? { label: a.label, icon: a.icon } : { label: a.label },
    ),
    photo: row.photo,
    photos: (typeof row.photos === 'string' ? (JSON.parse(row.photos) as Photo[]) : row.photos).map(
      (p) => ({ id: p.id, width: Number(p.width), height: Number(p.height), alt: p.alt }),
    ),
    active: row.active,
    openedOn: row.opened_on,
  }
}

/**
 * A booking's columns and the contract's fields they hold: the one place on the server where a
 * booking's field is named. The reads (`BOOKING_COLUMNS`, `toBooking`) and the writes
 * (`bookingColumns`) are made from these; a new guest detail is one more line in
 * `GUEST_COLUMNS`.
 */
const BOOKING_FIELD_COLUMNS = {
  id: 'id',
  reference: 'reference',
  referencePrefix: 'reference_prefix',
  roomId: 'room_id',
  checkIn: 'check_in',
  checkOut: 'check_out',
  guests: 'guests',
  total: 'total',
  currency: 'currency',
  status: 'status',
  createdAt: 'created_at',
  cancelledAt: 'cancelled_at',
  cancelledBy: 'cancelled_by',
  createdBy: 'created_by',
  stayStatus: 'stay_status',
  checkedInAt: 'checked_in_at',
  checkedOutAt: 'checked_out_at',
  noShowAt: 'no_show_at',
  freeCancellationDays: 'free_cancellation_days',
} as const

/** The guest's details (`booking.guest` in the contract) and their columns. */
export const GUEST_COLUMNS = {
  name: 'guest_name',
  email: 'guest_email',
  phone: 'guest_phone',
  notes: 'notes',
} as const satisfies Record<keyof Booking['guest'], string>

type FieldColumn = (typeof BOOKING_FIELD_COLUMNS)[keyof typeof BOOKING_FIELD_COLUMNS]
type GuestColumn = (typeof GUEST_COLUMNS)[keyof typeof GUEST_COLUMNS]

const STORED_COLUMNS = [
  ...Object.values(BOOKING_FIELD_COLUMNS),
  ...Object.values(GUEST_COLUMNS),
] as string[]

/** The columns of `bookings b JOIN rooms r` that `toBooking` reads. */
export const BOOKING_COLUMNS = [
  ...STORED_COLUMNS.map((column) => `b.${column}`),
  'r.name AS room_name',
].join(', ')

/**
 * The same with the room's name asked of its own (a subquery, not a join), for a booking locked
 * `FOR UPDATE`: Postgres checks a locked row again as it is once the lock is free, and a join
 * against the room it had before a concurrent move then drops the row (the second of two moves at
 * once answered 404).
 */
export const LOCKED_BOOKING_COLUMNS = [
  ...STORED_COLUMNS.map((column) => `b.${column}`),
  '(SELECT r.name FROM rooms r WHERE r.id = b.room_id) AS room_name',
].join(', ')

/** The same of `bookings` alone, for `RETURNING` (the room's name comes from elsewhere). */
export const BOOKING_RETURNING = STORED_COLUMNS.join(', ')

export type BookingRow = { [key: string]: unknown } & Record<FieldColumn | GuestColumn, unknown> & {
    id: string
    reference: string
    reference_prefix: string
    room_id: number
    room_name: string
    check_in: string
    check_out: string
    guests: number
    total: number
    currency: string
    status: 'confirmed' | 'cancelled'
    created_at: Date | string
    cancelled_at: Date | string | null
    cancelled_by: 'guest' | 'staff' | null
    created_by: 'guest' | 'staff'
    stay_status: StayStatus
    checked_in_at: Date | string | null
    checked_out_at: Date | string | null
    no_show_at: Date | string | null
    free_cancellation_days: number
  }

/** What a write may set of a booking: the contract's fields (the guest's details whole). */
export type BookingFields = Partial<
  Omit<Booking, 'reference' | 'roomName' | 'nights' | 'guest'> & {
    /** Raw, 10 characters. */
    reference: string
    /** The inn's prefix of references when it is made. */
    referencePrefix: string
    guest: Booking['guest']
    /** The address the booking came from, for its limit (guests only). */
    clientAddress: string
  }
>

/** The columns and values a write sets, in one order (`INSERT` and `UPDATE … SET` alike). */
export function bookingColumns(fields: BookingFields): { columns: string[]; values: unknown[] } {
  const columns: string[] = []
  const values: unknown[] = []
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue
    if (field === 'guest') {
      for (const [detail, column] of Object.entries(GUEST_COLUMNS)) {
        columns.push(column)
        values.push((value as Record<string, unknown>)[detail] ?? null)
      }
    } else if (field === 'clientAddress') {
      columns.push('client_address')
      values.push(value)
    } else {
      columns.push(BOOKING_FIELD_COLUMNS[field as keyof typeof BOOKING_FIELD_COLUMNS])
      values.push(value)
    }
  }
  return { columns, values }
}

const iso = (value: Date | string) => new Date(value).toISOString()

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    reference: formatReference(row.reference.trim(), row.reference_prefix),
    roomId: Number(row.room_id),
    roomName: row.room_name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    nights: nightsOf({ checkIn: row.check_in, checkOut: row.check_out }),
    guests: Number(row.guests),
    guest: Object.fromEntries(
      Object.entries(GUEST_COLUMNS).map(([detail, column]) => [detail, row[column] ?? null]),
    ) as Booking['guest'],
    total: Number(row.total),
    currency: row.currency.trim(),
    status: row.status,
    createdAt: iso(row.created_at),
    cancelledAt: row.cancelled_at ? iso(row.cancelled_at) : null,
    cancelledBy: row.cancelled_by,
    createdBy: row.created_by,
    stayStatus: row.stay_status,
    checkedInAt: row.checked_in_at ? iso(row.checked_in_at) : null,
    checkedOutAt: row.checked_out_at ? iso(row.checked_out_at) : null,
    noShowAt: row.no_show_at ? iso(row.no_show_at) : null,
    freeCancellationDays: Number(row.free_cancellation_days),
  }
}

/**
 * The settings' columns and the contract's fields they hold: the one place on the server where a
 * setting is named. The read (`SETTINGS_COLUMNS`, `toSettings`) and the writes
 * (`settingsValues`) are made from it; a new setting is one more line here.
 */
const SETTINGS_FIELD_COLUMNS = {
  innName: 'inn_name',
  shortName: 'short_name',
  tagline: 'tagline',
  intro: 'intro',
  referencePrefix: 'reference_prefix',
  currency: 'currency',
  checkInTime: 'check_in_time',
  checkOutTime: 'check_out_time',
  timeZone: 'time_zone',
  freeCancellationDays: 'free_cancellation_days',
  address: 'address',
  phone: 'phone',
  email: 'contact_email',
  houseRules: 'house_rules',
  website: 'website',
  instagram: 'instagram',
  facebook: 'facebook',
  legalName: 'legal_name',
  taxId: 'tax_id',
  // A photo (`Photo | null`): its id in the column, its size read from `photos`.
  logo: 'logo_photo_id',
  homePhoto: 'home_photo_id',
} as const satisfies Record<keyof Settings, string>

/** The settings that are photos, and the column of each one's words (its alt text). */
const PHOTO_ALT_COLUMNS: Partial<Record<keyof Settings, string>> = {
  logo: 'logo_alt',
  homePhoto: 'home_photo_alt',
}

/** The settings' columns, in one order (`INSERT` and `UPDATE` alike). */
export const SETTINGS_COLUMNS: readonly string[] = [
  ...Object.values(SETTINGS_FIELD_COLUMNS),
  ...Object.values(PHOTO_ALT_COLUMNS),
]

/** What `toSettings` reads: the columns, a photo's as its id and size from `photos`. */
export const SETTINGS_SELECT = Object.entries(SETTINGS_FIELD_COLUMNS)
  .map(([field, column]) => {
    const alt = PHOTO_ALT_COLUMNS[field as keyof Settings]
    return alt
      ? `(SELECT json_build_object('id', p.id, 'width', p.width, 'height', p.height, 'alt', ${alt})
            FROM photos p WHERE p.id = settings.${column}) AS ${column}`
      : column
  })
  .join(', ')

export type SettingsRow = Record<(typeof SETTINGS_FIELD_COLUMNS)[keyof Settings], unknown>

/** Writes the settings (`settingsValues`) over the ones there are. */
export const UPDATE_SETTINGS = `UPDATE settings
  SET ${SETTINGS_COLUMNS.map((column, i) => `${column} = $${i + 1}`).join(', ')} WHERE id = 1`

/** The settings' values in the order of `SETTINGS_COLUMNS` (a photo's as its id, then its words). */
export function settingsValues(settings: Settings): unknown[] {
  const photo = (field: keyof Settings) => settings[field] as Photo | null
  return [
    ...(Object.keys(SETTINGS_FIELD_COLUMNS) as (keyof Settings)[]).map((field) =>
      field in PHOTO_ALT_COLUMNS ? (photo(field)?.id ?? null) : settings[field],
    ),
    ...(Object.keys(PHOTO_ALT_COLUMNS) as (keyof Settings)[]).map(
      (field) => photo(field)?.alt ?? '',
    ),
  ]
}

export function toSettings(row: SettingsRow): Settings {
  const settings = Object.fromEntries(
    Object.entries(SETTINGS_FIELD_COLUMNS).map(([field, column]) => [field, row[column]]),
  ) as unknown as Settings
  const photo = (value: unknown) => {
    if (value === null || value === undefined) return null
    const stored = (typeof value === 'string' ? JSON.parse(value) : value) as Photo
    return {
      id: stored.id,
      width: Number(stored.width),
      height: Number(stored.height),
      alt: stored.alt,
    }
  }
  return {
    ...settings,
    currency: settings.currency.trim(),
    freeCancellationDays: Number(settings.freeCancellationDays),
    logo: photo(settings.logo),
    homePhoto: photo(settings.homePhoto),
  }
}
