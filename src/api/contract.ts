import { z } from 'zod'

import {
  ADMIN_PAGE_SIZE,
  BOOKING_STATUSES,
  type BookingStatus,
  type Canceller,
  CANCELLERS,
} from '@/domain/bookings'
import {
  daysBetween,
  isDateInRange,
  isIsoDate,
  MAX_DATE,
  MAX_DAYS_AHEAD,
  MAX_NIGHTS,
  MIN_DATE,
} from '@/domain/dates'
import {
  DEFAULT_DESK_DAYS,
  DESK_DAY_CHOICES,
  MAX_DESK_DAYS,
  MAX_TAKEN_NIGHTS_DAYS,
} from '@/domain/front-desk'
import { LOOKUP_MESSAGES } from '@/domain/lookup'
import { EMAIL_KINDS, EMAIL_STATUSES, type EmailKind, type EmailStatus } from '@/domain/messages'
import { RESET_MESSAGES } from '@/domain/password-reset'
import {
  MAX_ROOM_PHOTOS,
  type Photo,
  PHOTO_ID_PATTERN,
  PHOTO_MESSAGES,
  PHOTO_WIDTHS,
} from '@/domain/photos'
import {
  type CalendarDay,
  MAX_RATE,
  normalizeWeekdays,
  type RatePeriod,
  RULE_LIMITS_NOTHING,
  type StayRule,
  type WEEKDAYS,
} from '@/domain/rates'
import {
  FIRST_REFERENCE_PREFIX,
  parseReference,
  REFERENCE_PATTERN,
  REFERENCE_PREFIX_PATTERN,
} from '@/domain/reference'
import { REPORT_PERIODS, type ReportPeriod } from '@/domain/reports'
import { type Amenity, MAX_GUESTS } from '@/domain/rooms'
import {
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '@/domain/sessions'
import { DEFAULT_SETTINGS, MAX_FREE_CANCELLATION_DAYS, type Settings } from '@/domain/settings'
import {
  ACCOUNT_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  type StaffRole,
} from '@/domain/staff'
import {
  BOOKING_EVENT_KINDS,
  type BookingEventKind,
  HISTORY_ACTORS,
  STAY_ACTIONS,
  STAY_LABELS,
  STAY_STATUSES,
  type StayAction,
  type StayStatus,
  UNDO_MINUTES,
  UNDOABLE_CHANGES,
  type UndoableChange,
} from '@/domain/stay'

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
  ACCOUNT_MESSAGES,
  ADMIN_PAGE_SIZE,
  BOOKING_STATUSES,
  type BookingStatus,
  type Canceller,
  CANCELLERS,
  DEFAULT_DESK_DAYS,
  DEFAULT_SETTINGS,
  DESK_DAY_CHOICES,
  EMAIL_KINDS,
  EMAIL_STATUSES,
  type EmailKind,
  type EmailStatus,
  isIsoDate,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  MAX_DATE,
  MAX_DAYS_AHEAD,
  MAX_DESK_DAYS,
  MAX_FREE_CANCELLATION_DAYS,
  MAX_GUESTS,
  MAX_NIGHTS,
  MAX_TAKEN_NIGHTS_DAYS,
  MIN_DATE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REPORT_PERIODS,
  type ReportPeriod,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  type Settings,
  STAFF_ROLES,
  type StaffRole,
  STAY_ACTIONS,
  STAY_LABELS,
  STAY_STATUSES,
  type StayAction,
  type StayStatus,
  UNDO_MINUTES,
  UNDOABLE_CHANGES,
  type UndoableChange,
}

/**
 * In the browser zod checks without compiling code: the Content-Security-Policy allows no eval,
 * and zod's probe for it (a caught `new Function`) is still reported as a violation. The server
 * keeps its faster compiled checks.
 */
z.config({ jitless: typeof document !== 'undefined' })

export type { Amenity }

// ── Primitives ──────────────────────────────────────────────────────────────────────────────

// Every field of a request body or query has a bound, so odd but valid JSON is a 400 that names
// the field and never reaches the database as something it refuses: integers within the
// column's range, dates within the date picker's years, text without control characters (NUL
// cannot be stored at all) and with a maximum length, arrays with a maximum size.

/** A calendar date without time, `YYYY-MM-DD` (any year: answers, e.g. a report's last week). */
export const isoDateSchema = z
  .string({ error: 'Enter a date as YYYY-MM-DD.' })
  .refine(isIsoDate, { error: 'Enter a valid date as YYYY-MM-DD.' })

/** A date a request sends: `YYYY-MM-DD` from 1900-01-01 to 2100-12-31, as the date picker. */
export const dateInputSchema = z
  .string({ error: 'Enter a date as YYYY-MM-DD.' })
  .max(10, { error: 'Enter a valid date as YYYY-MM-DD.' })
  .refine(isIsoDate, { error: 'Enter a valid date as YYYY-MM-DD.', abort: true })
  .refine(isDateInRange, { error: 'Enter a date between 1900 and 2100.' })

/** The largest value of the database's `int` columns (ids, counts, pages): 2^31 − 1. */
export const MAX_INT = 2_147_483_647

/** The most objects and arrays a request body may nest (the deepest body the API takes has 3). */
export const MAX_JSON_DEPTH = 32
/** The message of a body nested deeper (on its field, or the whole message for the body). */
export const JSON_DEPTH_MESSAGE = `Nest at most ${MAX_JSON_DEPTH} levels of objects and arrays.`

/** Control characters (C0, DEL, C1) and unpaired surrogates, which no stored text may hold. */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Cs}]/u
/** The same, except tab and line breaks, which text of several lines holds. */
const CONTROL_CHARACTERS_BUT_LINES = /[^\P{Cc}\t\n\r]|\p{Cs}/u
/**
 * The controls that set the direction of the text after them (embeddings, overrides, isolates):
 * in a name, `U+202E` shows `Ada\u202Eecila` as "Adaalice", something else than it is. The
 * marks (`U+200E`, `U+200F`, `U+061C`), which right-to-left text uses and which reorder nothing
 * beyond their neighbours, stay allowed.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u
export const ONE_LINE_MESSAGE = 'Use one line of text, without tabs or control characters.'
export const LINES_MESSAGE = 'Remove the control characters from the text.'
export const DIRECTION_MESSAGE =
  'Remove the text-direction controls (such as U+202E) from the text: they make it read as something else.'

/** Text of one line (names, emails, labels, searches): no control characters, not even tabs. */
function oneLine<S extends z.ZodString>(schema: S): S {
  return schema
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: ONE_LINE_MESSAGE })
    .refine((value) => !DIRECTION_CONTROLS.test(value), { error: DIRECTION_MESSAGE }) as S
}
/** Text of several lines (notes, descriptions): tabs and line breaks, no other control characters. */
function lines<S extends z.ZodString>(schema: S): S {
  return schema
    .refine((value) => !CONTROL_CHARACTERS_BUT_LINES.test(value), { error: LINES_MESSAGE })
    .refine((value) => !DIRECTION_CONTROLS.test(value), { error: DIRECTION_MESSAGE }) as S
}

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
export const iconNameSchema = z
  .string()
  .max(100, { error: 'Use an icon name such as lucide:wifi.' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*:[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'Use an icon name such as lucide:wifi.',
  })

const positiveIntFromQuery = z.coerce
  .number({ error: 'Enter a whole number.' })
  .int({ error: 'Enter a whole number.' })

/**
 * Where a parsed JSON body nests deeper than `MAX_JSON_DEPTH` objects and arrays: the top-level
 * field that does (`''` for a body that is itself too deep), or `undefined` when none does.
 * Iterative, so no depth overflows the stack.
 */
export function tooDeepField(value: unknown, maxDepth = MAX_JSON_DEPTH): string | undefined {
  const stack: [unknown, number, string][] = [[value, 0, '']]
  while (stack.length) {
    const [node, depth, field] = stack.pop()!
    if (node === null || typeof node !== 'object') continue
    if (depth >= maxDepth) return field
    const entries = Array.isArray(node) ? node.entries() : Object.entries(node)
    for (const [key, child] of entries) {
      if (child !== null && typeof child === 'object') {
        stack.push([child, depth + 1, depth === 0 && !Array.isArray(node) ? String(key) : field])
      }
    }
  }
  return undefined
}

// ── Errors ──────────────────────────────────────────────────────────────────────────────────

export const ERROR_CODES = [
  'validation_error',
  'unauthenticated',
  'not_found',
  'method_not_allowed',
  'room_unavailable',
  'already_cancelled',
  'cancellation_closed',
  'closure_conflict',
  'account_conflict',
  'stay_conflict',
  'rate_conflict',
  'price_changed',
  'idempotency_in_flight',
  'idempotency_key_reused',
  'too_many_attempts',
  'payload_too_large',
  'unsupported_media_type',
  'forbidden',
  'internal_error',
  'service_unavailable',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** A change's price question (`price_changed`): the total now and the total the change gives. */
export const priceQuestionSchema = z.object({
  current: z.number().int().nonnegative(),
  next: z.number().int().nonnegative(),
})
export type PriceQuestion = z.infer<typeof priceQuestionSchema>

/** Every error response: `{ error: { code, message, fields?, price? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string().min(1),
    /** Field path (dot-separated, e.g. `guest.email`) → message. */
    fields: z.record(z.string(), z.string()).optional(),
    /** `price_changed`: both totals, to ask which one the booking keeps. */
    price: priceQuestionSchema.optional(),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

// ── Photos ──────────────────────────────────────────────────────────────────────────────────

/** An uploaded photo (server/services/photos.ts): its id, size and alt text. */
export const photoSchema = z.object({
  id: z.string().regex(PHOTO_ID_PATTERN, { error: 'Unknown photo.' }),
  width: z.number().int().positive().max(100_000),
  height: z.number().int().positive().max(100_000),
  alt: oneLine(z.string().trim().max(200, { error: 'At most 200 characters.' })).default(''),
}) satisfies z.ZodType<Photo, Photo | Omit<Photo, 'alt'>>
export type { Photo }

/** `POST /api/admin/photos`'s answer: the photo as kept (its alt text empty). */
export const photoResponseSchema = z.object({ photo: photoSchema })

/**
 * A photo where a write names one (a room's list): its id and its alt text. Its size is the
 * server's to say; an id it does not have is a 400 on that field.
 */
export const photoRefSchema = photoSchema.pick({ id: true, alt: true })
export type PhotoRef = z.input<typeof photoRefSchema>

/** A room's photos as a write sends them: in order, at most 12, none twice. */
export const roomPhotosSchema = z
  .array(photoRefSchema)
  .max(MAX_ROOM_PHOTOS, { error: PHOTO_MESSAGES.tooMany })
  .superRefine((photos, context) => {
    photos.forEach(({ id }, i) => {
      if (photos.findIndex((other) => other.id === id) < i) {
        context.addIssue({ code: 'custom', path: [i, 'id'], message: PHOTO_MESSAGES.twice })
      }
    })
  })

/** `GET /api/photos/{id}/{width}.webp`'s path: the photo's id and one of the kept widths. */
export const photoFileParamSchema = z.object({
  id: z.string().regex(PHOTO_ID_PATTERN),
  file: z
    .string()
    .regex(/^[1-9]\d{0,3}\.webp$/)
    .transform((file) => Number(file.slice(0, -'.webp'.length)))
    .pipe(z.number().int().min(1).max(PHOTO_WIDTHS.at(-1)!)),
})

// ── Rooms ───────────────────────────────────────────────────────────────────────────────────

export const amenitySchema = z.object({
  label: oneLine(z.string().trim().min(1, { error: 'Name the amenity.' }).max(40)),
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
  /**
   * A built-in picture of the demo, by its path (`/images/rooms/garden.jpg`): shown when the room
   * has no photos of its own.
   */
  photo: z.string(),
  /** The photos staff uploaded, in order: the first is the room's picture on the site. */
  photos: z.array(photoSchema),
  active: z.boolean(),
  /** The inn's date the room was added (`YYYY-MM-DD`); null for the rooms older than records. */
  openedOn: z.string().nullable(),
})
export type Room = z.infer<typeof roomSchema>

/** Body of `POST /api/admin/rooms`. */
export const roomInputSchema = z.object({
  name: oneLine(z.string().trim().min(1, { error: 'Enter a name.' }).max(80)),
  description: lines(z.string().trim().max(2000)).default(''),
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
  photo: oneLine(z.string().trim().max(300)).default(''),
  photos: roomPhotosSchema.default([]),
  active: z.boolean().default(true),
})
export type RoomInput = z.input<typeof roomInputSchema>

/** Body of `PATCH /api/admin/rooms/{id}`: any subset of the room's fields. */
export const roomPatchSchema = z
  .object({
    name: roomInputSchema.shape.name,
    description: lines(z.string().trim().max(2000)),
    capacity: roomInputSchema.shape.capacity,
    rate: roomInputSchema.shape.rate,
    amenities: z.array(amenitySchema).max(30),
    photo: oneLine(z.string().trim().max(300)),
    /** The whole list: order, alt text and removal are made by sending it. */
    photos: roomPhotosSchema,
    active: z.boolean(),
  })
  .partial()
export type RoomPatch = z.infer<typeof roomPatchSchema>

export const roomResponseSchema = z.object({ room: roomSchema })
export const roomListSchema = z.array(roomSchema)

export const roomIdParamSchema = z.object({
  id: positiveIntFromQuery
    .positive({ error: 'Unknown room.' })
    .max(MAX_INT, { error: 'Unknown room.' }),
})

// ── Availability ────────────────────────────────────────────────────────────────────────────

export const availabilityQuerySchema = z.object({
  checkIn: dateInputSchema,
  checkOut: dateInputSchema,
  guests: positiveIntFromQuery
    .min(1, { error: 'At least 1 guest.' })
    .max(MAX_GUESTS, { error: `At most ${MAX_GUESTS} guests.` }),
})
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>

/** One night of a stay and its rate (minor units). */
export const nightRateSchema = z.object({ date: isoDateSchema, rate: moneySchema })

export const availabilityItemSchema = z.object({
  room: roomSchema,
  nights: z.number().int().positive(),
  /** Each night and its rate: the room's rate periods over its base rate. */
  nightly: z.array(nightRateSchema),
  /** The sum of the nights' rates, in minor units. */
  total: moneySchema,
  currency: currencySchema,
})
export type AvailabilityItem = z.infer<typeof availabilityItemSchema>
export const availabilityResponseSchema = z.array(availabilityItemSchema)

/**
 * `GET /api/availability`'s query as the API takes it: `include=taken` asks for the rooms that
 * are taken for the stay too (`availabilityWithTakenSchema`); without it the answer is the list
 * of free rooms, as it has always been.
 */
export const availabilitySearchQuerySchema = availabilityQuerySchema.extend({
  include: z.enum(['taken'], { error: 'Use include=taken or leave it out.' }).optional(),
})
/**
 * A room that holds the party but is taken for the stay, with its nearest free stay of as many
 * nights (`null`: none within the booking horizon) and the currency of its rate.
 */
export const takenRoomSchema = z.object({
  room: roomSchema,
  nearest: z.object({ checkIn: isoDateSchema, checkOut: isoDateSchema }).nullable(),
  currency: currencySchema,
})
export type TakenRoom = z.infer<typeof takenRoomSchema>
/** `include=taken`: the free rooms (each as without it), then the taken ones, cheapest first. */
export const availabilityWithTakenSchema = z.object({
  free: availabilityResponseSchema,
  taken: z.array(takenRoomSchema),
})
export type AvailabilityWithTaken = z.infer<typeof availabilityWithTakenSchema>

// ── Bookings ────────────────────────────────────────────────────────────────────────────────

/** `NJ-XXXXX-XXXXX` (Crockford base32). */
export const referenceSchema = z.string().regex(REFERENCE_PATTERN)

/** An email address on one line, trimmed, with what to say when it is empty or malformed. */
const emailAddressSchema = (messages: { missing: string; invalid: string }) =>
  oneLine(
    z
      .string({ error: messages.missing })
      .trim()
      .min(1, { error: messages.missing })
      .max(254, { error: 'At most 254 characters.' }),
  ).pipe(z.email({ error: messages.invalid }))

/** A phone number as people write it (empty: none). */
const phoneSchema = z
  .string()
  .trim()
  .max(40, { error: 'At most 40 characters.' })
  .regex(/^[0-9+()\-.\p{Zs}]*$/u, { error: 'Use digits, spaces and + ( ) - . only.' })

export const guestSchema = z.object({
  name: oneLine(
    z
      .string({ error: 'Enter your name.' })
      .trim()
      .min(1, { error: 'Enter your name.' })
      .max(100, { error: 'At most 100 characters.' }),
  ),
  email: emailAddressSchema({
    missing: 'Enter a valid email address.',
    invalid: 'Enter a valid email address.',
  }),
  phone: phoneSchema.optional(),
  notes: lines(z.string().trim().max(500, { error: 'At most 500 characters.' })).optional(),
})
export type Guest = z.infer<typeof guestSchema>

/**
 * The guest's details as staff take them: the email may be left out (a walk-in or a phone guest
 * without one; empty counts as none). Such a booking sends no email.
 */
export const staffGuestSchema = guestSchema.extend({
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    emailAddressSchema({
      missing: 'Enter a valid email address.',
      invalid: 'Enter a valid email address, or leave it empty.',
    }).optional(),
  ),
})

/** What a request that sends its own total is told: the server prices the nights. */
export const CLIENT_TOTAL_MESSAGE =
  'Leave the total out: the inn works it out from the rates of the nights.'

/**
 * Body of `POST /api/bookings`. The total is computed by the server from the nights' rates and
 * never sent: a body with a `total` is refused (400 naming it) rather than quietly repriced, so
 * no client can believe it set a price.
 */
export const bookingRequestSchema = z.object({
  total: z.never({ error: CLIENT_TOTAL_MESSAGE }).optional(),
  roomId: z
    .number({ error: 'Choose a room.' })
    .int({ error: 'Choose a room.' })
    .positive({ error: 'Choose a room.' })
    .max(MAX_INT, { error: 'Choose a room.' }),
  checkIn: dateInputSchema,
  checkOut: dateInputSchema,
  guests: z
    .number({ error: 'Enter the number of guests.' })
    .int({ error: 'Enter a whole number of guests.' })
    .min(1, { error: 'At least 1 guest.' })
    .max(MAX_GUESTS, { error: `At most ${MAX_GUESTS} guests.` }),
  guest: guestSchema,
})
export type BookingRequest = z.infer<typeof bookingRequestSchema>

/** Body of `POST /api/admin/bookings`: as a guest's, with the email optional (`staffGuestSchema`). */
export const staffBookingRequestSchema = bookingRequestSchema.extend({ guest: staffGuestSchema })
export type StaffBookingRequest = z.infer<typeof staffBookingRequestSchema>

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
    /** `null`: a guest staff booked without an email (nothing is emailed). */
    email: z.string().nullable(),
    phone: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  total: moneySchema,
  currency: currencySchema,
  status: z.enum(BOOKING_STATUSES) satisfies z.ZodType<BookingStatus>,
  createdAt: timestampSchema,
  cancelledAt: timestampSchema.nullable(),
  cancelledBy: (z.enum(CANCELLERS) satisfies z.ZodType<Canceller>).nullable(),
  // Answers stored before these fields existed (idempotent replays) read as a guest's booking
  // with nothing done yet at the front desk.
  createdBy: z.enum(CANCELLERS).default('guest'),
  stayStatus: (z.enum(STAY_STATUSES) satisfies z.ZodType<StayStatus>).default('expected'),
  checkedInAt: timestampSchema.nullable().default(null),
  checkedOutAt: timestampSchema.nullable().default(null),
  noShowAt: timestampSchema.nullable().default(null),
  /**
   * Its cancellation terms: free until this many days before check-in. The inn's policy when it
   * was made, kept whatever the policy says later.
   */
  freeCancellationDays: z.number().int().min(0).max(MAX_FREE_CANCELLATION_DAYS),
})
export type Booking = z.infer<typeof bookingSchema>
export const bookingResponseSchema = z.object({ booking: bookingSchema })

/**
 * A booking's access key: 128 random bits, base64url. With the reference it makes the booking's
 * own link (`/booking?ref=…&key=…`); the server keeps only its SHA-256.
 */
export const accessKeySchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/)
/** The header that carries the access key to the guest's booking endpoints (never the path). */
export const BOOKING_KEY_HEADER = 'Booking-Key'

/**
 * Body of `POST /api/bookings/lookup` (find my booking): the reference as the guest types it
 * (any case, with or without `NJ-` and dashes) and the email the booking was made with.
 */
export const bookingLookupSchema = z.object({
  reference: oneLine(
    z
      .string({ error: LOOKUP_MESSAGES.referenceMissing })
      .trim()
      .min(1, { error: LOOKUP_MESSAGES.referenceMissing })
      .max(40, { error: LOOKUP_MESSAGES.referenceShape }),
  ).refine((text) => parseReference(text) !== null, { error: LOOKUP_MESSAGES.referenceShape }),
  email: emailAddressSchema({
    missing: LOOKUP_MESSAGES.emailMissing,
    invalid: LOOKUP_MESSAGES.emailShape,
  }),
})
export type BookingLookup = z.infer<typeof bookingLookupSchema>
/** A booking's link: its reference and a new access key. */
export const bookingLinkSchema = z.object({
  reference: referenceSchema,
  accessKey: accessKeySchema,
})

/** `201` of `POST /api/bookings`: the booking and a key for its link (each answer a new one). */
export const bookingCreatedSchema = bookingResponseSchema.extend({ accessKey: accessKeySchema })
export type BookingCreated = z.infer<typeof bookingCreatedSchema>

/** `:reference` of the guest's booking endpoints (one answer for every miss: 404). */
export const referenceParamSchema = z.object({ reference: referenceSchema })

/**
 * `GET /api/admin/bookings`: `from`/`to` keep bookings whose stay touches that range
 * (check-in ≤ to and check-out ≥ from); `q` matches the reference, guest name or email.
 */
const bookingFilterFields = {
  from: dateInputSchema.optional(),
  to: dateInputSchema.optional(),
  status: z.enum(BOOKING_STATUSES, { error: 'Use confirmed or cancelled.' }).optional(),
  q: oneLine(z.string().trim().max(100, { error: 'At most 100 characters.' })).optional(),
}
/** A date filter's end is not before its start. */
const rangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to
const RANGE_IN_ORDER = { error: 'The end is before the start.', path: ['to'] }

export const adminBookingsQuerySchema = z
  .object({
    ...bookingFilterFields,
    page: positiveIntFromQuery.min(1, { error: 'Pages start at 1.' }).max(10_000).default(1),
  })
  .refine(rangeInOrder, RANGE_IN_ORDER)
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>

/** The bookings export: the list's filters, every matching booking (no pages). */
export const adminBookingsExportQuerySchema = z
  .object(bookingFilterFields)
  .refine(rangeInOrder, RANGE_IN_ORDER)
export type AdminBookingsExportQuery = z.infer<typeof adminBookingsExportQuerySchema>

/** A spreadsheet file (`text/csv`, UTF-8 with a byte-order mark): the body as text. */
export const csvSchema = z.string()

/** The most rows one export holds (years of a small inn's bookings). */
export const MAX_EXPORT_ROWS = 50_000

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

/** A front-desk action on a booking's stay. */
export const stayActionSchema = z.object({
  action: z.enum(STAY_ACTIONS, {
    error: 'Use check_in, check_out or no_show.',
  }) satisfies z.ZodType<StayAction>,
})
export type StayActionRequest = z.infer<typeof stayActionSchema>

/**
 * Undoing a booking's latest status change, named (so that a second tap, or a tap on a page that
 * is out of date, undoes nothing more): within `UNDO_MINUTES` of it.
 */
export const undoStatusSchema = z.object({
  change: z.enum(UNDOABLE_CHANGES, {
    error: 'Use cancelled, checked_in, checked_out or no_show.',
  }) satisfies z.ZodType<UndoableChange>,
})
export type UndoStatusRequest = z.infer<typeof undoStatusSchema>

/** Moving a booking to another room or dates (the total follows the new room's rate). */
export const bookingMoveSchema = z.object({
  roomId: z
    .number({ error: 'Choose a room.' })
    .int({ error: 'Choose a room.' })
    .positive({ error: 'Choose a room.' })
    .max(MAX_INT, { error: 'Choose a room.' }),
  checkIn: dateInputSchema,
  checkOut: dateInputSchema,
})
export type BookingMove = z.infer<typeof bookingMoveSchema>

/** One change of a booking: what, when, and who (a guest, or a staff member by name). */
export const bookingEventSchema = z.object({
  kind: z.enum(BOOKING_EVENT_KINDS) satisfies z.ZodType<BookingEventKind>,
  at: timestampSchema,
  actor: z.enum(HISTORY_ACTORS),
  staffName: z.string().nullable(),
  detail: z.string().nullable(),
})
export type BookingEvent = z.infer<typeof bookingEventSchema>
/** A booking's history, oldest first. */
export const bookingHistorySchema = z.object({ events: z.array(bookingEventSchema) })

export const bookingIdParamSchema = z.object({ id: oneLine(z.string().min(1).max(64)) })

/**
 * A path's numeric `{id}` (a room, an account, a rate period or a stay rule): digits within the
 * database's integer range (no `1e3` or ` 5`), then the room id's rules. One that does not parse
 * names nothing that exists: a 404.
 */
export const numericIdPathSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .pipe(roomIdParamSchema.shape.id as z.ZodType<number, string>),
})

/** A path's booking `{id}`: a UUID, as bookings are kept. */
export const bookingIdPathSchema = z.object({ id: bookingIdParamSchema.shape.id.pipe(z.guid()) })

// ── Front desk: the window, taken nights, bookings taken and edited by staff ─────────────────

/** `GET /api/admin/front-desk`: the window's first day (the day before today by default) and length. */
export const frontDeskQuerySchema = z.object({
  from: dateInputSchema.optional(),
  days: positiveIntFromQuery
    .min(1, { error: 'Show at least 1 day.' })
    .max(MAX_DESK_DAYS, { error: `Show at most ${MAX_DESK_DAYS} days.` })
    .default(DEFAULT_DESK_DAYS),
})
export type FrontDeskQuery = z.infer<typeof frontDeskQuerySchema>

export const closureSchema = z.object({
  roomId: z.number().int().positive(),
  date: isoDateSchema,
  /** Why it is closed (`null`: not said). */
  reason: z.string().nullable().default(null),
})

/**
 * The front desk's window: its days (`from` … `to`, inclusive), the inn's today, the rooms shown
 * (the active ones, and any other that holds a stay in it), the confirmed stays touching it, the
 * closures in it, and today's arrivals and departures (whatever the window).
 */
export const frontDeskSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  days: z.number().int().positive(),
  today: isoDateSchema,
  rooms: z.array(roomSchema),
  bookings: z.array(bookingSchema),
  closures: z.array(closureSchema),
  arrivals: z.array(bookingSchema),
  departures: z.array(bookingSchema),
})
export type FrontDesk = z.infer<typeof frontDeskSchema>

/**
 * `GET /api/admin/front-desk/nights`: each room's booked and closed nights from `from` to `to`
 * (inclusive, at most `MAX_TAKEN_NIGHTS_DAYS`), leaving out the booking `exclude` (being edited).
 */
export const takenNightsQuerySchema = z
  .object({
    from: dateInputSchema,
    to: dateInputSchema,
    exclude: bookingIdParamSchema.shape.id.optional(),
  })
  .refine(rangeInOrder, RANGE_IN_ORDER)
  .refine(
    (query) =>
      !isIsoDate(query.from) ||
      !isIsoDate(query.to) ||
      daysBetween(query.from, query.to) < MAX_TAKEN_NIGHTS_DAYS,
    {
      error: `Ask for at most ${MAX_TAKEN_NIGHTS_DAYS} days.`,
      path: ['to'],
    },
  )
export type TakenNightsQuery = z.infer<typeof takenNightsQuerySchema>
export const takenNightsSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  rooms: z.array(
    z.object({
      roomId: z.number().int().positive(),
      booked: z.array(isoDateSchema),
      closed: z.array(isoDateSchema),
    }),
  ),
})
export type TakenNightsAnswer = z.infer<typeof takenNightsSchema>

/**
 * How a change that alters a booking's price is priced: `keep` the total the guest was given, or
 * `reprice` at the new stay's rates.
 */
export const CHANGE_PRICING = ['keep', 'reprice'] as const
export type ChangePricing = (typeof CHANGE_PRICING)[number]

/**
 * `PATCH /api/admin/bookings/{id}`: the stay (room and dates: a move) and, optionally, the party
 * and the guest's details (an edit), of a booking whose stay has not begun. A move whose price
 * differs from the booking's is refused with `price_changed` and both totals unless `price` says
 * which one it keeps.
 */
export const bookingChangeSchema = bookingMoveSchema.extend({
  guests: bookingRequestSchema.shape.guests.optional(),
  guest: staffGuestSchema.optional(),
  price: z.enum(CHANGE_PRICING, { error: 'Keep the price or reprice the stay.' }).optional(),
})
export type BookingChange = z.infer<typeof bookingChangeSchema>
// ── Rates and stay rules (staff edit them; guests see them in prices and the calendar) ────

/** An ISO weekday, 1 (Monday) to 7 (Sunday). */
const weekdaySchema = z
  .number({ error: 'Use days of the week 1 (Monday) to 7 (Sunday).' })
  .int({ error: 'Use days of the week 1 (Monday) to 7 (Sunday).' })
  .min(1, { error: 'Use days of the week 1 (Monday) to 7 (Sunday).' })
  .max(7, { error: 'Use days of the week 1 (Monday) to 7 (Sunday).' })
  .transform((day) => day as (typeof WEEKDAYS)[number])

const rateNameSchema = oneLine(
  z.string().trim().max(60, { error: 'At most 60 characters.' }),
).default('')

/** Both ends of a range of dates, the last one not before the first. */
const datesInOrder = (value: { from: string; to: string }) => value.from <= value.to
const rateIdSchema = z.number().int().positive()

/** Body of `POST /api/admin/rates/periods` and `PUT …/{id}`: a room's rate for some nights. */
export const ratePeriodInputSchema = z
  .object({
    roomId: z
      .number({ error: 'Choose a room.' })
      .int({ error: 'Choose a room.' })
      .positive({ error: 'Choose a room.' })
      .max(MAX_INT, { error: 'Choose a room.' }),
    name: rateNameSchema,
    /** The first and the last night it prices, both included. */
    from: dateInputSchema,
    to: dateInputSchema,
    rate: z
      .number({ error: 'Enter the nightly rate in minor units.' })
      .int({ error: 'Enter the rate in minor units (whole cents).' })
      .min(0, { error: 'A rate is not negative.' })
      .max(MAX_RATE, { error: 'At most 10,000,000 minor units a night.' }),
    /** The nights of the week it prices; none, `null` or all seven: every night. */
    weekdays: z
      .array(weekdaySchema)
      .max(7, { error: 'At most the seven days of the week.' })
      .nullable()
      .default(null)
      .transform(normalizeWeekdays),
  })
  .refine(datesInOrder, { error: 'The last night is before the first.', path: ['to'] })
export type RatePeriodInput = z.input<typeof ratePeriodInputSchema>

export const ratePeriodSchema = z.object({
  id: rateIdSchema,
  roomId: z.number().int().positive(),
  name: z.string(),
  from: isoDateSchema,
  to: isoDateSchema,
  rate: moneySchema,
  weekdays: z
    .array(
      z
        .number()
        .int()
        .min(1)
        .max(7)
        .transform((day) => day as (typeof WEEKDAYS)[number]),
    )
    .nullable(),
}) satisfies z.ZodType<RatePeriod, unknown>

/** Body of `POST /api/admin/rates/rules` and `PUT …/{id}`: a limit on arrivals and departures. */
export const stayRuleInputSchema = z
  .object({
    name: rateNameSchema,
    /** The first and the last date it covers, both included. */
    from: dateInputSchema,
    to: dateInputSchema,
    minNights: z
      .number({ error: 'Enter a number of nights.' })
      .int({ error: 'Enter a whole number of nights.' })
      .min(1, { error: 'At least 1 night.' })
      .max(MAX_NIGHTS, { error: `At most ${MAX_NIGHTS} nights.` })
      .default(1),
    closedToArrival: z.boolean({ error: 'Say yes or no.' }).default(false),
    closedToDeparture: z.boolean({ error: 'Say yes or no.' }).default(false),
  })
  .refine(datesInOrder, { error: 'The last date is before the first.', path: ['to'] })
  .refine((rule) => rule.minNights > 1 || rule.closedToArrival || rule.closedToDeparture, {
    error: RULE_LIMITS_NOTHING,
    path: ['minNights'],
  })
export type StayRuleInput = z.input<typeof stayRuleInputSchema>

export const stayRuleSchema = z.object({
  id: rateIdSchema,
  name: z.string(),
  from: isoDateSchema,
  to: isoDateSchema,
  minNights: z.number().int().min(1).max(MAX_NIGHTS),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
}) satisfies z.ZodType<StayRule>

/** `GET /api/admin/rates`: every rate period (by room, then first night) and every stay rule. */
export const ratesSchema = z.object({
  periods: z.array(ratePeriodSchema),
  rules: z.array(stayRuleSchema),
})
export type Rates = z.infer<typeof ratesSchema>
export const ratePeriodResponseSchema = z.object({ period: ratePeriodSchema })
export const stayRuleResponseSchema = z.object({ rule: stayRuleSchema })

/** `YYYY-MM`, a month of the date picker's years. */
export const monthSchema = z
  .string({ error: 'Enter a month as YYYY-MM.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Enter a month as YYYY-MM.' })
  .refine((month) => isDateInRange(`${month}-01`), {
    error: 'Enter a month between 1900 and 2100.',
  })

/** `GET /api/calendar?month&guests`: what the date picker shows of each day of a month. */
export const calendarQuerySchema = z.object({
  month: monthSchema,
  guests: availabilityQuerySchema.shape.guests,
})
export type CalendarQuery = z.infer<typeof calendarQuerySchema>

export const calendarDaySchema = z.object({
  date: isoDateSchema,
  /** The lowest rate a night of the rooms that hold the party and are free that night. */
  price: moneySchema.nullable(),
  /** The fewest nights of a stay arriving that day. */
  minNights: z.number().int().min(1),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
}) satisfies z.ZodType<CalendarDay>

export const calendarSchema = z.object({
  month: z.string(),
  guests: z.number().int().positive(),
  currency: currencySchema,
  days: z.array(calendarDaySchema),
})
export type Calendar = z.infer<typeof calendarSchema>

// ── Emails (the outbox) ─────────────────────────────────────────────────────────────────────

/** An email to a guest as the staff list shows it (composed ones have their recipient and subject). */
export const emailSummarySchema = z.object({
  id: z.string().min(1),
  kind: z.enum(EMAIL_KINDS) satisfies z.ZodType<EmailKind>,
  status: z.enum(EMAIL_STATUSES) satisfies z.ZodType<EmailStatus>,
  bookingReference: referenceSchema,
  recipient: z.string().nullable(),
  subject: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
})
export type EmailSummary = z.infer<typeof emailSummarySchema>
export const emailPageSchema = paginatedSchema(emailSummarySchema)
export type EmailPage = z.infer<typeof emailPageSchema>

/** One email whole: its plain text and HTML, and whether the stay's calendar file is attached. */
export const emailSchema = emailSummarySchema.extend({
  text: z.string().nullable(),
  html: z.string().nullable(),
  calendar: z.boolean(),
})
export type Email = z.infer<typeof emailSchema>
export const emailResponseSchema = z.object({ email: emailSchema })

export const adminEmailsQuerySchema = z.object({
  page: positiveIntFromQuery.min(1, { error: 'Pages start at 1.' }).max(10_000).default(1),
})
export const emailIdParamSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) })

// ── Closures ────────────────────────────────────────────────────────────────────────────────

/** Why a room is closed on a night, in a few words (`Painting`). */
export const closureReasonSchema = oneLine(
  z.string().trim().min(1, { error: 'Say why, or leave it out.' }).max(100, {
    error: 'At most 100 characters.',
  }),
)

/**
 * A room's closed nights (all of them: a `PUT` replaces the set) and why, by night (`reasons`
 * names only nights it closes; a night without one has no reason).
 */
export const closuresSchema = z
  .object({
    dates: z.array(dateInputSchema).max(1000, { error: 'At most 1000 dates.' }),
    reasons: z
      .record(isoDateSchema, closureReasonSchema, {
        error: 'Give each night’s reason by its date.',
      })
      .optional(),
  })
  .transform(({ dates, reasons = {} }) => {
    const sorted = [...new Set(dates)].sort()
    return {
      dates: sorted,
      reasons: Object.fromEntries(sorted.flatMap((d) => (reasons[d] ? [[d, reasons[d]]] : []))),
    }
  })
export type Closures = z.output<typeof closuresSchema>

// ── Auth ────────────────────────────────────────────────────────────────────────────────────

export const loginRequestSchema = z.object({
  email: oneLine(
    z
      .string({ error: 'Enter your email address.' })
      .trim()
      .min(1, { error: 'Enter your email address.' })
      .max(254, { error: 'At most 254 characters.' }),
  ),
  /** Any characters (it is only hashed, never stored as text). */
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, { error: 'Enter your password.' })
    .max(1024),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose owner or staff.' })

/** The signed-in staff member; the role decides what the staff area offers. */
export const staffSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
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

/** A new password (a new account's, or a changed one): only hashed, so any characters. */
const newPasswordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `At most ${PASSWORD_MAX_LENGTH} characters.` })

/** Changing one's own password: the current one, then the new one. */
export const passwordChangeSchema = z
  .object({
    currentPassword: loginRequestSchema.shape.password.pipe(
      z.string({ error: 'Enter your current password.' }),
    ),
    newPassword: newPasswordSchema,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    error: ACCOUNT_MESSAGES.samePassword,
  })
export type PasswordChange = z.infer<typeof passwordChangeSchema>
/** Changed: how many of the member's other sessions were signed out. */
export const passwordChangedSchema = z.object({ signedOut: z.number().int().nonnegative() })

/** Asking for a password reset link by email (`POST /api/auth/password-reset`). */
export const passwordResetRequestSchema = z.object({ email: loginRequestSchema.shape.email })
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>

/**
 * Setting a new password with a reset link's token. Any token text is taken, so that a
 * garbage one gets the same answer as an expired one; the new password has the usual rules.
 */
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: RESET_MESSAGES.invalid }).max(512, { error: RESET_MESSAGES.invalid }),
  password: newPasswordSchema,
})
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>

/** The page's form for a new password: typed twice, the same both times. */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirm: z.string({ error: 'Type the new password again.' }),
  })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    error: RESET_MESSAGES.mismatch,
  })

/** What both reset endpoints answer when they work: a sentence to show. */
export const passwordResetAnswerSchema = z.object({ message: z.string() })

// ── Staff accounts (owner only) ─────────────────────────────────────────────────────────────

/** An account as the owner sees it. */
export const staffAccountSchema = staffSchema.extend({
  active: z.boolean(),
  createdAt: timestampSchema.nullable(),
})
export type StaffAccount = z.infer<typeof staffAccountSchema>
export const staffListSchema = z.array(staffAccountSchema)
export const staffAccountResponseSchema = z.object({ staff: staffAccountSchema })

/** A new account: the owner sets its first password and tells the colleague. */
export const staffInputSchema = z.object({
  name: oneLine(
    z
      .string({ error: 'Enter a name.' })
      .trim()
      .min(1, { error: 'Enter a name.' })
      .max(100, { error: 'At most 100 characters.' }),
  ),
  email: emailAddressSchema({
    missing: 'Enter an email address.',
    invalid: 'Enter a valid email address.',
  }).transform((email) => email.toLowerCase()),
  role: staffRoleSchema,
  password: newPasswordSchema,
})
export type StaffInput = z.infer<typeof staffInputSchema>

/** Disable or enable an account, or change its role. */
export const staffPatchSchema = z
  .object({ role: staffRoleSchema.optional(), active: z.boolean().optional() })
  .refine((patch) => patch.role !== undefined || patch.active !== undefined, {
    error: 'Send a role or an active flag.',
  })
export type StaffPatch = z.infer<typeof staffPatchSchema>

export const staffIdParamSchema = roomIdParamSchema

// ── Reports ─────────────────────────────────────────────────────────────────────────────────

export const reportQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS, {
    error: 'Use week, month, quarter or year.',
  }) satisfies z.ZodType<ReportPeriod>,
  date: dateInputSchema,
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

/** A link to the inn's own pages: a full `https://` address, or empty for none. */
const innLinkSchema = z
  .union([
    z.literal(''),
    oneLine(z.string().trim().max(300, { error: 'At most 300 characters.' })).pipe(
      z.url({
        protocol: /^https$/,
        hostname: z.regexes.domain,
        error: 'Enter a full address starting with https://, or leave it empty.',
      }),
    ),
  ])
  .default('')

export const settingsSchema = z.object({
  innName: oneLine(z.string().trim().min(1, { error: 'Enter the inn’s name.' }).max(100)),
  shortName: oneLine(z.string().trim().max(30, { error: 'At most 30 characters.' })).default(''),
  tagline: oneLine(z.string().trim().max(80, { error: 'At most 80 characters.' })).default(''),
  intro: lines(z.string().trim().max(600, { error: 'At most 600 characters.' })).default(''),
  referencePrefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(REFERENCE_PREFIX_PATTERN, { error: 'Use one to four letters, A to Z.' })
    .default(FIRST_REFERENCE_PREFIX),
  currency: currencySchema,
  checkInTime: timeOfDaySchema,
  checkOutTime: timeOfDaySchema,
  timeZone: z
    .string()
    .min(1)
    .max(64)
    .refine(isTimeZone, { error: 'Use an IANA time zone such as Europe/Lisbon.' }),
  freeCancellationDays: z
    .number({ error: 'Enter a number of days.' })
    .int({ error: 'Enter a whole number of days.' })
    .min(0, { error: 'At least 0 days.' })
    .max(MAX_FREE_CANCELLATION_DAYS, {
      error: `At most ${MAX_FREE_CANCELLATION_DAYS} days.`,
    }),
  // What guests see of the inn; each may be left empty (a form sends nothing for it).
  address: lines(z.string().trim().max(300, { error: 'At most 300 characters.' })).default(''),
  phone: phoneSchema.default(''),
  email: z
    .union([
      z.literal(''),
      emailAddressSchema({
        missing: 'Enter a valid email address, or leave it empty.',
        invalid: 'Enter a valid email address, or leave it empty.',
      }),
    ])
    .default(''),
  houseRules: lines(z.string().trim().max(2000, { error: 'At most 2000 characters.' })).default(''),
  website: innLinkSchema,
  instagram: innLinkSchema,
  facebook: innLinkSchema,
  legalName: oneLine(z.string().trim().max(150, { error: 'At most 150 characters.' })).default(''),
  taxId: oneLine(z.string().trim().max(40, { error: 'At most 40 characters.' })).default(''),
  logo: photoSchema.nullable().default(null),
  homePhoto: photoSchema.nullable().default(null),
}) satisfies z.ZodType<Settings>

/**
 * The demo inn's data still in the database (`GET /api/admin/demo`), or what removing it took
 * (`POST /api/admin/demo/remove`): whether the demo is there (its account is), and how many of
 * each there are.
 */
export const demoDataSchema = z.object({
  present: z.boolean(),
  rooms: z.number().int().nonnegative(),
  bookings: z.number().int().nonnegative(),
  ratePeriods: z.number().int().nonnegative(),
  stayRules: z.number().int().nonnegative(),
  closedNights: z.number().int().nonnegative(),
  photos: z.number().int().nonnegative(),
})
export type DemoData = z.infer<typeof demoDataSchema>

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
