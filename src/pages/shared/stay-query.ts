/**
 * Reading a stay from a page's query with the contract's schemas (for `/result` and `/booking`;
 * the home page does not load these). A query that fails is a page validation failure.
 */
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'

import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  availabilityWithTakenSchema,
} from '@/api/contract'
import { daysBetween } from '@/domain/calendar'
import { pageValidationError } from '@/lib/errors'
import { apiOf } from '@/lib/page-context'

import { PUBLIC_PATHS } from './public-api'
import type { StaySearch } from './stay-rules'

/** `?room=ID&checkIn&checkOut&guests` of `/booking`. */
export const bookingQuerySchema = availabilityQuerySchema.extend({
  room: z.coerce.number().int().positive().max(2_147_483_647),
})

function readQuery<T extends z.ZodType<StaySearch>>(schema: T, request: Request): z.infer<T> {
  const url = new URL(request.url)
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams))
  // The schema checks each value; a stay must also end after it starts.
  if (!parsed.success || daysBetween(parsed.data.checkIn, parsed.data.checkOut) < 1) {
    throw pageValidationError(url.pathname)
  }
  return parsed.data
}

/**
 * The most guests `/result` takes from its address: a party larger than any room (a shared link,
 * a typed one) gets the page that tells how to split it, not a missing page. The search card and
 * the API stop at `MAX_GUESTS`.
 */
export const MAX_PARTY = 99

const resultQuerySchema = availabilityQuerySchema.extend({
  guests: z.coerce.number().int().min(1).max(MAX_PARTY),
})

/** The search of `/result`, or a thrown page validation failure. */
export function readStayQuery(request: Request): StaySearch {
  return readQuery(resultQuerySchema, request)
}

/** The room and stay of `/booking`, or a thrown page validation failure. */
export function readBookingQuery(request: Request): StaySearch & { room: number } {
  return readQuery(bookingQuerySchema, request)
}

const stayParams = ({ checkIn, checkOut, guests }: StaySearch) => ({ checkIn, checkOut, guests })

/** The free rooms for a stay, with nights and total. */
export async function fetchAvailability(
  context: Readonly<RouterContextProvider>,
  search: StaySearch,
  signal?: AbortSignal,
) {
  return (await apiOf(context)).get(PUBLIC_PATHS.availability, {
    query: stayParams(search),
    schema: availabilityResponseSchema,
    signal,
  })
}

/**
 * The free rooms for a stay, and the rooms that would hold the party but are taken then, each
 * with its nearest free stay of as many nights.
 */
export async function fetchAvailabilityWithTaken(
  context: Readonly<RouterContextProvider>,
  search: StaySearch,
  signal?: AbortSignal,
) {
  return (await apiOf(context)).get(PUBLIC_PATHS.availability, {
    query: { ...stayParams(search), include: 'taken' },
    schema: availabilityWithTakenSchema,
    signal,
  })
}
