/**
 * The mocks' in-memory API: the same fixtures as the demo database and the same domain rules as
 * the server, so stories and tests see what the real API would answer. Each operation returns an
 * HTTP-shaped result; `handlers.ts` turns requests into calls.
 */
import {
  type AdminBookingsExportQuery,
  type AdminBookingsQuery,
  AUTH_COOKIE,
  type Booking,
  type BookingChange,
  type BookingRequest,
  type CalendarQuery,
  type Closures,
  type Email,
  type ErrorCode,
  type FrontDeskQuery,
  MAX_EXPORT_ROWS,
  type PasswordChange,
  type PasswordResetConfirm,
  type PriceQuestion,
  type RatePeriodInput,
  ratePeriodInputSchema,
  type ReportQuery,
  type Room,
  type RoomInput,
  roomInputSchema,
  type RoomPatch,
  type Staff,
  type StaffAccount,
  type StaffBookingRequest,
  type StaffInput,
  type StaffPatch,
  type StayActionRequest,
  type StayRuleInput,
  stayRuleInputSchema,
  type TakenNightsQuery,
  type UndoStatusRequest,
} from '@/api/contract'
import { ERROR_STATUS, errorBody } from '@/api/errors'
import { bookingLinkPath } from '@/api/pages'
import { API_BASE, bookingCalendarPath } from '@/api/paths'
import {
  closureConflicts,
  closuresAnswer,
  findAvailableRooms,
  findTakenRooms,
  keptClosureReasons,
  PAST_CLOSURES,
  pastClosureChanges,
} from '@/domain/availability'
import {
  type Actor,
  type BookingProblem,
  type BookingWorld,
  decideCancel,
  decideChange,
  decideNewBooking,
  decideStayAction,
  decideUndo,
  GUEST,
  type HistoryLine,
  STAY_STATUS_TIME,
} from '@/domain/booking-decisions'
import {
  type BookingRecord,
  bookingView,
  compareBookingsForList,
  matchesBookingFilter,
  newBooking,
  pageOf,
} from '@/domain/bookings'
import { bookingsCsv, bookingsCsvName, reportCsv, reportCsvName } from '@/domain/csv'
import { nightDates, type Stay, todayIn, validateStay } from '@/domain/dates'
import { DEMO_MESSAGES, demoData } from '@/domain/demo-data'
import {
  defaultDeskStart,
  deskRooms,
  deskWindowEnd,
  stayInWindow,
  takenNights,
} from '@/domain/front-desk'
import { claimDecision } from '@/domain/idempotency'
import { LOOKUP_MESSAGES } from '@/domain/lookup'
import { composeMessage, type EmailKind, type StayBefore } from '@/domain/messages'
import { RESET_LIFETIME_MS, RESET_MESSAGES, resetLinkPath } from '@/domain/password-reset'
import { type Photo, PHOTO_MESSAGES, unknownSettingsPhotos } from '@/domain/photos'
import {
  calendarMonth,
  periodProblems,
  RATE_EDIT_MESSAGES,
  type RatePeriod,
  type StayRule,
  stayRuleProblems,
} from '@/domain/rates'
import { formatReference, generateReference, parseReference } from '@/domain/reference'
import { computeReport } from '@/domain/reports'
import { type ActivePeriod, initialPeriods, periodsAfter } from '@/domain/room-periods'
import {
  accountKey,
  canonicalJson,
  isLoginBlocked,
  isSessionActive,
  loginWindowStart,
  SESSION_ABSOLUTE_MS,
  sessionExpiresAt,
} from '@/domain/sessions'
import { DEFAULT_SETTINGS, FRESH_SETTINGS, type Settings } from '@/domain/settings'
import { ACCOUNT_MESSAGES, accountChangeProblem, type StaffRole } from '@/domain/staff'
import { type BookingEvent, bookingHistory } from '@/domain/stay'

import { hasWidth, type MockPhoto, readMockPhoto } from './photos'

export interface Result {
  status: number
  /** JSON, text, or a file's bytes. */
  body?: unknown
  headers?: Record<string, string>
}

export const ok = (body: unknown, status = 200, headers?: Record<string, string>): Result => ({
  status,
  body,
  ...(headers ? { headers } : {}),
})
/** A spreadsheet download, as the server sends it. */
const csvResult = (name: string, csv: string): Result => ({
  status: 200,
  body: csv,
  headers: {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'private, no-store',
  },
})

export const fail = (
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  price?: PriceQuestion,
): Result => ({
  status: ERROR_STATUS[code],
  body: errorBody(code, message, fields, price),
})

interface MockStaff {
  id: number
  email: string
  name: string
  /** The mocks keep passwords as typed (the server keeps only a hash). */
  password: string
  role: StaffRole
  active: boolean
  createdAt: string | null
}

interface StoredSession {
  staffId: number
  createdAt: Date
  lastSeenAt: Date
  revokedAt: Date | null
}

interface IdempotencyEntry {
  fingerprint: string
  claimedAt: Date
  /** The answer stored, as the server stores it: the booking made, or the error answered. */
  reply?: { bookingId: string } | { error: BookingProblem }
}

export interface MockStoreOptions {
  /** The clock (default: the real one). */
  now?: () => Date
  /** Start with no rooms, bookings or closures (the staff account stays). */
  empty?: boolean
}

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export type MockStore = ReturnType<typeof createMockStore>

const NO_SUCH_BOOKING = fail('not_found', 'No such booking.')
const NO_SUCH_LINK = fail(
  'not_found',
  'No booking matches this link. Check the reference and the key.',
)

/** A fresh mock world seeded with the demo data for today. */
export function createMockStore(options: MockStoreOptions = {}) {
  const now = options.now ?? (() => new Date())
  const seed = demoData(todayIn(DEFAULT_SETTINGS.timeZone, now()), now())
  // A new inn (no rooms or bookings) has nothing of the demo's, as on the server.
  let settings: Settings = { ...(options.empty ? FRESH_SETTINGS : seed.settings) }
  const rooms: Room[] = options.empty ? [] : seed.rooms.map((r) => ({ ...r }))
  const bookings: BookingRecord[] = options.empty
    ? []
    : seed.bookings.map((b) => ({
        ...b,
        id: crypto.randomUUID(),
        referencePrefix: seed.settings.referencePrefix,
        currency: seed.settings.currency,
      }))
  let closures: { roomId: number; date: string; reason?: string | null }[] = options.empty
    ? []
    : [...seed.closures]
  let ratePeriods: RatePeriod[] = options.empty ? [] : seed.ratePeriods.map((p) => ({ ...p }))
  let stayRules: StayRule[] = options.empty ? [] : seed.stayRules.map((r) => ({ ...r }))
  /** Uploaded photos by id. */
  const photos = new Map<string, MockPhoto>()
  /** A room's photo list as sent, with each photo's size; a 400 naming those not kept. */
  const roomPhotos = (list: readonly { id: string; alt: string }[]): Photo[] | Result => {
    const unknown = list.flatMap(({ id }, i) =>
      photos.has(id) ? [] : [[`photos.${i}.id`, PHOTO_MESSAGES.unknown]],
    )
    if (unknown.length) {
      return fail('validation_error', 'Check the highlighted fields.', Object.fromEntries(unknown))
    }
    return list.map(({ id, alt }) => ({ ...photos.get(id)!.photo, alt }))
  }
  /** The stay rules a stay breaks, by field, or `null`. */
  const ruleProblems = (stay: Stay) => stayRuleProblems(stayRules, stay)
  const nextId = (list: readonly { id: number }[]) => Math.max(0, ...list.map((x) => x.id)) + 1
  const staff: MockStaff[] = [
    {
      id: 1,
      email: seed.staff.email,
      name: seed.staff.name,
      password: seed.staff.password,
      role: 'owner',
      active: true,
      createdAt: null,
    },
  ]
  /** The demo's data as `GET /api/admin/demo` answers it. */
  const demoCounts = () => ({
    present: staff.some((s) => s.email === seed.staff.email && s.active),
    rooms: rooms.length,
    bookings: bookings.length,
    ratePeriods: ratePeriods.length,
    stayRules: stayRules.length,
    closedNights: closures.length,
    photos: photos.size,
  })
  const sessions = new Map<string, StoredSession>()
  const loginFailures: { account: string; at: Date }[] = []
  /** Password reset links by token (the server keeps only each token's hash), and the last one. */
  const passwordResets = new Map<string, { staffId: number; expiresAt: Date; usedAt?: Date }>()
  const resets = { lastLink: undefined as string | undefined }
  const idempotency = new Map<string, IdempotencyEntry>()
  /** Access key → booking id (the server keeps only each key's hash). */
  const accessKeys = new Map<string, string>()
  const linkedBooking = (reference: string, key: string) => {
    const id = accessKeys.get(key)
    const booking = bookings.find((b) => b.id === id)
    return booking && booking.reference === parseReference(reference) ? booking : undefined
  }
  const issueAccessKey = (bookingId: string) => {
    const accessKey = randomToken().slice(0, 22)
    accessKeys.set(accessKey, bookingId)
    return accessKey
  }
  /** The outbox: as the server without a mail server, each email composed and held for staff. */
  const emails: Email[] = []
  let emailCount = 0
  const writeEmail = (kind: EmailKind, record: BookingRecord, before?: StayBefore) => {
    const booking = toBooking(record)
    const origin = globalThis.location?.origin ?? 'http://localhost'
    const key = kind !== 'cancellation' ? issueAccessKey(booking.id) : null
    const home = `${origin}/`
    const links = {
      booking: key ? `${origin}${bookingLinkPath(booking.reference, key)}` : home,
      calendar: key ? `${origin}${API_BASE}${bookingCalendarPath(booking.reference, key)}` : home,
      home,
    }
    const { subject, text, html } = composeMessage(kind, booking, settings, links, before)
    emails.push({
      id: String(++emailCount),
      kind,
      status: 'held',
      bookingReference: booking.reference,
      recipient: booking.guest.email,
      subject,
      text,
      html,
      calendar: kind === 'confirmation',
      attempts: 0,
      lastError: null,
      createdAt: now().toISOString(),
      sentAt: null,
    })
  }

  const today = () => todayIn(settings.timeZone, now())
  const roomName = (id: number) => rooms.find((r) => r.id === id)?.name ?? ''
  const toBooking = (b: BookingRecord): Booking => bookingView(b, roomName(b.roomId))
  /** Each booking's history: what the guest and staff did, as the server records it. */
  const events = new Map<string, BookingEvent[]>()
  /** Lines of a booking's history, by whoever did it. */
  const record = (bookingId: string, lines: readonly HistoryLine[], actor: Actor) => {
    const list = events.get(bookingId) ?? []
    for (const line of lines) {
      list.push({
        ...line,
        at: now().toISOString(),
        actor: actor.by,
        staffName: actor.by === 'staff' ? actor.staffName : null,
      })
    }
    events.set(bookingId, list)
  }
  const actorOf = (member: MockStaff): Actor => ({
    by: 'staff',
    staffId: member.id,
    staffName: member.name,
  })
  /** An answer for a refusal of the booking rules. */
  const problem = (refusal: BookingProblem): Result =>
    fail(
      refusal.code,
      refusal.message,
      'fields' in refusal ? refusal.fields : undefined,
      'price' in refusal ? refusal.price : undefined,
    )
  /** What the booking decisions read: here the whole store (the server reads what a stay touches). */
  const world = (): BookingWorld => ({
    today: today(),
    currency: settings.currency,
    freeCancellationDays: settings.freeCancellationDays,
    referencePrefix: settings.referencePrefix,
    rooms,
    periods: ratePeriods,
    rules: stayRules,
    closures,
    bookings: bookings.filter((b) => b.status === 'confirmed'),
  })
  /** A new booking, as the server's booking service makes it. */
  const book = (request: StaffBookingRequest, actor: Actor): Result => {
    const decision = decideNewBooking(world(), request, actor)
    if (!decision.ok) return problem(decision.problem)
    const { stays, total, currency, freeCancellationDays, createdBy, history, email } =
      decision.write
    const room = rooms.find((r) => r.id === stays[0]!.roomId)!
    const stored = newBooking(room, request, {
      id: crypto.randomUUID(),
      reference: generateReference(),
      referencePrefix: decision.write.referencePrefix,
      total,
      currency,
      freeCancellationDays,
      at: now(),
      by: createdBy,
    })
    bookings.push(stored)
    record(stored.id, [history], actor)
    if (email) writeEmail(email, stored)
    const booking = toBooking(stored)
    return ok(
      actor.by === 'guest' ? { booking, accessKey: issueAccessKey(stored.id) } : { booking },
      201,
    )
  }
  /** A cancellation, by the guest or staff. */
  const cancel = (booking: BookingRecord, actor: Actor): Result => {
    const decision = decideCancel(booking, actor, today(), now())
    if (!decision.ok) return problem(decision.problem)
    const { history, email, ...change } = decision.write
    Object.assign(booking, change)
    record(booking.id, [history], actor)
    if (email) writeEmail(email, booking)
    return ok({ booking: toBooking(booking) })
  }
  /** The bookings a filter matches, in the list's order. */
  const listed = (filter: AdminBookingsExportQuery) =>
    bookings
      .map((b) => ({ b, row: { ...b, guestName: b.guest.name, guestEmail: b.guest.email } }))
      .filter(({ row }) => matchesBookingFilter(row, filter))
      .sort((x, y) => compareBookingsForList(x.row, y.row))
      .map(({ b }) => b)
  /** When each room was open to book (the reports count its nights only then). */
  const activePeriods = new Map<number, ActivePeriod[]>(
    rooms.map((room) => [room.id, initialPeriods(room)]),
  )
  const report = (query: ReportQuery) =>
    computeReport({
      ...query,
      currency: settings.currency,
      rooms: rooms.map((room) => ({ ...room, activePeriods: activePeriods.get(room.id) ?? [] })),
      bookings,
      closures,
    })
  const staffOut = (s: MockStaff): Staff => ({
    id: s.id,
    email: s.email,
    name: s.name,
    role: s.role,
  })
  const accountOut = (s: MockStaff): StaffAccount => ({
    ...staffOut(s),
    active: s.active,
    createdAt: s.createdAt,
  })

  return {
    /** Direct access for scenarios and tests. */
    state: { rooms, bookings, sessions, idempotency, staff, emails, passwordResets, resets },
    today,

    inn: (): Result => ok(settings),

    listRooms: (): Result => ok(rooms.filter((r) => r.active).sort((a, b) => a.id - b.id)),

    /** A 400 when the stay breaks the date rules or the stay rules. */
    availabilityErrors(query: Stay): Result | undefined {
      const errors = validateStay(query, today()) ?? ruleProblems(query)
      return errors ? fail('validation_error', 'Check the highlighted fields.', errors) : undefined
    },

    /** The free rooms priced by night; with `include: 'taken'`, `{ free, taken }` (as the server). */
    availability({ include, ...query }: Stay & { guests: number; include?: 'taken' }): Result {
      const { currency } = settings
      const free = findAvailableRooms(rooms, bookings, closures, query, currency, ratePeriods)
      if (include !== 'taken') return ok(free)
      const allowed = (stay: Stay) => !ruleProblems(stay)
      const taken = findTakenRooms(rooms, bookings, closures, query, currency, today(), allowed)
      return ok({ free, taken })
    },

    /** Each day of a month for a party: its lowest price and its stay rules. */
    calendar({ month, guests }: CalendarQuery): Result {
      const busy = new Set([
        ...bookings
          .filter((b) => b.status === 'confirmed')
          .flatMap((b) => nightDates(b).map((night) => `${b.roomId}|${night}`)),
        ...closures.map((c) => `${c.roomId}|${c.date}`),
      ])
      const days = calendarMonth({
        month,
        guests,
        rooms,
        periods: ratePeriods,
        rules: stayRules,
        today: today(),
        busy: (roomId, night) => busy.has(`${roomId}|${night}`),
      })
      return ok({ month, guests, currency: settings.currency, days })
    },

    /** Claims an idempotency key: a stored answer to replay, an error, or `undefined` to go on. */
    claimIdempotencyKey(key: string, body: unknown): Result | undefined {
      const fingerprint = canonicalJson(body)
      const entry = idempotency.get(key)
      const existing = entry && { ...entry, answered: entry.reply !== undefined }
      switch (claimDecision(existing, fingerprint, now())) {
        case 'claim':
        case 'take_over':
          idempotency.set(key, { fingerprint, claimedAt: now() })
          return undefined
        case 'reused':
          return fail(
            'idempotency_key_reused',
            'This Idempotency-Key was used with another request.',
          )
        case 'in_flight':
          return fail(
            'idempotency_in_flight',
            'A request with this Idempotency-Key is in progress.',
          )
        case 'replay': {
          // As the server: the booking read again, with a new access key.
          const reply = entry!.reply!
          const replayed = { 'Idempotent-Replayed': 'true' }
          if ('error' in reply) return { ...problem(reply.error), headers: replayed }
          const booking = bookings.find((b) => b.id === reply.bookingId)!
          return ok(
            { booking: toBooking(booking), accessKey: issueAccessKey(booking.id) },
            201,
            replayed,
          )
        }
      }
    },

    /** A guest's booking (after its key is claimed): the answer is stored under the key, a refusal by the rules leaves none. */
    createBooking(key: string, request: BookingRequest): Result {
      const result = book(request, GUEST)
      const entry = idempotency.get(key)
      if (result.status === 400) idempotency.delete(key)
      else if (entry && result.status === 201) {
        const { booking } = result.body as { booking: Booking }
        entry.reply = { bookingId: booking.id }
      } else if (entry) {
        entry.reply = { error: (result.body as { error: BookingProblem }).error }
      }
      return result
    },

    /** Find my booking: the reference and its email give the link (a new key); one 404 else. */
    lookupBooking(reference: string, email: string): Result {
      const raw = parseReference(reference)
      const booking = bookings.find(
        (b) => b.reference === raw && b.guest.email?.toLowerCase() === email.toLowerCase(),
      )
      if (!booking) {
        return fail('not_found', LOOKUP_MESSAGES.notFound)
      }
      return ok({
        reference: formatReference(booking.reference, booking.referencePrefix),
        accessKey: issueAccessKey(booking.id),
      })
    },

    /** The booking a reference and access key open; one 404 for every miss. */
    guestBooking(reference: string, key: string): Result {
      const booking = linkedBooking(reference, key)
      return booking ? ok({ booking: toBooking(booking) }) : NO_SUCH_LINK
    },

    /** The guest cancels from the booking's link, until the policy's last free day. */
    guestCancelBooking(reference: string, key: string): Result {
      const booking = linkedBooking(reference, key)
      return booking ? cancel(booking, GUEST) : NO_SUCH_LINK
    },

    login(email: string, password: string): Result {
      const at = now()
      const account = accountKey(email)
      const recent = loginFailures.filter(
        (f) => f.account === account && f.at > loginWindowStart(at),
      ).length
      if (isLoginBlocked(recent))
        return fail('too_many_attempts', 'Too many attempts. Try again in 15 minutes.')
      const member = staff.find((s) => s.email === account && s.active)
      if (!member || member.password !== password) {
        loginFailures.push({ account, at })
        return fail('unauthenticated', 'The email or password is not correct.')
      }
      const token = randomToken()
      sessions.set(token, { staffId: member.id, createdAt: at, lastSeenAt: at, revokedAt: null })
      const expiresAt = sessionExpiresAt(at).toISOString()
      return ok({ token, expiresAt, staff: staffOut(member) }, 200, {
        'Set-Cookie': `${AUTH_COOKIE}=${token}; Path=/; SameSite=Lax; Max-Age=${SESSION_ABSOLUTE_MS / 1000}`,
      })
    },

    /** The staff member of an active session, touching its idle timer. */
    authenticate(token: string | undefined) {
      const session = token ? sessions.get(token) : undefined
      if (!session || !isSessionActive(session, now())) return undefined
      const member = staff.find((s) => s.id === session.staffId && s.active)
      if (member) session.lastSeenAt = now()
      return member
    },

    logout(token: string | undefined): Result {
      const session = token ? sessions.get(token) : undefined
      if (session && !session.revokedAt) session.revokedAt = now()
      return {
        status: 204,
        headers: { 'Set-Cookie': `${AUTH_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0` },
      }
    },

    me(member: MockStaff): Result {
      return ok({ staff: staffOut(member) })
    },

    /** The member's own password (the current one first); their other sessions end. */
    changePassword(member: MockStaff, token: string | undefined, change: PasswordChange): Result {
      if (member.password !== change.currentPassword) {
        return fail('validation_error', 'Check the highlighted fields.', {
          currentPassword: ACCOUNT_MESSAGES.wrongPassword,
        })
      }
      member.password = change.newPassword
      let signedOut = 0
      for (const [other, session] of sessions) {
        if (other === token || session.staffId !== member.id || session.revokedAt) continue
        if (isSessionActive(session, now())) signedOut++
        session.revokedAt = now()
      }
      return ok({ signedOut })
    },

    /**
     * A reset link for an active account (kept as `state.resets.lastLink`, where stories read
     * what the email would carry); the same answer for any address.
     */
    requestPasswordReset(email: string): Result {
      const member = staff.find((s) => s.email === accountKey(email) && s.active)
      if (member) {
        const token = randomToken()
        passwordResets.set(token, {
          staffId: member.id,
          expiresAt: new Date(now().getTime() + RESET_LIFETIME_MS),
        })
        resets.lastLink = resetLinkPath(token)
      }
      return ok({ message: RESET_MESSAGES.sent }, 202)
    },

    /** A new password with a working link: the link and the account's sessions end. */
    confirmPasswordReset({ token, password }: PasswordResetConfirm): Result {
      const reset = passwordResets.get(token)
      const member = staff.find((s) => s.id === reset?.staffId && s.active)
      if (!reset || !member || reset.usedAt || reset.expiresAt <= now()) {
        return fail('validation_error', RESET_MESSAGES.invalid)
      }
      member.password = password
      for (const other of passwordResets.values()) {
        if (other.staffId === member.id) other.usedAt ??= now()
      }
      for (const session of sessions.values()) {
        if (session.staffId === member.id) session.revokedAt ??= now()
      }
      return ok({ message: RESET_MESSAGES.changed })
    },

    adminListStaff: (): Result =>
      ok(
        [...staff]
          .sort(
            (a, b) =>
              Number(b.role === 'owner') - Number(a.role === 'owner') ||
              a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
              a.id - b.id,
          )
          .map(accountOut),
      ),

    adminCreateStaff(input: StaffInput): Result {
      if (staff.some((s) => s.email === input.email)) {
        return fail('account_conflict', ACCOUNT_MESSAGES.emailTaken, {
          email: ACCOUNT_MESSAGES.emailTaken,
        })
      }
      const member: MockStaff = {
        id: Math.max(0, ...staff.map((s) => s.id)) + 1,
        ...input,
        active: true,
        createdAt: now().toISOString(),
      }
      staff.push(member)
      return ok({ staff: accountOut(member) }, 201)
    },

    adminGetDemo(): Result {
      return ok(demoCounts())
    },

    /** The server's removal of the demo: everything of the inn's goes, the demo's account too. */
    adminRemoveDemo(actor: MockStaff): Result {
      const account = staff.find((s) => s.email === seed.staff.email && s.active)
      if (!account) return fail('not_found', DEMO_MESSAGES.none)
      if (account.id === actor.id) return fail('account_conflict', DEMO_MESSAGES.signedInAsDemo)
      const removed = { ...demoCounts(), present: false }
      settings = { ...FRESH_SETTINGS }
      bookings.splice(0)
      rooms.splice(0)
      closures = []
      ratePeriods = []
      stayRules = []
      photos.clear()
      activePeriods.clear()
      account.active = false
      for (const session of sessions.values()) {
        if (session.staffId === account.id && !session.revokedAt) session.revokedAt = now()
      }
      return ok(removed)
    },

    adminUpdateStaff(actor: MockStaff, id: number, patch: StaffPatch): Result {
      const member = staff.find((s) => s.id === id)
      if (!member) return fail('not_found', 'No such account.')
      const problem = accountChangeProblem(staff, actor.id, id, patch)
      if (problem) return fail('account_conflict', problem)
      if (patch.role) member.role = patch.role
      if (patch.active !== undefined) member.active = patch.active
      if (patch.active === false) {
        for (const session of sessions.values()) {
          if (session.staffId === id && !session.revokedAt) session.revokedAt = now()
        }
      }
      return ok({ staff: accountOut(member) })
    },

    adminListBookings(query: AdminBookingsQuery): Result {
      const page = pageOf(listed(query), query.page)
      return ok({ ...page, items: page.items.map(toBooking) })
    },

    adminExportBookings(query: AdminBookingsExportQuery): Result {
      const rows = listed(query).slice(0, MAX_EXPORT_ROWS).map(toBooking)
      return csvResult(bookingsCsvName(query), bookingsCsv(rows))
    },

    /** Staff cancel (a story's setup: as the demo's staff member). */
    adminCancelBooking(id: string, member: MockStaff = staff[0]!): Result {
      const booking = bookings.find((b) => b.id === id)
      return booking ? cancel(booking, actorOf(member)) : NO_SUCH_BOOKING
    },

    adminStayAction(member: MockStaff, id: string, { action }: StayActionRequest): Result {
      const booking = bookings.find((b) => b.id === id)
      if (!booking) return NO_SUCH_BOOKING
      const decision = decideStayAction(booking, action, today(), now())
      if (!decision.ok) return problem(decision.problem)
      const { stayStatus, at, history } = decision.write
      Object.assign(booking, { stayStatus, [STAY_STATUS_TIME[stayStatus]]: at })
      record(booking.id, [history], actorOf(member))
      return ok({ booking: toBooking(booking) })
    },

    /** Staff undo the latest status change, as the server does. */
    adminUndoStatus(member: MockStaff, id: string, { change }: UndoStatusRequest): Result {
      const booking = bookings.find((b) => b.id === id)
      if (!booking) return NO_SUCH_BOOKING
      const current = { ...booking, roomName: roomName(booking.roomId) }
      const decision = decideUndo(world(), current, change, actorOf(member), now())
      if (!decision.ok) return problem(decision.problem)
      const { fields, history, email } = decision.write
      Object.assign(booking, fields)
      record(booking.id, [history], actorOf(member))
      if (email) {
        // Every email here is held (there is no mail server): one not gone yet is taken back.
        const { reference } = toBooking(booking)
        const held = emails.findIndex(
          (e) => e.kind === email.withdraw && e.bookingReference === reference,
        )
        if (held >= 0) emails.splice(held, 1)
        else writeEmail(email.otherwise, booking)
      }
      return ok({ booking: toBooking(booking) })
    },

    /** A move (room, dates) and an edit (party, guest details), as the server makes them. */
    adminMoveBooking(member: MockStaff, id: string, change: BookingChange): Result {
      const booking = bookings.find((b) => b.id === id)
      if (!booking) return NO_SUCH_BOOKING
      const current = { ...booking, roomName: roomName(booking.roomId) }
      const decision = decideChange(world(), current, change, actorOf(member))
      if (!decision.ok) return problem(decision.problem)
      if ('unchanged' in decision) return ok({ booking: toBooking(booking) })
      const { history, email, ...fields } = decision.write
      Object.assign(booking, fields)
      record(booking.id, history, actorOf(member))
      if (email) writeEmail(email.kind, booking, email.before)
      return ok({ booking: toBooking(booking) })
    },

    adminGetBooking(id: string): Result {
      const booking = bookings.find((b) => b.id === id)
      return booking ? ok({ booking: toBooking(booking) }) : NO_SUCH_BOOKING
    },

    /** A booking for a phone or walk-in guest: the guest's rules, its confirmation email. */
    adminCreateBooking(member: MockStaff, request: StaffBookingRequest): Result {
      return book(request, actorOf(member))
    },

    /** The front desk's window: rooms shown, stays touching it, closures, today's comings. */
    adminFrontDesk({ from: asked, days }: FrontDeskQuery): Result {
      const day = today()
      const from = asked ?? defaultDeskStart(day)
      const to = deskWindowEnd(from, days)
      const confirmed = bookings
        .filter((b) => b.status === 'confirmed')
        .sort((a, b) => a.roomId - b.roomId || a.checkIn.localeCompare(b.checkIn))
      const stays = confirmed.filter((b) => stayInWindow(b, from, to))
      return ok({
        from,
        to,
        days,
        today: day,
        rooms: deskRooms(rooms, stays),
        bookings: stays.map(toBooking),
        closures: closures
          .filter((c) => c.date >= from && c.date <= to)
          .sort((a, b) => a.roomId - b.roomId || a.date.localeCompare(b.date))
          .map((c) => ({ roomId: c.roomId, date: c.date, reason: c.reason ?? null })),
        arrivals: confirmed.filter((b) => b.checkIn === day).map(toBooking),
        departures: confirmed.filter((b) => b.checkOut === day).map(toBooking),
      })
    },

    /** Each room's booked and closed nights in a range (the booking form's calendar). */
    adminTakenNights({ from, to, exclude }: TakenNightsQuery): Result {
      const ids = rooms.map((room) => room.id).sort((a, b) => a - b)
      return ok({ from, to, rooms: takenNights(ids, bookings, closures, { from, to }, exclude) })
    },

    adminBookingHistory(id: string): Result {
      const booking = bookings.find((b) => b.id === id)
      if (!booking) return NO_SUCH_BOOKING
      return ok({ events: bookingHistory(booking, events.get(id) ?? []) })
    },

    adminListEmails({ page }: { page: number }): Result {
      const newest = [...emails].reverse()
      const listed = pageOf(newest, page)
      return ok({
        ...listed,
        items: listed.items.map(
          ({ text: _text, html: _html, calendar: _calendar, ...summary }) => summary,
        ),
      })
    },

    adminGetEmail(id: string): Result {
      const email = emails.find((e) => e.id === id)
      return email ? ok({ email }) : fail('not_found', 'No such email.')
    },

    adminListRooms: (): Result => ok([...rooms].sort((a, b) => a.id - b.id)),

    /** Keeps an uploaded file as a photo (the same file: the same photo), or says why not. */
    async uploadPhoto(bytes: Uint8Array): Promise<Result> {
      const read = await readMockPhoto(bytes)
      if ('problem' in read) return fail('validation_error', read.problem)
      const kept = photos.get(read.photo.id) ?? read
      photos.set(kept.photo.id, kept)
      return ok({ photo: { ...kept.photo, alt: '' } }, 201)
    },

    /** A photo's file at one of its widths (the file as uploaded, in the mocks). */
    photoFile(id: string, width: number): Result {
      const kept = photos.get(id)
      if (!kept || !hasWidth(kept.photo, width)) return fail('not_found', 'No such photo.')
      return {
        status: 200,
        body: kept.bytes,
        headers: {
          'Content-Type': kept.type,
          'Cache-Control': 'public, max-age=31536000, immutable',
          ETag: `"${id}-${width}"`,
        },
      }
    },

    adminCreateRoom(input: RoomInput): Result {
      const parsed = roomInputSchema.parse(input)
      const shown = roomPhotos(parsed.photos)
      if (!Array.isArray(shown)) return shown
      const room: Room = {
        id: Math.max(0, ...rooms.map((r) => r.id)) + 1,
        ...parsed,
        amenities: parsed.amenities.map((a) => ({ ...a })),
        photos: shown,
        openedOn: today(),
      }
      rooms.push(room)
      activePeriods.set(room.id, periodsAfter([], room.active, today()))
      return ok({ room }, 201)
    },

    adminUpdateRoom(id: number, patch: RoomPatch): Result {
      const room = rooms.find((r) => r.id === id)
      if (!room) return fail('not_found', 'No such room.')
      const shown = patch.photos && roomPhotos(patch.photos)
      if (shown && !Array.isArray(shown)) return shown
      Object.assign(
        room,
        Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
        shown ? { photos: shown } : {},
      )
      if (patch.active !== undefined) {
        activePeriods.set(id, periodsAfter(activePeriods.get(id) ?? [], patch.active, today()))
      }
      return ok({ room })
    },

    adminGetClosures(id: number): Result {
      if (!rooms.some((r) => r.id === id)) return fail('not_found', 'No such room.')
      return ok(closuresAnswer(closures.filter((c) => c.roomId === id)))
    },

    adminPutClosures(id: number, { dates, reasons }: Closures): Result {
      if (!rooms.some((r) => r.id === id)) return fail('not_found', 'No such room.')
      const past = pastClosureChanges(
        closures.filter((c) => c.roomId === id).map((c) => c.date),
        dates,
        today(),
      )
      if (past.length) {
        return fail('closure_conflict', PAST_CLOSURES.message, {
          dates: PAST_CLOSURES.field(past),
        })
      }
      const clashes = closureConflicts(id, dates, bookings)
      if (clashes.length)
        return fail('closure_conflict', 'The room is booked on some of these dates.', {
          dates: `Booked on ${clashes.join(', ')}.`,
        })
      const pastNights = closures.filter((c) => c.roomId === id && c.date < today())
      const kept = keptClosureReasons(reasons, pastNights)
      const next = dates.map((date) => ({ roomId: id, date, reason: kept[date] ?? null }))
      closures = [...closures.filter((c) => c.roomId !== id), ...next]
      return ok(closuresAnswer(next))
    },

    adminReports(query: ReportQuery): Result {
      return ok(report(query))
    },

    adminExportReport(query: ReportQuery): Result {
      const result = report(query)
      return csvResult(reportCsvName(result), reportCsv(result))
    },

    // ── Rates and stay rules ──
    adminRates: (): Result =>
      ok({
        periods: [...ratePeriods].sort(
          (a, b) => a.roomId - b.roomId || a.from.localeCompare(b.from) || a.id - b.id,
        ),
        rules: [...stayRules].sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id),
      }),

    adminSaveRatePeriod(input: RatePeriodInput, id?: number): Result {
      const value = ratePeriodInputSchema.parse(input)
      if (id !== undefined && !ratePeriods.some((p) => p.id === id)) {
        return fail('not_found', RATE_EDIT_MESSAGES.noSuchPeriod)
      }
      if (!rooms.some((r) => r.id === value.roomId)) {
        return fail('validation_error', 'Check the highlighted fields.', {
          roomId: RATE_EDIT_MESSAGES.noSuchRoom,
        })
      }
      const problems = periodProblems({ ...value, id }, ratePeriods)
      if (problems) return fail('rate_conflict', RATE_EDIT_MESSAGES.conflict, problems)
      const period = { ...value, id: id ?? nextId(ratePeriods) }
      ratePeriods = [...ratePeriods.filter((p) => p.id !== period.id), period]
      return ok({ period }, id === undefined ? 201 : 200)
    },

    adminDeleteRatePeriod(id: number): Result {
      if (!ratePeriods.some((p) => p.id === id)) {
        return fail('not_found', RATE_EDIT_MESSAGES.noSuchPeriod)
      }
      ratePeriods = ratePeriods.filter((p) => p.id !== id)
      return { status: 204 }
    },

    adminSaveStayRule(input: StayRuleInput, id?: number): Result {
      if (id !== undefined && !stayRules.some((r) => r.id === id)) {
        return fail('not_found', RATE_EDIT_MESSAGES.noSuchRule)
      }
      const rule = { ...stayRuleInputSchema.parse(input), id: id ?? nextId(stayRules) }
      stayRules = [...stayRules.filter((r) => r.id !== rule.id), rule]
      return ok({ rule }, id === undefined ? 201 : 200)
    },

    adminDeleteStayRule(id: number): Result {
      if (!stayRules.some((r) => r.id === id))
        return fail('not_found', RATE_EDIT_MESSAGES.noSuchRule)
      stayRules = stayRules.filter((r) => r.id !== id)
      return { status: 204 }
    },
    // ── end of rates and stay rules ──

    adminGetSettings: (): Result => ok(settings),

    adminPutSettings(next: Settings): Result {
      const unknown = unknownSettingsPhotos(next, (id) => photos.has(id))
      if (Object.keys(unknown).length) {
        return fail('validation_error', 'Check the highlighted fields.', unknown)
      }
      // A photo's size as kept, whatever the request said.
      const kept = (photo: Photo | null) =>
        photo && { ...photos.get(photo.id)!.photo, alt: photo.alt }
      settings = { ...next, logo: kept(next.logo), homePhoto: kept(next.homePhoto) }
      return ok(settings)
    },
  }
}
