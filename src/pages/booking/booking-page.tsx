import { CircleCheckIcon } from 'lucide-react'
import * as React from 'react'
import {
  Await,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useLoaderData,
} from 'react-router'

import type { AvailabilityItem, Settings } from '@/api/contract'
import { useToast } from '@/components/toast'
import { fetchInn } from '@/pages/shared/public-api'
import { fetchAvailability, readBookingQuery } from '@/pages/shared/stay-query'
import type { StaySearch } from '@/pages/shared/stay-rules'
import { type StayDetails, StaySummary } from '@/pages/shared/stay-summary'

import { bookingAction, type BookingOutcome } from './booking-action'
import { Confirmation } from './booking-confirmation'
import { Frame } from './booking-frame'
import { BookingLoadError, BookingSkeleton, RoomTaken } from './booking-states'
import { GuestForm } from './guest-form'

/**
 * Checks the query (invalid: page validation failure) and starts loading the room's price for
 * the stay (from availability: a room no longer free is not offered) and the inn's times.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const query = readBookingQuery(request)
  const stay = Promise.all([
    fetchAvailability(query, request.signal),
    fetchInn(request.signal).catch(() => null),
  ]).then(([items, inn]) => ({
    item: items.find((item) => item.room.id === query.room) ?? null,
    inn,
  }))
  stay.catch(() => {})
  return { query, stay }
}

/** Books the stay for the guest form's details (see `booking-action.ts`). */
export const action = bookingAction

/**
 * The stay is not loaded again after a booking attempt: the page shows what the attempt
 * answered (booked, taken, or the form with its errors), not the room's availability since.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate
}

type BookingData = ReturnType<typeof loader>
type BookingQuery = BookingData['query']

/** `/booking`: the stay summary, the guest's details, then the confirmation. */
export function BookingPage() {
  const { query, stay } = useLoaderData() as BookingData
  const key = `${query.room}|${query.checkIn}|${query.checkOut}|${query.guests}`
  return (
    <React.Suspense key={key} fallback={<BookingSkeleton query={query} />}>
      <Await resolve={stay} errorElement={<BookingLoadError query={query} />}>
        {({ item, inn }) =>
          item ? (
            <BookingFlow query={query} item={item} inn={inn} />
          ) : (
            <Frame query={query}>
              <RoomTaken query={query} before />
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
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    nights: item.nights,
    guests: query.guests,
    total: item.total,
    currency: item.currency,
    checkInTime: inn?.checkInTime,
    checkOutTime: inn?.checkOutTime,
  }) satisfies StayDetails

/** The guest form for the stay, then what the booking attempt answered. */
function BookingFlow({
  query,
  item,
  inn,
}: {
  query: BookingQuery
  item: AvailabilityItem
  inn: Settings | null
}) {
  const fetcher = useFetcher<BookingOutcome>()
  const toast = useToast()
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined
  const booking = outcome?.kind === 'confirmed' ? outcome.booking : null
  const details = stayDetails(item, query, inn)

  // Announces the booking once (the toast API changes as toasts come and go).
  const announced = React.useRef<string | null>(null)
  React.useEffect(() => {
    if (!booking || announced.current === booking.id) return
    announced.current = booking.id
    toast.add({
      title: 'Booking confirmed',
      description: (
        <>
          {booking.roomName}, reference{' '}
          <span className="whitespace-nowrap">{booking.reference}</span>
        </>
      ),
      color: 'success',
      icon: <CircleCheckIcon />,
    })
  }, [booking, toast])

  if (booking) {
    return (
      <Frame query={query} title="Booking confirmed" back={false}>
        <Confirmation booking={booking} details={details} />
      </Frame>
    )
  }
  return (
    <Frame query={query}>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <StaySummary stay={details} className="lg:sticky lg:top-6 lg:order-last" />
        {outcome?.kind === 'taken' ? (
          <RoomTaken query={query} roomName={item.room.name} />
        ) : (
          <GuestForm fetcher={fetcher} />
        )}
      </div>
    </Frame>
  )
}

/** The route module's component, loader and action (the router loads this module lazily). */
export const Component = BookingPage
