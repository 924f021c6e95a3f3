import * as React from 'react'

import { type Room } from '@/api'
import { Button } from '@/components/button'
import { DatePicker } from '@/components/date-picker'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog'
import { useToast } from '@/components/toast'
import { nightDates } from '@/domain/dates'
import { isApiError } from '@/lib/api-client'
import { getClosures, listAllBookings, putClosures } from '@/pages/admin/lib/admin-api'
import { AdminIcon } from '@/pages/admin/lib/admin-icons'
import { errorMessage, fromIsoDate, plural, toIsoDate } from '@/pages/admin/lib/format'
import { LoadError, Skeleton } from '@/pages/admin/lib/section-parts'
import { useQuery } from '@/pages/admin/lib/use-query'

export interface ClosuresDialogProps {
  room: Room | null
  onOpenChange: (open: boolean) => void
  /** The inn's today, the picker's first month. */
  today?: Date
}

/** The room's closed nights, and the nights its confirmed bookings hold (they cannot close). */
async function loadClosures(roomId: number, from: string | undefined, signal: AbortSignal) {
  const [closed, bookings] = await Promise.all([
    getClosures(roomId, signal),
    listAllBookings({ status: 'confirmed', from }, signal),
  ])
  const booked = bookings
    .filter((booking) => booking.roomId === roomId)
    .flatMap((booking) => nightDates(booking).map(fromIsoDate))
  return { closed, booked }
}

function ClosuresEditor({ room, today, onDone }: { room: Room; today?: Date; onDone: () => void }) {
  const toast = useToast()
  const from = today ? toIsoDate(today) : undefined
  const closures = useQuery(`closures-${room.id}-${from}`, (signal) =>
    loadClosures(room.id, from, signal),
  )
  const [picked, setPicked] = React.useState<Date[] | null>(null)
  const [error, setError] = React.useState<string | null>(null)
  const dates = picked ?? closures.data?.closed.map(fromIsoDate) ?? []

  const save = async () => {
    setError(null)
    try {
      const saved = await putClosures(room.id, dates.map(toIsoDate))
      toast.add({
        id: `closures-${room.id}`,
        title: 'Closures saved',
        description: `${room.name}: ${plural(saved.length, 'closed night')}.`,
        color: 'success',
        icon: <AdminIcon name="calendarX" />,
      })
      onDone()
    } catch (caught) {
      setError(
        isApiError(caught) && caught.fields.dates
          ? `${caught.message} ${caught.fields.dates}`
          : errorMessage(caught),
      )
    }
  }

  if (closures.error && !closures.data) {
    return (
      <LoadError
        title="Could not load the closures"
        error={closures.error}
        onRetry={closures.reload}
      />
    )
  }
  if (!closures.data) return <Skeleton className="h-80 w-full" />

  return (
    <>
      <div className="grid justify-items-center gap-3">
        <DatePicker
          mode="multiple"
          numberOfMonths={2}
          aria-label={`Closed nights of ${room.name}`}
          today={today}
          value={dates}
          disabledDates={closures.data.booked}
          onChange={(value) => setPicked(value ?? [])}
          className="max-w-full overflow-x-auto"
        />
        <p className="text-sm text-muted" aria-live="polite">
          {dates.length === 0
            ? 'No closed nights. Pick the nights the room is closed; booked nights cannot be picked.'
            : `${plural(dates.length, 'night')} closed.`}
        </p>
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-error/10 px-3 py-2 text-sm text-error">
          {error}
        </p>
      )}
      <DialogFooter>
        {dates.length > 0 && (
          <Button
            variant="ghost"
            color="neutral"
            className="sm:me-auto"
            onClick={() => setPicked([])}
          >
            Clear all
          </Button>
        )}
        <Button variant="ghost" color="neutral" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={save}>Save closures</Button>
      </DialogFooter>
    </>
  )
}

/** Picks the nights a room is closed (multiple-dates picker), saved with PUT closures. */
export function ClosuresDialog({ room, onOpenChange, today }: ClosuresDialogProps) {
  return (
    <Dialog open={room !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg" data-slot="closures-dialog">
        <DialogHeader>
          <DialogTitle>Closures{room ? ` · ${room.name}` : ''}</DialogTitle>
          <DialogDescription>
            Closed nights cannot be booked. Nights that are already booked cannot be closed.
          </DialogDescription>
        </DialogHeader>
        {room && (
          <ClosuresEditor
            key={room.id}
            room={room}
            today={today}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
