import { BedDoubleIcon, CalendarPlusIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import * as React from 'react'
import { Await, type LoaderFunctionArgs, useNavigation, useSearchParams } from 'react-router'

import {
  DEFAULT_DESK_DAYS,
  DESK_DAY_CHOICES,
  type FrontDesk,
  type FrontDeskQuery,
  isIsoDate,
} from '@/api'
import { Button } from '@/components/button'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/select-menu'
import { addDays } from '@/domain/dates'
import { formatDateRange } from '@/domain/format'
import { AppLink } from '@/lib/link'
import {
  BookingDialogs,
  loadBookingDialogs,
  useBookingDialogs,
} from '@/pages/admin/bookings/booking-dialogs'
import { getFrontDesk } from '@/pages/admin/lib/admin-api'
import { later, useSectionData } from '@/pages/admin/lib/admin-route'
import {
  AwaitLoadError,
  EmptyState,
  SectionHeader,
  Skeleton,
} from '@/pages/admin/lib/section-parts'
import { ADMIN_PATH, sectionHref } from '@/pages/admin/sections'

import { DeskGrid, DeskLegend } from './desk-grid'
import { TodayList } from './today-lists'

/** The window in the address: its first day (`from`; the day before today when left out) and `days`. */
export function readDeskWindow(params: URLSearchParams): Partial<FrontDeskQuery> {
  const from = params.get('from')
  const days = Number(params.get('days'))
  return {
    ...(from && isIsoDate(from) ? { from } : {}),
    days: (DESK_DAY_CHOICES as readonly number[]).includes(days) ? days : DEFAULT_DESK_DAYS,
  }
}

/** The window's rooms, stays and closures, and the booking dialogs the address opens. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const window = readDeskWindow(params)
  return {
    window,
    desk: later(getFrontDesk(window, request.signal)),
    dialogs: loadBookingDialogs(params, request.signal),
  }
}

const DAY_LABELS: Record<number, string> = { 14: '2 weeks', 21: '3 weeks', 28: '4 weeks' }

/** Earlier, today, later, and how many days: the window in the address. */
function WindowControls({ desk }: { desk?: FrontDesk }) {
  const [, setParams] = useSearchParams()
  const { window } = useSectionData<typeof loader>()
  const set = (changes: { from?: string | null; days?: number }) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (changes.from === null) next.delete('from')
        else if (changes.from) next.set('from', changes.from)
        if (changes.days) next.set('days', String(changes.days))
        return next
      },
      { replace: true },
    )
  const from = window.from ?? desk?.from
  return (
    <div role="group" aria-label="Dates shown" className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        color="neutral"
        size="sm"
        aria-label="Previous week"
        leading={<ChevronLeftIcon />}
        disabled={!from}
        onClick={() => from && set({ from: addDays(from, -7) })}
      />
      <Button
        variant="outline"
        color="neutral"
        size="sm"
        disabled={!window.from}
        onClick={() => set({ from: null })}
      >
        Today
      </Button>
      <Button
        variant="outline"
        color="neutral"
        size="sm"
        aria-label="Next week"
        leading={<ChevronRightIcon />}
        disabled={!from}
        onClick={() => from && set({ from: addDays(from, 7) })}
      />
      <Select
        value={String(window.days ?? DEFAULT_DESK_DAYS)}
        onValueChange={(value) => set({ days: Number(value) })}
      >
        <SelectTrigger aria-label="Days shown" className="h-8 w-32">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {DESK_DAY_CHOICES.map((days) => (
            <SelectItem key={days} value={String(days)}>
              {DAY_LABELS[days]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {desk && (
        <span className="text-sm text-muted" data-slot="desk-range">
          {formatDateRange(desk.from, desk.to)}
        </span>
      )}
    </div>
  )
}

function DeskLoading() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <WindowControls />
      <Skeleton className="h-80" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  )
}

function DeskContent({ desk }: { desk: FrontDesk }) {
  const open = useBookingDialogs()
  const navigation = useNavigation()
  const reloading = navigation.state === 'loading' && navigation.location.pathname === ADMIN_PATH
  return (
    <div className="grid gap-6">
      <div className="grid gap-3" aria-busy={reloading || undefined}>
        <WindowControls desk={desk} />
        {desk.rooms.length === 0 ? (
          <EmptyState icon={BedDoubleIcon} title="No rooms yet">
            <AppLink
              to={sectionHref('rooms', { dialog: 'new-room' })}
              prefetch="intent"
              className="text-primary underline underline-offset-4"
            >
              Add a room
            </AppLink>{' '}
            to see its nights here.
          </EmptyState>
        ) : (
          <>
            <DeskGrid
              desk={desk}
              onOpen={(booking) => open({ view: booking.id })}
              onNewBooking={(room, checkIn) =>
                open({ newBooking: { room, ...(checkIn ? { checkIn } : {}) } })
              }
            />
            <DeskLegend />
          </>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TodayList
          kind="arrival"
          bookings={desk.arrivals}
          today={desk.today}
          onOpen={(booking) => open({ view: booking.id })}
        />
        <TodayList
          kind="departure"
          bookings={desk.departures}
          today={desk.today}
          onOpen={(booking) => open({ view: booking.id })}
        />
      </div>
    </div>
  )
}

/**
 * The front desk, the staff area's landing view: rooms × days over two to four weeks, the stays
 * as bars by status, closed nights, today; today's arrivals and departures with their actions;
 * a new booking from a tap on an empty night or the button.
 */
export function FrontDeskSection() {
  const { desk, dialogs } = useSectionData<typeof loader>()
  const open = useBookingDialogs()
  return (
    <section aria-labelledby="frontdesk-title" data-slot="frontdesk-section">
      <SectionHeader
        id="frontdesk-title"
        title="Front desk"
        description="Tap a stay to open it; drag it, or use its arrow keys, to move it. Tap a free night to book it."
        actions={
          <Button leading={<CalendarPlusIcon />} onClick={() => open({ newBooking: {} })}>
            New booking
          </Button>
        }
      />
      <React.Suspense fallback={<DeskLoading />}>
        <Await
          resolve={desk}
          errorElement={<AwaitLoadError title="Could not load the front desk" />}
        >
          {(loaded: FrontDesk) => <DeskContent desk={loaded} />}
        </Await>
      </React.Suspense>
      <BookingDialogs data={dialogs} />
    </section>
  )
}

/** The section's component, as the staff area loads its module (`section-code.ts`). */
export const Component = FrontDeskSection
/** Its booking dialogs' writes. */
export { bookingActions as actions } from '@/pages/admin/bookings/booking-actions'
