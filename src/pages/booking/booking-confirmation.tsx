import { CircleCheckIcon, HouseIcon } from 'lucide-react'
import * as React from 'react'

import type { Booking } from '@/api/contract'
import { Button } from '@/components/button'
import { AppLink } from '@/lib/link'
import { type StayDetails, StaySummary } from '@/pages/shared/stay-summary'

/** Booked: the reference in large type, the guest, and the stay as booked (focus on the title). */
export function Confirmation({ booking, details }: { booking: Booking; details: StayDetails }) {
  const titleRef = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => titleRef.current?.focus(), [])
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section
        aria-labelledby="confirmation-title"
        data-slot="booking-confirmation"
        className="grid gap-6 rounded-xl bg-surface p-6 ring-1 ring-success/40 sm:p-10"
      >
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-success/10 text-success"
        >
          <CircleCheckIcon className="size-7.5" />
        </span>
        <div className="grid gap-2">
          <h2
            id="confirmation-title"
            ref={titleRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight outline-none"
          >
            You’re booked, {booking.guest.name}
          </h2>
          <p className="text-muted">
            The {booking.roomName} is yours. Keep your reference: the inn will ask for it when you
            arrive.
          </p>
        </div>
        <div className="grid gap-1 rounded-lg bg-elevated p-4 sm:p-5">
          <p className="text-sm text-muted" id="reference-label">
            Booking reference
          </p>
          <p
            aria-labelledby="reference-label"
            data-slot="booking-reference"
            className="font-mono text-2xl font-semibold tracking-wider break-all text-primary sm:text-3xl"
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
        <div className="flex flex-wrap gap-3">
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
