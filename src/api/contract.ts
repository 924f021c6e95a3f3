import { z } from 'zod'

import { ADMIN_PAGE_SIZE, BOOKING_STATUSES, type BookingStatus } from '@/domain/bookings'
import { isIsoDate, MAX_DAYS_AHEAD, MAX_NIGHTS } from '@/domain/dates'
import { REFERENCE_PATTERN } from '@/domain/reference'
import { REPORT_PERIODS, type ReportPeriod } from '@/domain/reports'
import { type Amenity, MAX_GUESTS } from '@/domain/rooms'
import {
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '@/domain/sessions'
import { DEFAULT_SETTINGS, type Settings } from '@/domain/settings'

/**
 * The booking API contract: every request and response of the HTTP API as zod schemas, their
 * inferred types, and the paths. The client, the server (validation) and the MSW mocks all use
 * this module, and the contract test suite checks both implementations against it.
 *
 * The rules' constants and the types the rules work on live in `src/domain` (plain TypeScript);
 * the schemas here build on them and are checked against them (`satisfies`, and
 * `contract-domain.test.ts` both ways), so the two cannot drift. They are re-exported here.
 */
export {
  ADMIN_PAGE_SIZE,
  BOOKING_STATUSES,
  type BookingStatus,
  DEFAULT_SETTINGS,
  isIsoDate,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  MAX_DAYS_AHEAD,
  MAX_GUESTS,
  MAX_NIGHTS,
  REPORT_PERIODS,
  type ReportPeriod,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  type Settings,
}
export type { Amenity }

// ── Primitives ──────────────────────────────────────────────────────────────────────────────

/** A calendar date without time, `YYYY-MM-DD`. */
export const isoDateSchema = z
  .string({ error: 'Enter a date as YYYY-MM-DD.' })
  .refine(isIsoDate, { error: 'Enter a valid date as YYYY-MM-DD.' })

/** An instant, ISO 8601 with time zone (`2025-06-01T10:00:00.000Z`). */
export const timestampSchema = z.iso.datetime({ offset: true })

/** Amounts are integers in the currency's minor unit (cents for EUR). */
export const moneySchema = z.number().int().nonnegative()

/** ISO 4217 currency code. */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: 'Use a three-letter ISO 4217 code such as EUR.' })

/** `HH:MM`, 24-hour clock. */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time as HH:MM (24-hour).' })

/** An icon name `prefix:name`, e.g. `lucide:wifi`. */
export const iconNameSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*:[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: 'Use an icon name such as lucide:wifi.',
})

const positiveIntFromQuery = z.coerce
  .number({ error: 'Enter a whole number.' })
  .int({ error: 'Enter a whole number.' })

// ── Errors ──────────────────────────────────────────────────────────────────────────────────

export const ERROR_CODES = [
  'validation_error',
  'unauthenticated',
  'not_found',
  'method_not_allowed',
  'room_unavailable',
  'already_cancelled',
  'closure_conflict',
  'idempotency_in_flight',
  'idempotency_key_reused',
  'too_many_attempts',
  'payload_too_large',
  'internal_error',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** Every error response: `{ error: { code, message, fields? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string().min(1),
    /** Field path (dot-separated, e.g. `guest.email`) → message. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

// ── Rooms ───────────────────────────────────────────────────────────────────────────────────

export const amenitySchema = z.object({
  label: z.string().trim().min(1, { error: 'Name the amenity.' }).max(40),
  /** Optional icon name such as `lucide:wifi`. */
  icon: iconNameSchema.optional(),
}) satisfies z.ZodType<Amenity>

export const roomSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  capacity: z.number().int().min(1).max(MAX_GUESTS),
  /** Nightly rate in minor units. */
  rate: moneySchema,
  amenities: z.array(amenitySchema),
  /** Photo path served by the app, e.g. `/images/rooms/garden.jpg`. */
  photo: z.string(),
  active: z.boolean(),
})
export type Room = z.infer<typeof roomSchema>

/** Body of `POST /api/admin/rooms`. */
export const roomInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'Enter a name.' }).max(80),
  description: z.string().trim().max(2000).default(''),
  capacity: z
    .number({ error: 'Enter the number of guests.' })
    .int()
    .min(1, { error: `A room holds 1 to ${MAX_GUESTS} guests.` })
    .max(MAX_GUESTS, { error: `A room holds 1 to ${MAX_GUESTS} guests.` }),
  rate: z
    .number({ error: 'Enter the nightly rate in minor units.' })
    .int({ error: 'Enter the rate in minor units (whole cents).' })
    .min(0)
    .max(10_000_000, { error: 'At most 10,000,000 minor units a night.' }),
  amenities: z.array(amenitySchema).max(30).default([]),
  photo: z.string().trim().max(300).default(''),
  active: z.boolean().default(true),
})
export type RoomInput = z.input<typeof roomInputSchema>

/** Body of `PATCH /api/admin/rooms/{id}`: any subset of the room's fields. */
export const roomPatchSchema = z
  .object({
    name: roomInputSchema.shape.name,
    description: z.string().trim().max(2000),
    capacity: roomInputSchema.shape.capacity,
    rate: roomInputSchema.shape.rate,
    amenities: z.array(amenitySchema).max(30),
    photo: z.string().trim().max(300),
    active: z.boolean(),
  })
  .partial()
export type RoomPatch = z.infer<typeof roomPatchSchema>

export const roomResponseSchema = z.object({ room: roomSchema })
export const roomListSchema = z.array(roomSchema)

export const roomIdParamSchema = z.object({
  id: positiveIntFromQuery.positive({ error: 'Unknown room.' }),
})

// ── Availability ────────────────────────────────────────────────────────────────────────────

export const availabilityQuerySchema = z.object({
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  guests: positiveIntFromQuery
    .min(1, { error: 'At least 1 guest.' })
    .max(MAX_GUESTS, { error: `At most ${MAX_GUESTS} guests.` }),
})
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>

export const availabilityItemSchema = z.object({
  room: roomSchema,
  nights: z.number().int().positive(),
  /** nights × rate, in minor units. */
  total: moneySchema,
  currency: currencySchema,
})
export type AvailabilityItem = z.infer<typeof availabilityItemSchema>
export const availabilityResponseSchema = z.array(availabilityItemSchema)

// ── Bookings ────────────────────────────────────────────────────────────────────────────────

/** `NJ-XXXXX-XXXXX` (Crockford base32). */
export const referenceSchema = z.string().regex(REFERENCE_PATTERN)

export const guestSchema = z.object({
  name: z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, { error: 'Enter your name.' })
    .max(100, { error: 'At most 100 characters.' }),
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .max(254, { error: 'At most 254 characters.' })
    .pipe(z.email({ error: 'Enter a valid email address.' })),
  phone: z
    .string()
    .trim()
    .max(40, { error: 'At most 40 characters.' })
    .regex(/^[0-9+()\-.\s]*$/, { error: 'Use digits, spaces and + ( ) - . only.' })
    .optional(),
  notes: z.string().trim().max(500, { error: 'At most 500 characters.' }).optional(),
})
export type Guest = z.infer<typeof guestSchema>

/** Body of `POST /api/bookings`. The total is computed by the server, never sent. */
export const bookingRequestSchema = z.object({
  roomId: z
    .number({ error: 'Choose a room.' })
    .int({ error: 'Choose a room.' })
    .positive({ error: 'Choose a room.' }),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  guests: z
    .number({ error: 'Enter the number of guests.' })
    .int({ error: 'Enter a whole number of guests.' })
    .min(1, { error: 'At least 1 guest.' })
    .max(MAX_GUESTS, { error: `At most ${MAX_GUESTS} guests.` }),
  guest: guestSchema,
})
export type BookingRequest = z.infer<typeof bookingRequestSchema>

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header.' })
  .min(1, { error: 'Send an Idempotency-Key header.' })
  .max(255, { error: 'The Idempotency-Key header holds at most 255 characters.' })
  .regex(/^[\x21-\x7e]+$/, { error: 'The Idempotency-Key header holds visible ASCII only.' })

export const bookingSchema = z.object({
  id: z.string().min(1),
  reference: referenceSchema,
  roomId: z.number().int().positive(),
  roomName: z.string(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  nights: z.number().int().positive(),
  guests: z.number().int().positive(),
  guest: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  total: moneySchema,
  currency: currencySchema,
  status: z.enum(BOOKING_STATUSES) satisfies z.ZodType<BookingStatus>,
  createdAt: timestampSchema,
  cancelledAt: timestampSchema.nullable(),
})
export type Booking = z.infer<typeof bookingSchema>
export const bookingResponseSchema = z.object({ booking: bookingSchema })

/**
 * `GET /api/admin/bookings`: `from`/`to` keep bookings whose stay touches that range
 * (check-in ≤ to and check-out ≥ from); `q` matches the reference, guest name or email.
 */
export const adminBookingsQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    status: z.enum(BOOKING_STATUSES, { error: 'Use confirmed or cancelled.' }).optional(),
    q: z.string().trim().max(100).optional(),
    page: positiveIntFromQuery.min(1, { error: 'Pages start at 1.' }).max(10_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The end is before the start.',
    path: ['to'],
  })
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  })
}
export const bookingPageSchema = paginatedSchema(bookingSchema)
export type BookingPage = z.infer<typeof bookingPageSchema>

export const bookingIdParamSchema = z.object({ id: z.string().min(1).max(64) })

// ── Closures ────────────────────────────────────────────────────────────────────────────────

export const closuresSchema = z.object({
  dates: z
    .array(isoDateSchema)
    .max(1000, { error: 'At most 1000 dates.' })
    .transform((dates) => [...new Set(dates)].sort()),
})
export type Closures = z.infer<typeof closuresSchema>

// ── Auth ────────────────────────────────────────────────────────────────────────────────────

export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .min(1, { error: 'Enter your email address.' })
    .max(254),
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, { error: 'Enter your password.' })
    .max(1024),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const staffSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
})
export type Staff = z.infer<typeof staffSchema>

export const loginResponseSchema = z.object({
  token: z.string().min(1),
  /** When the session ends at the latest (12 h after login; 30 idle minutes end it sooner). */
  expiresAt: timestampSchema,
  staff: staffSchema,
})
export type LoginResponse = z.infer<typeof loginResponseSchema>
export const meResponseSchema = z.object({ staff: staffSchema })

export const AUTH_COOKIE = 'token'

// ── Reports ─────────────────────────────────────────────────────────────────────────────────

export const reportQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS, {
    error: 'Use week, month, quarter or year.',
  }) satisfies z.ZodType<ReportPeriod>,
  date: isoDateSchema,
})
export type ReportQuery = z.infer<typeof reportQuerySchema>

export const reportBucketSchema = z.object({
  /** e.g. `2025-06-02` (a day) or `2025-06` (a month). */
  label: z.string(),
  from: isoDateSchema,
  /** Inclusive last day. */
  to: isoDateSchema,
  /** Room-nights sold (confirmed bookings). */
  bookedNights: z.number().int().nonnegative(),
  /** Room-nights that could be sold: active rooms × nights, less closures. */
  availableNights: z.number().int().nonnegative(),
  /** bookedNights / availableNights, 0–1 (0 when nothing was available). */
  occupancy: z.number().min(0).max(1),
  /** Revenue of the nights in the bucket, minor units. */
  revenue: moneySchema,
})
export type ReportBucket = z.infer<typeof reportBucketSchema>

export const reportSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  from: isoDateSchema,
  to: isoDateSchema,
  currency: currencySchema,
  bookedNights: z.number().int().nonnegative(),
  availableNights: z.number().int().nonnegative(),
  occupancy: z.number().min(0).max(1),
  revenue: moneySchema,
  buckets: z.array(reportBucketSchema),
})
export type Report = z.infer<typeof reportSchema>

// ── Settings ────────────────────────────────────────────────────────────────────────────────

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export const settingsSchema = z.object({
  innName: z.string().trim().min(1, { error: 'Enter the inn’s name.' }).max(100),
  currency: currencySchema,
  checkInTime: timeOfDaySchema,
  checkOutTime: timeOfDaySchema,
  timeZone: z
    .string()
    .min(1)
    .max(64)
    .refine(isTimeZone, { error: 'Use an IANA time zone such as Europe/Lisbon.' }),
}) satisfies z.ZodType<Settings>

// ── Icons ───────────────────────────────────────────────────────────────────────────────────

export const iconsQuerySchema = z.object({
  icons: z
    .string({ error: 'List icon names: ?icons=a,b' })
    .min(1, { error: 'List icon names: ?icons=a,b' })
    .max(4000)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Unknown icon name.' }))
        .min(1)
        .max(200),
    ),
})

/** Iconify JSON (the subset clients read). */
export const iconSetSchema = z.looseObject({
  prefix: z.string(),
  icons: z.record(z.string(), z.looseObject({ body: z.string() })),
  aliases: z.record(z.string(), z.looseObject({ parent: z.string() })).optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  not_found: z.array(z.string()).optional(),
})
export type IconSet = z.infer<typeof iconSetSchema>
