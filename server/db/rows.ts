/** Row ↔ API shapes. */
import { type Amenity, type Booking, type Room, type Settings } from '@/api/contract'
import { nightsOf } from '@/domain/dates'
import { formatReference } from '@/domain/reference'
import { type StayStatus } from '@/domain/stay'

export const ROOM_COLUMNS =
  'id, name, description, capacity, rate, amenities, photo, active, opened_on'

export interface RoomRow {
  [key: string]: unknown
  id: number
  name: string
  description: string
  capacity: number
  rate: number
  amenities: Amenity[] | string
  photo: string
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
    reference: formatReference(row.reference.trim()),
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

export interface SettingsRow {
  [key: string]: unknown
  inn_name: string
  currency: string
  check_in_time: string
  check_out_time: string
  time_zone: string
  free_cancellation_days: number
  address: string
  phone: string
  contact_email: string
  house_rules: string
}

export function toSettings(row: SettingsRow): Settings {
  return {
    innName: row.inn_name,
    currency: row.currency.trim(),
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
    timeZone: row.time_zone,
    freeCancellationDays: Number(row.free_cancellation_days),
    address: row.address,
    phone: row.phone,
    email: row.contact_email,
    houseRules: row.house_rules,
  }
}
