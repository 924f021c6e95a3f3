import { CalendarPlusIcon, CalendarXIcon, CircleCheckIcon, HouseIcon } from 'lucide-react'
import * as React from 'react'

import type { Booking } from '@/api/contract'
import { Button } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'
import { formatDate } from '@/domain/format'
import { AppLink } from '@/lib/link'
import { type StayDetails, StaySummary } from '@/pages/shared/stay-summary'

/**
 * A booking as the inn holds it: the reference in large type, the guest, and the stay as booked
 * (focus on the title). Confirmed, it says the room is the guest's, where the confirmation was
 * emailed, and that this page is the booking's link; cancelled, since when.
 */
export function Confirmation({
  booking,
  details,
  calendarHref,
  children,
}: {
  booking: Booking
  details: StayDetails
  /** The stay's calendar file, offered while the booking stands. */
  calendarHref?: string
  /** More about the booking under the guest's details (its cancellation policy). */
  children?: React.ReactNode
}) {
  const { locale } = useLocale()
  const titleRef = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => titleRef.current?.focus(), [])
  const cancelled = booking.status === 'cancelled'
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section
        aria-labelledby="confirmation-title"
        data-slot="booking-confirmation"
        className={cn(
          'grid gap-6 rounded-xl bg-surface p-6 ring-1 sm:p-10',
          cancelled ? 'ring-border' : 'ring-success/40',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'grid size-14 place-items-center rounded-full',
            cancelled ? 'bg-elevated text-muted' : 'bg-success/10 text-success',
          )}
        >
          {cancelled ? (
            <CalendarXIcon className="size-7.5" />
          ) : (
            <CircleCheckIcon className="size-7.5" />
          )}
        </span>
        <div className="grid gap-2">
          <h2
            id="confirmation-title"
            ref={titleRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight outline-none"
          >
            {cancelled
              ? `This booking is cancelled, ${booking.guest.name}`
              : `You’re booked, ${booking.guest.name}`}
          </h2>
          {cancelled ? (
            <p className="text-muted">
              {booking.cancelledBy === 'guest' ? 'You cancelled it' : 'The inn cancelled it'}
              {booking.cancelledAt
                ? ` on ${formatDate(booking.cancelledAt.slice(0, 10), locale.code)}`
                : ''}
              . The {booking.roomName} is no longer held for you.
            </p>
          ) : (
            <>
              <p className="text-muted">
                The {booking.roomName} is yours. Keep your reference: the inn will ask for it when
                you arrive.
              </p>
              <p className="text-muted" data-slot="confirmation-email">
                {booking.guest.email ? (
                  <>
                    Your confirmation, with this page’s link, is emailed to{' '}
                    <span className="font-medium break-all text-fg">{booking.guest.email}</span>
                    .{' '}
                  </>
                ) : null}
                This page is your booking’s own link: bookmark it to come back to your booking from
                any browser.
              </p>
            </>
          )}
        </div>
        <div className="grid gap-1 rounded-lg bg-elevated p-4 sm:p-5">
          <p className="text-sm text-muted" id="reference-label">
            Booking reference
          </p>
          <p
            aria-labelledby="reference-label"
            data-slot="booking-reference"
            className={cn(
              'font-mono text-2xl font-semibold tracking-wider break-all sm:text-3xl',
              cancelled ? 'text-muted line-through' : 'text-primary',
            )}
          >
            {booking.reference}
          </p>
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Guest</dt>
            <dd className="font-medium">{booking.guest.name}</dd>
          </div>
          <div>
            <dt className="text-muted">Email</dt>
            <dd className="font-medium break-all">{booking.guest.email}</dd>
          </div>
        </dl>
        {children}
        <div className="flex flex-wrap gap-3">
          {calendarHref && !cancelled ? (
            <Button asChild variant="outline" color="neutral" leading={<CalendarPlusIcon />}>
              <a href={calendarHref} download={`${booking.reference}.ics`}>
                Add to calendar
              </a>
            </Button>
          ) : null}
          <Button asChild variant="outline" color="neutral" leading={<HouseIcon />}>
            <AppLink to="/">Back to the home page</AppLink>
          </Button>
        </div>
      </section>
      <StaySummary
        title="Booking details"
        stay={{
          ...details,
          nights: booking.nights,
          total: booking.total,
          currency: booking.currency,
        }}
      />
    </div>
  )
}
