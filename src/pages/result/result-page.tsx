import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CalendarXIcon,
  RefreshCwIcon,
  TriangleAlertIcon,
  UsersIcon,
  WifiOffIcon,
} from 'lucide-react'
import * as React from 'react'
import {
  Await,
  type LoaderFunctionArgs,
  useAsyncError,
  useLoaderData,
  useRevalidator,
} from 'react-router'

import type { AvailabilityItem, Room, TakenRoom } from '@/api/contract'
import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { useLocale } from '@/components/locale'
import { addDays, daysBetween } from '@/domain/calendar'
import { formatDateRange } from '@/domain/format'
import { guestsLabel, nightsLabel } from '@/domain/plural'
import { formatPrice } from '@/domain/price'
import { rateRuns } from '@/domain/rates'
import { largestCapacity, MAX_GUESTS } from '@/domain/rooms'
import { isApiError } from '@/lib/api-client'
import { AppLink } from '@/lib/link'
import { PageMeta } from '@/lib/page-meta'
import { useInnToday } from '@/pages/shared/inn-today'
import { fetchRooms } from '@/pages/shared/public-api'
import { RoomCard } from '@/pages/shared/room-card'
import { RoomCardSkeleton } from '@/pages/shared/room-card-skeleton'
import { SearchCard } from '@/pages/shared/search-card'
import { LoadingRegion, StatePanel } from '@/pages/shared/states'
import { fetchAvailabilityWithTaken, readStayQuery } from '@/pages/shared/stay-query'
import { bookingPath, resultPath, type StaySearch } from '@/pages/shared/stay-rules'
import { useSettledValue } from '@/pages/shared/use-settled-value'

/**
 * Checks the query (a missing or invalid one is a page validation failure) and starts loading
 * the free rooms and the taken ones; the page shows skeletons until they come.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const search = readStayQuery(request)
  // The rooms too: the largest one says whether an empty answer is the dates or the party.
  const rooms = fetchRooms(context, request.signal)
  const results: Promise<Results> =
    search.guests > MAX_GUESTS
      ? // More than any room sleeps (the API takes no such party): the rooms say how to split it.
        rooms.then((all) => ({ free: [], taken: [], ...sizes(all) }))
      : Promise.all([
          fetchAvailabilityWithTaken(context, search, request.signal),
          // Without the rooms, an empty answer is said as for the dates.
          rooms.catch(() => []),
        ]).then(([{ free, taken }, all]) => ({ free, taken, ...sizes(all) }))
  results.catch(() => {})
  return { search, results }
}

interface Results {
  free: AvailabilityItem[]
  taken: TakenRoom[]
  /** The capacity of the inn's largest room. */
  largest: number
  /** How many rooms the inn has. */
  roomCount: number
}

const sizes = (rooms: readonly Room[]) => ({
  largest: largestCapacity(rooms),
  roomCount: rooms.length,
})

type ResultData = ReturnType<typeof loader>

/** `/result`: the free rooms for the stay, then the taken ones, the search editable in place. */
export function ResultPage() {
  const { search, results } = useLoaderData() as ResultData
  const { locale } = useLocale()
  const largest = useSettledValue(results)?.largest
  const key = `${search.checkIn}|${search.checkOut}|${search.guests}`
  const dates = formatDateRange(search.checkIn, search.checkOut, locale.code)
  return (
    <div className="grid gap-8">
      <PageMeta
        title={`Available rooms, ${dates}`}
        description={`The rooms free for ${guestsLabel(search.guests)}, ${dates}, with the total for the ${nightsLabel(nightsOf(search))}.`}
      />
      <header className="grid gap-2">
        <AppLink
          to="/"
          className="inline-flex w-fit items-center gap-1.5 text-sm text-muted hover:text-fg"
        >
          <ArrowLeftIcon className="size-4 shrink-0" />
          Home
        </AppLink>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Available rooms</h1>
        <p className="text-muted">
          {dates} · {nightsLabel(nightsOf(search))} · {guestsLabel(search.guests)}
        </p>
      </header>
      <SearchCard
        key={key}
        layout="inline"
        title="Change your search"
        submitLabel="Update"
        initial={search}
        maxGuests={largest || undefined}
      />
      <section className="grid gap-5">
        <React.Suspense key={key} fallback={<ResultsSkeleton />}>
          <Await resolve={results} errorElement={<ResultsError />}>
            {(data) => <ResultList {...data} search={search} />}
          </Await>
        </React.Suspense>
      </section>
    </div>
  )
}

const nightsOf = (search: StaySearch) => daysBetween(search.checkIn, search.checkOut)

/** How many rooms are free or taken: `1 room is free`, `2 rooms are taken`. */
const roomsAre = (count: number, state: string) =>
  count === 1 ? `1 room is ${state}` : `${count} rooms are ${state}`

function ResultList({ free, taken, largest, roomCount, search }: Results & { search: StaySearch }) {
  if (free.length === 0 && taken.length === 0) {
    // No room holds the party, whatever the dates.
    if (largest > 0 && search.guests > largest) {
      return <PartyTooLarge search={search} largest={largest} roomCount={roomCount} />
    }
    return <NoRooms search={search} />
  }
  return (
    <>
      {free.length ? <FreeRooms free={free} search={search} /> : <AllTaken search={search} />}
      {taken.length ? <TakenRooms taken={taken} search={search} /> : null}
    </>
  )
}

/** The free rooms, cheapest first, each with the stay's total and a Book link. */
function FreeRooms({ free, search }: { free: AvailabilityItem[]; search: StaySearch }) {
  const { locale } = useLocale()
  return (
    <>
      <h2 id="results-heading" className="text-xl font-semibold tracking-tight">
        {roomsAre(free.length, 'free')}
      </h2>
      <ul className="grid gap-6" aria-labelledby="results-heading">
        {free.map(({ room, nights, nightly, total, currency }, index) => (
          <li key={room.id} className="grid">
            <RoomCard
              room={room}
              currency={currency}
              horizontal
              priority={index === 0}
              photoSizes="100vw md:288px"
              footer={
                <div className="flex flex-wrap items-center justify-between gap-4">
                  <p className="grid">
                    <span className="text-sm text-muted">{nightsLabel(nights)} in total</span>
                    <span className="text-2xl font-semibold tracking-tight">
                      {formatPrice(total, currency, locale.code)}
                    </span>
                    <span className="text-sm text-muted" data-slot="nightly-rates">
                      {rateRuns(nightly)
                        .map(
                          (run) =>
                            `${nightsLabel(run.nights)} × ${formatPrice(run.rate, currency, locale.code)}`,
                        )
                        .join(' + ')}
                    </span>
                  </p>
                  <Button asChild size="lg" trailing={<ArrowRightIcon />}>
                    <AppLink to={bookingPath(room.id, search)}>
                      Book<span className="sr-only"> {room.name}</span>
                    </AppLink>
                  </Button>
                </div>
              }
            />
          </li>
        ))}
      </ul>
    </>
  )
}

/** No room is free, but some would hold the party on other dates: their nearest follow. */
function AllTaken({ search }: { search: StaySearch }) {
  const { locale } = useLocale()
  return (
    <StatePanel
      icon={<CalendarXIcon />}
      title={<span id="results-heading">No rooms are free for these dates</span>}
      description={
        <>
          Every room for {guestsLabel(search.guests)} is taken from{' '}
          {formatDateRange(search.checkIn, search.checkOut, locale.code)}. Below, the nearest free
          stay of {nightsLabel(nightsOf(search))} in each.
        </>
      }
    />
  )
}

/**
 * The rooms that would hold the party but are taken for these dates, after the free ones: each
 * says so and links to the search of its nearest free stay of as many nights.
 */
function TakenRooms({ taken, search }: { taken: TakenRoom[]; search: StaySearch }) {
  const { locale } = useLocale()
  const nights = nightsLabel(nightsOf(search))
  return (
    <>
      <h2 id="taken-heading" className="mt-4 text-xl font-semibold tracking-tight">
        {roomsAre(taken.length, 'taken for these dates')}
      </h2>
      <ul className="grid gap-6" aria-labelledby="taken-heading">
        {taken.map(({ room, nearest, currency }) => (
          <li key={room.id} className="grid">
            <RoomCard
              room={room}
              currency={currency}
              horizontal
              photoSizes="100vw md:288px"
              data-state="taken"
              className="[&_[data-slot=image]]:opacity-50"
              footer={
                <div className="flex flex-wrap items-center justify-between gap-4">
                  <p className="grid justify-items-start gap-1.5">
                    <Badge variant="soft" color="warning" size="lg">
                      <CalendarXIcon />
                      Taken for these dates
                    </Badge>
                    <span className="text-sm text-muted">
                      {nearest
                        ? `Nearest free stay of ${nights}:`
                        : `No free stay of ${nights} in the coming year.`}
                    </span>
                  </p>
                  {nearest ? (
                    <Button
                      asChild
                      size="lg"
                      variant="outline"
                      color="neutral"
                      trailing={<ArrowRightIcon />}
                    >
                      <AppLink to={resultPath({ ...nearest, guests: search.guests })}>
                        Free {formatDateRange(nearest.checkIn, nearest.checkOut, locale.code)}
                        <span className="sr-only"> in {room.name}</span>
                      </AppLink>
                    </Button>
                  ) : null}
                </div>
              }
            />
          </li>
        ))}
      </ul>
    </>
  )
}

/** Numbers of rooms in words, as a person says them. */
const ROOM_COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']

/**
 * More guests than the largest room sleeps: no dates would do, so say so and offer the search
 * for as few rooms as hold the party (split evenly: two halves, or three or more parts) instead
 * of other weeks; a party more rooms than the inn has asks the inn.
 */
function PartyTooLarge({
  search,
  largest,
  roomCount,
}: {
  search: StaySearch
  largest: number
  roomCount: number
}) {
  const rooms = Math.ceil(search.guests / largest)
  const part = Math.ceil(search.guests / rooms)
  const split = rooms <= Math.min(roomCount, ROOM_COUNT_WORDS.length - 1)
  const each = rooms === 2 ? 'each half' : 'each part'
  return (
    <StatePanel
      icon={<UsersIcon />}
      title={<span id="results-heading">Our largest room sleeps {guestsLabel(largest)}</span>}
      description={
        split ? (
          <>
            No single room fits {guestsLabel(search.guests)}. Book {ROOM_COUNT_WORDS[rooms]} rooms
            for the same dates: search for {guestsLabel(part)} and book a room for {each} of your
            party.
          </>
        ) : (
          <>
            No single room fits {guestsLabel(search.guests)}. Contact the inn for a group booking.
          </>
        )
      }
      actions={
        split ? (
          <Button asChild variant="outline" color="neutral">
            <AppLink to={resultPath({ ...search, guests: part })}>
              Search rooms for {guestsLabel(part)}
            </AppLink>
          </Button>
        ) : null
      }
    />
  )
}

/**
 * Nothing free and no room taken that would hold the party (the inn's rooms unknown, or none):
 * say so, and offer the same stay a week earlier or later.
 */
function NoRooms({ search }: { search: StaySearch }) {
  const { locale } = useLocale()
  const today = useInnToday()
  const shifts = [-7, 7]
    .map((days) => ({
      days,
      search: {
        ...search,
        checkIn: addDays(search.checkIn, days),
        checkOut: addDays(search.checkOut, days),
      },
    }))
    .filter(({ search: s }) => s.checkIn >= today)
  return (
    <StatePanel
      icon={<CalendarXIcon />}
      title={<span id="results-heading">No rooms are free for these dates</span>}
      description={
        <>
          Every room is taken or too small for {guestsLabel(search.guests)} from{' '}
          {formatDateRange(search.checkIn, search.checkOut, locale.code)}. Try other dates above, or
          one of these:
        </>
      }
      actions={shifts.map(({ days, search: s }) => (
        <Button key={days} asChild variant="outline" color="neutral">
          <AppLink to={resultPath(s)}>
            {days < 0 ? 'A week earlier' : 'A week later'}:{' '}
            {formatDateRange(s.checkIn, s.checkOut, locale.code)}
          </AppLink>
        </Button>
      ))}
    />
  )
}

function ResultsSkeleton() {
  return (
    <LoadingRegion label="Looking for free rooms…" className="grid gap-6">
      {Array.from({ length: 3 }, (_, i) => (
        <RoomCardSkeleton key={i} horizontal />
      ))}
    </LoadingRegion>
  )
}

function ResultsError() {
  const error = useAsyncError()
  const revalidator = useRevalidator()
  // The API refused the stay itself (in the past, too long…): no retry, other dates instead.
  if (isApiError(error) && error.status === 400) {
    const reasons = [...new Set(Object.values(error.fields))]
    return (
      <StatePanel
        tone="warning"
        icon={<CalendarXIcon />}
        title={<span id="results-heading">These dates can’t be booked</span>}
        description={
          reasons.length ? (
            <ul className="grid gap-1">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : (
            error.message
          )
        }
      >
        <p className="text-sm text-muted">Choose other dates above.</p>
      </StatePanel>
    )
  }
  const offline = isApiError(error) && error.status === 0
  return (
    <StatePanel
      tone="error"
      icon={offline ? <WifiOffIcon /> : <TriangleAlertIcon />}
      title={<span id="results-heading">We couldn’t check availability</span>}
      description={
        offline
          ? 'The booking service could not be reached. Check your connection and try again.'
          : `Something went wrong on our side${isApiError(error) ? `: ${error.message}` : '.'} Please try again.`
      }
      actions={
        <Button
          leading={<RefreshCwIcon />}
          loading={revalidator.state === 'loading'}
          onClick={() => revalidator.revalidate()}
        >
          Try again
        </Button>
      }
    />
  )
}

/** The route module's component and loader (the router loads this module lazily). */
export const Component = ResultPage
