/**
 * Every decision about a booking, as pure functions: given what the booking touches (its rooms,
 * their rate periods, the stay rules, the closures and the confirmed bookings on its nights, the
 * inn's today), the request and who asks, each says what is wrong (a problem with the API's
 * error code) or what to write: the booking's fields with its price, the line of its history and
 * the email it sends. The server's booking service (`server/services/bookings.ts`) loads that
 * data in its transaction and writes what the decision says; the mocks run the same decisions
 * over their arrays. So each rule is written once, here or in the functions these call:
 * `validateBookingRequest` (bookings.ts), `stayRuleProblems` and `priceStay` (rates.ts),
 * `stayBlockers` (availability.ts), `guestMayCancel` (bookings.ts), `stayActionProblem` and
 * `stayStartedProblem` (stay.ts).
 */
import { type BookedStay, type Closure, type RoomLike, stayBlockers } from './availability'
import {
  type BookingIntent,
  type BookingRecord,
  type BookingStatus,
  type Canceller,
  freeCancellationUntil,
  type GuestDetails,
  guestMayCancel,
  guestsProblem,
  keptGuest,
  movedOntoBooking,
  movedOntoClosure,
  validateBookingRequest,
} from './bookings'
import { type Stay } from './dates'
import { type EmailKind, type StayBefore } from './messages'
import { formatPrice } from './price'
import { priceStay, type RatePeriod, type StayRule, stayRuleProblems } from './rates'
import {
  type BookingEventKind,
  editDetail,
  moveDetail,
  STAY_ACTION_RESULT,
  type StayAction,
  stayActionProblem,
  stayStartedProblem,
  type StayStatus,
  UNDO_WORDS,
  type UndoableChange,
  undoProblem,
} from './stay'

/** Who asks: a guest (on the site, or from their booking's link) or a signed-in staff member. */
export type Actor = { by: 'guest' } | { by: 'staff'; staffId: number; staffName: string }

export const GUEST: Actor = { by: 'guest' }

/** Why a booking operation is refused, with the API's error code. */
export type BookingProblem =
  | { code: 'validation_error'; message: string; fields: Record<string, string> }
  | {
      code:
        | 'not_found'
        | 'room_unavailable'
        | 'already_cancelled'
        | 'stay_conflict'
        | 'cancellation_closed'
      message: string
    }
  | { code: 'price_changed'; message: string; price: { current: number; next: number } }

/** A room as the decisions read it (the service locks the rows it reads). */
export interface DecisionRoom extends RoomLike {
  name: string
}

/** What a booking's stays touch, read together (in the server's transaction). */
export interface BookingWorld {
  /** The inn's date. */
  today: string
  currency: string
  /** The cancellation policy now (free until this many days before check-in): new bookings keep it. */
  freeCancellationDays: number
  /** The inn's prefix of references now: new bookings keep it. */
  referencePrefix: string
  /** The rooms the request names (those that exist). */
  rooms: readonly DecisionRoom[]
  /** Their rate periods over the stays' nights. */
  periods: readonly RatePeriod[]
  /** The stay rules covering the stays' first to last day. */
  rules: readonly StayRule[]
  /** The rooms' closed nights within the stays. */
  closures: readonly Closure[]
  /** The confirmed bookings of the rooms that share a night with the stays. */
  bookings: readonly (BookedStay & { id: string })[]
}

/** One line of a booking's history, as the decision writes it (who and when come with it). */
export interface HistoryLine {
  kind: BookingEventKind
  detail: string | null
}

export type Decision<T> = { ok: true; write: T } | { ok: false; problem: BookingProblem }

const refuse = (problem: BookingProblem): { ok: false; problem: BookingProblem } => ({
  ok: false,
  problem,
})

const invalid = (fields: Record<string, string>) =>
  refuse({ code: 'validation_error', message: 'Check the highlighted fields.', fields })

/** Why staff cannot take the email out of a booking the guest made on the site. */
export const GUEST_KEEPS_EMAIL =
  'The guest booked on the site with an email: change it, but keep one.'

/** What a guest is told when the stay went to someone else (or the room closed) meanwhile. */
export const STAY_TAKEN = 'This room is no longer available for these dates.'

/** A stay in a room, priced: what a booking holds (one now; several rooms are to come). */
export interface RoomStay extends Stay {
  roomId: number
  total: number
}

/**
 * Whether a room may hold a stay, and at what price: the room's closures and the other confirmed
 * bookings (`except` a booking being moved) on its nights. The guest is told the stay is no
 * longer available; staff are told which nights are closed or that another stay holds them.
 */
function placeStay(
  world: BookingWorld,
  room: DecisionRoom,
  stay: Stay,
  actor: Actor,
  except?: string,
): Decision<RoomStay> {
  const { closed, taken } = stayBlockers(room.id, stay, world.bookings, world.closures, except)
  if (closed.length) {
    return refuse({
      code: 'room_unavailable',
      message: actor.by === 'guest' ? STAY_TAKEN : movedOntoClosure(room.name, closed),
    })
  }
  if (taken) {
    return refuse({
      code: 'room_unavailable',
      message: actor.by === 'guest' ? STAY_TAKEN : movedOntoBooking(room.name),
    })
  }
  const { total } = priceStay(room, world.periods, stay)
  return {
    ok: true,
    write: { roomId: room.id, checkIn: stay.checkIn, checkOut: stay.checkOut, total },
  }
}

/** What a new booking writes. */
export interface NewBookingWrite {
  stays: RoomStay[]
  guests: number
  guest: GuestDetails
  /** The sum of its stays' prices, in minor units. */
  total: number
  currency: string
  /** Its cancellation terms: the policy now. */
  freeCancellationDays: number
  /** The prefix of its reference: the inn's now. */
  referencePrefix: string
  createdBy: Canceller
  history: HistoryLine
  /** `null`: a guest without an email (staff booked them) is sent none. */
  email: EmailKind | null
}

/**
 * A new booking: the request's rules against its room and today (`validateBookingRequest`), the
 * stay rules for a guest (staff take a phone or walk-in guest's stay whatever they say), then
 * the room's closures and bookings on its nights, and its price (`priceStay`).
 */
export function decideNewBooking(
  world: BookingWorld,
  request: BookingIntent & { roomId: number },
  actor: Actor,
): Decision<NewBookingWrite> {
  const room = world.rooms.find((r) => r.id === request.roomId)
  const errors =
    validateBookingRequest(room, request, world.today) ??
    (actor.by === 'guest' ? stayRuleProblems(world.rules, request) : null)
  if (errors || !room) return invalid(errors ?? {})
  const placed = placeStay(world, room, request, actor)
  if (!placed.ok) return placed
  return {
    ok: true,
    write: {
      stays: [placed.write],
      guests: request.guests,
      guest: keptGuest(request.guest),
      total: placed.write.total,
      currency: world.currency,
      freeCancellationDays: world.freeCancellationDays,
      referencePrefix: world.referencePrefix,
      createdBy: actor.by,
      history: { kind: 'created', detail: null },
      email: request.guest.email ? 'confirmation' : null,
    },
  }
}

/** A booking as the decisions about an existing one read it. */
export interface CurrentBooking extends Stay {
  id: string
  roomId: number
  roomName: string
  guests: number
  guest: GuestDetails
  total: number
  status: BookingStatus
  stayStatus: StayStatus
  freeCancellationDays: number
  /** Who made it: a booking the guest made on the site keeps an email. */
  createdBy: Canceller
}

/**
 * What staff may change of a booking: its room and dates, the party, the guest's details; and,
 * when a move changes the price, whether the booking keeps its total or takes the new one.
 */
export interface BookingChangeRequest extends Stay {
  roomId: number
  guests?: number | undefined
  guest?: BookingIntent['guest'] | undefined
  price?: 'keep' | 'reprice' | undefined
}

/**
 * What a change writes: the booking's new fields, a history line for each part and, for a move,
 * the guest's email of the change (with the stay as it was).
 */
export interface ChangeWrite extends Stay {
  roomId: number
  guests: number
  guest: GuestDetails
  total: number
  history: HistoryLine[]
  email?: { kind: EmailKind; before: StayBefore }
}

/**
 * A move (another room or other dates) and an edit (the party, the guest's details) of a booking
 * whose stay has not begun: a move follows the booking rules, the closures and the other stays,
 * and is priced again: when its price differs from the booking's, staff say whether the booking
 * keeps its total or takes the new one (without `price`, the decision asks: `price_changed` with
 * both). The guest is emailed the move, old and new. An edit keeps the price the guest was given.
 * `unchanged` when the change changes nothing.
 */
export function decideChange(
  world: BookingWorld,
  current: CurrentBooking,
  change: BookingChangeRequest,
  actor: Actor,
): Decision<ChangeWrite> | { ok: true; unchanged: true } {
  if (current.status === 'cancelled') {
    return refuse({ code: 'already_cancelled', message: 'This booking is cancelled.' })
  }
  const started = stayStartedProblem(current)
  if (started) return refuse({ code: 'stay_conflict', message: started })
  const next = {
    roomId: change.roomId,
    checkIn: change.checkIn,
    checkOut: change.checkOut,
    guests: change.guests ?? current.guests,
    guest: change.guest ? keptGuest(change.guest) : current.guest,
  }
  const moved =
    current.roomId !== next.roomId ||
    current.checkIn !== next.checkIn ||
    current.checkOut !== next.checkOut
  const edited = editDetail(current, next)
  if (!moved && !edited) return { ok: true, unchanged: true }
  if (!next.guest.email && current.createdBy === 'guest') {
    return invalid({ 'guest.email': GUEST_KEEPS_EMAIL })
  }
  const room = world.rooms.find((r) => r.id === next.roomId)
  const errors = moved
    ? validateBookingRequest(room, next, world.today)
    : room && next.guests > room.capacity
      ? { guests: guestsProblem(room.capacity) }
      : null
  if (errors || !room) return invalid(errors ?? {})
  let total = current.total
  const history: HistoryLine[] = []
  let email: ChangeWrite['email']
  if (moved) {
    const placed = placeStay(world, room, next, actor, current.id)
    if (!placed.ok) return placed
    const repriced = placed.write.total
    if (repriced !== current.total && !change.price) {
      const [was, now] = [current.total, repriced].map((t) => formatPrice(t, world.currency))
      return refuse({
        code: 'price_changed',
        message: `The new stay costs ${now}, not ${was}: keep the price or reprice the stay.`,
        price: { current: current.total, next: repriced },
      })
    }
    if (change.price !== 'keep') total = repriced
    const priced =
      total === current.total
        ? ''
        : ` · ${formatPrice(current.total, world.currency)} → ${formatPrice(total, world.currency)}`
    history.push({
      kind: 'moved',
      detail: moveDetail(current, { ...next, roomName: room.name }) + priced,
    })
    // A guest staff booked without an email is told nothing.
    if (next.guest.email)
      email = {
        kind: 'change',
        before: {
          roomName: current.roomName,
          checkIn: current.checkIn,
          checkOut: current.checkOut,
          guests: current.guests,
          total: current.total,
        },
      }
  }
  if (edited) history.push({ kind: 'edited', detail: edited })
  return { ok: true, write: { ...next, total, history, ...(email && { email }) } }
}

/** What a cancellation writes. */
export interface CancelWrite {
  status: 'cancelled'
  cancelledAt: string
  cancelledBy: Canceller
  history: HistoryLine
  /** `null`: the guest has no email. */
  email: EmailKind | null
}

/**
 * A cancellation at `at` (`today`, the inn's date): a guest until the last free day of the
 * booking's own terms (`guestMayCancel`), after which the inn cancels; staff until the stay has
 * begun.
 */
export function decideCancel(
  booking: Pick<
    CurrentBooking,
    'status' | 'checkIn' | 'stayStatus' | 'freeCancellationDays' | 'guest'
  >,
  actor: Actor,
  today: string,
  at: Date,
): Decision<CancelWrite> {
  if (booking.status === 'cancelled') {
    return refuse({ code: 'already_cancelled', message: 'This booking is already cancelled.' })
  }
  if (actor.by === 'guest') {
    if (!guestMayCancel(booking, today)) {
      const until = freeCancellationUntil(booking.checkIn, booking.freeCancellationDays)
      return refuse({
        code: 'cancellation_closed',
        message: `Free cancellation ended on ${until}. Contact the inn to cancel or change this booking.`,
      })
    }
  } else {
    const started = stayStartedProblem(booking)
    if (started) return refuse({ code: 'stay_conflict', message: started })
  }
  return {
    ok: true,
    write: {
      status: 'cancelled',
      cancelledAt: at.toISOString(),
      cancelledBy: actor.by,
      history: { kind: 'cancelled', detail: null },
      email: booking.guest.email ? 'cancellation' : null,
    },
  }
}

/** What a stay action writes: the stay's new status and its time. */
export interface StayActionWrite {
  stayStatus: Exclude<StayStatus, 'expected'>
  at: string
  history: HistoryLine
}

/** Check in, check out or a no-show on the inn's today (`stayActionProblem`). */
export function decideStayAction(
  booking: Pick<CurrentBooking, 'status' | 'stayStatus' | 'checkIn' | 'checkOut'>,
  action: StayAction,
  today: string,
  at: Date,
): Decision<StayActionWrite> {
  const problem = stayActionProblem(booking, action, today)
  if (problem) return refuse({ code: 'stay_conflict', message: problem })
  const stayStatus = STAY_ACTION_RESULT[action]
  return {
    ok: true,
    write: { stayStatus, at: at.toISOString(), history: { kind: stayStatus, detail: null } },
  }
}

/** The front-desk time column a stay status sets. */
export const STAY_STATUS_TIME = {
  checked_in: 'checkedInAt',
  checked_out: 'checkedOutAt',
  no_show: 'noShowAt',
} as const satisfies Record<StayActionWrite['stayStatus'], keyof BookingRecord>

/** What an undo writes: the fields it sets back, its history line and, for a cancellation, the email. */
export interface UndoWrite {
  fields: Partial<
    Pick<
      BookingRecord,
      | 'status'
      | 'cancelledAt'
      | 'cancelledBy'
      | 'stayStatus'
      | 'checkedInAt'
      | 'checkedOutAt'
      | 'noShowAt'
    >
  >
  history: HistoryLine
  /**
   * A cancellation undone: the guest's cancellation email is withdrawn while it has not gone, and
   * otherwise the guest is sent the confirmation again (with the booking's link).
   */
  email?: { withdraw: EmailKind; otherwise: EmailKind }
}

/** What each undo sets back. */
const UNDONE_FIELDS = {
  cancelled: { status: 'confirmed', cancelledAt: null, cancelledBy: null },
  checked_in: { stayStatus: 'expected', checkedInAt: null },
  checked_out: { stayStatus: 'checked_in', checkedOutAt: null },
  no_show: { stayStatus: 'expected', noShowAt: null },
} as const satisfies Record<UndoableChange, UndoWrite['fields']>

/**
 * Staff undo a booking's latest status change, within `UNDO_MINUTES` of it (`undoProblem`): a
 * check-in, a check-out or a no-show sets the stay back; a cancellation confirms the booking
 * again while its room is still free on its nights (no other booking, no closure since).
 */
export function decideUndo(
  world: BookingWorld,
  current: CurrentBooking & Parameters<typeof undoProblem>[0],
  change: UndoableChange,
  actor: Actor,
  at: Date,
): Decision<UndoWrite> {
  const problem = undoProblem(current, change, at)
  if (problem) return refuse({ code: 'stay_conflict', message: problem })
  const words = UNDO_WORDS[change]
  const history = { kind: 'undone', detail: `${words.change}: ${words.back}` } as const
  if (change !== 'cancelled') return { ok: true, write: { fields: UNDONE_FIELDS[change], history } }
  const room = world.rooms.find((r) => r.id === current.roomId)
  if (!room) return refuse({ code: 'room_unavailable', message: 'The room no longer exists.' })
  const placed = placeStay(world, room, current, actor, current.id)
  if (!placed.ok) return placed
  return {
    ok: true,
    write: {
      fields: UNDONE_FIELDS.cancelled,
      history,
      ...(current.guest.email && {
        email: { withdraw: 'cancellation', otherwise: 'confirmation' } as const,
      }),
    },
  }
}
