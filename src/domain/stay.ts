/**
 * A booking's stay at the front desk: expected, then checked in, then checked out; or a no-show.
 * Separate from the booking's status (confirmed or cancelled): a stay that has begun still holds
 * its room and counts in the reports. And its history: every change, with who and when.
 */
import {
  type BookingStatus,
  GUEST_DETAIL_WORDS,
  GUEST_DETAILS,
  type GuestDetails,
} from './bookings'
import { formatStay } from './staff-format'

export const STAY_STATUSES = ['expected', 'checked_in', 'checked_out', 'no_show'] as const
export type StayStatus = (typeof STAY_STATUSES)[number]

export const STAY_ACTIONS = ['check_in', 'check_out', 'no_show'] as const
export type StayAction = (typeof STAY_ACTIONS)[number]

/** What each action makes of the stay. */
export const STAY_ACTION_RESULT = {
  check_in: 'checked_in',
  check_out: 'checked_out',
  no_show: 'no_show',
} as const satisfies Record<StayAction, Exclude<StayStatus, 'expected'>>

export const STAY_LABELS: Record<StayStatus, string> = {
  expected: 'Expected',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  no_show: 'No-show',
}

interface StayState {
  status: BookingStatus
  stayStatus: StayStatus
  checkIn: string
  checkOut: string
}

/**
 * Why `action` cannot be done on `today` (the inn's date), or `undefined` when it can: check in
 * an expected guest from the check-in day until the last night; check out a guest who is in;
 * mark a no-show from the check-in day on.
 */
export function stayActionProblem(
  booking: StayState,
  action: StayAction,
  today: string,
): string | undefined {
  if (booking.status === 'cancelled') return 'This booking is cancelled.'
  if (action === 'check_out') {
    return booking.stayStatus === 'checked_in' ? undefined : 'Only a guest who is in checks out.'
  }
  if (booking.stayStatus !== 'expected') {
    return `The guest is already ${STAY_LABELS[booking.stayStatus].toLowerCase()}.`
  }
  if (today < booking.checkIn) return `The stay starts on ${booking.checkIn}.`
  if (action === 'check_in' && today >= booking.checkOut) {
    return `The stay ended on ${booking.checkOut}.`
  }
  return undefined
}

/** The actions the front desk offers for a booking on `today`. */
export function stayActions(booking: StayState, today: string): StayAction[] {
  return STAY_ACTIONS.filter((action) => !stayActionProblem(booking, action, today))
}

/** Why a stay cannot be moved or cancelled by staff any more, or `undefined`. */
export function stayStartedProblem(booking: Pick<StayState, 'stayStatus'>): string | undefined {
  return booking.stayStatus === 'expected'
    ? undefined
    : `The stay is ${STAY_LABELS[booking.stayStatus].toLowerCase()}: it can no longer change.`
}

/**
 * Whether staff may still change a booking's stay (move it, edit it, cancel it): the booking is
 * not cancelled and its stay has not begun. The server's decisions refuse the same with a reason
 * (`decideChange`, `decideCancel`); the staff pages offer a change only when this says so.
 */
export function stayMayChange(booking: Pick<StayState, 'status' | 'stayStatus'>): boolean {
  return booking.status !== 'cancelled' && !stayStartedProblem(booking)
}

export const BOOKING_EVENT_KINDS = [
  'created',
  'moved',
  'cancelled',
  'checked_in',
  'checked_out',
  'no_show',
  'edited',
  'undone',
] as const
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number]

export const HISTORY_ACTORS = ['guest', 'staff'] as const
export type HistoryActor = (typeof HISTORY_ACTORS)[number]

/** One line of a booking's history. */
export interface BookingEvent {
  kind: BookingEventKind
  at: string
  actor: HistoryActor
  /** The staff member's name (staff only; `null` when not known). */
  staffName: string | null
  /** What changed, in words (a move: from where to where). */
  detail: string | null
}

/** The history in the order it happened (oldest first; ties keep their order). */
export function sortHistory(events: readonly BookingEvent[]): BookingEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at.localeCompare(b.event.at) || a.index - b.index)
    .map(({ event }) => event)
}

/** A move in words: `Garden Room, Dec 10 – 13, 2026 to Attic Nook, Dec 11 – 14, 2026`. */
export function moveDetail(
  from: { roomName: string; checkIn: string; checkOut: string },
  to: { roomName: string; checkIn: string; checkOut: string },
): string {
  const side = (s: typeof from) => `${s.roomName}, ${formatStay(s.checkIn, s.checkOut)}`
  return `${side(from)} to ${side(to)}`
}

/** The party and the guest's details as a booking keeps them. */
interface PartyDetails {
  guests: number
  guest: GuestDetails
}

/**
 * What an edit changed of the party and the guest's details, in words (`Guests 2 → 3; email,
 * phone`), or `null` when nothing did.
 */
export function editDetail(from: PartyDetails, to: PartyDetails): string | null {
  const parts: string[] = []
  if (from.guests !== to.guests) parts.push(`Guests ${from.guests} → ${to.guests}`)
  const changed = GUEST_DETAILS.filter(
    (field) => (from.guest[field] ?? '') !== (to.guest[field] ?? ''),
  )
  if (changed.length) {
    parts.push(`Changed ${changed.map((detail) => GUEST_DETAIL_WORDS[detail]).join(', ')}`)
  }
  return parts.length ? parts.join('; ') : null
}

/**
 * A booking's whole history: every line recorded (`recorded`: who did what, a staff member with
 * their name), and for a booking older than its recorded history, what its own row tells (made
 * on the site, cancelled from the guest's link).
 */
export function bookingHistory(
  booking: {
    createdAt: string
    createdBy: HistoryActor
    cancelledAt: string | null
    cancelledBy: HistoryActor | null
  },
  recorded: readonly BookingEvent[],
): BookingEvent[] {
  const told: BookingEvent[] = []
  if (!recorded.some((event) => event.kind === 'created')) {
    told.push({
      kind: 'created',
      at: booking.createdAt,
      actor: booking.createdBy,
      staffName: null,
      detail: null,
    })
  }
  if (
    booking.cancelledBy === 'guest' &&
    booking.cancelledAt &&
    !recorded.some((event) => event.kind === 'cancelled')
  ) {
    told.push({
      kind: 'cancelled',
      at: booking.cancelledAt,
      actor: 'guest',
      staffName: null,
      detail: null,
    })
  }
  return sortHistory([...told, ...recorded])
}

/**
 * The status changes staff may undo, named as the history names them: a cancellation by staff, a
 * check-in, a check-out, a no-show. Each sets the booking back to what it was before.
 */
export const UNDOABLE_CHANGES = ['cancelled', 'checked_in', 'checked_out', 'no_show'] as const
export type UndoableChange = (typeof UNDOABLE_CHANGES)[number]

/** How long after it was made a status change can be undone. */
export const UNDO_MINUTES = 60

/** What an undone change was, in words (its history line and the staff pages). */
export const UNDO_WORDS: Record<UndoableChange, { change: string; back: string }> = {
  cancelled: { change: 'Cancellation', back: 'confirmed again' },
  checked_in: { change: 'Check-in', back: 'expected again' },
  checked_out: { change: 'Check-out', back: 'checked in again' },
  no_show: { change: 'No-show', back: 'expected again' },
}

interface StatusTimes {
  status: BookingStatus
  stayStatus: StayStatus
  cancelledAt: string | null
  cancelledBy: HistoryActor | null
  checkedInAt: string | null
  checkedOutAt: string | null
  noShowAt: string | null
}

/**
 * A booking's latest status change, the one an undo would set back, and when it was made; none
 * for a booking nothing has happened to, or one the guest cancelled (the guest's own word).
 */
export function lastStatusChange(
  booking: StatusTimes,
): { change: UndoableChange; at: string } | undefined {
  const last = (change: UndoableChange, at: string | null) => (at ? { change, at } : undefined)
  if (booking.status === 'cancelled') {
    return booking.cancelledBy === 'staff' ? last('cancelled', booking.cancelledAt) : undefined
  }
  if (booking.stayStatus === 'checked_in') return last('checked_in', booking.checkedInAt)
  if (booking.stayStatus === 'checked_out') return last('checked_out', booking.checkedOutAt)
  if (booking.stayStatus === 'no_show') return last('no_show', booking.noShowAt)
  return undefined
}

/**
 * Why `change` cannot be undone at `now`, or `undefined` when it can: it must be the booking's
 * latest status change (so a second tap on Undo, or an undo from a stale page, changes nothing
 * more) and made less than `UNDO_MINUTES` ago.
 */
export function undoProblem(
  booking: StatusTimes,
  change: UndoableChange,
  now: Date,
): string | undefined {
  const last = lastStatusChange(booking)
  const words = UNDO_WORDS[change].change.toLowerCase()
  if (last?.change !== change) return `There is no ${words} to undo: the booking has changed since.`
  if (now.getTime() - Date.parse(last.at) > UNDO_MINUTES * 60_000) {
    return `The ${words} was more than ${UNDO_MINUTES} minutes ago: it can no longer be undone.`
  }
  return undefined
}

/** The change staff can undo at `now`, if any (the staff pages offer Undo while there is one). */
export function undoableChange(booking: StatusTimes, now: Date): UndoableChange | undefined {
  const last = lastStatusChange(booking)
  return last && !undoProblem(booking, last.change, now) ? last.change : undefined
}
