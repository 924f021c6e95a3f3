import { BanIcon, PencilIcon } from 'lucide-react'
import * as React from 'react'

import { type Booking } from '@/api'
import { Button } from '@/components/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog'
import { cn } from '@/components/lib/cn'
import { freeCancellationUntil } from '@/domain/bookings'
import { plural } from '@/domain/plural'
import { formatPrice } from '@/domain/price'
import { formatDay, formatTimestamp } from '@/domain/staff-format'
import { stayMayChange } from '@/domain/stay'

import { BookingDesk, type DeskData } from './booking-desk'
import { BookingStatusBadge } from './booking-status'

export interface BookingDialogProps {
  booking: Booking | null
  onOpenChange: (open: boolean) => void
  /** Asks to cancel the booking (shown for confirmed bookings whose stay has not begun). */
  onCancel: (booking: Booking) => void
  /** Opens the booking's form (shown, as cancelling, while its stay has not begun). */
  onEdit?: (booking: Booking) => void
  /** The front desk's part: the history, the rooms to move to, the inn's today. */
  desk: Promise<DeskData> | null
  timeZone?: string
}

function Detail({
  label,
  children,
  className,
}: {
  label: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <div className={cn('grid content-start gap-0.5', className)}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm text-fg">{children}</dd>
    </div>
  )
}

/**
 * A booking's details in a dialog, with a way to cancel it. Focus starts on Done, never on the
 * destructive Cancel booking.
 */
export function BookingDialog({
  booking,
  onOpenChange,
  onCancel,
  onEdit,
  desk,
  timeZone,
}: BookingDialogProps) {
  const done = React.useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        data-slot="booking-dialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          done.current?.focus()
        }}
      >
        {booking && (
          <>
            <DialogHeader>
              <DialogTitle className="flex flex-wrap items-center gap-2">
                Booking <span className="font-mono">{booking.reference}</span>
                <BookingStatusBadge status={booking.status} stayStatus={booking.stayStatus} />
              </DialogTitle>
              <DialogDescription>
                {booking.guest.name} · {booking.roomName} · {plural(booking.nights, 'night')}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-lg bg-bg p-4 ring-1 ring-border sm:grid-cols-3">
              <Detail label="Guest">{booking.guest.name}</Detail>
              <Detail label="Email">
                {booking.guest.email ? (
                  <a
                    href={`mailto:${booking.guest.email}`}
                    className="break-all text-primary hover:underline"
                  >
                    {booking.guest.email}
                  </a>
                ) : (
                  <span className="text-muted">None: nothing is emailed</span>
                )}
              </Detail>
              <Detail label="Phone">{booking.guest.phone ?? '—'}</Detail>
              <Detail label="Room">{booking.roomName}</Detail>
              <Detail label="Check-in">{formatDay(booking.checkIn)}</Detail>
              <Detail label="Check-out">{formatDay(booking.checkOut)}</Detail>
              <Detail label="Guests">{booking.guests}</Detail>
              <Detail label="Nights">{booking.nights}</Detail>
              <Detail label="Total">
                <span className="font-medium tabular-nums">
                  {formatPrice(booking.total, booking.currency)}
                </span>
              </Detail>
              <Detail label="Booked">{formatTimestamp(booking.createdAt, timeZone)}</Detail>
              {booking.status === 'confirmed' && (
                // The terms it was booked under, whatever the policy says now.
                <Detail label="Free cancellation">
                  Until{' '}
                  {formatDay(freeCancellationUntil(booking.checkIn, booking.freeCancellationDays))}{' '}
                  <span className="text-muted">
                    ({plural(booking.freeCancellationDays, 'day')} before check-in)
                  </span>
                </Detail>
              )}
              {booking.cancelledAt && (
                <Detail label="Cancelled">{formatTimestamp(booking.cancelledAt, timeZone)}</Detail>
              )}
              <Detail label="Notes" className="col-span-full">
                {booking.guest.notes ? (
                  <span className="whitespace-pre-wrap">{booking.guest.notes}</span>
                ) : (
                  <span className="text-muted">None</span>
                )}
              </Detail>
            </dl>
            <BookingDesk booking={booking} desk={desk} timeZone={timeZone} />
            <DialogFooter>
              {stayMayChange(booking) && (
                <Button
                  variant="outline"
                  color="error"
                  leading={<BanIcon />}
                  onClick={() => onCancel(booking)}
                  className="sm:me-auto"
                >
                  Cancel booking
                </Button>
              )}
              {onEdit && stayMayChange(booking) && (
                <Button
                  variant="outline"
                  color="neutral"
                  leading={<PencilIcon />}
                  onClick={() => onEdit(booking)}
                >
                  Edit
                </Button>
              )}
              <Button
                ref={done}
                variant="solid"
                color="neutral"
                onClick={() => onOpenChange(false)}
              >
                Done
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
