import { type BookingRow, type RoomRow } from './rows'
import { type Queryable } from './types'

/** The columns of the booking `book_stay` inserts, as the request and the room give them. */
export type NewBookingFields = Pick<
  BookingRow,
  | 'id'
  | 'reference'
  | 'room_id'
  | 'check_in'
  | 'check_out'
  | 'guests'
  | 'guest_name'
  | 'guest_email'
  | 'guest_phone'
  | 'notes'
  | 'total'
  | 'currency'
>

/**
 * The limits `book_stay` counts before it books (`LIMITS`): at most `per_address` stays booked
 * since `limit_since` from `client_address`, and `per_email` for the guest's email.
 */
export interface BookingLimitFields {
  client_address: string
  per_address: number
  per_email: number
  limit_since: string
}

/** What `book_stay` (migrations 004 and 006) takes: one booking request, checked and priced. */
export interface BookStayInput extends NewBookingFields, BookingLimitFields {
  key: string
  /** SHA-256 of the request body as canonical JSON: the same request gives the same one. */
  fingerprint: string
  at: string
  /** A key's claim without an answer older than this was left by a process that died. */
  stale_before: string
  /** The room as the caller read it (all null: the caller knows no such room). */
  room_name: string | null
  room_rate: number | null
  room_capacity: number | null
  room_active: boolean | null
  /** Whether the request passed the domain's checks against that room. */
  valid: boolean
  /** The JSON texts of the 201 and 409 answers, stored under the key as they are sent. */
  created: string
  taken: string
}

export type BookStayResult =
  | { status: 201 | 409; replayed?: undefined }
  | { status: 201 | 409; replayed: true; body: string }
  | { error: 'idempotency_key_reused' | 'idempotency_in_flight' | 'reference_taken' }
  | { room: RoomRow | null }
  | { invalid: true }
  | { limited: 'address' | 'email' }

/**
 * The parameters of `book_stay` with their SQL types, in the order migration 006 declares them.
 * The call passes them by position and typed: a call by name (`key => $1`) made each booking's
 * statement parse resolve 23 names and infer their types again, about 6 % of a booking on PGlite.
 */
export const BOOK_STAY_PARAMETERS = {
  key: 'text',
  fingerprint: 'text',
  at: 'timestamptz',
  stale_before: 'timestamptz',
  room_id: 'bigint',
  room_name: 'text',
  room_rate: 'integer',
  room_capacity: 'integer',
  room_active: 'boolean',
  valid: 'boolean',
  id: 'uuid',
  reference: 'text',
  check_in: 'date',
  check_out: 'date',
  guests: 'integer',
  guest_name: 'text',
  guest_email: 'text',
  guest_phone: 'text',
  notes: 'text',
  total: 'integer',
  currency: 'text',
  created: 'text',
  taken: 'text',
  client_address: 'text',
  per_address: 'integer',
  per_email: 'integer',
  limit_since: 'timestamptz',
} as const satisfies Record<keyof BookStayInput, string>
const NAMES = Object.keys(BOOK_STAY_PARAMETERS) as (keyof BookStayInput)[]

/** `SELECT book_stay($1::text, $2::text, …)`: one statement the session keeps planned. */
const BOOK_STAY_SQL = `SELECT book_stay(${NAMES.map((name, i) => `$${i + 1}::${BOOK_STAY_PARAMETERS[name]}`).join(', ')}) AS result`

/**
 * The server's one way to book: a single statement that books the stay or finds it taken and
 * stores the answer under the Idempotency-Key, or says why it did nothing (a limit among them).
 * The SQL function `book_stay` (migrations 004 and 006) holds what must be decided under the
 * room's lock and the limits' locks; the caller holds the booking rules
 * (`validateBookingRequest`, `stayRuleProblems`, `priceStay`), and the `bookings_price` trigger
 * (migration 020) checks the total and the stay rules again in the same transaction.
 */
export async function bookStay(db: Queryable, input: BookStayInput): Promise<BookStayResult> {
  const [row] = await db.query<{ result: BookStayResult | string }>(
    BOOK_STAY_SQL,
    NAMES.map((name) => input[name]),
  )
  const result = row!.result
  return typeof result === 'string' ? (JSON.parse(result) as BookStayResult) : result
}
