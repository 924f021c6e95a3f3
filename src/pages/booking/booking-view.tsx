import { CalendarXIcon, CircleCheckIcon } from 'lucide-react'
import * as React from 'react'
import { useFetcher } from 'react-router'

import type { Booking, Photo, Settings } from '@/api/contract'
import { Button } from '@/components/button'
import { ConfirmDialog } from '@/components/dialog'
import { useLocale } from '@/components/locale'
import { useToast } from '@/components/toast'
import { freeCancellationUntil, guestMayCancel } from '@/domain/bookings'
import { todayIn } from '@/domain/dates'
import { formatDate } from '@/domain/format'
import { InnContact } from '@/pages/shared/inn-contact'
import { HouseRules, houseRulesOf } from '@/pages/shared/inn-details'
import type { StayDetails } from '@/pages/shared/stay-summary'

import type { BookingOutcome } from './booking-action'
import { Confirmation } from './booking-confirmation'
import { Frame } from './booking-frame'

/**
 * A booking's own view (its link): the booking as the inn holds it, confirmed or cancelled, and
 * its cancellation policy. Just booked in this tab, it also says so in a toast (not again on a
 * reload).
 */
export function BookingView({
  booking,
  inn,
  photo,
  photos,
  justBooked,
  calendarHref,
}: {
  booking: Booking
  inn: Settings | null
  /** The room's built-in picture and uploaded photos, when the room is known. */
  photo: string | undefined
  photos?: readonly Photo[] | undefined
  justBooked: boolean
  /** The stay's calendar file. */
  calendarHref: string
}) {
  const toast = useToast()
  // Announces the booking once (the toast API changes as toasts come and go).
  const announced = React.useRef(!justBooked)
  React.useEffect(() => {
    if (announced.current) return
    announced.current = true
    toast.add({
      title: 'Booking confirmed',
      description: (
        <>
          {booking.roomName}, reference{' '}
          <span className="whitespace-nowrap">{booking.reference}</span>
        </>
      ),
      color: 'success',
      icon: <CircleCheckIcon />,
    })
  }, [booking, toast])

  // Cancelled here (the page loaded it again, cancelled): said once in a toast too.
  const status = React.useRef(booking.status)
  React.useEffect(() => {
    if (status.current === 'confirmed' && booking.status === 'cancelled') {
      toast.add({
        title: 'Booking cancelled',
        description: `${booking.reference}. The ${booking.roomName} is no longer held for you.`,
        color: 'success',
        icon: <CalendarXIcon />,
      })
    }
    status.current = booking.status
  }, [booking, toast])

  const details: StayDetails = {
    roomName: booking.roomName,
    photo,
    photos,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    guests: booking.guests,
    total: booking.total,
    currency: booking.currency,
    checkInTime: inn?.checkInTime,
    checkOutTime: inn?.checkOutTime,
  }
  return (
    <Frame
      query={booking}
      title={booking.status === 'cancelled' ? 'Booking cancelled' : 'Booking confirmed'}
      pageTitle={`Booking ${booking.reference}`}
      back={false}
    >
      {/* A new status is a new view: its title takes the focus. */}
      <Confirmation
        key={booking.status}
        booking={booking}
        details={details}
        calendarHref={calendarHref}
      >
        {booking.status === 'confirmed' ? <Cancellation booking={booking} inn={inn} /> : null}
        {inn ? <InnDetails inn={inn} /> : null}
      </Confirmation>
    </Frame>
  )
}

/**
 * The cancellation terms of a confirmed booking (those it was made under): until its last free
 * day, a way to cancel (asked first); after it, whom to ask. The server decides; this says what
 * it will (on the inn's date, once its settings are known).
 */
function Cancellation({ booking, inn }: { booking: Booking; inn: Settings | null }) {
  const { locale } = useLocale()
  const fetcher = useFetcher<BookingOutcome | null>()
  const refusal =
    fetcher.state === 'idle' && fetcher.data?.kind === 'not-cancelled' ? fetcher.data.message : null
  const until = freeCancellationUntil(booking.checkIn, booking.freeCancellationDays)
  const open = !inn || guestMayCancel(booking, todayIn(inn.timeZone))

  return (
    <div
      data-slot="booking-cancellation"
      className="grid gap-3 border-t border-border pt-5 text-sm"
    >
      <h3 className="font-semibold">Cancellation</h3>
      <p className="text-muted">
        {open
          ? `Free cancellation until ${formatDate(until, locale.code)}.`
          : `Free cancellation ended on ${formatDate(until, locale.code)}. To cancel or change this booking, contact the inn.`}
      </p>
      {refusal ? (
        <p role="alert" className="rounded-md bg-error/10 px-3 py-2 text-error">
          {refusal}
        </p>
      ) : null}
      {open ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" color="error" leading={<CalendarXIcon />} className="w-fit">
              Cancel booking
            </Button>
          }
          color="error"
          title="Cancel this booking?"
          description={`Your stay in the ${booking.roomName}, ${formatDate(booking.checkIn, locale.code)} to ${formatDate(booking.checkOut, locale.code)}, is cancelled and the room is offered to other guests. This cannot be undone.`}
          confirmLabel="Cancel booking"
          cancelLabel="Keep booking"
          onConfirm={async () => {
            await fetcher.submit(null, { method: 'post' })
          }}
        />
      ) : null}
    </div>
  )
}

/** The house rules and how to reach the inn (for a question, or to change the booking). */
function InnDetails({ inn }: { inn: Settings }) {
  const rules = houseRulesOf(inn)
  const contact = Boolean(inn.address || inn.phone || inn.email)
  if (!rules.length && !contact) return null
  return (
    <div
      data-slot="inn-details"
      className="grid gap-5 border-t border-border pt-5 text-sm sm:grid-cols-2"
    >
      {rules.length ? (
        <div className="grid content-start gap-2">
          <h3 className="font-semibold">House rules</h3>
          <HouseRules inn={inn} className="text-muted" />
        </div>
      ) : null}
      {contact ? (
        <div className="grid content-start gap-2">
          <h3 className="font-semibold">Contact {inn.innName}</h3>
          <InnContact inn={inn} className="text-muted" />
        </div>
      ) : null}
    </div>
  )
}
