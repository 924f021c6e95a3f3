import {
  ArrowRightLeftIcon,
  CheckIcon,
  DoorClosedIcon,
  DoorOpenIcon,
  HistoryIcon,
  UserXIcon,
} from 'lucide-react'
import * as React from 'react'
import { Await } from 'react-router'

import {
  type Booking,
  type BookingEvent,
  type ChangePricing,
  type PriceQuestion as PriceQuestionAnswer,
  type Room,
  type StayAction,
} from '@/api'
import { Button } from '@/components/button'
import { DatePickerField } from '@/components/date-picker'
import { FormField } from '@/components/form-field'
import { SelectMenu } from '@/components/select-menu'
import { useToast } from '@/components/toast'
import { todayIn } from '@/domain/dates'
import { localMidnight, toIsoDate } from '@/domain/local-dates'
import { formatPrice } from '@/domain/price'
import { formatTimestamp } from '@/domain/staff-format'
import {
  STAY_ACTION_RESULT,
  STAY_LABELS,
  stayActions,
  stayMayChange,
  undoableChange,
} from '@/domain/stay'
import { getHistory, getInn, listRooms } from '@/pages/admin/lib/admin-api'
import { useAdminFetcher, type WriteResult } from '@/pages/admin/lib/admin-route'
import { Skeleton } from '@/pages/admin/lib/section-parts'

import { PriceQuestion } from './price-question'
import { UNDO_TOAST_MS, UndoStatusButton, undoToastAction, useUndoStatus } from './undo-status'

const ACTION_COPY: Record<StayAction, { label: string; done: string; icon: React.ReactNode }> = {
  check_in: { label: 'Check in', done: 'Checked in', icon: <DoorOpenIcon /> },
  check_out: { label: 'Check out', done: 'Checked out', icon: <DoorClosedIcon /> },
  no_show: { label: 'Mark no-show', done: 'Marked as a no-show', icon: <UserXIcon /> },
}

function Problem({ message }: { message?: string | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-md bg-error/10 px-3 py-2 text-sm text-error">
      {message}
    </p>
  )
}

/** The stay action a fetcher is sending, from its JSON body. */
function sentAction(body: unknown): unknown {
  return (body as { json?: { action?: unknown } } | undefined)?.json?.action
}

/**
 * The stay's actions for today: check in, check out, mark a no-show; one tap each. Once the stay
 * has begun, where its first action was stands what it is now ("Checked in"), not a button: the
 * next action (Check out) comes beside it, so the second tap of a double tap on Check in lands on
 * nothing instead of checking the guest out on arrival. Each action's toast can undo it, and so
 * can the Undo after the actions while the change is recent (staff's cancellation too).
 */
export function StayActions({ booking, today }: { booking: Booking; today: string }) {
  const toast = useToast()
  const { undo } = useUndoStatus()
  const { fetcher, submitIntent } = useAdminFetcher<WriteResult<Booking>>()
  const [problem, setProblem] = React.useState<string>()
  // Set at once on a tap (the fetcher's state, which disables the buttons, comes a moment later):
  // the second tap of a double tap sends nothing.
  const sending = React.useRef(false)
  const actions = stayActions(booking, today)
  const begun = booking.status === 'confirmed' && booking.stayStatus !== 'expected'
  if (!actions.length && !begun && !undoableChange(booking, new Date())) return null
  const run = async (action: StayAction) => {
    if (sending.current) return
    sending.current = true
    setProblem(undefined)
    const result = await submitIntent('stay-action', {
      param: { id: booking.id },
      json: { action },
    }).finally(() => {
      sending.current = false
    })
    if (!result?.ok) {
      setProblem(result?.message ?? 'Something went wrong.')
      return
    }
    const done = result.value
    toast.add({
      id: `stay-${booking.id}`,
      title: ACTION_COPY[action].done,
      description: `${done.reference} · ${done.guest.name}, ${done.roomName}`,
      color: 'success',
      icon: ACTION_COPY[action].icon,
      duration: UNDO_TOAST_MS,
      actions: [undoToastAction(undo, done, STAY_ACTION_RESULT[action])],
    })
  }
  return (
    <div className="grid gap-2" data-slot="stay-actions">
      <div className="flex flex-wrap gap-2">
        {begun && (
          <span
            data-slot="stay-done"
            className="inline-flex h-9 items-center gap-2 px-3 text-sm font-medium text-muted [&_svg]:size-4"
          >
            <CheckIcon aria-hidden />
            {STAY_LABELS[booking.stayStatus]}
          </span>
        )}
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'no_show' ? 'outline' : 'solid'}
            color={action === 'no_show' ? 'warning' : 'primary'}
            leading={ACTION_COPY[action].icon}
            loading={fetcher.state !== 'idle' && sentAction(fetcher.json) === action}
            disabled={fetcher.state !== 'idle'}
            onClick={() => void run(action)}
          >
            {ACTION_COPY[action].label}
          </Button>
        ))}
        <UndoStatusButton booking={booking} />
      </div>
      <Problem message={problem} />
    </div>
  )
}

/**
 * Moving the booking to another room or dates (the keyboard's way to move it; the front desk
 * also drags). The server checks the rules and refuses a night another stay holds.
 */
export function MoveBooking({
  booking,
  rooms,
  today,
  onMoved,
}: {
  booking: Booking
  rooms: readonly Room[]
  today: string
  onMoved: () => void
}) {
  const toast = useToast()
  const { fetcher, submitIntent } = useAdminFetcher<WriteResult<Booking>>()
  const [roomId, setRoomId] = React.useState(String(booking.roomId))
  const [range, setRange] = React.useState({
    from: localMidnight(booking.checkIn),
    to: localMidnight(booking.checkOut),
  })
  const [problem, setProblem] = React.useState<string>()
  const items = rooms
    .filter((room) => room.active && room.capacity >= booking.guests)
    .map((room) => ({
      value: String(room.id),
      label: room.name,
      description: `${formatPrice(room.rate, booking.currency)} a night`,
    }))
  // A move that changes the price asks first, about the room and dates it was asked for.
  const choice = `${roomId}|${toIsoDate(range.from)}|${toIsoDate(range.to)}`
  const [asked, setAsked] = React.useState<{ question: PriceQuestionAnswer; choice: string }>()
  const question = asked?.choice === choice ? asked.question : undefined
  const unmoved =
    Number(roomId) === booking.roomId &&
    toIsoDate(range.from) === booking.checkIn &&
    toIsoDate(range.to) === booking.checkOut
  const send = async (price?: ChangePricing) => {
    setProblem(undefined)
    // The same room and nights: nothing to move, and no toast that says otherwise.
    if (unmoved) {
      setProblem('The booking is already in this room on these nights: choose another.')
      return
    }
    const result = await submitIntent('move-booking', {
      param: { id: booking.id },
      json: {
        roomId: Number(roomId),
        checkIn: toIsoDate(range.from),
        checkOut: toIsoDate(range.to),
        price,
      },
    })
    setAsked(undefined)
    if (!result?.ok) {
      if (result?.price) {
        setAsked({ question: result.price, choice })
        return
      }
      setProblem(
        Object.values(result?.fields ?? {})[0] ?? result?.message ?? 'Something went wrong.',
      )
      return
    }
    toast.add({
      id: `moved-${booking.id}`,
      title: 'Booking moved',
      description: `${result.value.reference} · ${result.value.roomName}, ${formatPrice(result.value.total, result.value.currency)}`,
      color: 'success',
      icon: <ArrowRightLeftIcon />,
    })
    onMoved()
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
      aria-label="Move booking"
      data-slot="move-booking"
      className="grid gap-3 rounded-lg bg-bg p-4 ring-1 ring-border"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Room">
          <SelectMenu
            items={items}
            value={roomId}
            onValueChange={(value) => {
              if (value) setRoomId(value)
            }}
          />
        </FormField>
        <div className="grid gap-1.5">
          <span id={`move-${booking.id}-dates`} className="text-sm font-medium text-fg">
            Stay dates
          </span>
          <DatePickerField
            mode="range"
            aria-labelledby={`move-${booking.id}-dates`}
            min={localMidnight(today)}
            clearable={false}
            value={range}
            onChange={(value) => {
              if (value) setRange(value)
            }}
          />
        </div>
      </div>
      <Problem message={problem} />
      {question ? (
        <PriceQuestion
          question={question}
          currency={booking.currency}
          pending={fetcher.state !== 'idle'}
          onAnswer={(price) => void send(price)}
          onCancel={() => setAsked(undefined)}
        />
      ) : (
        <div className="flex justify-end">
          <Button type="submit" leading={<ArrowRightLeftIcon />} loading={fetcher.state !== 'idle'}>
            Move booking
          </Button>
        </div>
      )}
    </form>
  )
}

const EVENT_LABELS: Record<BookingEvent['kind'], string> = {
  created: 'Booked',
  moved: 'Moved',
  edited: 'Edited',
  cancelled: 'Cancelled',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  no_show: 'Marked no-show',
  undone: 'Undone',
}

function who(event: BookingEvent): string {
  if (event.actor === 'guest') return 'by the guest'
  return event.staffName ? `by ${event.staffName}` : 'by staff'
}

/** Every change of the booking, oldest first, with who and when. */
export function BookingHistory({
  events,
  timeZone,
}: {
  events: readonly BookingEvent[]
  timeZone?: string | undefined
}) {
  return (
    <section aria-labelledby="booking-history-title" className="grid gap-2">
      <h3
        id="booking-history-title"
        className="flex items-center gap-2 text-sm font-semibold text-fg"
      >
        <HistoryIcon className="size-4 text-muted" aria-hidden="true" />
        History
      </h3>
      <ol className="grid gap-2 border-s border-border ps-4" data-slot="booking-history">
        {events.map((event, index) => (
          <li key={index} className="grid text-sm">
            <span className="text-fg">
              <span className="font-medium">{EVENT_LABELS[event.kind]}</span> {who(event)}
            </span>
            <span className="text-xs text-muted">
              {formatTimestamp(event.at, timeZone)}
              {event.detail ? ` · ${event.detail}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** What the front desk needs beside a booking: its history, the rooms, the inn's today. */
export interface DeskData {
  history: BookingEvent[]
  rooms: Room[]
  today: string
}

export async function loadDesk(id: string, signal: AbortSignal): Promise<DeskData> {
  const [history, rooms, inn] = await Promise.all([
    getHistory(id, signal),
    listRooms(signal),
    getInn(signal),
  ])
  return { history, rooms, today: todayIn(inn.timeZone) }
}

/** The booking's front desk: its stay's actions, a move (on request) and its history. */
export function BookingDesk({
  booking,
  desk,
  timeZone,
}: {
  booking: Booking
  desk: Promise<DeskData> | null
  /** As the rest of the dialog writes times. */
  timeZone?: string | undefined
}) {
  const [moving, setMoving] = React.useState(false)
  if (!desk) return null
  return (
    <React.Suspense fallback={<Skeleton className="h-24" />}>
      <Await
        resolve={desk}
        errorElement={
          <p role="alert" className="text-sm text-error">
            The front desk could not be loaded.
          </p>
        }
      >
        {(data: DeskData) => (
          <div className="grid gap-4" data-slot="booking-desk">
            <div className="flex flex-wrap items-start gap-2">
              <StayActions booking={booking} today={data.today} />
              {stayMayChange(booking) && (
                <Button
                  variant="outline"
                  color="neutral"
                  leading={<ArrowRightLeftIcon />}
                  aria-expanded={moving}
                  onClick={() => setMoving((open) => !open)}
                >
                  Move
                </Button>
              )}
            </div>
            {moving && stayMayChange(booking) && (
              <MoveBooking
                booking={booking}
                rooms={data.rooms}
                today={data.today}
                onMoved={() => setMoving(false)}
              />
            )}
            <BookingHistory events={data.history} timeZone={timeZone} />
          </div>
        )}
      </Await>
    </React.Suspense>
  )
}
