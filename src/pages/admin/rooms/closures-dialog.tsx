import { CalendarXIcon } from 'lucide-react'
import * as React from 'react'
import { Await, useFetcher } from 'react-router'
import * as z from 'zod'

import { isoDateSchema, type Room } from '@/api'
import { Button } from '@/components/button'
import { DatePicker, DatePickerField } from '@/components/date-picker'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog'
import { Input } from '@/components/input'
import { useToast } from '@/components/toast'
import { closedRuns } from '@/domain/availability'
import { addDays, nightDates } from '@/domain/dates'
import { localMidnight, toIsoDate } from '@/domain/local-dates'
import { plural } from '@/domain/plural'
import { formatDay, formatStay } from '@/domain/staff-format'
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

/**
 * The closures form: the room, every closed night (one `dates` field a night) and the reasons of
 * those that have one (`reasons.YYYY-MM-DD`).
 */
const closuresFormSchema = z.object({
  roomId: z.coerce.number().int().positive(),
  dates: z.array(isoDateSchema).optional(),
  reasons: z.record(z.string(), z.string()).optional(),
})

interface ClosuresReply {
  result: SubmissionResult<string[]>
  /** The closed nights the server saved. */
  saved?: string[]
}

/** The nights from `first` to `last` (inclusive). */
function nightsFrom(first: string, last: string): string[] {
  const nights: string[] = []
  for (let night = first; night <= last; night = addDays(night, 1)) nights.push(night)
  return nights
}

/**
 * The `save-closures` intent: puts the room's closed nights. A refusal (a night booked
 * meanwhile) is one form error: the server's message and which night.
 */
export async function saveClosuresAction(formData: FormData): Promise<ClosuresReply> {
  const submission = parseWithSchema(formData, closuresFormSchema)
  if (submission.status !== 'success') return { result: submission.reply() }
  try {
    const { roomId, dates = [], reasons = {} } = submission.value
    const saved = await putClosures(roomId, { dates, reasons })
    return { result: submission.reply(), saved: saved.dates }
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
  const dates = picked ?? data.closed.dates.map(localMidnight)
  const [reasons, setReasons] = React.useState(data.closed.reasons)
  const closedDates = dates.map(toIsoDate)
  const saved = fetcher.state === 'idle' ? reply?.saved : undefined
  // A run of nights closed at once, with its reason.
  const [run, setRun] = React.useState<{ from: Date; to: Date } | null>(null)
  const [reason, setReason] = React.useState('')
  const [left, setLeft] = React.useState<string>()
  const booked = React.useMemo(
    () => new Set(data.booked.map((date) => toIsoDate(date))),
    [data.booked],
  )
  const closeRun = () => {
    if (!run) return
    const nights = nightsFrom(toIsoDate(run.from), toIsoDate(run.to))
    const free = nights.filter((night) => !booked.has(night))
    const why = reason.trim()
    setPicked([...new Set([...closedDates, ...free])].sort().map(localMidnight))
    if (why) setReasons((was) => ({ ...was, ...Object.fromEntries(free.map((n) => [n, why])) }))
    setLeft(
      free.length < nights.length
        ? `${plural(nights.length - free.length, 'booked night')} left open.`
        : undefined,
    )
    setRun(null)
    setReason('')
  }

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
      {closedDates.map((date) => (
        <React.Fragment key={date}>
          <input type="hidden" name="dates" value={date} />
          {reasons[date] ? (
            <input type="hidden" name={`reasons.${date}`} value={reasons[date]} />
          ) : null}
        </React.Fragment>
      ))}
      <fieldset className="grid gap-3 rounded-lg p-3 ring-1 ring-border sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-end">
        <legend className="px-1 text-sm font-medium text-fg">Close a run of nights</legend>
        <div className="grid gap-1.5">
          <span id={`run-${room.id}`} className="text-sm text-muted">
            First and last night
          </span>
          <DatePickerField
            mode="range"
            aria-labelledby={`run-${room.id}`}
            minNights={0}
            min={today}
            disabledDates={data.booked}
            hints={{ start: 'Choose the first night', end: 'Choose the last night' }}
            value={run}
            onChange={setRun}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`reason-${room.id}`} className="text-sm text-muted">
            Reason (optional)
          </label>
          <Input
            id={`reason-${room.id}`}
            value={reason}
            maxLength={100}
            placeholder="Painting"
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <Button variant="outline" color="neutral" disabled={!run} onClick={closeRun}>
          Close these nights
        </Button>
      </fieldset>
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
          {left ? ` ${left}` : ''}
        </p>
        {dates.length > 0 && (
          <ul aria-label="Closed nights" className="grid w-full gap-1 text-sm">
            {closedRuns(closedDates, reasons).map((closed) => (
              <li key={closed.first} className="flex flex-wrap gap-x-2">
                <span className="font-medium text-fg">
                  {closed.nights === 1
                    ? formatDay(closed.first)
                    : formatStay(closed.first, closed.last)}
                </span>
                <span className="text-muted">
                  {plural(closed.nights, 'night')}
                  {closed.reason ? ` · ${closed.reason}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
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
            onClick={() => {
              setPicked([])
              setReasons({})
            }}
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
