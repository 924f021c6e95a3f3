/**
 * Fuzzing one field at a time. Every endpoint that takes input gets an otherwise valid request
 * (a signed-in staff token for the admin ones) with ONE body field, query parameter, header or
 * path id set to an odd value: control characters inside valid text, integers past the
 * database's range, dates in years 0100, 0999 or 10000, 10 000-character strings, wrong types,
 * 100 000-item arrays, objects nested 5 000 levels deep; then whole odd bodies (5 000 levels
 * deep, a 100 000-item array, ~10 MB). Since the rest of the request is valid, the odd value
 * reaches validation, and if it passes, the database. Every answer is below 500 in the error
 * shape, and every 400 names the field that was changed (or its partner in a pair rule, e.g.
 * check-in and check-out). More than 5 000 requests in all, on PGlite or Postgres.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  BOOKING_KEY_HEADER,
  bookingCreatedSchema,
  DEFAULT_SETTINGS,
  errorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  JSON_DEPTH_MESSAGE,
  loginRequestSchema,
  MAX_JSON_DEPTH,
  photoResponseSchema,
  roomResponseSchema,
  staffAccountResponseSchema,
  staffInputSchema,
} from '@/api/contract'
import { paths } from '@/api/paths'
import { addDays, todayIn } from '@/domain/dates'
import { DEMO_STAFF } from '@/domain/demo-data'

import { createApp } from '../../server/app'
import { type Db } from '../../server/db/types'
import { openDemoDb, ROOMY_LIMITS, staffToken } from './test-db'

let db: Db
let app: ReturnType<typeof createApp>
let token: string
let roomId: number
let bookingId: string
let colleagueId: number
/** A photo the rooms' cases name. */
let photoId: string
/** The setup booking's reference and access key (its link). */
let bookingLink: { reference: string; key: string }
const today = todayIn('Europe/Lisbon')

beforeAll(async () => {
  db = await openDemoDb()
  app = createApp({ db, limits: ROOMY_LIMITS })
  token = await staffToken(app)
  // A room of its own for the PATCH and closures cases, so the bookings cases keep theirs.
  const room = await app.request(`/api${paths.adminRooms}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Fuzz Room', capacity: 2, rate: 1000 }),
  })
  roomId = roomResponseSchema.parse(await room.json()).room.id
  const booking = await app.request(`/api${paths.bookings}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: 'fuzz-setup' },
    body: JSON.stringify({
      roomId: 3,
      checkIn: addDays(today, 300),
      checkOut: addDays(today, 301),
      guests: 1,
      guest: { name: 'Setup', email: 'setup@example.com' },
    }),
  })
  const created = bookingCreatedSchema.parse(await booking.json())
  bookingId = created.booking.id
  bookingLink = { reference: created.booking.reference, key: created.accessKey }
  const colleague = await app.request(`/api${paths.adminStaff}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: 'Fuzz Colleague',
      email: 'fuzz.colleague@nightjar.test',
      role: 'staff',
      password: 'fuzz-colleague-password',
    }),
  })
  colleagueId = staffAccountResponseSchema.parse(await colleague.json()).staff.id
  const photo = await app.request(`/api${paths.adminPhotos}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
    body: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#284' } })
      .png()
      .toBuffer(),
  })
  photoId = photoResponseSchema.parse(await photo.json()).photo.id
}, 60_000)
afterAll(() => db?.close())

// ── Odd values ──────────────────────────────────────────────────────────────────────────────

/** One odd value: as JSON text (for bodies) and as a query or path value (repeated: a list). */
interface Odd {
  label: string
  json: string
  text: string | string[]
}

const str = (value: string, label = JSON.stringify(value).slice(0, 40)): Odd => ({
  label,
  json: JSON.stringify(value),
  text: value,
})
/** A JSON literal written as is (numbers such as `1e400` that JSON.stringify cannot write). */
const raw = (json: string, text: string | string[] = json, label = json.slice(0, 40)): Odd => ({
  label,
  json,
  text,
})

const nested = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`
const bigArray = (items: number) => `[${Array(items).fill('0').join(',')}]`

/** Control characters: C0, DEL and C1. */
const CONTROLS = [
  ...Array.from({ length: 32 }, (_, i) => i),
  0x7f,
  ...Array.from({ length: 32 }, (_, i) => 0x80 + i),
].map((code) => String.fromCharCode(code))
const hex = (ch: string) => `U+${ch.charCodeAt(0).toString(16).padStart(4, '0')}`

/** Values tried on every field. */
const GENERIC: Odd[] = [
  // Strings
  ...[
    '',
    ' ',
    '\u0000',
    'a'.repeat(10_000),
    'a'.repeat(255),
    'a'.repeat(256),
    '0',
    '-1',
    '1',
    '1e308',
    '2147483647',
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    'NaN',
    'Infinity',
    'null',
    'true',
    "'; DROP TABLE bookings; --",
    '%00',
    '\\u0000',
    '0100-01-01',
    '0999-12-31',
    '1000-01-01',
    '1899-12-31',
    '1900-01-01',
    '2100-12-31',
    '2101-01-01',
    '9999-12-31',
    '10000-01-01',
    '+010000-01-01',
    '0000-00-00',
    '2025-02-30',
    today,
    '١٢٣',
    '😀',
    'é',
    '\ud800',
    '\uffff',
    '\u202e',
    'x@y.z',
    'lucide:wifi',
    'NJ-ABCDE-12345',
    'UTC',
    '15:00',
    'EUR',
    'confirmed',
  ].map((value) => str(value)),
  // Numbers
  ...[
    '0',
    '-0',
    '1',
    '-1',
    '1.5',
    '8',
    '9',
    '2147483647',
    '2147483648',
    '4294967296',
    '-2147483648',
    '-2147483649',
    '9007199254740993',
    '1e308',
    '-1e308',
    '1e400',
    '1e-308',
  ].map((value) => raw(value)),
  // Other types
  raw('null'),
  raw('true'),
  raw('false'),
  raw('[]', ['', '']),
  raw('{}'),
  raw('[1]', ['1', '2']),
  raw('["x"]', ['x', 'y']),
  raw('{"a":1}'),
  raw(nested(5000), nested(5000), 'object nested 5 000 levels'),
  raw(bigArray(100_000), Array(100_000).fill('0'), 'array of 100 000 items'),
  raw(bigArray(20_000), Array(20_000).fill('1'), 'array of 20 000 items'),
]

/** Values made from a field's valid text: control characters inside it, and other oddities. */
function textVariants(valid: string): Odd[] {
  const at = Math.max(1, Math.floor(valid.length / 2))
  const inside = (insert: string) => valid.slice(0, at) + insert + valid.slice(at)
  return [
    ...CONTROLS.map((ch) => str(inside(ch), `${hex(ch)} inside`)),
    str(`${valid}\u0000`, 'NUL at the end'),
    str(`\u0000${valid}`, 'NUL at the start'),
    str(inside('\ud800'), 'lone surrogate inside'),
    str(inside('\u2028'), 'U+2028 inside'),
    str(inside('\ufeff'), 'BOM inside'),
    str(
      valid.repeat(Math.ceil(10_000 / Math.max(1, valid.length))).slice(0, 10_000),
      '10 000 chars',
    ),
  ]
}

// ── Targets ─────────────────────────────────────────────────────────────────────────────────

type Json = Record<string, unknown>

interface Target {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH'
  /** The path with `:id` filled by `id`. */
  path: string
  auth: boolean
  id?: () => string
  query?: () => Record<string, string>
  body?: () => Json
  headers?: () => Record<string, string>
  /** The header whose value is set to odd values (default: the Idempotency-Key). */
  header?: string
  /** Dot paths of body fields, or query parameter names. */
  fields: string[]
  /** A 400 about a field may name its partner in a rule over both. */
  related?: Record<string, string[]>
  /** Fewer values for fields whose valid answers are slow (signing in hashes the password). */
  pick?: (field: string, odd: Odd) => boolean
}

let keys = 0
const stay = { checkIn: () => addDays(today, 200), checkOut: () => addDays(today, 201) }
const STAY_PAIR = { checkIn: ['checkIn', 'checkOut'], checkOut: ['checkIn', 'checkOut'] }

const TARGETS: Target[] = [
  {
    name: 'GET /api/availability',
    method: 'GET',
    path: paths.availability,
    auth: false,
    query: () => ({
      checkIn: stay.checkIn(),
      checkOut: stay.checkOut(),
      guests: '2',
      include: 'taken',
    }),
    fields: ['checkIn', 'checkOut', 'guests', 'include'],
    related: STAY_PAIR,
  },
  {
    name: 'POST /api/bookings',
    method: 'POST',
    path: paths.bookings,
    auth: false,
    headers: () => ({ [IDEMPOTENCY_KEY_HEADER]: `fuzz-fields-${keys++}` }),
    body: () => ({
      roomId: 1,
      checkIn: stay.checkIn(),
      checkOut: stay.checkOut(),
      guests: 1,
      guest: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        notes: 'Late arrival.\nThanks!',
      },
    }),
    fields: [
      'roomId',
      'checkIn',
      'checkOut',
      'guests',
      'guest',
      'guest.name',
      'guest.email',
      'guest.phone',
      'guest.notes',
      'extra',
      // A total the client sends is refused, whatever it is.
      'total',
    ],
    related: STAY_PAIR,
  },
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    path: paths.login,
    auth: false,
    body: () => ({ email: DEMO_STAFF.email, password: 'not-the-password' }),
    fields: ['email', 'password', 'extra'],
    // An unknown email costs a full-strength password hash (about 0.3 s): of the emails the
    // contract takes, only those with control characters and five others are sent.
    pick: (() => {
      let accepted = 0
      return (field: string, odd: Odd) => {
        if (field !== 'email') return true
        const email: unknown = JSON.parse(odd.json)
        if (!loginRequestSchema.safeParse({ email, password: 'x' }).success) return true
        return (typeof email === 'string' && /[\p{Cc}\p{Cs}]/u.test(email)) || accepted++ < 5
      }
    })(),
  },
  {
    name: 'GET /api/admin/bookings',
    method: 'GET',
    path: paths.adminBookings,
    auth: true,
    query: () => ({
      from: '1900-01-01',
      to: '2100-12-31',
      status: 'confirmed',
      q: 'ada',
      page: '1',
    }),
    fields: ['from', 'to', 'status', 'q', 'page'],
    related: { from: ['from', 'to'], to: ['from', 'to'] },
  },
  {
    name: 'GET /api/admin/bookings.csv',
    method: 'GET',
    path: paths.adminBookingsCsv,
    auth: true,
    query: () => ({ from: '1900-01-01', to: '2100-12-31', status: 'confirmed', q: 'ada' }),
    fields: ['from', 'to', 'status', 'q'],
    related: { from: ['from', 'to'], to: ['from', 'to'] },
  },
  {
    name: 'GET /api/admin/reports.csv',
    method: 'GET',
    path: paths.adminReportCsv,
    auth: true,
    query: () => ({ period: 'month', date: today }),
    fields: ['period', 'date'],
  },
  {
    name: 'POST /api/admin/staff',
    method: 'POST',
    path: paths.adminStaff,
    auth: true,
    // The email is taken: a valid request is told so before its password is hashed.
    body: () => ({
      name: 'Odd Colleague',
      email: 'fuzz.colleague@nightjar.test',
      role: 'staff',
      password: 'a-long-enough-password',
    }),
    fields: ['name', 'email', 'role', 'password', 'extra'],
    // A new email costs a full-strength hash (about 0.3 s): of the emails the contract takes,
    // five are sent.
    pick: (() => {
      let accepted = 0
      return (field: string, odd: Odd) => {
        if (field !== 'email') return true
        const email: unknown = JSON.parse(odd.json)
        const valid = staffInputSchema.shape.email.safeParse(email).success
        return !valid || accepted++ < 5
      }
    })(),
  },
  {
    name: 'PATCH /api/admin/staff/:id',
    method: 'PATCH',
    path: paths.adminStaffMember,
    auth: true,
    id: () => String(colleagueId),
    body: () => ({ role: 'staff', active: true }),
    fields: ['role', 'active', 'extra'],
  },
  {
    name: 'POST /api/auth/password',
    method: 'POST',
    path: paths.password,
    auth: true,
    // A wrong current password: nothing changes, whatever new password passes.
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'a-long-enough-password' }),
    fields: ['currentPassword', 'newPassword', 'extra'],
    related: {
      currentPassword: ['currentPassword', 'newPassword'],
      newPassword: ['currentPassword', 'newPassword'],
      extra: ['currentPassword'],
    },
  },
  {
    name: 'GET /api/bookings/:reference',
    method: 'GET',
    path: '/bookings/:id',
    auth: false,
    id: () => bookingLink.reference,
    headers: () => ({ [BOOKING_KEY_HEADER]: bookingLink.key }),
    header: BOOKING_KEY_HEADER,
    fields: [],
  },
  {
    name: 'POST /api/bookings/:reference/cancel',
    method: 'POST',
    path: '/bookings/:id/cancel',
    auth: false,
    id: () => bookingLink.reference,
    headers: () => ({ [BOOKING_KEY_HEADER]: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    header: BOOKING_KEY_HEADER,
    fields: [],
  },
  {
    name: 'POST /api/admin/bookings/:id/cancel',
    method: 'POST',
    path: paths.adminBookingCancel,
    auth: true,
    id: () => bookingId,
    fields: [],
  },
  // ── The front desk: its window, taken nights, bookings taken and edited by staff ──
  {
    name: 'GET /api/admin/front-desk',
    method: 'GET',
    path: paths.adminFrontDesk,
    auth: true,
    query: () => ({ from: today, days: '14' }),
    fields: ['from', 'days'],
  },
  {
    name: 'GET /api/admin/front-desk/nights',
    method: 'GET',
    path: paths.adminTakenNights,
    auth: true,
    query: () => ({ from: today, to: addDays(today, 60), exclude: bookingId }),
    fields: ['from', 'to', 'exclude'],
    related: { from: ['from', 'to'], to: ['from', 'to'] },
  },
  {
    name: 'POST /api/admin/bookings',
    method: 'POST',
    path: paths.adminBookings,
    auth: true,
    body: () => ({
      roomId: 1,
      checkIn: addDays(today, 250),
      checkOut: addDays(today, 251),
      guests: 1,
      guest: { name: 'Walk In', email: 'walk@example.com', phone: '+351 1', notes: 'Hi.\nOk.' },
    }),
    fields: [
      'roomId',
      'checkIn',
      'checkOut',
      'guests',
      'guest',
      'guest.name',
      'guest.email',
      'guest.phone',
      'guest.notes',
      'extra',
    ],
    related: STAY_PAIR,
  },
  {
    name: 'PATCH /api/admin/bookings/:id',
    method: 'PATCH',
    path: paths.adminBooking,
    auth: true,
    id: () => bookingId,
    body: () => ({
      roomId: 3,
      checkIn: addDays(today, 300),
      checkOut: addDays(today, 301),
      guests: 1,
      guest: { name: 'Setup', email: 'setup@example.com', phone: '+351 2', notes: 'Edited.' },
    }),
    fields: [
      'roomId',
      'checkIn',
      'checkOut',
      'guests',
      'guest',
      'guest.name',
      'guest.email',
      'guest.phone',
      'guest.notes',
      'extra',
    ],
    related: STAY_PAIR,
  },
  {
    name: 'POST /api/admin/rooms',
    method: 'POST',
    path: paths.adminRooms,
    auth: true,
    body: () => ({
      name: 'Courtyard Room',
      description: 'Quiet.\nTwo windows.',
      capacity: 2,
      rate: 9000,
      amenities: [{ label: 'Wi-Fi', icon: 'lucide:wifi' }],
      photo: '/images/rooms/garden.jpg',
      photos: [{ id: photoId, alt: 'The courtyard' }],
      active: false,
    }),
    fields: [
      'name',
      'description',
      'capacity',
      'rate',
      'amenities',
      'amenities.0',
      'amenities.0.label',
      'amenities.0.icon',
      'photo',
      'photos',
      'photos.0',
      'photos.0.id',
      'photos.0.alt',
      'active',
      'extra',
    ],
  },
  {
    name: 'PATCH /api/admin/rooms/:id',
    method: 'PATCH',
    path: paths.adminRoom,
    auth: true,
    id: () => String(roomId),
    body: () => ({
      name: 'Fuzz Room',
      description: 'Patched.',
      capacity: 2,
      rate: 1000,
      amenities: [{ label: 'Desk', icon: 'lucide:lamp-desk' }],
      photo: '/images/rooms/attic.jpg',
      photos: [{ id: photoId, alt: 'The desk' }],
      active: true,
    }),
    fields: [
      'name',
      'description',
      'capacity',
      'rate',
      'amenities',
      'amenities.0.label',
      'amenities.0.icon',
      'photo',
      'photos',
      'photos.0.id',
      'photos.0.alt',
      'active',
      'extra',
    ],
  },
  {
    name: 'PUT /api/admin/rooms/:id/closures',
    method: 'PUT',
    path: paths.adminRoomClosures,
    auth: true,
    id: () => String(roomId),
    body: () => ({ dates: [addDays(today, 30), addDays(today, 31)] }),
    fields: ['dates', 'dates.0', 'extra'],
  },
  {
    name: 'GET /api/admin/reports',
    method: 'GET',
    path: paths.adminReports,
    auth: true,
    query: () => ({ period: 'month', date: today }),
    fields: ['period', 'date'],
  },
  {
    name: 'PUT /api/admin/settings',
    method: 'PUT',
    path: paths.adminSettings,
    auth: true,
    body: () => ({ ...DEFAULT_SETTINGS }),
    fields: [...Object.keys(DEFAULT_SETTINGS), 'extra'],
  },
  {
    name: 'GET /api/icons/:prefix.json',
    method: 'GET',
    path: '/icons/:id.json',
    auth: false,
    id: () => 'lucide',
    query: () => ({ icons: 'wifi,coffee' }),
    fields: ['icons'],
  },
]

// ── Rates and stay rules ──
let periodId: number
let ruleId: number
beforeAll(async () => {
  const create = async (path: string, body: Json) => {
    const res = await app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    return (await res.json()) as { period?: { id: number }; rule?: { id: number } }
  }
  periodId = (await create(paths.adminRatePeriods, ratePeriodBody())).period!.id
  ruleId = (await create(paths.adminStayRules, stayRuleBody())).rule!.id
})
const ratePeriodBody = (): Json => ({
  roomId: 4,
  name: 'Fuzz season',
  from: addDays(today, 280),
  to: addDays(today, 281),
  rate: 9000,
  weekdays: [5, 6],
})
const stayRuleBody = (): Json => ({
  name: 'Fuzz rule',
  from: addDays(today, 290),
  to: addDays(today, 291),
  minNights: 2,
  closedToArrival: false,
  closedToDeparture: true,
})
const RANGE_PAIR = { from: ['from', 'to'], to: ['from', 'to'] }
const RATE_PERIOD_FIELDS = [
  'roomId',
  'name',
  'from',
  'to',
  'rate',
  'weekdays',
  'weekdays.0',
  'extra',
]
const STAY_RULE_FIELDS = [
  'name',
  'from',
  'to',
  'minNights',
  'closedToArrival',
  'closedToDeparture',
  'extra',
]
TARGETS.push(
  {
    name: 'GET /api/calendar',
    method: 'GET',
    path: paths.calendar,
    auth: false,
    query: () => ({ month: addDays(today, 60).slice(0, 7), guests: '2' }),
    fields: ['month', 'guests'],
  },
  {
    name: 'POST /api/admin/rates/periods',
    method: 'POST',
    path: paths.adminRatePeriods,
    auth: true,
    body: ratePeriodBody,
    fields: RATE_PERIOD_FIELDS,
    related: RANGE_PAIR,
  },
  {
    name: 'PUT /api/admin/rates/periods/:id',
    method: 'PUT',
    path: paths.adminRatePeriod,
    auth: true,
    id: () => String(periodId),
    body: ratePeriodBody,
    fields: RATE_PERIOD_FIELDS,
    related: RANGE_PAIR,
  },
  {
    name: 'POST /api/admin/rates/rules',
    method: 'POST',
    path: paths.adminStayRules,
    auth: true,
    body: stayRuleBody,
    fields: STAY_RULE_FIELDS,
    // A rule that limits nothing is told so on its minimum.
    related: { ...RANGE_PAIR, closedToDeparture: ['minNights'] },
  },
  {
    name: 'PUT /api/admin/rates/rules/:id',
    method: 'PUT',
    path: paths.adminStayRule,
    auth: true,
    id: () => String(ruleId),
    body: stayRuleBody,
    fields: STAY_RULE_FIELDS,
    related: { ...RANGE_PAIR, closedToDeparture: ['minNights'] },
  },
)
// ── end of rates and stay rules ──

// ── Sending and checking ────────────────────────────────────────────────────────────────────

const MARK = '__fuzz_value__'

function getAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((v, key) => (v as Json | undefined)?.[key], value)
}

/** The body as JSON text with the field at `path` set to the odd value's JSON. */
function bodyWith(base: Json, path: string[], odd: Odd): string {
  const copy = structuredClone(base)
  let node: Json = copy
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Json
  node[path.at(-1)!] = MARK
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => odd.json)
}

function search(query: Record<string, string | string[]>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item)
  }
  return params.toString()
}

/** `encodeURIComponent`, but an unpaired surrogate goes as the three bytes it would take in UTF-8. */
function encodePathPart(value: string): string {
  const byte = (n: number) => `%${n.toString(16).toUpperCase()}`
  return value
    .split(/(\p{Cs})/u)
    .map((part) => {
      if (!/^\p{Cs}$/u.test(part)) return encodeURIComponent(part)
      const cp = part.charCodeAt(0)
      return byte(0xe0 | (cp >> 12)) + byte(0x80 | ((cp >> 6) & 0x3f)) + byte(0x80 | (cp & 0x3f))
    })
    .join('')
}

let sent = 0
const statuses = new Map<number, number>()
const fiveHundreds: string[] = []

interface Sent {
  target: Target
  what: string
  /** The field changed; a 400 must name it (undefined: the whole body, a header or the path). */
  field?: string
  id?: string
  query?: Record<string, string | string[]>
  body?: string
  headers?: Record<string, string>
}

async function send({ target, what, field, id, query, body, headers }: Sent): Promise<string[]> {
  const pathId = id ?? target.id?.()
  let path = `/api${target.path.replace(':id', encodePathPart(pathId ?? ''))}`
  const q = query ?? target.query?.()
  if (q) path += `?${search(q)}`
  const res = await app.request(path, {
    method: target.method,
    headers: {
      ...(target.body ? { 'content-type': 'application/json' } : {}),
      ...(target.auth ? { authorization: `Bearer ${token}` } : {}),
      ...target.headers?.(),
      ...headers,
    },
    ...(target.body || body !== undefined ? { body: body ?? JSON.stringify(target.body!()) } : {}),
  })
  sent++
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
  const text = await res.text()
  const problems: string[] = []
  const where = `${target.name} ${what} → ${res.status} ${text.slice(0, 200)}`
  if (res.status >= 500) {
    fiveHundreds.push(where)
    problems.push(where)
    return problems
  }
  if (res.status < 400) return problems
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    problems.push(`${where} (not JSON)`)
    return problems
  }
  const shape = errorBodySchema.safeParse(parsed)
  if (!shape.success) {
    problems.push(`${where} (not the error shape)`)
    return problems
  }
  if (res.status === 400 && field !== undefined) {
    const { code, fields = {} } = shape.data.error
    const names = [field, ...(target.related?.[field.split('.')[0]!] ?? [])]
    const named = Object.keys(fields).some((key) =>
      names.some(
        (name) =>
          key.toLowerCase() === name.toLowerCase() ||
          key.startsWith(`${name}.`) ||
          name.startsWith(`${key}.`),
      ),
    )
    if (code !== 'validation_error' || !named) problems.push(`${where} (does not name ${field})`)
  }
  return problems
}

function valuesFor(target: Target, field: string): Odd[] {
  const base = target.query?.()[field] ?? getAt(target.body?.(), field.split('.'))
  const values = typeof base === 'string' ? [...GENERIC, ...textVariants(base)] : GENERIC
  return target.pick ? values.filter((odd) => target.pick!(field, odd)) : values
}

describe('fuzzing one field at a time', () => {
  for (const target of TARGETS) {
    it(`${target.name}: each field set to each odd value`, async () => {
      const problems: string[] = []
      for (const field of target.fields) {
        for (const odd of valuesFor(target, field)) {
          const what = `${field}=${odd.label}`
          if (target.query) {
            problems.push(
              ...(await send({
                target,
                what,
                field,
                query: { ...target.query(), [field]: odd.text },
              })),
            )
          } else {
            const body = bodyWith(target.body!(), field.split('.'), odd)
            problems.push(...(await send({ target, what, field, body })))
          }
        }
      }
      // The path id.
      if (target.id) {
        for (const odd of GENERIC) {
          const ids = Array.isArray(odd.text) ? [odd.text.join(',')] : [odd.text]
          for (const id of ids) {
            problems.push(...(await send({ target, what: `id=${odd.label}`, id })))
          }
        }
      }
      // The header.
      if (target.headers) {
        for (const odd of [...GENERIC, ...textVariants('fuzz-key')]) {
          if (Array.isArray(odd.text)) continue
          const name = target.header ?? IDEMPOTENCY_KEY_HEADER
          try {
            new Headers({ [name]: odd.text })
          } catch {
            continue // not a legal header value: no client can send it
          }
          const headers = { [name]: odd.text }
          const what = `header=${odd.label}`
          problems.push(...(await send({ target, what, field: name, headers })))
        }
      }
      // Whole bodies.
      if (target.body) {
        const bodies: Odd[] = [
          ...GENERIC,
          raw(`{"x":"${'a'.repeat(10 * 1024 * 1024)}"}`, '', '~10 MB body'),
          raw(`[${nested(5000)}]`, '', 'array holding 5 000 levels'),
          raw(`${'['.repeat(5000)}${']'.repeat(5000)}`, '', 'array nested 5 000 levels'),
        ]
        for (const odd of bodies) {
          problems.push(...(await send({ target, what: `body=${odd.label}`, body: odd.json })))
        }
      }
      expect(problems).toEqual([])
    }, 120_000)
  }

  it('refuses a body nested deeper than MAX_JSON_DEPTH with a 400 naming the field', async () => {
    const problems: string[] = []
    for (const target of TARGETS.filter((t) => t.body)) {
      const base = target.body!()
      const cases: [string, string, string | undefined][] = [
        ['extra nested 5 000 levels', bodyWith(base, ['extra'], raw(nested(5000))), 'extra'],
        [
          `extra nested ${MAX_JSON_DEPTH} levels`,
          bodyWith(base, ['extra'], raw(nested(MAX_JSON_DEPTH))),
          'extra',
        ],
        ['body nested 5 000 levels', nested(5000), 'a'],
        ['arrays nested 5 000 levels', `${'['.repeat(5000)}${']'.repeat(5000)}`, undefined],
      ]
      const send = (body: string) => {
        sent++
        return app.request(`/api${target.path.replace(':id', target.id?.() ?? String(roomId))}`, {
          method: target.method,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            ...target.headers?.(),
          },
          body,
        })
      }
      for (const [what, body, field] of cases) {
        const res = await send(body)
        const answer = errorBodySchema.safeParse(await res.json())
        const error = answer.success ? answer.data.error : undefined
        const expected = field ? error?.fields?.[field] : error?.message
        if (res.status !== 400 || expected !== JSON_DEPTH_MESSAGE) {
          problems.push(`${target.name} ${what} → ${res.status} ${JSON.stringify(error)}`)
        }
      }
      // One level less is not refused for its depth.
      const body = bodyWith(base, ['extra'], raw(nested(MAX_JSON_DEPTH - 1)))
      const res = await send(body)
      const text = await res.text()
      if (res.status >= 500 || text.includes(JSON_DEPTH_MESSAGE)) {
        problems.push(
          `${target.name} extra nested ${MAX_JSON_DEPTH - 1} levels → ${res.status} ${text}`,
        )
      }
    }
    expect(problems).toEqual([])
  })

  it('sent at least 5 000 requests, none answered 5xx', () => {
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`)
    console.info(
      `fuzz-fields: ${sent} requests, ${fiveHundreds.length} answered 5xx (${byStatus.join(', ')})`,
    )
    expect(sent).toBeGreaterThanOrEqual(5000)
    expect(fiveHundreds).toEqual([])
  })
})
