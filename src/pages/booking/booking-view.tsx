import { CircleCheckIcon } from 'lucide-react'
import * as React from 'react'

import type { Booking, Settings } from '@/api/contract'
import { useToast } from '@/components/toast'
import type { StayDetails } from '@/pages/shared/stay-summary'

import { Confirmation } from './booking-confirmation'
import { Frame } from './booking-frame'

/**
 * A booking's own view (its link): the booking as the inn holds it, confirmed or cancelled.
 * Just booked in this tab, it also says so in a toast (not again on a reload).
 */
export function BookingView({
  booking,
  inn,
  photo,
  justBooked,
}: {
  booking: Booking
  inn: Settings | null
  photo: string | undefined
  justBooked: boolean
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

  const details: StayDetails = {
    roomName: booking.roomName,
    photo,
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
      back={false}
    >
      <Confirmation booking={booking} details={details} />
    </Frame>
  )
}
