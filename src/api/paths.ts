import { type z } from 'zod'

import { PHOTO_MAX_BYTES, PHOTO_MEDIA_TYPES } from '@/domain/photos'
import { RATE_EDIT_MESSAGES } from '@/domain/rates'

import {
  adminBookingsExportQuerySchema,
  adminBookingsQuerySchema,
  adminEmailsQuerySchema,
  availabilityResponseSchema,
  availabilitySearchQuerySchema,
  availabilityWithTakenSchema,
  bookingChangeSchema,
  bookingCreatedSchema,
  bookingHistorySchema,
  bookingIdPathSchema,
  bookingLinkSchema,
  bookingLookupSchema,
  bookingPageSchema,
  bookingRequestSchema,
  bookingResponseSchema,
  calendarQuerySchema,
  calendarSchema,
  closuresSchema,
  csvSchema,
  demoDataSchema,
  emailIdParamSchema,
  emailPageSchema,
  emailResponseSchema,
  frontDeskQuerySchema,
  frontDeskSchema,
  iconSetSchema,
  iconsQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  numericIdPathSchema,
  passwordChangedSchema,
  passwordChangeSchema,
  passwordResetAnswerSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  photoFileParamSchema,
  photoResponseSchema,
  ratePeriodInputSchema,
  ratePeriodResponseSchema,
  ratesSchema,
  referenceParamSchema,
  reportQuerySchema,
  reportSchema,
  roomInputSchema,
  roomListSchema,
  roomPatchSchema,
  roomResponseSchema,
  settingsSchema,
  staffAccountResponseSchema,
  staffBookingRequestSchema,
  staffInputSchema,
  staffListSchema,
  staffPatchSchema,
  stayActionSchema,
  stayRuleInputSchema,
  stayRuleResponseSchema,
  takenNightsQuerySchema,
  takenNightsSchema,
  undoStatusSchema,
} from './contract'

/** What a booking's link that opens nothing answers (a wrong reference or key alike). */
export const NO_SUCH_LINK = 'No booking matches this link. Check the reference and the key.'

/** Default base of the API (runtime config `apiBase` may point elsewhere). */
export const API_BASE = '/api'

/** Paths relative to the API base, with `:param` placeholders (the syntax Hono and MSW share). */
export const paths = {
  health: '/health',
  inn: '/inn',
  rooms: '/rooms',
  availability: '/availability',
  bookings: '/bookings',
  bookingLookup: '/bookings/lookup',
  booking: '/bookings/:reference',
  bookingCancel: '/bookings/:reference/cancel',
  bookingCalendar: '/bookings/:reference/calendar.ics',
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  password: '/auth/password',
  passwordReset: '/auth/password-reset',
  passwordResetConfirm: '/auth/password-reset/confirm',
  adminBookings: '/admin/bookings',
  adminBookingsCsv: '/admin/bookings.csv',
  adminBooking: '/admin/bookings/:id',
  adminBookingCancel: '/admin/bookings/:id/cancel',
  adminBookingStay: '/admin/bookings/:id/stay',
  adminBookingUndo: '/admin/bookings/:id/undo',
  adminBookingHistory: '/admin/bookings/:id/history',
  adminRooms: '/admin/rooms',
  adminRoom: '/admin/rooms/:id',
  adminRoomClosures: '/admin/rooms/:id/closures',
  adminReports: '/admin/reports',
  adminReportCsv: '/admin/reports.csv',
  adminSettings: '/admin/settings',
  adminDemo: '/admin/demo',
  adminRemoveDemo: '/admin/demo/remove',
  adminEmails: '/admin/emails',
  adminEmail: '/admin/emails/:id',
  adminStaff: '/admin/staff',
  adminStaffMember: '/admin/staff/:id',
  // The front desk: the window of rooms × days and each room's taken nights.
  adminFrontDesk: '/admin/front-desk',
  adminTakenNights: '/admin/front-desk/nights',
  icons: '/icons/:prefix.json',
  // Rates and stay rules: the guests' calendar, and the staff's periods and rules.
  calendar: '/calendar',
  adminRates: '/admin/rates',
  adminRatePeriods: '/admin/rates/periods',
  adminRatePeriod: '/admin/rates/periods/:id',
  adminStayRules: '/admin/rates/rules',
  adminStayRule: '/admin/rates/rules/:id',
  // Photos: staff upload them; anyone fetches their WebP sizes (`photoPath` in src/domain/photos).
  adminPhotos: '/admin/photos',
  photo: '/photos/:id/:file',
} as const
export type PathName = keyof typeof paths

type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof Params<`/${Rest}`>]: string | number }
  : P extends `${string}:${infer Name}.${string}`
    ? { [K in Name]: string | number }
    : P extends `${string}:${infer Name}`
      ? { [K in Name]: string | number }
      : Record<string, never>

/** Fills a path's placeholders: `buildPath(paths.adminRoom, { id: 3 })` → `/admin/rooms/3`. */
export function buildPath<P extends string>(
  path: P,
  params: Params<P> = {} as Params<P>,
  query?: Record<string, string | number | undefined | null>,
): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number>)[name]
    if (value === undefined) throw new Error(`Missing path parameter: ${name}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const qs = search.toString()
  return qs ? `${filled}?${qs}` : filled
}

/**
 * A booking's calendar file (relative to the API base): the access key rides in the query, as
 * the link in an email or a download cannot send the `Booking-Key` header.
 */
export const bookingCalendarPath = (reference: string, accessKey: string): string =>
  buildPath(paths.bookingCalendar, { reference }, { key: accessKey })

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Endpoint {
  method: HttpMethod
  path: string
  /** Whether a staff bearer token is required. */
  auth: boolean
  /** Only for an owner: other staff get 403. */
  owner?: true
  /** The path's parameters; one that does not parse answers 404 with `notFound`. */
  params?: z.ZodType
  notFound?: string
  query?: z.ZodType
  body?: z.ZodType
  /**
   * A body of raw bytes rather than JSON (a photo): the media types the endpoint reads (any
   * `image/*`, or `application/octet-stream`, is let through to be read; others get 415) and its
   * size limit (413 past it), in place of the API's JSON-only rule and 64 KiB limit.
   */
  upload?: { accepts: readonly string[]; maxBytes: number }
  /** The success body's media type when it is not JSON. */
  produces?: 'text/csv' | 'image/webp'
  /** Success status and body schema (none: 204, or the bytes `produces` names). */
  status: number
  response?: z.ZodType
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

/** A request to an endpoint as its schemas parse it: path parameters, query and JSON body. */
export interface EndpointInput<E extends Endpoint> {
  param: Parsed<E['params']>
  query: Parsed<E['query']>
  json: Parsed<E['body']>
}

/** Every endpoint of the API: method, path, schemas. The source for clients, mocks and tests. */
export const endpoints = {
  inn: { method: 'GET', path: paths.inn, auth: false, status: 200, response: settingsSchema },
  listRooms: {
    method: 'GET',
    path: paths.rooms,
    auth: false,
    status: 200,
    response: roomListSchema,
  },
  /** The free rooms for a stay; with `include=taken`, `{ free, taken }`. */
  availability: {
    method: 'GET',
    path: paths.availability,
    auth: false,
    query: availabilitySearchQuerySchema,
    status: 200,
    response: availabilityResponseSchema.or(availabilityWithTakenSchema),
  },
  createBooking: {
    method: 'POST',
    path: paths.bookings,
    auth: false,
    body: bookingRequestSchema,
    status: 201,
    response: bookingCreatedSchema,
  },
  /** Find my booking: the reference and the booking's email give its link (a new key). */
  bookingLookup: {
    method: 'POST',
    path: paths.bookingLookup,
    auth: false,
    body: bookingLookupSchema,
    status: 200,
    response: bookingLinkSchema,
  },
  /** The guest's booking, by its reference and the access key in `Booking-Key`. */
  guestBooking: {
    method: 'GET',
    path: paths.booking,
    params: referenceParamSchema,
    notFound: NO_SUCH_LINK,
    auth: false,
    status: 200,
    response: bookingResponseSchema,
  },
  /** The guest cancels, within the cancellation policy (`Booking-Key` as for the booking). */
  guestCancelBooking: {
    method: 'POST',
    path: paths.bookingCancel,
    params: referenceParamSchema,
    notFound: NO_SUCH_LINK,
    auth: false,
    status: 200,
    response: bookingResponseSchema,
  },
  login: {
    method: 'POST',
    path: paths.login,
    auth: false,
    body: loginRequestSchema,
    status: 200,
    response: loginResponseSchema,
  },
  logout: { method: 'POST', path: paths.logout, auth: false, status: 204 },
  me: { method: 'GET', path: paths.me, auth: true, status: 200, response: meResponseSchema },
  /** Changes the signed-in member's password; their other sessions end. */
  changePassword: {
    method: 'POST',
    path: paths.password,
    auth: true,
    body: passwordChangeSchema,
    status: 200,
    response: passwordChangedSchema,
  },
  /**
   * Asks for a link to set a new password: 202 with one message whether or not an active
   * account has the email (the link goes only to one that does); 429 past the limits.
   */
  requestPasswordReset: {
    method: 'POST',
    path: paths.passwordReset,
    auth: false,
    body: passwordResetRequestSchema,
    status: 202,
    response: passwordResetAnswerSchema,
  },
  /**
   * Sets a new password with a reset link's token, once: the account's sessions end. One 400
   * for every link that does not work (unknown, used, expired, account disabled).
   */
  confirmPasswordReset: {
    method: 'POST',
    path: paths.passwordResetConfirm,
    auth: false,
    body: passwordResetConfirmSchema,
    status: 200,
    response: passwordResetAnswerSchema,
  },
  adminListBookings: {
    method: 'GET',
    path: paths.adminBookings,
    auth: true,
    query: adminBookingsQuerySchema,
    status: 200,
    response: bookingPageSchema,
  },
  /** The bookings the list's filters match, as a spreadsheet. */
  adminExportBookings: {
    method: 'GET',
    path: paths.adminBookingsCsv,
    auth: true,
    query: adminBookingsExportQuerySchema,
    status: 200,
    produces: 'text/csv',
    response: csvSchema,
  },
  adminCancelBooking: {
    method: 'POST',
    path: paths.adminBookingCancel,
    params: bookingIdPathSchema,
    notFound: 'No such booking.',
    auth: true,
    status: 200,
    response: bookingResponseSchema,
  },
  /**
   * Moves a booking to another room or dates (the same rules and constraint as booking), and
   * edits its party and guest details: a booking whose stay has not begun.
   */
  adminMoveBooking: {
    method: 'PATCH',
    path: paths.adminBooking,
    params: bookingIdPathSchema,
    notFound: 'No such booking.',
    auth: true,
    body: bookingChangeSchema,
    status: 200,
    response: bookingResponseSchema,
  },
  /** Check in, check out or mark a no-show. */
  adminStayAction: {
    method: 'POST',
    path: paths.adminBookingStay,
    params: bookingIdPathSchema,
    notFound: 'No such booking.',
    auth: true,
    body: stayActionSchema,
    status: 200,
    response: bookingResponseSchema,
  },
  /** Undo the booking's latest status change (check-in, check-out, no-show, cancellation). */
  adminUndoStatus: {
    method: 'POST',
    path: paths.adminBookingUndo,
    params: bookingIdPathSchema,
    notFound: 'No such booking.',
    auth: true,
    body: undoStatusSchema,
    status: 200,
    response: bookingResponseSchema,
  },
  /** Every change of a booking, with who and when. */
  adminBookingHistory: {
    method: 'GET',
    path: paths.adminBookingHistory,
    params: bookingIdPathSchema,
    notFound: 'No such booking.',
    auth: true,
    status: 200,
    response: bookingHistorySchema,
  },
  // ── Front desk: the window, taken nights, bookings taken by staff ──
  /** The window of rooms × days: rooms, stays, closures, today's arrivals and departures. */
  adminFrontDesk: {
    method: 'GET',
    path: paths.adminFrontDesk,
    auth: true,
    query: frontDeskQuerySchema,
    status: 200,
    response: frontDeskSchema,
  },
  /** Each room's booked and closed nights in a range (the booking form's calendar). */
  adminTakenNights: {
    method: 'GET',
    path: paths.adminTakenNights,
    auth: true,
    query: takenNightsQuerySchema,
    status: 200,
    response: takenNightsSchema,
  },
  /** A booking for a phone or walk-in guest: the guest's rules, constraint and email. */
  adminCreateBooking: {
    method: 'POST',
    path: paths.adminBookings,
    auth: true,
    body: staffBookingRequestSchema,
    status: 201,
    response: bookingResponseSchema,
  },
  /** One booking, as the list shows it. */
  adminGetBooking: {
    method: 'GET',
    path: paths.adminBooking,
    params: bookingIdPathSchema,
    notFound: 'No such booking.',
    auth: true,
    status: 200,
    response: bookingResponseSchema,
  },
  // ── (end of the front desk's endpoints) ──
  adminListRooms: {
    method: 'GET',
    path: paths.adminRooms,
    auth: true,
    status: 200,
    response: roomListSchema,
  },
  adminCreateRoom: {
    method: 'POST',
    path: paths.adminRooms,
    auth: true,
    body: roomInputSchema,
    status: 201,
    response: roomResponseSchema,
  },
  adminUpdateRoom: {
    method: 'PATCH',
    path: paths.adminRoom,
    params: numericIdPathSchema,
    notFound: 'No such room.',
    auth: true,
    body: roomPatchSchema,
    status: 200,
    response: roomResponseSchema,
  },
  adminGetClosures: {
    method: 'GET',
    path: paths.adminRoomClosures,
    params: numericIdPathSchema,
    notFound: 'No such room.',
    auth: true,
    status: 200,
    response: closuresSchema,
  },
  adminPutClosures: {
    method: 'PUT',
    path: paths.adminRoomClosures,
    params: numericIdPathSchema,
    notFound: 'No such room.',
    auth: true,
    body: closuresSchema,
    status: 200,
    response: closuresSchema,
  },
  adminReports: {
    method: 'GET',
    path: paths.adminReports,
    auth: true,
    query: reportQuerySchema,
    status: 200,
    response: reportSchema,
  },
  /** A report as a spreadsheet: one row per day or month, then the total. */
  adminExportReport: {
    method: 'GET',
    path: paths.adminReportCsv,
    auth: true,
    query: reportQuerySchema,
    status: 200,
    produces: 'text/csv',
    response: csvSchema,
  },
  adminGetSettings: {
    method: 'GET',
    path: paths.adminSettings,
    auth: true,
    owner: true,
    status: 200,
    response: settingsSchema,
  },
  adminPutSettings: {
    method: 'PUT',
    path: paths.adminSettings,
    auth: true,
    owner: true,
    body: settingsSchema,
    status: 200,
    response: settingsSchema,
  },
  /** The demo inn's data still in the database: whether it is there, and how much. */
  adminGetDemo: {
    method: 'GET',
    path: paths.adminDemo,
    auth: true,
    owner: true,
    status: 200,
    response: demoDataSchema,
  },
  /**
   * Starts the inn afresh without the demo: every booking, room, rate period, stay rule, closure
   * and photo goes, the settings are a new inn's, and the demo's account is switched off. 404
   * when there is no demo; 409 for the demo's own account (the owner signs in with theirs).
   */
  adminRemoveDemo: {
    method: 'POST',
    path: paths.adminRemoveDemo,
    auth: true,
    owner: true,
    status: 200,
    response: demoDataSchema,
  },
  /** The guests' emails, newest first (the outbox). */
  adminListEmails: {
    method: 'GET',
    path: paths.adminEmails,
    auth: true,
    query: adminEmailsQuerySchema,
    status: 200,
    response: emailPageSchema,
  },
  adminGetEmail: {
    method: 'GET',
    path: paths.adminEmail,
    params: emailIdParamSchema,
    notFound: 'No such email.',
    auth: true,
    status: 200,
    response: emailResponseSchema,
  },
  adminListStaff: {
    method: 'GET',
    path: paths.adminStaff,
    auth: true,
    owner: true,
    status: 200,
    response: staffListSchema,
  },
  /** A colleague's account, with a first password the owner sets. */
  adminCreateStaff: {
    method: 'POST',
    path: paths.adminStaff,
    auth: true,
    owner: true,
    body: staffInputSchema,
    status: 201,
    response: staffAccountResponseSchema,
  },
  /** Disable or enable an account (disabling ends its sessions), or change its role. */
  adminUpdateStaff: {
    method: 'PATCH',
    path: paths.adminStaffMember,
    params: numericIdPathSchema,
    notFound: 'No such account.',
    auth: true,
    owner: true,
    body: staffPatchSchema,
    status: 200,
    response: staffAccountResponseSchema,
  },
  // ── Rates and stay rules ──
  /** For a month and a party: each day's lowest price and whether it can be an arrival or a departure. */
  calendar: {
    method: 'GET',
    path: paths.calendar,
    auth: false,
    query: calendarQuerySchema,
    status: 200,
    response: calendarSchema,
  },
  /** Every rate period and stay rule (staff: rates are day-to-day work, not settings). */
  adminRates: {
    method: 'GET',
    path: paths.adminRates,
    auth: true,
    status: 200,
    response: ratesSchema,
  },
  adminCreateRatePeriod: {
    method: 'POST',
    path: paths.adminRatePeriods,
    auth: true,
    body: ratePeriodInputSchema,
    status: 201,
    response: ratePeriodResponseSchema,
  },
  adminUpdateRatePeriod: {
    method: 'PUT',
    path: paths.adminRatePeriod,
    params: numericIdPathSchema,
    notFound: RATE_EDIT_MESSAGES.noSuchPeriod,
    auth: true,
    body: ratePeriodInputSchema,
    status: 200,
    response: ratePeriodResponseSchema,
  },
  adminDeleteRatePeriod: {
    method: 'DELETE',
    path: paths.adminRatePeriod,
    params: numericIdPathSchema,
    notFound: RATE_EDIT_MESSAGES.noSuchPeriod,
    auth: true,
    status: 204,
  },
  adminCreateStayRule: {
    method: 'POST',
    path: paths.adminStayRules,
    auth: true,
    body: stayRuleInputSchema,
    status: 201,
    response: stayRuleResponseSchema,
  },
  adminUpdateStayRule: {
    method: 'PUT',
    path: paths.adminStayRule,
    params: numericIdPathSchema,
    notFound: RATE_EDIT_MESSAGES.noSuchRule,
    auth: true,
    body: stayRuleInputSchema,
    status: 200,
    response: stayRuleResponseSchema,
  },
  adminDeleteStayRule: {
    method: 'DELETE',
    path: paths.adminStayRule,
    params: numericIdPathSchema,
    notFound: RATE_EDIT_MESSAGES.noSuchRule,
    auth: true,
    status: 204,
  },
  // ── end of rates and stay rules ──
  // ── Photos ──
  /**
   * A photo's bytes as the body (`Content-Type: image/jpeg`, `image/png`, `image/webp` or
   * `image/avif`; one photo a request): kept as WebP at the widths pages ask for, named by its
   * content (the same file twice is one photo).
   */
  adminUploadPhoto: {
    method: 'POST',
    path: paths.adminPhotos,
    auth: true,
    upload: { accepts: PHOTO_MEDIA_TYPES, maxBytes: PHOTO_MAX_BYTES },
    status: 201,
    response: photoResponseSchema,
  },
  /** A photo at one of its widths, as WebP, cached for good (its address never changes). */
  photo: {
    method: 'GET',
    path: paths.photo,
    auth: false,
    params: photoFileParamSchema,
    notFound: 'No such photo.',
    produces: 'image/webp',
    status: 200,
  },
  // ── end of photos ──
  icons: {
    method: 'GET',
    path: paths.icons,
    auth: false,
    query: iconsQuerySchema,
    status: 200,
    response: iconSetSchema,
  },
} as const satisfies Record<string, Endpoint>
export type EndpointName = keyof typeof endpoints
