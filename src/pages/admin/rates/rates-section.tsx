import {
  CalendarRangeIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  PencilIcon,
  PlusIcon,
  TagIcon,
  Trash2Icon,
} from 'lucide-react'
import * as React from 'react'
import {
  Await,
  type LoaderFunctionArgs,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router'

import { type Room } from '@/api'
import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { preloadDatePickerView } from '@/components/date-picker'
import { cn } from '@/components/lib/cn'
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  dataTableColumns,
  useDataTable,
} from '@/components/table'
import { addDays, daysBetween, isoDateParts } from '@/domain/calendar'
import { shiftMonth, todayIn } from '@/domain/dates'
import { localMidnight } from '@/domain/local-dates'
import { plural } from '@/domain/plural'
import { formatPrice } from '@/domain/price'
import {
  isoWeekday,
  nightlyRate,
  type RatePeriod,
  rulesOn,
  type StayRule,
  WEEKDAY_NAMES,
} from '@/domain/rates'
import { formatMonth, formatStay } from '@/domain/staff-format'
import { getInn, listRooms } from '@/pages/admin/lib/admin-api'
import {
  formAction,
  later,
  type SectionAction,
  useSectionData,
} from '@/pages/admin/lib/admin-route'
import { AwaitLoadError, SectionHeader } from '@/pages/admin/lib/section-parts'

import {
  type Editing,
  RateDialog,
  type RatesContext,
  removeActions,
  RemoveDialog,
  type Removing,
  savePeriodAction,
  saveRuleAction,
} from './rate-dialogs'
import { getRates } from './rates-api'

async function loadRates(signal: AbortSignal) {
  const [rooms, settings, rates] = await Promise.all([
    listRooms(signal),
    getInn(signal),
    getRates(signal),
  ])
  return { rooms, settings, rates }
}
type RatesData = Awaited<ReturnType<typeof loadRates>>

/** `?month=YYYY-MM` picks the preview's month (the inn's current one by default). */
export function loader({ request }: LoaderFunctionArgs) {
  const month = new URL(request.url).searchParams.get('month')
  return {
    data: later(loadRates(request.signal)),
    month: month && isoDateParts(`${month}-01`) ? month : null,
  }
}

export const actions: Record<string, SectionAction> = {
  'save-rate-period': formAction(savePeriodAction),
  'save-stay-rule': formAction(saveRuleAction),
  ...removeActions,
}

const weekdaysText = (period: RatePeriod) =>
  period.weekdays ? period.weekdays.map((day) => WEEKDAY_NAMES[day]).join(', ') : 'Every night'

function periodColumns(rooms: Room[], currency: string): DataTableColumn<RatePeriod>[] {
  const col = dataTableColumns<RatePeriod>()
  return col.columns([
    col.accessor('roomId', {
      header: 'Room',
      cell: (info) => rooms.find((room) => room.id === info.getValue())?.name ?? '—',
    }),
    col.accessor('name', {
      header: 'Name',
      cell: (info) => info.getValue() || <span className="text-muted">No name</span>,
    }),
    col.accessor('from', {
      header: 'Nights',
      meta: { className: 'whitespace-nowrap' },
      cell: (info) => formatStay(info.getValue(), info.row.original.to),
    }),
    col.accessor('weekdays', {
      header: 'Days',
      enableSorting: false,
      cell: (info) => weekdaysText(info.row.original),
    }),
    col.accessor('rate', {
      header: 'Rate',
      meta: { align: 'end', className: 'tabular-nums whitespace-nowrap' },
      cell: (info) => formatPrice(info.getValue(), currency),
    }),
  ])
}

const ruleCol = dataTableColumns<StayRule>()
const ruleColumns: DataTableColumn<StayRule>[] = ruleCol.columns([
  ruleCol.accessor('name', {
    header: 'Name',
    cell: (info) => info.getValue() || <span className="text-muted">No name</span>,
  }),
  ruleCol.accessor('from', {
    header: 'Dates',
    meta: { className: 'whitespace-nowrap' },
    cell: (info) => formatStay(info.getValue(), info.row.original.to),
  }),
  ruleCol.accessor('minNights', {
    header: 'Minimum stay',
    meta: { align: 'end' },
    cell: (info) => (info.getValue() > 1 ? plural(info.getValue(), 'night') : 'None'),
  }),
  ruleCol.display({
    id: 'closed',
    header: 'Closed to',
    cell: ({ row: { original: rule } }) => (
      <div className="flex flex-wrap gap-1">
        {rule.closedToArrival && (
          <Badge variant="soft" color="warning" size="sm">
            Arrival
          </Badge>
        )}
        {rule.closedToDeparture && (
          <Badge variant="soft" color="warning" size="sm">
            Departure
          </Badge>
        )}
        {!rule.closedToArrival && !rule.closedToDeparture && (
          <span className="text-muted">Open</span>
        )}
      </div>
    ),
  }),
])

/** Rates: a month's prices and rules at a glance, the rate periods and the stay rules. */
export function RatesSection() {
  const { data, month } = useSectionData<typeof loader>()
  const [editing, setEditing] = React.useState<Editing>(null)
  const [removing, setRemoving] = React.useState<Removing>(null)
  // The dialogs' range picker: its code warm before a dialog first opens (else it says
  // "Loading…" there); a failure is the picker's to show when it opens.
  React.useEffect(() => {
    preloadDatePickerView('range').catch(() => {})
  }, [])
  const header = (
    <SectionHeader
      id="rates-title"
      title="Rates"
      description="Rate periods over each room’s base rate, and the stay rules for arrivals and departures."
      actions={
        <>
          <Button
            leading={<PlusIcon />}
            onClick={() => setEditing({ kind: 'period', period: null })}
          >
            New rate period
          </Button>
          <Button
            variant="outline"
            color="neutral"
            leading={<PlusIcon />}
            onClick={() => setEditing({ kind: 'rule', rule: null })}
          >
            New stay rule
          </Button>
        </>
      }
    />
  )
  const body = (loaded?: RatesData) => {
    const rooms = loaded?.rooms ?? []
    const currency = loaded?.settings.currency ?? 'EUR'
    return (
      <div className="grid gap-8">
        {loaded?.rooms.some((room) => room.active) && (
          <MonthPreview
            data={loaded}
            month={month}
            onNewPeriod={(room) => setEditing({ kind: 'period', period: null, roomId: room.id })}
          />
        )}
        <section aria-labelledby="rate-periods-title" className="grid gap-3">
          <h2 id="rate-periods-title" className="text-lg font-semibold tracking-tight">
            <TagIcon className="me-2 inline size-4 text-muted" />
            Rate periods
          </h2>
          <PeriodsTable
            periods={loaded?.rates.periods}
            rooms={rooms}
            currency={currency}
            onEdit={(period) => setEditing({ kind: 'period', period })}
            onRemove={(period) => setRemoving({ kind: 'period', id: period.id, name: period.name })}
          />
        </section>
        <section aria-labelledby="stay-rules-title" className="grid gap-3">
          <h2 id="stay-rules-title" className="text-lg font-semibold tracking-tight">
            <CalendarRangeIcon className="me-2 inline size-4 text-muted" />
            Stay rules
          </h2>
          <RatesTable
            caption="Stay rules"
            rows={loaded?.rates.rules}
            columns={ruleColumns}
            onEdit={(rule) => setEditing({ kind: 'rule', rule })}
            onRemove={(rule) => setRemoving({ kind: 'rule', id: rule.id, name: rule.name })}
          />
        </section>
      </div>
    )
  }
  const dialogs = ({ rooms, settings }: RatesData) => {
    const context: RatesContext = {
      rooms,
      currency: settings.currency,
      today: localMidnight(todayIn(settings.timeZone)),
    }
    return <RateDialog editing={editing} context={context} onClose={() => setEditing(null)} />
  }
  return (
    <section aria-labelledby="rates-title" data-slot="rates-section">
      {header}
      <React.Suspense fallback={body()}>
        <Await resolve={data} errorElement={<AwaitLoadError title="Could not load the rates" />}>
          {(loaded: RatesData) => (
            <>
              {body(loaded)}
              {dialogs(loaded)}
            </>
          )}
        </Await>
      </React.Suspense>
      <RemoveDialog removing={removing} onClose={() => setRemoving(null)} />
    </section>
  )
}

function PeriodsTable({
  periods,
  rooms,
  currency,
  onEdit,
  onRemove,
}: {
  periods?: RatePeriod[]
  rooms: Room[]
  currency: string
  onEdit: (period: RatePeriod) => void
  onRemove: (period: RatePeriod) => void
}) {
  const columns = React.useMemo(() => periodColumns(rooms, currency), [rooms, currency])
  return (
    <RatesTable
      caption="Rate periods"
      rows={periods}
      columns={columns}
      onEdit={onEdit}
      onRemove={onRemove}
    />
  )
}

/** Rate periods or stay rules, each row edited or removed from its actions menu. */
function RatesTable<T extends RatePeriod | StayRule>({
  caption,
  rows,
  columns,
  onEdit,
  onRemove,
}: {
  caption: string
  rows: T[] | undefined
  columns: DataTableColumn<T>[]
  onEdit: (row: T) => void
  onRemove: (row: T) => void
}) {
  const table = useDataTable({
    data: rows ?? noRows,
    columns: [
      ...columns,
      actionsColumn<T>(
        (row) => [
          { label: 'Edit', icon: <PencilIcon />, onSelect: () => onEdit(row) },
          { label: 'Remove', icon: <Trash2Icon />, onSelect: () => onRemove(row) },
        ],
        (row) => row.name || formatStay(row.from, row.to),
      ),
    ],
    getRowId: (row) => String(row.id),
  })
  return <DataTable table={table} caption={caption} loading={!rows} />
}

/**
 * A month at a glance: each active room's rate every night (a period's in colour, named), and
 * what the stay rules say of each day (the minimum stay arriving, closed to arrival or
 * departure). Scrolls sideways on a phone, the rooms' names staying in view.
 */
function MonthPreview({
  data,
  month,
  onNewPeriod,
}: {
  data: RatesData
  month: string | null
  onNewPeriod: (room: Room) => void
}) {
  const [, setParams] = useSearchParams()
  const { rooms, settings, rates } = data
  const shown = month ?? todayIn(settings.timeZone).slice(0, 7)
  const first = `${shown}-01`
  const days = Array.from({ length: daysBetween(first, `${shiftMonth(shown, 1)}-01`) }, (_, i) =>
    addDays(first, i),
  )
  // A month asked for while its data loads counts as shown: Next then Previous, tapped quickly,
  // ends where it began, and Next twice goes two months on.
  // The month last asked for is also kept at once, as the tap is made: the router's pending
  // navigation may not be drawn yet when the next tap comes.
  const { pathname } = useLocation()
  const pending = useNavigation().location
  const asked =
    pending?.pathname === pathname ? new URLSearchParams(pending.search).get('month') : null
  const lastAsked = React.useRef<string | null>(null)
  React.useEffect(() => {
    if (!pending) lastAsked.current = null
  }, [pending])
  const go = (by: number) => {
    const target = shiftMonth(lastAsked.current ?? asked ?? shown, by)
    lastAsked.current = target
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.set('month', target)
        return next
      },
      { replace: true },
    )
  }
  const digits = (minor: number) => formatPrice(minor, settings.currency).replace(/[^\d.,]/g, '')
  const periodOf = (room: Room, date: string) =>
    rates.periods.find(
      (p) =>
        p.roomId === room.id &&
        p.from <= date &&
        date <= p.to &&
        (p.weekdays === null || p.weekdays.includes(isoWeekday(date))) &&
        p.rate === nightlyRate(room, rates.periods, date),
    )
  return (
    <section aria-labelledby="rates-preview-title" className="grid gap-3" data-slot="rates-preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="rates-preview-title" className="text-lg font-semibold tracking-tight">
          {formatMonth(shown)}
        </h2>
        <div className="flex gap-1">
          <Button
            variant="outline"
            color="neutral"
            size="sm"
            square
            aria-label="Previous month"
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon />
          </Button>
          <Button
            variant="outline"
            color="neutral"
            size="sm"
            square
            aria-label="Next month"
            onClick={() => go(1)}
          >
            <ChevronRightIcon />
          </Button>
        </div>
      </div>
      <div className="relative overflow-x-auto rounded-lg ring-1 ring-border">
        <table className="w-full border-collapse text-xs tabular-nums">
          <caption className="sr-only">
            Nightly rates in {settings.currency} and stay rules, {formatMonth(shown)}
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 bg-surface px-3 py-2 text-left font-medium"
              >
                Room
              </th>
              {days.map((date) => (
                <th key={date} scope="col" className="min-w-10 px-1 py-2 font-normal text-muted">
                  <abbr title={date} className="grid no-underline">
                    <span>{WEEKDAY_NAMES[isoWeekday(date)].slice(0, 2)}</span>
                    <span className="font-medium text-fg">{isoDateParts(date)![2]}</span>
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rooms
              .filter((room) => room.active)
              .map((room) => (
                <tr key={room.id} className="border-t border-border">
                  <th scope="row" className="sticky left-0 z-10 bg-surface px-1 py-1 text-left">
                    {/* A new rate for the room, from here (and a stop for the keyboard in the box). */}
                    <Button
                      variant="ghost"
                      color="neutral"
                      size="sm"
                      className="font-medium whitespace-nowrap"
                      aria-label={`${room.name}: new rate period`}
                      onClick={() => onNewPeriod(room)}
                    >
                      {room.name}
                    </Button>
                  </th>
                  {days.map((date) => {
                    const period = periodOf(room, date)
                    return (
                      <td
                        key={date}
                        className={cn(
                          'px-1 py-2 text-center',
                          period && 'bg-primary/15 font-medium text-fg',
                        )}
                      >
                        {digits(nightlyRate(room, rates.periods, date))}
                        {period && (
                          <span className="sr-only">, {period.name || 'rate period'}</span>
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            <tr className="border-t border-border">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-surface px-3 py-2 text-left font-medium"
              >
                Stay rules
              </th>
              {days.map((date) => {
                const rule = rulesOn(rates.rules, date)
                return (
                  <td key={date} className="px-1 py-2 text-center align-top text-warning">
                    <span className="grid gap-0.5">
                      {rule.minNights > 1 && (
                        <span title={`At least ${plural(rule.minNights, 'night')} arriving`}>
                          {rule.minNights}+<span className="sr-only"> nights arriving</span>
                        </span>
                      )}
                      {rule.closedToArrival && <span title="Closed to arrival">No in</span>}
                      {rule.closedToDeparture && <span title="Closed to departure">No out</span>}
                    </span>
                  </td>
                )
              })}
            </tr>
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted">
        Rates a night in {settings.currency}; a rate period’s in colour. “3+”: a stay arriving that
        day is 3 nights at least; “No in”, “No out”: closed to arrival, to departure.
      </p>
    </section>
  )
}

const noRows: never[] = []

/** The section's component, as the staff area loads its module (`section-code.ts`). */
export const Component = RatesSection
