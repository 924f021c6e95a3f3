import { CalendarXIcon } from 'lucide-react'
import * as React from 'react'
import { Await, useFetcher } from 'react-router'
import * as z from 'zod'

import { isoDateSchema, type Room } from '@/api'
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
import { localMidnight, toIsoDate } from '@/domain/local-dates'
import { plural } from '@/domain/plural'
import { isApiError } from '@/lib/api-client'
import { errorMessage } from '@/lib/errors'
import { parseWithSchema, type SubmissionResult, useSchemaForm } from '@/lib/form'
import { getClosures, listAllBookings, putClosures } from '@/pages/admin/lib/admin-api'
import { useOnAnswer, useSectionAction } from '@/pages/admin/lib/admin-route'
import { AwaitLoadError, Skeleton } from '@/pages/admin/lib/section-parts'

/** The room's closed nights, and the nights its confirmed bookings hold (they cannot close). */
export async function loadClosures(roomId: number, from: string, signal: AbortSignal) {
  const [closed, bookings] = await Promise.all([
    getClosures(roomId, signal),
    listAllBookings({ status: 'confirmed', from }, signal),
  ])
  const booked = bookings
    .filter((booking) => booking.roomId === roomId)
    .flatMap((booking) => nightDates(booking).map(localMidnight))
  return { closed, booked }
}

export type ClosuresData = Awaited<ReturnType<typeof loadClosures>>

/** The closures form: the room and every closed night (one `dates` field a night). */
const closuresFormSchema = z.object({
  roomId: z.coerce.number().int().positive(),
  dates: z.array(isoDateSchema).optional(),
})

interface ClosuresReply {
  result: SubmissionResult<string[]>
  /** The closed nights the server saved. */
  saved?: string[]
}

/**
 * The `save-closures` intent: puts the room's closed nights. A refusal (a night booked
 * meanwhile) is one form error: the server's message and which night.
 */
export async function saveClosuresAction(formData: FormData): Promise<ClosuresReply> {
  const submission = parseWithSchema(formData, closuresFormSchema)
  if (submission.status !== 'success') return { result: submission.reply() }
  try {
    const saved = await putClosures(submission.value.roomId, submission.value.dates ?? [])
    return { result: submission.reply(), saved }
  } catch (error) {
    const detail = isApiError(error) ? error.fields.dates : undefined
    const message = detail ? `${errorMessage(error)} ${detail}` : errorMessage(error)
    return { result: submission.reply({ formErrors: [message] }) }
  }
}

export interface ClosuresDialogProps {
  room: Room | null
  /** The room's closures (the rooms loader loads them with `?closures={id}`). */
  closures: Promise<ClosuresData> | null
  onOpenChange: (open: boolean) => void
  /** The inn's today, the picker's first month. */
  today?: Date
}

function ClosuresEditor({
  room,
  data,
  today,
  onDone,
}: {
  room: Room
  data: ClosuresData
  today?: Date
  onDone: () => void
}) {
  const toast = useToast()
  const fetcher = useFetcher<ClosuresReply>()
  const action = useSectionAction()
  const reply = fetcher.data as ClosuresReply | undefined
  const { form, formProps } = useSchemaForm(closuresFormSchema, { lastResult: reply?.result })
  const [picked, setPicked] = React.useState<Date[] | null>(null)
  const dates = picked ?? data.closed.map(localMidnight)
  const saved = fetcher.state === 'idle' ? reply?.saved : undefined

  // Saved (and the rooms reloaded): say so and close.
  useOnAnswer(saved, (nights) => {
    toast.add({
      id: `closures-${room.id}`,
      title: 'Closures saved',
      description: `${room.name}: ${plural(nights.length, 'closed night')}.`,
      color: 'success',
      icon: <CalendarXIcon />,
    })
    onDone()
  })

  return (
    <fetcher.Form method="post" action={action} {...formProps} className="contents">
      <input type="hidden" name="intent" value="save-closures" />
      <input type="hidden" name="roomId" value={room.id} />
      {dates.map((date) => (
        <input key={date.getTime()} type="hidden" name="dates" value={toIsoDate(date)} />
      ))}
      <div className="grid justify-items-center gap-3">
        <DatePicker
          mode="multiple"
          numberOfMonths={2}
          aria-label={`Closed nights of ${room.name}`}
          today={today}
          value={dates}
          // Nights already past stay as they were: the server refuses to change them.
          min={today}
          disabledDates={data.booked}
          onChange={(value) => setPicked(value ?? [])}
          className="max-w-full overflow-x-auto"
        />
        <p className="text-sm text-muted" aria-live="polite">
          {dates.length === 0
            ? 'No closed nights. Pick the nights the room is closed; booked nights cannot be picked.'
            : `${plural(dates.length, 'night')} closed.`}
        </p>
      </div>
      {form.errors?.length ? (
        <p role="alert" className="rounded-md bg-error/10 px-3 py-2 text-sm text-error">
          {form.errors.join(' ')}
        </p>
      ) : null}
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
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          Save closures
        </Button>
      </DialogFooter>
    </fetcher.Form>
  )
}

/** Picks the nights a room is closed (multiple-dates picker), saved through the route action. */
export function ClosuresDialog({ room, closures, onOpenChange, today }: ClosuresDialogProps) {
  return (
    <Dialog open={room !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg" data-slot="closures-dialog">
        <DialogHeader>
          <DialogTitle>Closures{room ? ` · ${room.name}` : ''}</DialogTitle>
          <DialogDescription>
            Closed nights cannot be booked. Nights that are already booked cannot be closed.
          </DialogDescription>
        </DialogHeader>
        {room && closures && (
          <React.Suspense key={room.id} fallback={<Skeleton className="h-80 w-full" />}>
            <Await
              resolve={closures}
              errorElement={<AwaitLoadError title="Could not load the closures" />}
            >
              {(data: ClosuresData) => (
                <ClosuresEditor
                  room={room}
                  data={data}
                  today={today}
                  onDone={() => onOpenChange(false)}
                />
              )}
            </Await>
          </React.Suspense>
        )}
      </DialogContent>
    </Dialog>
  )
}
