import { BedDoubleIcon, PlaneLandingIcon, PlaneTakeoffIcon, WalletIcon } from 'lucide-react'
import * as React from 'react'
import { Await, type LoaderFunctionArgs } from 'react-router'

import { type Booking } from '@/api'
import { Badge } from '@/components/badge'
import { Card, CardBody, CardDescription, CardHeader } from '@/components/card'
import { Progress } from '@/components/progress'
import { plural } from '@/domain/plural'
import { formatPrice } from '@/domain/price'
import { formatDay, formatMonth, formatPercent, formatStay } from '@/domain/staff-format'
import { AppLink } from '@/lib/link'
import { StayActions } from '@/pages/admin/bookings/booking-desk'
import { BookingStatusBadge } from '@/pages/admin/bookings/booking-status'
import { later, useSectionData } from '@/pages/admin/lib/admin-route'
import {
  AwaitLoadError,
  EmptyState,
  SectionHeader,
  Skeleton,
  Stat,
} from '@/pages/admin/lib/section-parts'
import { sectionHref } from '@/pages/admin/sections'

import { loadOverview, type Overview } from './load-overview'

function BookingList({
  bookings,
  empty,
  kind,
  today,
}: {
  bookings: Booking[]
  empty: string
  kind: 'arrival' | 'departure'
  today: string
}) {
  if (bookings.length === 0) return <p className="px-4 py-6 text-sm text-muted sm:px-6">{empty}</p>
  return (
    <ul className="divide-y divide-border">
      {bookings.map((booking) => (
        <li key={booking.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
          <span
            aria-hidden="true"
            className={
              kind === 'arrival'
                ? 'grid size-8 shrink-0 place-items-center rounded-full bg-success/10 text-success'
                : 'grid size-8 shrink-0 place-items-center rounded-full bg-info/10 text-info'
            }
          >
            {kind === 'arrival' ? (
              <PlaneLandingIcon className="size-4" />
            ) : (
              <PlaneTakeoffIcon className="size-4" />
            )}
          </span>
          <div className="grid min-w-0 flex-1">
            <span className="truncate text-sm font-medium text-fg">{booking.guest.name}</span>
            <span className="truncate text-xs text-muted">
              {booking.roomName} · {plural(booking.guests, 'guest')} ·{' '}
              {formatStay(booking.checkIn, booking.checkOut)}
            </span>
          </div>
          <AppLink
            to={sectionHref('bookings', { q: booking.reference, view: booking.id })}
            prefetch="intent"
            className="shrink-0 rounded font-mono text-xs text-muted underline-offset-4 hover:text-fg hover:underline"
          >
            {booking.reference}
          </AppLink>
          <div className="flex w-full flex-wrap items-center gap-2 ps-11">
            <BookingStatusBadge status={booking.status} stayStatus={booking.stayStatus} />
            <StayActions booking={booking} today={today} />
          </div>
        </li>
      ))}
    </ul>
  )
}

function ListCard({
  title,
  count,
  children,
}: {
  title: string
  count?: number
  children: React.ReactNode
}) {
  return (
    <Card variant="subtle">
      <CardHeader className="flex items-center justify-between py-3">
        <h2 className="text-sm font-semibold text-fg">{title}</h2>
        {count !== undefined && (
          <Badge variant="soft" color="neutral" size="sm">
            {count}
          </Badge>
        )}
      </CardHeader>
      {children}
    </Card>
  )
}

function RoomOccupancyCard({ data }: { data: Overview }) {
  return (
    <Card variant="subtle">
      <CardHeader>
        <h2 className="text-sm font-semibold text-fg">
          Occupancy per room · {formatMonth(data.month.from)}
        </h2>
        <CardDescription>Nights sold of the nights each room is open this month.</CardDescription>
      </CardHeader>
      <CardBody className="grid gap-4">
        {data.rooms.length === 0 ? (
          <EmptyState icon={BedDoubleIcon} title="No active rooms">
            <AppLink
              to={sectionHref('rooms')}
              prefetch="intent"
              className="text-primary underline underline-offset-4"
            >
              Add a room
            </AppLink>{' '}
            to see its occupancy.
          </EmptyState>
        ) : (
          data.rooms.map(({ room, bookedNights, availableNights, occupancy }) => (
            <div key={room.id} data-slot="room-occupancy" className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span id={`occupancy-${room.id}`} className="font-medium text-fg">
                  {room.name}
                </span>
                <span className="text-muted tabular-nums">
                  <span className="font-medium text-fg">{formatPercent(occupancy)}</span> ·{' '}
                  {bookedNights} of {plural(availableNights, 'night')}
                </span>
              </div>
              <Progress
                aria-labelledby={`occupancy-${room.id}`}
                value={Math.round(occupancy * 100)}
                size="sm"
              />
            </div>
          ))
        )}
      </CardBody>
    </Card>
  )
}

/** Loads the overview for today in the inn's time zone (the page shows it when it comes). */
export function loader({ request }: LoaderFunctionArgs) {
  return { overview: later(loadOverview(request.signal)) }
}

function OverviewStats({ data }: { data?: Overview }) {
  const loading = !data
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="Arrivals today"
        icon={PlaneLandingIcon}
        loading={loading}
        value={data?.arrivals.length}
      />
      <Stat
        label="Departures today"
        icon={PlaneTakeoffIcon}
        loading={loading}
        value={data?.departures.length}
      />
      <Stat
        label="Occupancy this month"
        icon={BedDoubleIcon}
        loading={loading}
        value={data && formatPercent(data.report.occupancy)}
        hint={data && `${data.report.bookedNights} of ${data.report.availableNights} nights`}
      />
      <Stat
        label="Revenue this month"
        icon={WalletIcon}
        loading={loading}
        value={data && formatPrice(data.report.revenue, data.report.currency)}
        hint={data && `${plural(data.inHouse.length, 'stay')} in house tonight`}
      />
    </div>
  )
}

/** The page while the overview loads: placeholders, marked busy. */
function OverviewLoading() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <OverviewStats />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-56 lg:col-span-2" />
      </div>
    </div>
  )
}

function OverviewContent({ data }: { data: Overview }) {
  return (
    <div className="grid gap-6">
      <OverviewStats data={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ListCard title="Arrivals today" count={data.arrivals.length}>
          <BookingList
            kind="arrival"
            bookings={data.arrivals}
            today={data.today}
            empty="No arrivals today."
          />
        </ListCard>
        <ListCard title="Departures today" count={data.departures.length}>
          <BookingList
            kind="departure"
            bookings={data.departures}
            today={data.today}
            empty="No departures today."
          />
        </ListCard>
      </div>
      <RoomOccupancyCard data={data} />
    </div>
  )
}

/** Today at the inn: arrivals and departures (check in, check out, no-show) and this month's occupancy, per room. */
export function OverviewSection() {
  const { overview } = useSectionData<typeof loader>()
  return (
    <section aria-labelledby="overview-title" data-slot="overview-section">
      <React.Suspense
        fallback={<SectionHeader id="overview-title" title="Overview" description="Today" />}
      >
        <Await
          resolve={overview}
          errorElement={<SectionHeader id="overview-title" title="Overview" description="Today" />}
        >
          {(data: Overview) => (
            <SectionHeader
              id="overview-title"
              title="Overview"
              description={`${formatDay(data.today)} · ${data.settings.innName}`}
            />
          )}
        </Await>
      </React.Suspense>
      <React.Suspense fallback={<OverviewLoading />}>
        <Await
          resolve={overview}
          errorElement={<AwaitLoadError title="Could not load the overview" />}
        >
          {(data: Overview) => <OverviewContent data={data} />}
        </Await>
      </React.Suspense>
    </section>
  )
}

/** The section's component, as the staff area loads its module (`section-code.ts`). */
export const Component = OverviewSection
/** Its booking dialogs' writes. */
export { bookingActions as actions } from '@/pages/admin/bookings/booking-actions'
