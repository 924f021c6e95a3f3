/**
 * The booking service: the one way the server books, moves, edits and cancels a booking and
 * records a stay's check-in, check-out or no-show, for guests and staff alike. Each operation is
 * one transaction that claims the request's `Idempotency-Key` (when it has one), locks what it
 * changes (room rows in id order, the booking's row), reads what the decision needs inside the
 * transaction (`readWorld`: rooms, rates, stay rules, closures, overlapping bookings, the inn's
 * day), lets the domain decide (`src/domain/booking-decisions.ts`), and writes what it says: the
 * booking, its history line, its email in the outbox, and the answer stored under the key. The
 * exclusion constraint stays the last word on a shared night.
 *
 * It answers a `BookingOutcome`; the routes turn it into HTTP in one place (`sendOutcome`).
 */
import { randomUUID } from 'node:crypto'

import {
  type Booking,
  type ErrorCode,
  type PriceQuestion,
  type StaffBookingRequest,
} from '@/api/contract'
import {
  type Actor,
  type BookingChangeRequest,
  type BookingProblem,
  decideCancel,
  decideChange,
  decideNewBooking,
  decideStayAction,
  decideUndo,
  STAY_STATUS_TIME,
} from '@/domain/booking-decisions'
import { todayIn } from '@/domain/dates'
import { generateReference } from '@/domain/reference'
import { canonicalJson } from '@/domain/sessions'
import { type StayAction, type UndoableChange } from '@/domain/stay'

import { issueAccessKey } from '../db/booking-keys'
import {
  insertBooking,
  lockBooking,
  lockRooms,
  readBooking,
  readWorld,
  updateBooking,
  withdrawEmail,
  writeEmail,
  writeHistory,
} from '../db/bookings'
import { claimKey, type StoredReply, storeReply } from '../db/idempotency'
import { type Db, type Executor, isPgError, PG } from '../db/types'
import { type Limits } from '../lib/rate-limit'
import { sha256 } from '../lib/tokens'

/** An error answer: the API's code, its message and the fields it names. */
export interface Problem {
  code: ErrorCode
  message: string
  fields?: Record<string, string>
  /** `price_changed`: the booking's total and the change's. */
  price?: PriceQuestion
}

/** What an operation answers: the booking (and a new access key for a guest), or why not. */
export type BookingOutcome =
  | { ok: true; status: 200 | 201; booking: Booking; accessKey?: string; replayed?: boolean }
  | { ok: false; problem: Problem; replayed?: boolean; retryAfterSeconds?: number }

const failed = (problem: BookingProblem | Problem): BookingOutcome => ({ ok: false, problem })

/** Thrown inside a transaction to roll it back and answer `outcome`. */
class Refusal extends Error {
  constructor(readonly outcome: BookingOutcome) {
    super(outcome.ok ? 'refused' : outcome.problem.message)
  }
}

const NO_SUCH_BOOKING: Problem = { code: 'not_found', message: 'No such booking.' }

/** How often a transaction that lost a race the database noticed is run again. */
const ATTEMPTS = 5

/** Errors after which the whole transaction runs again and decides afresh. */
const retryable = (error: unknown) =>
  isPgError(error, PG.exclusionViolation) ||
  isPgError(error, PG.serializationFailure) ||
  isPgError(error, PG.deadlockDetected)

export interface BookingServiceDeps {
  db: Db
  now: () => Date
  limits: Pick<Limits, 'bookingsPerAddress' | 'bookingsPerEmail'>
}

export interface NewBookingInput {
  /** A guest's request always has an email (the guest schema says so); staff may leave it out. */
  request: StaffBookingRequest
  actor: Actor
  /** The request's `Idempotency-Key`: a retry with it gets the first answer again. */
  key?: string
  /** Where a guest's request came from: counted against the limit per address. */
  clientAddress?: string
}

export function bookingService({ db, now, limits }: BookingServiceDeps) {
  /** Runs `operation` in one transaction, again when the database saw it lose a race. */
  async function inTransaction(
    operation: (tx: Executor, at: Date) => Promise<BookingOutcome>,
  ): Promise<BookingOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction((tx) => operation(tx, now()))
      } catch (error) {
        if (error instanceof Refusal) return error.outcome
        if (attempt < ATTEMPTS && retryable(error)) continue
        throw error
      }
    }
  }

  /**
   * Counts the stays booked in the last window from `address` and for `email` (any case), under
   * locks of their own so that parallel requests of one sender take turns (address first, then
   * email: never two waiting on each other). Each count reads at most as many bookings as its
   * limit (the index's range, cut by OFFSET).
   */
  async function limitExceeded(tx: Executor, address: string, email: string, at: Date) {
    await tx.query(
      `SELECT pg_advisory_xact_lock(hashtextextended('booking address ' || $1::text, 0)),
              pg_advisory_xact_lock(hashtextextended('booking email ' || lower($2::text), 0))`,
      [address, email],
    )
    const since = new Date(at.getTime() - limits.bookingsPerAddress.windowMs).toISOString()
    const [row] = await tx.query<{ address: boolean; email: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM bookings WHERE client_address = $1
                        AND created_at > $3::timestamptz OFFSET $4::int - 1) AS address,
              EXISTS (SELECT 1 FROM bookings WHERE lower(guest_email) = lower($2)
                        AND created_at > $3::timestamptz OFFSET $5::int - 1) AS email`,
      [address, email, since, limits.bookingsPerAddress.max, limits.bookingsPerEmail.max],
    )
    if (row?.address) return limits.bookingsPerAddress
    if (row?.email) return limits.bookingsPerEmail
    return undefined
  }

  /** The first answer given under a key, again: the booking as it is now, with a new access key. */
  async function replay(tx: Executor, reply: StoredReply, at: Date): Promise<BookingOutcome> {
    if ('error' in reply) {
      return { ok: false, problem: reply.error as Problem, replayed: true }
    }
    const booking = await readBooking(tx, reply.bookingId)
    if (!booking) throw new Error(`The booking of a stored answer is missing: ${reply.bookingId}`)
    const accessKey = await issueAccessKey(tx, booking.id, at)
    return { ok: true, status: 201, booking, accessKey, replayed: true }
  }

  return {
    /**
     * Books a stay for a guest (with the stay rules and the limits per client address and per
     * email) or for staff. A guest's answer carries the booking's access key. Past a limit: 429,
     * with nothing booked or stored under the key; a stay taken: 409, stored under the key.
     */
    create({ request, actor, key, clientAddress }: NewBookingInput): Promise<BookingOutcome> {
      const fingerprint = key && sha256(canonicalJson(request))
      return inTransaction(async (tx, at) => {
        if (key && fingerprint) {
          const claim = await claimKey(tx, key, fingerprint, at)
          if (!claim.claimed) {
            if (claim.decision === 'replay') return replay(tx, claim.reply, at)
            return failed(
              claim.decision === 'reused'
                ? {
                    code: 'idempotency_key_reused',
                    message: 'This Idempotency-Key was used with another request.',
                  }
                : {
                    code: 'idempotency_in_flight',
                    message: 'A request with this Idempotency-Key is in progress.',
                  },
            )
          }
        }
        const rooms = await lockRooms(tx, [request.roomId])
        const world = await readWorld(tx, rooms, [request], at)
        const decision = decideNewBooking(world, request, actor)
        // A request the rules refuse leaves nothing, its key's claim included.
        if (!decision.ok && decision.problem.code === 'validation_error') {
          throw new Refusal(failed(decision.problem))
        }
        if (clientAddress !== undefined) {
          const exceeded = await limitExceeded(tx, clientAddress, request.guest.email ?? '', at)
          if (exceeded) {
            throw new Refusal({
              ok: false,
              problem: {
                code: 'too_many_attempts',
                message:
                  'Too many stays booked from here or for this email in the last hour. Try again later.',
              },
              retryAfterSeconds: Math.ceil(exceeded.windowMs / 1000),
            })
          }
        }
        if (!decision.ok) {
          if (key) await storeReply(tx, key, { status: 409, error: decision.problem })
          return failed(decision.problem)
        }
        const { write } = decision
        // One room a booking (until bookings hold several, its list has one stay).
        const [stay] = write.stays
        const room = rooms.find((r) => r.id === stay!.roomId)!
        let booking: Booking | undefined
        for (let draw = 1; !booking; draw++) {
          // A reference drawn twice (1 in 2^50): draw another.
          if (draw > ATTEMPTS) throw new Error(`No free reference after ${ATTEMPTS} draws`)
          booking = await insertBooking(
            tx,
            {
              id: randomUUID(),
              reference: generateReference(),
              ...stay!,
              guests: write.guests,
              guest: write.guest,
              total: write.total,
              currency: write.currency,
              freeCancellationDays: write.freeCancellationDays,
              referencePrefix: write.referencePrefix,
              status: 'confirmed',
              createdAt: at.toISOString(),
              createdBy: write.createdBy,
              ...(clientAddress === undefined ? {} : { clientAddress }),
            },
            room.name,
          )
        }
        await writeHistory(tx, booking.id, [write.history], actor, at)
        if (write.email) await writeEmail(tx, booking.id, write.email, at)
        if (key) await storeReply(tx, key, { status: 201, bookingId: booking.id })
        const accessKey =
          actor.by === 'guest' ? await issueAccessKey(tx, booking.id, at) : undefined
        return { ok: true, status: 201, booking, ...(accessKey ? { accessKey } : {}) }
      })
    },

    /** Moves a booking (room, dates) and edits its party and guest's details, for staff. */
    change(id: string, change: BookingChangeRequest, actor: Actor): Promise<BookingOutcome> {
      return inTransaction(async (tx, at) => {
        const current = await lockBooking(tx, id)
        if (!current) return failed(NO_SUCH_BOOKING)
        const rooms = await lockRooms(tx, [change.roomId])
        const world = await readWorld(tx, rooms, [change], at)
        const decision = decideChange(world, current, change, actor)
        if (!decision.ok) return failed(decision.problem)
        if ('unchanged' in decision) return { ok: true, status: 200, booking: current }
        const { history, email, ...fields } = decision.write
        await updateBooking(tx, id, fields)
        await writeHistory(tx, id, history, actor, at)
        if (email) await writeEmail(tx, id, email.kind, at, email.before)
        return { ok: true, status: 200, booking: (await readBooking(tx, id))! }
      })
    },

    /** Cancels a booking: a guest within the cancellation policy, staff until the stay begins. */
    cancel(id: string, actor: Actor): Promise<BookingOutcome> {
      return inTransaction(async (tx, at) => {
        const booking = await lockBooking(tx, id)
        if (!booking) return failed(NO_SUCH_BOOKING)
        const { today } = await readInnDay(tx, at)
        const decision = decideCancel(booking, actor, today, at)
        if (!decision.ok) return failed(decision.problem)
        const { history, email, ...fields } = decision.write
        await updateBooking(tx, id, fields)
        await writeHistory(tx, id, [history], actor, at)
        if (email) await writeEmail(tx, id, email, at)
        return { ok: true, status: 200, booking: (await readBooking(tx, id))! }
      })
    },

    /** Checks a guest in or out, or marks a no-show, on the inn's today. */
    stayAction(id: string, action: StayAction, actor: Actor): Promise<BookingOutcome> {
      return inTransaction(async (tx, at) => {
        const booking = await lockBooking(tx, id)
        if (!booking) return failed(NO_SUCH_BOOKING)
        const { today } = await readInnDay(tx, at)
        const decision = decideStayAction(booking, action, today, at)
        if (!decision.ok) return failed(decision.problem)
        const { stayStatus, history } = decision.write
        await updateBooking(tx, id, {
          stayStatus,
          [STAY_STATUS_TIME[stayStatus]]: decision.write.at,
        })
        await writeHistory(tx, id, [history], actor, at)
        return { ok: true, status: 200, booking: (await readBooking(tx, id))! }
      })
    },

    /**
     * Undoes the booking's latest status change, for staff, within the while the domain allows;
     * a cancellation undone holds the room's nights again (locked, as a booking does).
     */
    undo(id: string, change: UndoableChange, actor: Actor): Promise<BookingOutcome> {
      return inTransaction(async (tx, at) => {
        const booking = await lockBooking(tx, id)
        if (!booking) return failed(NO_SUCH_BOOKING)
        const rooms = await lockRooms(tx, [booking.roomId])
        const world = await readWorld(tx, rooms, [booking], at)
        const decision = decideUndo(world, booking, change, actor, at)
        if (!decision.ok) return failed(decision.problem)
        const { fields, history, email } = decision.write
        await updateBooking(tx, id, fields)
        await writeHistory(tx, id, [history], actor, at)
        if (email && !(await withdrawEmail(tx, id, email.withdraw))) {
          await writeEmail(tx, id, email.otherwise, at)
        }
        return { ok: true, status: 200, booking: (await readBooking(tx, id))! }
      })
    },
  }
}
export type BookingService = ReturnType<typeof bookingService>

/** The inn's date at `at`, in its time zone as the settings say now. */
async function readInnDay(tx: Executor, at: Date) {
  const [row] = await tx.query<{ time_zone: string }>('SELECT time_zone FROM settings WHERE id = 1')
  return { today: todayIn(row!.time_zone, at) }
}
