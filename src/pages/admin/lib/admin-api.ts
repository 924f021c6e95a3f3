import type { z } from 'zod'

import {
  type AdminBookingsQuery,
  type Booking,
  type BookingChange,
  bookingHistorySchema,
  type BookingMove,
  bookingPageSchema,
  bookingResponseSchema,
  buildPath,
  closuresSchema,
  csvSchema,
  demoDataSchema,
  emailPageSchema,
  emailResponseSchema,
  type FrontDeskQuery,
  frontDeskSchema,
  meResponseSchema,
  type PasswordChange,
  passwordChangedSchema,
  paths,
  type Photo,
  photoResponseSchema,
  type ReportPeriod,
  reportSchema,
  type RoomInput,
  roomListSchema,
  type RoomPatch,
  roomResponseSchema,
  type Settings,
  settingsSchema,
  staffAccountResponseSchema,
  type StaffBookingRequest,
  type StaffInput,
  staffListSchema,
  type StaffPatch,
  type StayAction,
  type TakenNightsQuery,
  takenNightsSchema,
  type UndoableChange,
} from '@/api'
import { api } from '@/lib/api-client'

/** The staff API calls the admin pages make, typed by the contract's schemas. */

export type BookingsFilter = Partial<Omit<AdminBookingsQuery, 'page'>> & { page?: number }

export function listBookings(filter: BookingsFilter, signal?: AbortSignal) {
  return api.get(paths.adminBookings, {
    query: { ...filter },
    schema: bookingPageSchema,
    signal,
  })
}

/** Every booking matching a filter, page after page (at most `maxPages`). */
export async function listAllBookings(
  filter: Omit<BookingsFilter, 'page'>,
  signal?: AbortSignal,
  maxPages = 25,
): Promise<Booking[]> {
  const items: Booking[] = []
  for (let page = 1; page <= maxPages; page++) {
    const result = await listBookings({ ...filter, page }, signal)
    items.push(...result.items)
    if (items.length >= result.total || result.items.length === 0) break
  }
  return items
}

/** Every booking the filters match, as CSV text. */
export function exportBookings(filter: Omit<BookingsFilter, 'page'>) {
  return api.get(paths.adminBookingsCsv, { query: { ...filter }, schema: csvSchema })
}

export async function cancelBooking(id: string) {
  const { booking } = await api.post(buildPath(paths.adminBookingCancel, { id }), {
    schema: bookingResponseSchema,
  })
  return booking
}

/** Check in, check out or mark a no-show. */
export async function stayAction(id: string, action: StayAction) {
  const { booking } = await api.post(buildPath(paths.adminBookingStay, { id }), {
    json: { action },
    schema: bookingResponseSchema,
  })
  return booking
}

/** Undoes a booking's latest status change. */
export async function undoStatus(id: string, change: UndoableChange) {
  const { booking } = await api.post(buildPath(paths.adminBookingUndo, { id }), {
    json: { change },
    schema: bookingResponseSchema,
  })
  return booking
}

/** Moves a booking to another room or dates. */
export async function moveBooking(id: string, move: BookingMove) {
  const { booking } = await api.patch(buildPath(paths.adminBooking, { id }), {
    json: move,
    schema: bookingResponseSchema,
  })
  return booking
}

export async function getHistory(id: string, signal?: AbortSignal) {
  const { events } = await api.get(buildPath(paths.adminBookingHistory, { id }), {
    schema: bookingHistorySchema,
    signal,
  })
  return events
}

export function listRooms(signal?: AbortSignal) {
  return api.get(paths.adminRooms, { schema: roomListSchema, signal })
}

export async function createRoom(input: RoomInput) {
  const { room } = await api.post(paths.adminRooms, { json: input, schema: roomResponseSchema })
  return room
}

export async function updateRoom(id: number, patch: RoomPatch) {
  const { room } = await api.patch(buildPath(paths.adminRoom, { id }), {
    json: patch,
    schema: roomResponseSchema,
  })
  return room
}

/** A room's closed nights, and why (by night). */
export function getClosures(roomId: number, signal?: AbortSignal) {
  return api.get(buildPath(paths.adminRoomClosures, { id: roomId }), {
    schema: closuresSchema,
    signal,
  })
}

/** Replaces a room's closed nights (and their reasons); answers them as saved. */
export function putClosures(roomId: number, closures: z.input<typeof closuresSchema>) {
  return api.put(buildPath(paths.adminRoomClosures, { id: roomId }), {
    json: closures,
    schema: closuresSchema,
  })
}

export function getReport(period: ReportPeriod, date: string, signal?: AbortSignal) {
  return api.get(paths.adminReports, { query: { period, date }, schema: reportSchema, signal })
}

/** The inn's settings as every staff member reads them (the public ones, for currency and time zone). */
/** A report as CSV text. */
export function exportReport(period: ReportPeriod, date: string) {
  return api.get(paths.adminReportCsv, { query: { period, date }, schema: csvSchema })
}

export function getInn(signal?: AbortSignal) {
  return api.get(paths.inn, { schema: settingsSchema, signal })
}

/** The settings to edit (owner only). */
export function getSettings(signal?: AbortSignal) {
  return api.get(paths.adminSettings, { schema: settingsSchema, signal })
}

export function putSettings(settings: Settings) {
  return api.put(paths.adminSettings, { json: settings, schema: settingsSchema })
}

export function getDemo(signal?: AbortSignal) {
  return api.get(paths.adminDemo, { schema: demoDataSchema, signal })
}

export function removeDemo() {
  return api.post(paths.adminRemoveDemo, { schema: demoDataSchema })
}

export function listEmails(page: number, signal?: AbortSignal) {
  return api.get(paths.adminEmails, { query: { page }, schema: emailPageSchema, signal })
}

export async function getEmail(id: string, signal?: AbortSignal) {
  const { email } = await api.get(buildPath(paths.adminEmail, { id }), {
    schema: emailResponseSchema,
    signal,
  })
  return email
}

export function changePassword(change: PasswordChange) {
  return api.post(paths.password, { json: change, schema: passwordChangedSchema })
}

export function listStaff(signal?: AbortSignal) {
  return api.get(paths.adminStaff, { schema: staffListSchema, signal })
}

export async function createStaff(input: StaffInput) {
  const { staff } = await api.post(paths.adminStaff, {
    json: input,
    schema: staffAccountResponseSchema,
  })
  return staff
}

export async function updateStaff(id: number, patch: StaffPatch) {
  const { staff } = await api.patch(buildPath(paths.adminStaffMember, { id }), {
    json: patch,
    schema: staffAccountResponseSchema,
  })
  return staff
}

export async function getMe(signal?: AbortSignal) {
  const { staff } = await api.get(paths.me, { schema: meResponseSchema, signal })
  return staff
}

/** Ends the session on the server (which also clears the cookie). */
export async function logout() {
  await api.post(paths.logout)
}

// ── The front desk: its window, taken nights, bookings taken and edited by staff ──

/** The front desk's window (the day before today, 14 days, unless the query says otherwise). */
export function getFrontDesk(query: Partial<FrontDeskQuery>, signal?: AbortSignal) {
  return api.get(paths.adminFrontDesk, { query: { ...query }, schema: frontDeskSchema, signal })
}

/** Each room's booked and closed nights in a range (the booking form's calendar). */
export function getTakenNights(query: TakenNightsQuery, signal?: AbortSignal) {
  return api.get(paths.adminTakenNights, { query: { ...query }, schema: takenNightsSchema, signal })
}

/** One booking. */
export async function getBooking(id: string, signal?: AbortSignal) {
  const { booking } = await api.get(buildPath(paths.adminBooking, { id }), {
    schema: bookingResponseSchema,
    signal,
  })
  return booking
}

/** A booking taken by staff (a phone or walk-in guest). */
export async function createStaffBooking(request: StaffBookingRequest) {
  const { booking } = await api.post(paths.adminBookings, {
    json: request,
    schema: bookingResponseSchema,
  })
  return booking
}

/** Changes a booking's stay (a move) and its party and guest details (an edit). */
export async function changeBooking(id: string, change: BookingChange) {
  const { booking } = await api.patch(buildPath(paths.adminBooking, { id }), {
    json: change,
    schema: bookingResponseSchema,
  })
  return booking
}

/** How long a photo's upload may take (its bytes go up, then the server makes its sizes). */
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * Uploads a file as a photo: the server keeps it as WebP at every width pages ask for and
 * answers it (its alt text empty). The same file again is the same photo.
 */
export async function uploadPhoto(file: Blob, signal?: AbortSignal): Promise<Photo> {
  const { photo } = await api.post(paths.adminPhotos, {
    file,
    schema: photoResponseSchema,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  })
  return photo
}
