import { CalendarXIcon, PencilIcon, PlusIcon } from 'lucide-react'
import * as React from 'react'
import { Await, type LoaderFunctionArgs, useSearchParams } from 'react-router'

import { type Amenity, type Room } from '@/api'
import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import {
  actionsColumn,
  DataTable,
  type DataTableColumn,
  dataTableColumns,
  useDataTable,
} from '@/components/table'
import { todayIn } from '@/domain/dates'
import { localMidnight } from '@/domain/local-dates'
import { plural } from '@/domain/plural'
import { formatPrice } from '@/domain/price'
import { getInn, listRooms } from '@/pages/admin/lib/admin-api'
import {
  formAction,
  later,
  type SectionAction,
  useSectionData,
} from '@/pages/admin/lib/admin-route'
import { AwaitLoadError, SectionHeader } from '@/pages/admin/lib/section-parts'

import { ClosuresDialog, loadClosures, saveClosuresAction } from './closures-dialog'
import { RoomDialog, saveRoomAction } from './room-dialog'
import { knownAmenities } from './room-form'

const MAX_AMENITY_BADGES = 3

function roomColumns(currency: string): DataTableColumn<Room>[] {
  const col = dataTableColumns<Room>()
  return col.columns([
    col.accessor('name', {
      header: 'Room',
      cell: (info) => (
        <div className="grid max-w-72 min-w-40">
          <span className="truncate font-medium text-fg">{info.getValue()}</span>
          <span className="truncate text-xs text-muted">{info.row.original.description}</span>
        </div>
      ),
    }),
    col.accessor('capacity', {
      header: 'Sleeps',
      meta: { align: 'end' },
      cell: (info) => plural(info.getValue(), 'guest'),
    }),
    col.accessor('rate', {
      header: 'Rate',
      meta: { align: 'end', className: 'tabular-nums whitespace-nowrap' },
      cell: (info) => formatPrice(info.getValue(), currency),
    }),
    col.accessor('amenities', {
      header: 'Amenities',
      enableSorting: false,
      cell: (info) => {
        const amenities = info.getValue()
        const rest = amenities.length - MAX_AMENITY_BADGES
        return (
          <div className="flex max-w-72 flex-wrap gap-1">
            {amenities.slice(0, MAX_AMENITY_BADGES).map((amenity: Amenity) => (
              <Badge key={amenity.label} variant="outline" color="neutral" size="sm">
                {amenity.label}
              </Badge>
            ))}
            {rest > 0 && (
              <Badge variant="soft" color="neutral" size="sm">
                +{rest} more
              </Badge>
            )}
            {amenities.length === 0 && <span className="text-xs text-muted">None</span>}
          </div>
        )
      },
    }),
    col.accessor('active', {
      header: 'Status',
      cell: (info) =>
        info.getValue() ? (
          <Badge variant="soft" color="success" size="sm">
            Active
          </Badge>
        ) : (
          <Badge variant="soft" color="neutral" size="sm">
            Inactive
          </Badge>
        ),
    }),
  ])
}

async function loadRooms(signal: AbortSignal) {
  const [rooms, settings] = await Promise.all([listRooms(signal), getInn(signal)])
  return { rooms, settings }
}

export type RoomsData = Awaited<ReturnType<typeof loadRooms>>

/** The rooms and settings; with `?closures={id}`, that room's closures from the inn's today. */
export function loader({ request }: LoaderFunctionArgs) {
  const closuresId = Number(new URL(request.url).searchParams.get('closures'))
  const rooms = later(loadRooms(request.signal))
  const closures =
    Number.isInteger(closuresId) && closuresId > 0
      ? later(
          rooms.then(({ settings }) =>
            loadClosures(closuresId, todayIn(settings.timeZone), request.signal),
          ),
        )
      : null
  return { rooms, closuresId, closures }
}

/** Writes of the rooms section: `save-room` (create or edit) and `save-closures`. */
export const actions: Record<string, SectionAction> = {
  'save-room': formAction(saveRoomAction),
  'save-closures': formAction(saveClosuresAction),
}

/** Rooms: the list, create and edit in a dialog, and each room's closures. */
export function RoomsSection() {
  const [params, setParams] = useSearchParams()
  const { rooms, closuresId, closures } = useSectionData<typeof loader>()
  const [editing, setEditing] = React.useState<'new' | Room | null>(null)

  const dropParam = (name: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete(name)
        return next
      },
      { replace: true },
    )

  // `?dialog=new-room` (the command palette's "New room") opens the dialog; closing drops it.
  const wantsNew = params.get('dialog') === 'new-room'
  const target = wantsNew ? 'new' : editing
  const closeEditor = () => {
    setEditing(null)
    if (wantsNew) dropParam('dialog')
  }
  const openClosures = (room: Room) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.set('closures', String(room.id))
        return next
      },
      { replace: true },
    )

  const header = (data?: RoomsData) => (
    <SectionHeader
      id="rooms-title"
      title="Rooms"
      description={
        data
          ? `${plural(data.rooms.length, 'room')}, ${data.rooms.filter((room) => room.active).length} active`
          : 'Loading rooms…'
      }
      actions={
        <Button leading={<PlusIcon />} onClick={() => setEditing('new')}>
          New room
        </Button>
      }
    />
  )
  const table = (data?: RoomsData) => (
    <RoomsTable data={data} onEdit={setEditing} onClosures={openClosures} />
  )
  // The dialogs open once the rooms are there (they need the currency and amenities).
  const dialogs = ({ rooms: list, settings }: RoomsData) => {
    const closing = list.find((room) => room.id === closuresId) ?? null
    return (
      <>
        <RoomDialog
          target={target}
          onOpenChange={(open) => {
            if (!open) closeEditor()
          }}
          amenities={knownAmenities(list)}
          currency={settings.currency}
          onSaved={closeEditor}
        />
        <ClosuresDialog
          room={closing}
          closures={closures}
          today={localMidnight(todayIn(settings.timeZone))}
          onOpenChange={(open) => {
            if (!open) dropParam('closures')
          }}
        />
      </>
    )
  }

  return (
    <section aria-labelledby="rooms-title" data-slot="rooms-section">
      <React.Suspense
        fallback={
          <>
            {header()}
            {table()}
          </>
        }
      >
        <Await
          resolve={rooms}
          errorElement={
            <>
              {header()}
              <AwaitLoadError title="Could not load rooms" />
            </>
          }
        >
          {(data: RoomsData) => (
            <>
              {header(data)}
              {table(data)}
              {dialogs(data)}
            </>
          )}
        </Await>
      </React.Suspense>
    </section>
  )
}

function RoomsTable({
  data,
  onEdit,
  onClosures,
}: {
  data?: RoomsData
  onEdit: (room: Room) => void
  onClosures: (room: Room) => void
}) {
  const currency = data?.settings.currency ?? 'EUR'
  const columns = React.useMemo(() => roomColumns(currency), [currency])
  const table = useDataTable({
    data: data?.rooms ?? noRooms,
    columns: [
      ...columns,
      actionsColumn<Room>(
        (room) => [
          { label: 'Edit', icon: <PencilIcon />, onSelect: () => onEdit(room) },
          {
            label: 'Closures',
            icon: <CalendarXIcon />,
            onSelect: () => onClosures(room),
          },
        ],
        (room) => room.name,
      ),
    ],
    getRowId: (room) => String(room.id),
  })
  return <DataTable table={table} caption="Rooms" loading={!data} />
}

const noRooms: Room[] = []

/** The section's component, as the staff area loads its module (`section-code.ts`). */
export const Component = RoomsSection
