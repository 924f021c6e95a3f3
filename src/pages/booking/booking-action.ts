import { type ActionFunctionArgs, replace } from 'react-router'

import {
  BOOKING_KEY_HEADER,
  bookingCreatedSchema,
  type BookingRequest,
  bookingResponseSchema,
  guestSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@/api/contract'
import { bookingLinkPath } from '@/api/pages'
import { canonicalJson } from '@/domain/sessions'
import { type ApiClient, isApiError } from '@/lib/api-client'
import { apiErrorsToReply, parseWithSchema, type SubmissionResult } from '@/lib/form'
import { apiOf, markJustBooked } from '@/lib/page-context'
import { PUBLIC_PATHS } from '@/pages/shared/public-api'
import { readBookingQuery } from '@/pages/shared/stay-query'

import { bookedCookie, type BookingLink, readBookingLink } from './booking-link'
import { forgetGuestDraft, GUEST_FIELDS } from './guest-draft'

/**
 * The hidden field with the booking form's own key: made when the form was drawn (by its
 * loader, on the server or in the browser), so every submission of that form, a double click
 * or a retry after a lost answer, with scripts or without, carries the same one.
 */
export const FORM_KEY_FIELD = 'formKey'

/** A problem with the whole booking, shown above the form. */
export interface BookingProblem {
  title: string
  text: string
}

/** What an attempt that did not book answers (a booking goes to its own link instead). */
export type BookingOutcome =
  | { kind: 'taken' }
  /** Cancelling from the booking's link did not go through (cancelled, the page reloads it). */
  | { kind: 'not-cancelled'; message: string }
  | { kind: 'form'; result: SubmissionResult<string[]>; problem: BookingProblem | null }

/** A fresh key for a booking form: 128 random bits (works outside secure contexts too). */
export function newFormKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `nj-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

const FORM_KEY = /^nj-[0-9a-f]{32}$/

/** FNV-1a, 64 bits, as 16 hex digits: tells two bodies apart (no secret rests on it). */
function fingerprint(text: string): string {
  let hash = 0xcbf29ce484222325n
  for (const byte of new TextEncoder().encode(text)) {
    hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n)
  }
  return hash.toString(16).padStart(16, '0')
}

/**
 * The Idempotency-Key of an attempt: the form's key with the body's fingerprint, so the same
 * details sent again from the same form are one booking, and changed details (after fixing a
 * field) are a new request rather than a reuse of the key with another body. A form without a
 * key of ours gets a fresh one (it is then only its own attempt).
 */
export function idempotencyKeyFor(formKey: unknown, body: BookingRequest): string {
  const key = typeof formKey === 'string' && FORM_KEY.test(formKey) ? formKey : newFormKey()
  return `${key}-${fingerprint(canonicalJson(body))}`
}

/**
 * Books the stay of the page's query for the guest of the form (checked with the contract's
 * schema, as on the client): booked, the page becomes the booking's own link (replacing the
 * form in the history, so Back leads to the results); else the room taken (409), or the form's
 * errors and problem.
 */
export async function bookingAction({
  request,
  context,
}: ActionFunctionArgs): Promise<BookingOutcome | Response | null> {
  const api = await apiOf(context)
  const link = readBookingLink(request)
  if (link) return cancelBooking(api, link)
  const query = readBookingQuery(request)
  const formData = await request.formData()
  const submission = parseWithSchema(formData, guestSchema)
  if (submission.status !== 'success') {
    return { kind: 'form', result: submission.reply(), problem: null }
  }
  const body: BookingRequest = {
    roomId: query.room,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    guests: query.guests,
    guest: submission.value,
  }
  const key = idempotencyKeyFor(formData.get(FORM_KEY_FIELD), body)
  try {
    const { booking, accessKey } = await api.post(PUBLIC_PATHS.bookings, {
      json: body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      schema: bookingCreatedSchema,
    })
    // Booked: the next booking starts empty.
    forgetGuestDraft()
    markJustBooked(context, booking.reference)
    const path = bookingLinkPath(booking.reference, accessKey)
    // Sent without scripts (the server runs this), Back from the booking leads to it again.
    const onServer = typeof document === 'undefined'
    const headers = onServer ? { 'Set-Cookie': bookedCookie(query, path, request) } : undefined
    return replace(path, { headers })
  } catch (error) {
    if (isApiError(error) && error.status === 409) return { kind: 'taken' }
    const problem = problemOf(error)
    if (isApiError(error) && error.status === 400) {
      const { fieldErrors, formErrors } = apiErrorsToReply(error, {
        fields: GUEST_FIELDS,
        prefix: 'guest.',
      })
      const result = submission.reply({ fieldErrors, formErrors })
      // Errors outside the guest's fields (or the error's message, when none is named) are
      // said above the form.
      const text = formErrors.join(' ')
      return { kind: 'form', result, problem: text ? { ...problem, text } : null }
    }
    return { kind: 'form', result: submission.reply({ formErrors: [problem.text] }), problem }
  }
}

/**
 * Cancels the booking of the page's link as its guest: nothing to say when it went through (the
 * page loads the booking again, cancelled), else why not (past the policy, already cancelled, no
 * connection).
 */
async function cancelBooking(api: ApiClient, link: BookingLink): Promise<BookingOutcome | null> {
  try {
    await api.post(`${PUBLIC_PATHS.bookings}/${link.ref}/cancel`, {
      headers: { [BOOKING_KEY_HEADER]: link.key },
      schema: bookingResponseSchema,
    })
    return null
  } catch (error) {
    const offline = isApiError(error) && error.status === 0
    return {
      kind: 'not-cancelled',
      message: offline
        ? 'We couldn’t reach the server. Your booking is unchanged; check your connection and try again.'
        : isApiError(error)
          ? error.message
          : 'Something went wrong. Your booking is unchanged; please try again.',
    }
  }
}

function problemOf(error: unknown): BookingProblem {
  if (isApiError(error) && error.status === 400) {
    return { title: 'Please check your booking', text: error.message }
  }
  if (isApiError(error) && error.status === 429) {
    return {
      title: 'Too many bookings for now',
      text: `${error.message} Your details are still here.`,
    }
  }
  if (isApiError(error) && error.status === 0) {
    return {
      title: 'We couldn’t reach the server',
      text: 'Your details are still here. Check your connection and press “Confirm booking” again: you will not be booked twice.',
    }
  }
  return {
    title: 'Your booking did not go through',
    text: `${isApiError(error) ? error.message : 'Something went wrong.'} Your details are still here; please try again in a moment.`,
  }
}
