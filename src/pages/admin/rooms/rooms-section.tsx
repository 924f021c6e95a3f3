import * as React from 'react'
import { useSearchParams } from 'react-router'

import { type Amenity, type Room } from '@/api'
import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { DataTable, type DataTableColumn, dataTableColumns } from '@/components/table'
import { todayIn } from '@/domain/dates'
import { getSettings, listRooms } from '@/pages/admin/lib/admin-api'
import { AdminIcon } from '@/pages/admin/lib/admin-icons'
import { formatMoney, fromIsoDate, plural } from '@/pages/admin/lib/format'
import { LoadError, SectionHeader } from '@/pages/admin/lib/section-parts'
import { useQuery } from '@/pages/admin/lib/use-query'

import { ClosuresDialog } from './closures-dialog'
import { RoomDialog } from './room-dialog'

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
      meta: { align: 'end', cellClassName: 'tabular-nums whitespace-nowrap' },
      cell: (info) => formatMoney(info.getValue(), currency),
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
  const [rooms, settings] = await Promise.all([listRooms(signal), getSettings(signal)])
  return { rooms, settings }
}

/** Rooms: the list, create and edit in a dialog, and each room's closures. */
export function RoomsSection() {
  const [params, setParams] = useSearchParams()
  const query = useQuery('rooms', loadRooms)
  const [editing, setEditing] = React.useState<'new' | Room | null>(null)
  const [closing, setClosing] = React.useState<Room | null>(null)
  const data = query.data
  const currency = data?.settings.currency ?? 'EUR'
  const columns = React.useMemo(() => roomColumns(currency), [currency])
  const today = data ? fromIsoDate(todayIn(data.settings.timeZone)) : undefined

  // `?dialog=new-room` (the command palette's "New room") opens the dialog; closing drops it.
  const wantsNew = params.get('dialog') === 'new-room'
  const target = wantsNew ? 'new' : editing
  const closeEditor = () => {
    setEditing(null)
    if (!wantsNew) return
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete('dialog')
        return next
      },
      { replace: true },
    )
  }

  const amenities = React.useMemo(() => {
    const byLabel = new Map<string, Amenity>()
    for (const room of data?.rooms ?? []) {
      for (const amenity of room.amenities) {
        if (!byLabel.has(amenity.label)) byLabel.set(amenity.label, amenity)
      }
    }
    return [...byLabel.values()].sort((a, b) => a.label.localeCompare(b.label))
  }, [data])

  const activeCount = data?.rooms.filter((room) => room.active).length ?? 0

  return (
    <section aria-labelledby="rooms-title" data-slot="rooms-section">
      <SectionHeader
        id="rooms-title"
        title="Rooms"
        description={
          data ? `${plural(data.rooms.length, 'room')}, ${activeCount} active` : 'Loading rooms…'
        }
        actions={
          <Button leading={<AdminIcon name="plus" />} onClick={() => setEditing('new')}>
            New room
          </Button>
        }
      />
      {query.error && !data ? (
        <LoadError title="Could not load rooms" error={query.error} onRetry={query.reload} />
      ) : (
        <DataTable
          caption="Rooms"
          data={data?.rooms ?? noRooms}
          columns={columns}
          getRowId={(room) => String(room.id)}
          getRowLabel={(room) => room.name}
          loading={query.loading}
          rowActions={(room) => [
            { label: 'Edit', icon: <AdminIcon name="pencil" />, onSelect: () => setEditing(room) },
            {
              label: 'Closures',
              icon: <AdminIcon name="calendarX" />,
              onSelect: () => setClosing(room),
            },
          ]}
        />
      )}
      <RoomDialog
        target={target}
        onOpenChange={(open) => {
          if (!open) closeEditor()
        }}
        amenities={amenities}
        currency={currency}
        onSaved={() => {
          closeEditor()
          query.reload()
        }}
      />
      <ClosuresDialog
        room={closing}
        today={today}
        onOpenChange={(open) => {
          if (!open) setClosing(null)
        }}
      />
    </section>
  )
}

const noRooms: Room[] = []
