/**
 * The demo inn: the same rooms, bookings and closures seed the real database (when it is empty)
 * and back the MSW mocks, so stories, tests and `npm start` show one world. Dates are relative
 * to `today` so the demo always has arrivals, departures and future stays.
 */
import { EXPECTED_STAY, type GuestDetails, keptGuest } from './bookings'
import { addDays } from './dates'
import { type Photo } from './photos'
import { priceStay, type RatePeriod, type StayRule, type Weekday } from './rates'
import { type Amenity } from './rooms'
import { DEFAULT_SETTINGS, type Settings } from './settings'
import { type StayStatus } from './stay'

export interface DemoRoom {
  id: number
  name: string
  description: string
  capacity: number
  rate: number
  amenities: Amenity[]
  photo: string
  /** Uploaded photos: the demo has none (its rooms show their built-in pictures). */
  photos: Photo[]
  active: boolean
  /** The inn's date the room was added; the demo rooms are older than the records (null). */
  openedOn: string | null
}

export interface DemoBooking {
  /** Raw 10-character reference. */
  reference: string
  roomId: number
  checkIn: string
  checkOut: string
  guests: number
  guest: GuestDetails
  total: number
  status: 'confirmed' | 'cancelled'
  createdAt: string
  cancelledAt: string | null
  /** The demo's cancelled stays were cancelled by the inn. */
  cancelledBy: 'staff' | null
  createdBy: 'guest'
  stayStatus: StayStatus
  checkedInAt: string | null
  checkedOutAt: string | null
  noShowAt: string | null
  /** Made under the demo's policy. */
  freeCancellationDays: number
}

/**
 * Where a demo stay is at the front desk on `today`: guests whose stay began before today are in
 * (checked in at 15:00 UTC on their first day; today's departures too), those whose stay ended
 * before today have left (11:00 UTC on their last day); today's arrivals are expected.
 */
function demoStay(checkIn: string, checkOut: string, today: string) {
  if (checkIn >= today) return EXPECTED_STAY
  const checkedInAt = `${checkIn}T15:00:00.000Z`
  if (checkOut >= today) {
    return { ...EXPECTED_STAY, stayStatus: 'checked_in' as const, checkedInAt }
  }
  return {
    ...EXPECTED_STAY,
    stayStatus: 'checked_out' as const,
    checkedInAt,
    checkedOutAt: `${checkOut}T11:00:00.000Z`,
  }
}

/** What removing the demo says when it cannot. */
export const DEMO_MESSAGES = {
  none: 'There is no demo to remove: this inn did not start from it, or it was removed.',
  signedInAsDemo:
    'You are signed in with the demo’s account, which goes with the demo. Add an owner account of your own under Staff and sign in with it first.',
} as const

export const DEMO_STAFF = {
  email: 'staff@nightjar.test',
  name: 'Demo Staff',
  password: 'nightjar-demo',
} as const

const wifi: Amenity = { label: 'Wi-Fi', icon: 'lucide:wifi' }

export const DEMO_ROOMS: readonly DemoRoom[] = [
  {
    id: 1,
    name: 'Garden Room',
    description: 'A quiet double opening onto the herb garden, with morning light and birdsong.',
    capacity: 2,
    rate: 9500,
    amenities: [
      wifi,
      { label: 'Garden view', icon: 'lucide:flower-2' },
      { label: 'Coffee maker', icon: 'lucide:coffee' },
    ],
    photo: '/images/rooms/garden.jpg',
    photos: [],
    active: true,
    openedOn: null,
  },
  {
    id: 2,
    name: 'Sea View Suite',
    description: 'Our largest suite: a bay window over the water, a deep bath and a reading nook.',
    capacity: 3,
    rate: 16500,
    amenities: [
      wifi,
      { label: 'Sea view', icon: 'lucide:waves' },
      { label: 'Bathtub', icon: 'lucide:bath' },
      { label: 'Air conditioning', icon: 'lucide:air-vent' },
    ],
    photo: '/images/rooms/sea-view.jpg',
    photos: [],
    active: true,
    openedOn: null,
  },
  {
    id: 3,
    name: 'Attic Nook',
    description: 'A snug single under the eaves with a writing desk and a skylight.',
    capacity: 1,
    rate: 6500,
    amenities: [wifi, { label: 'Desk', icon: 'lucide:lamp-desk' }],
    photo: '/images/rooms/attic.jpg',
    photos: [],
    active: true,
    openedOn: null,
  },
  {
    id: 4,
    name: 'Family Loft',
    description: 'Two bedrooms and a kitchenette over the old barn, with parking at the door.',
    capacity: 5,
    rate: 21000,
    amenities: [
      wifi,
      { label: 'Kitchenette', icon: 'lucide:cooking-pot' },
      { label: 'Parking', icon: 'lucide:car' },
      { label: 'Crib on request', icon: 'lucide:baby' },
    ],
    photo: '/images/rooms/family-loft.jpg',
    photos: [],
    active: true,
    openedOn: null,
  },
  {
    id: 5,
    name: 'Courtyard Double',
    description: 'Step-free double on the courtyard, breakfast served at your door.',
    capacity: 2,
    rate: 11000,
    amenities: [
      wifi,
      { label: 'Step-free access', icon: 'lucide:accessibility' },
      { label: 'Breakfast', icon: 'lucide:croissant' },
    ],
    photo: '/images/rooms/courtyard.jpg',
    photos: [],
    active: true,
    openedOn: null,
  },
  {
    id: 6,
    name: 'Old Stable',
    description: 'Being restored; back next season.',
    capacity: 4,
    rate: 12000,
    amenities: [{ label: 'Fireplace', icon: 'lucide:flame' }],
    photo: '/images/rooms/stable.jpg',
    photos: [],
    active: false,
    openedOn: null,
  },
]

interface BookingSeed {
  reference: string
  roomId: number
  from: number
  to: number
  guests: number
  name: string
  email: string
  phone?: string
  notes?: string
  cancelled?: boolean
}

// Day offsets from today. No two confirmed stays of one room overlap.
const BOOKING_SEEDS: readonly BookingSeed[] = [
  {
    reference: '6DEK2JKFYH',
    roomId: 1,
    from: -10,
    to: -7,
    guests: 2,
    name: 'Ana Ferreira',
    email: 'ana.ferreira@example.com',
    phone: '+351 912 345 678',
  },
  {
    reference: 'EQAAX0XWBV',
    roomId: 1,
    from: 0,
    to: 3,
    guests: 2,
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    notes: 'Arriving late, around 22:00.',
  },
  {
    reference: 'CVJ3T4WXZT',
    roomId: 1,
    from: 14,
    to: 16,
    guests: 1,
    name: 'Mei Tanaka',
    email: 'mei.tanaka@example.com',
  },
  {
    reference: 'AA618AYX0Z',
    roomId: 2,
    from: -3,
    to: 0,
    guests: 3,
    name: 'Lucas Martin',
    email: 'lucas.martin@example.com',
    phone: '+33 6 12 34 56 78',
  },
  {
    reference: 'EQ9TB43A1V',
    roomId: 2,
    from: 7,
    to: 12,
    guests: 2,
    name: 'Sofia Rossi',
    email: 'sofia.rossi@example.com',
    notes: 'Anniversary: flowers in the room, please.',
  },
  {
    reference: 'ND06FB7CRJ',
    roomId: 2,
    from: 30,
    to: 33,
    guests: 2,
    name: 'James Okafor',
    email: 'james.okafor@example.com',
    cancelled: true,
  },
  {
    reference: '4NXRV7F97P',
    roomId: 3,
    from: -1,
    to: 2,
    guests: 1,
    name: 'Ingrid Larsen',
    email: 'ingrid.larsen@example.com',
  },
  {
    reference: 'ZJ0J72C7TN',
    roomId: 3,
    from: 9,
    to: 10,
    guests: 1,
    name: 'Pedro Alves',
    email: 'pedro.alves@example.com',
  },
  {
    reference: 'JV99X9Z055',
    roomId: 4,
    from: 21,
    to: 28,
    guests: 4,
    name: 'The Novak family',
    email: 'novak@example.com',
    phone: '+420 601 234 567',
    notes: 'Two children, one crib.',
  },
  {
    reference: 'AYK73T2NA2',
    roomId: 5,
    from: 2,
    to: 4,
    guests: 2,
    name: 'Clara Schmidt',
    email: 'clara.schmidt@example.com',
  },
  {
    reference: 'PX4M8QW2TR',
    roomId: 5,
    from: -20,
    to: -15,
    guests: 2,
    name: 'Omar Haddad',
    email: 'omar.haddad@example.com',
  },
]

/** Closed nights: room id and day offset from today. */
const CLOSURE_SEEDS: readonly { roomId: number; day: number }[] = [
  { roomId: 2, day: 20 },
  { roomId: 2, day: 21 },
  { roomId: 2, day: 22 },
  { roomId: 3, day: 5 },
]

/** The demo rooms' rates for some nights: day offsets from today (first and last night). */
const RATE_SEEDS: readonly {
  name: string
  from: number
  to: number
  weekdays?: Weekday[]
  rates: Partial<Record<number, number>>
}[] = [
  {
    name: 'High season',
    from: 104,
    to: 119,
    rates: { 1: 12_000, 2: 19_500, 3: 8000, 4: 24_000, 5: 13_500 },
  },
  // Friday and Saturday nights of the high season, for the rooms most asked for at weekends.
  { name: 'Weekend', from: 104, to: 119, weekdays: [5, 6], rates: { 2: 22_500, 5: 15_000 } },
  {
    name: 'Winter rates',
    from: 205,
    to: 234,
    rates: { 1: 8000, 2: 14_000, 3: 5500, 4: 18_000, 5: 9500 },
  },
]

/** Stay rules: day offsets from today. */
const RULE_SEEDS: readonly (Omit<StayRule, 'id' | 'from' | 'to'> & { from: number; to: number })[] =
  [
    {
      name: 'High season',
      from: 104,
      to: 119,
      minNights: 3,
      closedToArrival: false,
      closedToDeparture: false,
    },
    {
      name: 'Staff training day',
      from: 222,
      to: 222,
      minNights: 1,
      closedToArrival: true,
      closedToDeparture: false,
    },
  ]

/** The demo's rate periods and stay rules for a given day (ids from 1, in this order). */
export function demoRates(today: string): { ratePeriods: RatePeriod[]; stayRules: StayRule[] } {
  const ratePeriods = RATE_SEEDS.flatMap((seed) =>
    Object.entries(seed.rates).map(([roomId, rate]) => ({
      roomId: Number(roomId),
      name: seed.name,
      from: addDays(today, seed.from),
      to: addDays(today, seed.to),
      rate: rate!,
      weekdays: seed.weekdays ?? null,
    })),
  ).map((period, i) => ({ id: i + 1, ...period }))
  const stayRules = RULE_SEEDS.map((seed, i) => ({
    ...seed,
    id: i + 1,
    from: addDays(today, seed.from),
    to: addDays(today, seed.to),
  }))
  return { ratePeriods, stayRules }
}

/** The demo world for a given day (`now` stamps creation times). */
export function demoData(today: string, now: Date = new Date()) {
  const rooms = DEMO_ROOMS.map((room) => ({
    ...room,
    amenities: room.amenities.map((a) => ({ ...a })),
    photos: room.photos.map((p) => ({ ...p })),
  }))
  const { ratePeriods, stayRules } = demoRates(today)
  const bookings: DemoBooking[] = BOOKING_SEEDS.map((seed, i) => {
    const checkIn = addDays(today, seed.from)
    const checkOut = addDays(today, seed.to)
    const room = rooms.find((r) => r.id === seed.roomId)!
    const createdAt = new Date(now.getTime() - (40 - i) * 86_400_000).toISOString()
    return {
      reference: seed.reference,
      roomId: seed.roomId,
      checkIn,
      checkOut,
      guests: seed.guests,
      guest: keptGuest(seed),
      total: priceStay(room, ratePeriods, { checkIn, checkOut }).total,
      status: seed.cancelled ? 'cancelled' : 'confirmed',
      createdAt,
      cancelledAt: seed.cancelled
        ? new Date(Date.parse(createdAt) + 86_400_000).toISOString()
        : null,
      cancelledBy: seed.cancelled ? 'staff' : null,
      createdBy: 'guest',
      ...(seed.cancelled ? EXPECTED_STAY : demoStay(checkIn, checkOut, today)),
      freeCancellationDays: DEFAULT_SETTINGS.freeCancellationDays,
    }
  })
  const closures = CLOSURE_SEEDS.map((c) => ({ roomId: c.roomId, date: addDays(today, c.day) }))
  const settings: Settings = { ...DEFAULT_SETTINGS }
  return { settings, rooms, bookings, closures, ratePeriods, stayRules, staff: DEMO_STAFF }
}
export type DemoData = ReturnType<typeof demoData>
