import { BanIcon, CalendarPlusIcon, EyeIcon, SearchIcon, XIcon } from 'lucide-react'
import * as React from 'react'
import { Await, type LoaderFunctionArgs, useNavigation, useSearchParams } from 'react-router'

import {
  ADMIN_PAGE_SIZE,
  type Booking,
  type BookingPage,
  type BookingStatus,
  isIsoDate,
} from '@/api'
import { Button } from '@/components/button'
import { DatePickerField } from '@/components/date-picker'
import { Input } from '@/components/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/select-menu'
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  dataTableColumns,
  DataTableFooter,
  DataTablePagination,
  functionalUpdate,
  useDataTable,
} from '@/components/table'
import { bookingsCsvName } from '@/domain/csv'
import { localMidnight, toIsoDate } from '@/domain/local-dates'
import { plural } from '@/domain/plural'
import { formatPrice } from '@/domain/price'
import { formatStay } from '@/domain/staff-format'
import { exportBookings, listBookings } from '@/pages/admin/lib/admin-api'
import { later, useSectionData } from '@/pages/admin/lib/admin-route'
import { AwaitLoadError, ExportButton, SectionHeader } from '@/pages/admin/lib/section-parts'
import { ADMIN_PATH } from '@/pages/admin/sections'

import { BookingDialogs, loadBookingDialogs, useBookingDialogs } from './booking-dialogs'
import { BookingStatusBadge } from './booking-status'
import { CancelBookingDialog } from './cancel-booking-dialog'

const col = dataTableColumns<Booking>()
const columns: DataTableColumn<Booking>[] = col.columns([
  col.accessor('reference', {
    header: 'Reference',
    enableSorting: false,
    cell: (info) => <span className="font-mono text-xs whitespace-nowrap">{info.getValue()}</span>,
  }),
  col.accessor((booking) => booking.guest.name, {
    id: 'guest',
    header: 'Guest',
    enableSorting: false,
    cell: (info) => (
      <div className="grid max-w-56 min-w-36">
        <span className="truncate font-medium text-fg">{info.getValue()}</span>
        <span className="truncate text-xs text-muted">
          {info.row.original.guest.email ?? 'No email'}
        </span>
      </div>
    ),
  }),
  col.accessor('roomName', {
    header: 'Room',
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
  }),
  col.accessor('checkIn', {
    header: 'Stay',
    enableSorting: false,
    cell: (info) => (
      <div className="grid whitespace-nowrap">
        <span>{formatStay(info.row.original.checkIn, info.row.original.checkOut)}</span>
        <span className="text-xs text-muted">{plural(info.row.original.nights, 'night')}</span>
      </div>
    ),
  }),
  col.accessor('guests', { header: 'Guests', enableSorting: false, meta: { align: 'end' } }),
  col.accessor('total', {
    header: 'Total',
    enableSorting: false,
    meta: { align: 'end', className: 'tabular-nums whitespace-nowrap' },
    cell: (info) => formatPrice(info.getValue(), info.row.original.currency),
  }),
  col.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => (
      <BookingStatusBadge status={info.getValue()} stayStatus={info.row.original.stayStatus} />
    ),
  }),
])

const statusItems = [
  { value: 'all', label: 'All statuses' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'cancelled', label: 'Cancelled' },
]

/** `12 bookings`; filtered, `1 booking matches the filters`, `3 bookings match the filters`. */
const bookingsFound = (total: number, filtered: boolean) =>
  filtered
    ? `${plural(total, 'booking')} ${total === 1 ? 'matches' : 'match'} the filters`
    : plural(total, 'booking')

/** The list's filters, read from (and written to) the address: `from`, `to`, `status`, `q`, `page`. */
export function readBookingFilters(params: URLSearchParams) {
  const date = (key: string) => {
    const value = params.get(key)
    return value && isIsoDate(value) ? value : undefined
  }
  const status = params.get('status')
  const page = Number(params.get('page'))
  return {
    from: date('from'),
    to: date('to'),
    status:
      status === 'confirmed' || status === 'cancelled' ? (status as BookingStatus) : undefined,
    q: params.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** Waits `ms` after the last change of `value` before calling `onSettle` with it. */
function useDebounced<T>(value: T, ms: number, onSettle: (value: T) => void) {
  const settle = React.useEffectEvent(onSettle)
  React.useEffect(() => {
    const timer = setTimeout(() => settle(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
}

/** The list's page for the filters in the address, and the booking being viewed (`view`). */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const filters = readBookingFilters(params)
  return {
    filters,
    page: later(listBookings(filters, request.signal)),
    dialogs: loadBookingDialogs(params, request.signal),
  }
}

/** The section's writes (the front desk's and the overview's too). */
export { bookingActions as actions } from './booking-actions'

/**
 * Bookings: filter by stay dates, status and text (reference, guest name or email), page
 * through the server's results, view a booking and cancel it after confirming.
 */
export function BookingsSection() {
  const [, setParams] = useSearchParams()
  const { filters, page, dialogs } = useSectionData<typeof loader>()
  const openDialog = useBookingDialogs()
  const navigation = useNavigation()
  const reloading = navigation.state === 'loading' && navigation.location.pathname === ADMIN_PATH
  const [text, setText] = React.useState(filters.q ?? '')
  const [toCancel, setToCancel] = React.useState<Booking | null>(null)

  const update = React.useCallback(
    (changes: Record<string, string | undefined>, options: { resetPage?: boolean } = {}) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name)
            else next.set(name, value)
          }
          if (options.resetPage ?? true) next.delete('page')
          return next
        },
        { replace: true },
      )
    },
    [setParams],
  )

  // The address can change the search (the command palette does): show it in the box.
  const [shownQ, setShownQ] = React.useState(filters.q)
  if (shownQ !== filters.q) {
    setShownQ(filters.q)
    setText(filters.q ?? '')
  }
  useDebounced(text, 300, (value) => {
    if ((value.trim() || undefined) !== filters.q) update({ q: value.trim(), view: undefined })
  })

  const range =
    filters.from && filters.to
      ? { from: localMidnight(filters.from), to: localMidnight(filters.to) }
      : null
  const filtered = Boolean(filters.from || filters.to || filters.status || filters.q)
  const exported = { from: filters.from, to: filters.to, status: filters.status, q: filters.q }
  const exportButton = (
    <>
      <ExportButton
        name={bookingsCsvName(exported)}
        what="the bookings"
        load={() => exportBookings(exported)}
      />
      <Button leading={<CalendarPlusIcon />} onClick={() => openDialog({ newBooking: {} })}>
        New booking
      </Button>
    </>
  )
  const table = (data: BookingPage | undefined) => (
    <BookingsTable
      data={data}
      loading={!data || reloading}
      pageIndex={filters.page - 1}
      update={update}
      onView={(booking) => openDialog({ view: booking.id })}
      onCancel={setToCancel}
    />
  )

  return (
    <section aria-labelledby="bookings-title" data-slot="bookings-section">
      <React.Suspense
        fallback={
          <SectionHeader
            id="bookings-title"
            title="Bookings"
            description="Loading bookings…"
            actions={exportButton}
          />
        }
      >
        <Await
          resolve={page}
          // The list below says what went wrong, with Try again.
          errorElement={
            <SectionHeader id="bookings-title" title="Bookings" actions={exportButton} />
          }
        >
          {(data: BookingPage) => (
            <SectionHeader
              id="bookings-title"
              title="Bookings"
              description={bookingsFound(data.total, filtered)}
              actions={exportButton}
            />
          )}
        </Await>
      </React.Suspense>

      <div
        role="search"
        aria-label="Filter bookings"
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <div className="grid gap-1.5">
          <span id="bookings-range-label" className="text-sm font-medium text-fg">
            Stay dates
          </span>
          <DatePickerField
            mode="range"
            minNights={0}
            aria-labelledby="bookings-range-label"
            placeholder="Any dates"
            value={range}
            onChange={(value) =>
              update({
                from: value ? toIsoDate(value.from) : undefined,
                to: value ? toIsoDate(value.to) : undefined,
              })
            }
            className="w-64"
          />
        </div>
        <div className="grid gap-1.5">
          <span id="bookings-status-label" className="text-sm font-medium text-fg">
            Status
          </span>
          <Select
            value={filters.status ?? 'all'}
            onValueChange={(value) => update({ status: value !== 'all' ? value : undefined })}
          >
            <SelectTrigger aria-labelledby="bookings-status-label" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {statusItems.map((item) => (
                <SelectItem key={item.value} value={item.value}>
                  {item.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid min-w-56 flex-1 gap-1.5 sm:max-w-xs">
          <label htmlFor="bookings-search" className="text-sm font-medium text-fg">
            Search
          </label>
          <Input
            id="bookings-search"
            type="search"
            placeholder="Reference, guest or email"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            leading={<SearchIcon />}
          />
        </div>
        {filtered && (
          <Button
            variant="ghost"
            color="neutral"
            leading={<XIcon />}
            onClick={() => {
              setText('')
              update({ from: undefined, to: undefined, status: undefined, q: undefined })
            }}
          >
            Clear filters
          </Button>
        )}
      </div>

      {/* The first load shows the table loading; later ones keep the rows until they are done. */}
      <React.Suspense fallback={table(undefined)}>
        <Await resolve={page} errorElement={<AwaitLoadError title="Could not load bookings" />}>
          {(data: BookingPage) => table(data)}
        </Await>
      </React.Suspense>

      <CancelBookingDialog
        booking={toCancel}
        onOpenChange={(open) => {
          if (!open) setToCancel(null)
        }}
      />
      <BookingDialogs data={dialogs} />
    </section>
  )
}

/** The page of bookings from the server, paged by the address (`page`). */
function BookingsTable({
  data,
  loading,
  pageIndex,
  update,
  onView,
  onCancel,
}: {
  data: BookingPage | undefined
  loading: boolean
  pageIndex: number
  update: (changes: Record<string, string | undefined>, options: { resetPage?: boolean }) => void
  onView: (booking: Booking) => void
  onCancel: (booking: Booking) => void
}) {
  const pagination = { pageIndex, pageSize: ADMIN_PAGE_SIZE }
  const table = useDataTable({
    data: data?.items ?? emptyItems,
    columns: [
      ...columns,
      actionsColumn<Booking>(
        (booking) => [
          {
            label: 'View',
            icon: <EyeIcon />,
            onSelect: () => onView(booking),
          },
          {
            label: 'Cancel',
            icon: <BanIcon />,
            color: 'error',
            disabled: booking.status !== 'confirmed',
            onSelect: () => onCancel(booking),
          },
        ],
        (booking) => booking.reference,
      ),
    ],
    getRowId: (booking) => booking.id,
    manualPagination: true,
    rowCount: data?.total ?? 0,
    state: { pagination },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination).pageIndex
      update({ page: next > 0 ? String(next + 1) : undefined }, { resetPage: false })
    },
  })
  return (
    <div className="grid grid-cols-1 gap-3">
      <DataTable table={table} caption="Bookings" loading={loading} />
      <DataTableFooter className="justify-end">
        <DataTablePagination table={table} />
      </DataTableFooter>
    </div>
  )
}

const emptyItems: Booking[] = []

/** The section's component, as the staff area loads its module (`section-code.ts`). */
export const Component = BookingsSection
