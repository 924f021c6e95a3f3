import * as React from 'react'
import {
  Await,
  type LoaderFunctionArgs,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useFetcher,
  useLoaderData,
} from 'react-router'

import type { AvailabilityItem, Settings } from '@/api/contract'
import { takeJustBooked } from '@/lib/page-context'
import { fetchInn, fetchRooms } from '@/pages/shared/public-api'
import { StayPolicies } from '@/pages/shared/stay-policies'
import { fetchAvailability, readBookingQuery } from '@/pages/shared/stay-query'
import type { StaySearch } from '@/pages/shared/stay-rules'
import { type StayDetails, StaySummary } from '@/pages/shared/stay-summary'

import { bookingAction, type BookingOutcome, newFormKey } from './booking-action'
import { Frame } from './booking-frame'
import { bookedLink, calendarHref, fetchLinkedBooking, readBookingLink } from './booking-link'
import { BookingLoadError, BookingSkeleton, RoomTaken } from './booking-states'
import { BookingView } from './booking-view'
import { GuestForm } from './guest-form'

/**
 * A booking's link (`?ref&key`): the booking it opens (a wrong key: page validation failure),
 * with its room's photo and the inn's times. A stay's query (`?room&checkIn&checkOut&guests`;
 * invalid: page validation failure): starts loading the room's price for the stay (from
 * availability: a room no longer free is not offered) and the inn's times.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = readBookingLink(request)
  if (link) {
    const [booking, inn, rooms] = await Promise.all([
      fetchLinkedBooking(link, request, context),
      fetchInn(context, request.signal).catch(() => null),
      fetchRooms(context, request.signal).catch(() => []),
    ])
    const room = rooms.find((r) => r.id === booking.roomId)
    const justBooked = takeJustBooked(context, booking.reference)
    return {
      view: {
        booking,
        inn,
        photo: room?.photo,
        photos: room?.photos,
        justBooked,
        calendarHref: calendarHref(link),
      },
    }
  }
  return loadStay(request, context)
}

function loadStay(request: Request, context: LoaderFunctionArgs['context']) {
  const query = readBookingQuery(request)
  // Back to the form of a booking just made without scripts: the booking, not the form.
  const booked = bookedLink(request, query)
  if (booked) throw redirect(booked)
  const stay = Promise.all([
    fetchAvailability(context, query, request.signal),
    fetchInn(context, request.signal).catch(() => null),
  ]).then(([items, inn]) => ({
    item: items.find((item) => item.room.id === query.room) ?? null,
    inn,
  }))
  stay.catch(() => {})
  // The guest form's own key, drawn into it: its submissions share one booking.
  return { query, stay, formKey: newFormKey() }
}

/** Books the stay for the guest form's details (see `booking-action.ts`). */
export const action = bookingAction

/**
 * The stay is not loaded again after a booking attempt that stays on the page: it shows what
 * the attempt answered (taken, or the form with its errors), not the room's availability since.
 * A booking made goes to its link, which loads; a booking's view loads again after cancelling.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const stayAttempt =
    formMethod && currentUrl.href === nextUrl.href && !nextUrl.searchParams.has('ref')
  return stayAttempt ? false : defaultShouldRevalidate
}

type BookingData = Awaited<ReturnType<typeof loader>>
type StayData = ReturnType<typeof loadStay>
type BookingQuery = StayData['query']

/** `/booking`: the stay summary and the guest's details; a booking's link: the booking. */
export function BookingPage() {
  const data = useLoaderData() as BookingData
  return 'view' in data ? <BookingView {...data.view} /> : <StayBooking {...data} />
}

/** The stay summary, the guest's details, and what a booking attempt answered. */
function StayBooking({ query, stay, formKey }: StayData) {
  // Sent without scripts, a refused attempt comes back with the page, whose stay is loaded
  // after it: the room is no longer offered, and the guest is told it was just taken.
  const taken = useActionData<BookingOutcome | null>()?.kind === 'taken'
  const key = `${query.room}|${query.checkIn}|${query.checkOut}|${query.guests}`
  return (
    <React.Suspense key={key} fallback={<BookingSkeleton query={query} />}>
      <Await resolve={stay} errorElement={<BookingLoadError query={query} />}>
        {({ item, inn }) =>
          item ? (
            <BookingFlow query={query} item={item} inn={inn} formKey={formKey} />
          ) : (
            <Frame query={query}>
              <RoomTaken query={query} before={!taken} />
            </Frame>
          )
        }
      </Await>
    </React.Suspense>
  )
}

const stayDetails = (item: AvailabilityItem, query: StaySearch, inn: Settings | null) =>
  ({
    roomName: item.room.name,
    photo: item.room.photo,
    photos: item.room.photos,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    nights: item.nights,
    guests: query.guests,
    total: item.total,
    nightly: item.nightly,
    currency: item.currency,
    checkInTime: inn?.checkInTime,
    checkOutTime: inn?.checkOutTime,
  }) satisfies StayDetails

/** The guest form for the stay, then what the booking attempt answered. */
function BookingFlow({
  query,
  item,
  inn,
  formKey,
}: {
  query: BookingQuery
  item: AvailabilityItem
  inn: Settings | null
  formKey: string
}) {
  const fetcher = useFetcher<BookingOutcome>()
  // A form sent before the page's scripts ran (or without them) was answered by the server,
  // with the page: its answer is the route's action data.
  const posted = useActionData<BookingOutcome | null>()
  const outcome = fetcher.state === 'idle' ? (fetcher.data ?? posted ?? undefined) : undefined
  const details = stayDetails(item, query, inn)
  return (
    <Frame query={query}>
      {/* Phone: the stay, the form, then what booking agrees to; wide: the stay beside both. */}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <StaySummary
          stay={details}
          className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        />
        <div className="grid lg:col-start-1 lg:row-start-1">
          {outcome?.kind === 'taken' ? (
            <RoomTaken query={query} roomName={item.room.name} />
          ) : (
            <GuestForm fetcher={fetcher} formKey={formKey} outcome={outcome} />
          )}
        </div>
        {inn ? <StayPolicies inn={inn} checkIn={query.checkIn} className="lg:col-start-1" /> : null}
      </div>
    </Frame>
  )
}

/** The route module's component, loader and action (the router loads this module lazily). */
export const Component = BookingPage
