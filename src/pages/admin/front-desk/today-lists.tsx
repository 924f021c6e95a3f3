import { PlaneLandingIcon, PlaneTakeoffIcon } from 'lucide-react'
import type * as React from 'react'

import { type Booking } from '@/api'
import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { Card, CardHeader } from '@/components/card'
import { cn } from '@/components/lib/cn'
import { plural } from '@/domain/plural'
import { formatStay } from '@/domain/staff-format'
import { StayActions } from '@/pages/admin/bookings/booking-desk'
import { BookingStatusBadge } from '@/pages/admin/bookings/booking-status'

/**
 * Today's arrivals or departures, each with its stay's action (check in or mark a no-show;
 * check out), one tap each, and a way to open the booking.
 */
export function TodayList({
  kind,
  bookings,
  today,
  onOpen,
  headingLevel = 2,
}: {
  kind: 'arrival' | 'departure'
  bookings: readonly Booking[]
  today: string
  onOpen?: (booking: Booking) => void
  headingLevel?: 2 | 3
}) {
  const title = kind === 'arrival' ? 'Arrivals today' : 'Departures today'
  const Heading = `h${headingLevel}` as 'h2' | 'h3'
  const Icon = kind === 'arrival' ? PlaneLandingIcon : PlaneTakeoffIcon
  return (
    <Card variant="subtle" data-slot={`today-${kind}s`}>
      <CardHeader className="flex items-center justify-between py-3">
        <Heading className="text-sm font-semibold text-fg">{title}</Heading>
        <Badge variant="soft" color="neutral" size="sm">
          {bookings.length}
        </Badge>
      </CardHeader>
      {bookings.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted sm:px-6">
          {kind === 'arrival' ? 'No arrivals today.' : 'No departures today.'}
        </p>
      ) : (
        <ul aria-label={title} className="divide-y divide-border">
          {bookings.map((booking) => (
            <li key={booking.id} className="grid gap-2 px-4 py-3 sm:px-6">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-8 shrink-0 place-items-center rounded-full',
                    kind === 'arrival' ? 'bg-success/10 text-success' : 'bg-info/10 text-info',
                  )}
                >
                  <Icon className="size-4" />
                </span>
                <div className="grid min-w-0 flex-1">
                  <span className="truncate text-sm font-medium text-fg">{booking.guest.name}</span>
                  <span className="truncate text-xs text-muted">
                    {booking.roomName} · {plural(booking.guests, 'guest')} ·{' '}
                    {formatStay(booking.checkIn, booking.checkOut)}
                  </span>
                </div>
                <BookingStatusBadge status={booking.status} stayStatus={booking.stayStatus} />
              </div>
              <div className="flex flex-wrap items-center gap-2 ps-11">
                <StayActions booking={booking} today={today} />
                {onOpen && (
                  <Button
                    variant="ghost"
                    color="neutral"
                    size="sm"
                    aria-label={`Open ${booking.reference}, ${booking.guest.name}`}
                    onClick={() => onOpen(booking)}
                  >
                    <span className="font-mono text-xs">{booking.reference}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

export type TodayListProps = React.ComponentProps<typeof TodayList>
