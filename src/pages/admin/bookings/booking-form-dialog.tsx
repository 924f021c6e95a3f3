import { CalendarPlusIcon } from 'lucide-react'
import * as React from 'react'
import { Await, useFetcher } from 'react-router'

import { type Booking, type Room, type TakenNightsAnswer } from '@/api'
import { Button } from '@/components/button'
import { DatePickerField } from '@/components/date-picker'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog'
import { NumberInput } from '@/components/number-input'
import { SelectMenu } from '@/components/select-menu'
import { useToast } from '@/components/toast'
import { addDays, daysBetween, localToday, MAX_DAYS_AHEAD, todayIn } from '@/domain/dates'
import { localMidnight, toIsoDate } from '@/domain/local-dates'
import { plural } from '@/domain/plural'
import { formatPrice } from '@/domain/price'
import { formatDay, formatShortDay } from '@/domain/staff-format'
import { Field, useSchemaForm } from '@/lib/form'
import { getInn, listRooms } from '@/pages/admin/lib/admin-api'
import { useOnAnswer, useSectionAction } from '@/pages/admin/lib/admin-route'
import { AwaitLoadError, Skeleton } from '@/pages/admin/lib/section-parts'
import { GuestFields } from '@/pages/shared/guest-fields'

import {
  bookableRooms,
  bookingFormDefaults,
  type BookingFormReply,
  bookingFormSchema,
  loadTakenNights,
  roomTakenNights,
  stayClashes,
} from './booking-form'
import { PriceQuestion } from './price-question'

/** What the booking form needs: the rooms, their taken nights, the inn's today and currency. */
export interface BookingFormData {
  rooms: Room[]
  taken: TakenNightsAnswer
  today: string
  currency: string
}

/** Loads what the booking form needs (the booking `exclude` being edited keeps its nights free). */
export async function loadBookingForm(
  exclude: string | undefined,
  signal: AbortSignal,
): Promise<BookingFormData> {
  // The taken nights from the day before this device's today, so that all three load at once
  // whatever the inn's time zone.
  const [rooms, inn, taken] = await Promise.all([
    listRooms(signal),
    getInn(signal),
    loadTakenNights(addDays(localToday(), -1), exclude, signal),
  ])
  return { rooms, taken, today: todayIn(inn.timeZone), currency: inn.currency }
}

/** Where a new booking starts: a room and a first night (a tap on the front desk's grid). */
export interface BookingPrefill {
  roomId?: number | undefined
  checkIn?: string | undefined
}

function BookingForm({
  booking,
  prefill,
  data,
  onSaved,
  onCancel,
}: {
  booking: Booking | null
  prefill: BookingPrefill
  data: BookingFormData
  onSaved: (booking: Booking, created: boolean) => void
  onCancel: () => void
}) {
  const { rooms, taken, today, currency } = data
  const toast = useToast()
  const fetcher = useFetcher()
  const action = useSectionAction()
  const reply = fetcher.data as BookingFormReply | undefined
  const pending = fetcher.state !== 'idle'
  const [defaults] = React.useState(() =>
    bookingFormDefaults(booking, prefill, rooms, today, taken),
  )
  const { form, fields, formProps } = useSchemaForm(bookingFormSchema, {
    lastResult: pending ? undefined : reply?.result,
    defaultValue: defaults,
  })
  const guest = fields.guest.getFieldset()
  const [roomId, setRoomId] = React.useState(defaults.roomId ? String(defaults.roomId) : '')
  const [stay, setStay] = React.useState({
    checkIn: defaults.checkIn,
    checkOut: defaults.checkOut,
  })
  const room = rooms.find((r) => String(r.id) === roomId)
  const nights = daysBetween(stay.checkIn, stay.checkOut)
  const { booked, closed } = roomTakenNights(taken, Number(roomId))
  const clashes = room ? stayClashes(taken, room.id, stay) : []
  const datesId = React.useId()
  const stayError = fields.checkIn.errors?.[0] ?? fields.checkOut.errors?.[0]
  // A move that changes the price asks first: the question holds for the room and nights it was
  // asked about (another choice is asked again).
  const choice = `${roomId}|${stay.checkIn}|${stay.checkOut}`
  const answered = pending ? undefined : reply
  const [asked, setAsked] = React.useState<{
    reply: BookingFormReply
    choice: string
    dismissed?: boolean
  } | null>(null)
  // When the answer comes, the choice on screen is the one it was asked about.
  if (answered?.question && asked?.reply !== answered) setAsked({ reply: answered, choice })
  const question =
    asked && !asked.dismissed && asked.reply === answered && asked.choice === choice
      ? answered.question
      : undefined

  useOnAnswer(pending ? undefined : reply?.saved, ({ booking: saved, created }) => {
    toast.add({
      id: `booking-saved-${saved.id}`,
      title: created ? 'Booking made' : 'Booking saved',
      description: `${saved.reference} · ${saved.guest.name}, ${saved.roomName}, ${formatPrice(saved.total, saved.currency)}`,
      color: 'success',
      icon: <CalendarPlusIcon />,
    })
    onSaved(saved, created)
  })

  const items = bookableRooms(rooms, booking?.roomId).map((r) => ({
    value: String(r.id),
    label: r.name,
    description: `${plural(r.capacity, 'guest')} · ${formatPrice(r.rate, currency)} a night`,
  }))

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps}
      data-slot="form"
      aria-label={booking ? `Edit booking ${booking.reference}` : 'New booking'}
      aria-busy={pending || undefined}
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="save-booking" />
      {booking && <input type="hidden" name="id" value={booking.id} />}
      <input type="hidden" name={fields.checkIn.name} value={stay.checkIn} />
      <input type="hidden" name={fields.checkOut.name} value={stay.checkOut} />
      {/* A price question's own words are in the question, shown while it holds. */}
      {!answered?.question &&
        form.errors?.map((message) => (
          <p
            key={message}
            role="alert"
            data-slot="booking-form-problem"
            className="rounded-md bg-error/10 px-3 py-2 text-sm text-error"
          >
            {message}
          </p>
        ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.roomId} label="Room" required>
          {(control) => (
            <SelectMenu
              name={control.name}
              items={items}
              placeholder="Choose a room"
              value={roomId}
              onValueChange={(value) => {
                if (value) setRoomId(value)
              }}
            />
          )}
        </Field>
        <Field
          meta={fields.guests}
          label="Guests"
          hint={room ? `Up to ${room.capacity}` : undefined}
          required
        >
          {(control) => (
            <NumberInput
              name={control.name}
              form={control.form}
              defaultValue={defaults.guests}
              min={1}
              max={room?.capacity ?? 8}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-1.5" data-slot="booking-form-nights">
        <span id={datesId} className="text-sm font-medium text-fg">
          Nights
          <span aria-hidden="true" className="ms-0.5 text-error">
            *
          </span>
        </span>
        <p id={`${datesId}-description`} className="text-sm text-muted">
          The first and the last night of the stay. Booked and closed nights cannot be picked.
        </p>
        <DatePickerField
          mode="range"
          aria-labelledby={datesId}
          minNights={0}
          min={localMidnight(today)}
          max={localMidnight(addDays(today, MAX_DAYS_AHEAD))}
          clearable={false}
          disabledDates={(date: Date) => {
            const night = toIsoDate(date)
            return booked.has(night) || closed.has(night)
          }}
          value={{
            from: localMidnight(stay.checkIn),
            to: localMidnight(addDays(stay.checkOut, -1)),
          }}
          onChange={(value) => {
            if (!value) return
            const checkIn = toIsoDate(value.from)
            setStay({ checkIn, checkOut: addDays(toIsoDate(value.to), 1) })
          }}
        />
        {stayError && <p className="text-sm text-error">{stayError}</p>}
      </div>
      <p className="text-sm text-muted" data-slot="booking-form-stay" aria-live="polite">
        Check-in {formatDay(stay.checkIn)} · check-out {formatDay(stay.checkOut)} ·{' '}
        {plural(nights, 'night')}
      </p>
      {room && clashes.length > 0 && (
        <p role="status" className="rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
          {room.name} is {clashes.some((c) => c.why === 'booked') ? 'taken' : 'closed'} on{' '}
          {clashes.map((c) => formatShortDay(c.night)).join(', ')}: choose other nights or another
          room.
        </p>
      )}
      <GuestFields fields={guest} audience="staff" className="grid gap-4 sm:grid-cols-2" />
      {question ? (
        <PriceQuestion
          question={question}
          currency={currency}
          onCancel={() => setAsked((current) => current && { ...current, dismissed: true })}
        />
      ) : (
        <DialogFooter className="pt-2">
          <Button variant="ghost" color="neutral" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} leading={<CalendarPlusIcon />}>
            {booking ? 'Save changes' : 'Book'}
          </Button>
        </DialogFooter>
      )}
    </fetcher.Form>
  )
}

export interface BookingFormDialogProps {
  /** `new` to take a booking, a booking to edit it, `null` when closed. */
  target: 'new' | Booking | null
  prefill?: BookingPrefill
  /** The rooms, their taken nights and the inn's today (the section's loader loads them). */
  data: Promise<BookingFormData> | null
  onOpenChange: (open: boolean) => void
  onSaved: (booking: Booking, created: boolean) => void
}

/** What the dialog loaded when it opened (later loads, after a refused save, keep it). */
function FormLoader({
  data,
  children,
}: {
  data: Promise<BookingFormData>
  children: (data: BookingFormData) => React.ReactNode
}) {
  const [first] = React.useState(data)
  return (
    <React.Suspense fallback={<Skeleton className="h-96" />}>
      <Await resolve={first} errorElement={<AwaitLoadError title="Could not load the rooms" />}>
        {children}
      </Await>
    </React.Suspense>
  )
}

/**
 * Takes a booking for a phone or walk-in guest, or edits one whose stay has not begun: the
 * room, the nights (booked and closed ones disabled), the party and the guest's details.
 */
export function BookingFormDialog({
  target,
  prefill = {},
  data,
  onOpenChange,
  onSaved,
}: BookingFormDialogProps) {
  const booking = target === 'new' ? null : target
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg" data-slot="booking-form-dialog">
        <DialogHeader>
          <DialogTitle>{booking ? `Edit booking ${booking.reference}` : 'New booking'}</DialogTitle>
          <DialogDescription>
            {booking
              ? 'Change the stay, the party or the guest’s details; the history keeps what changed.'
              : 'For a guest on the phone or at the desk: they get the confirmation email if they give an address.'}
          </DialogDescription>
        </DialogHeader>
        {target !== null && data && (
          <FormLoader key={booking?.id ?? 'new'} data={data}>
            {(loaded) => (
              <BookingForm
                booking={booking}
                prefill={prefill}
                data={loaded}
                onSaved={onSaved}
                onCancel={() => onOpenChange(false)}
              />
            )}
          </FormLoader>
        )}
      </DialogContent>
    </Dialog>
  )
}
