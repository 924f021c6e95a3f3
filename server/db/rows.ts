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

export const BOOKING_COLUMNS = `b.id, b.reference, b.room_id, r.name AS room_name, b.check_in, b.check_out,
  b.guests, b.guest_name, b.guest_email, b.guest_phone, b.notes, b.total, b.currency, b.status,
  b.created_at, b.cancelled_at, b.cancelled_by, b.created_by, b.stay_status, b.checked_in_at,
  b.checked_out_at, b.no_show_at`

export interface BookingRow {
  [key: string]: unknown
  id: string
  reference: string
  room_id: number
  room_name: string
  check_in: string
  check_out: string
  guests: number
  guest_name: string
  guest_email: string
  guest_phone: string | null
  notes: string | null
  total: number
  currency: string
  status: 'confirmed' | 'cancelled'
  created_at: Date
  cancelled_at: Date | null
  cancelled_by: 'guest' | 'staff' | null
  created_by: 'guest' | 'staff'
  stay_status: StayStatus
  checked_in_at: Date | null
  checked_out_at: Date | null
  no_show_at: Date | null
}

/** A new booking's front-desk columns: nothing done yet. */
export const EXPECTED_STAY_ROW = {
  stay_status: 'expected',
  checked_in_at: null,
  checked_out_at: null,
  no_show_at: null,
} as const

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
    guest: {
      name: row.guest_name,
      email: row.guest_email,
      phone: row.guest_phone,
      notes: row.notes,
    },
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
