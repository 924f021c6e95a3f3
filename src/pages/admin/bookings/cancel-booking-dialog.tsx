import { type Booking } from '@/api'
import { ConfirmDialog } from '@/components/dialog'
import { useToast } from '@/components/toast'
import { cancelBooking } from '@/pages/admin/lib/admin-api'
import { AdminIcon } from '@/pages/admin/lib/admin-icons'
import { formatStay } from '@/pages/admin/lib/format'

export interface CancelBookingDialogProps {
  /** The booking to cancel; `null` closes the dialog. */
  booking: Booking | null
  onOpenChange: (open: boolean) => void
  onCancelled: (booking: Booking) => void
}

/** Asks before cancelling a booking, cancels it on the server and says so in a toast. */
export function CancelBookingDialog({
  booking,
  onOpenChange,
  onCancelled,
}: CancelBookingDialogProps) {
  const toast = useToast()
  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={onOpenChange}
      color="error"
      title={booking ? `Cancel booking ${booking.reference}?` : 'Cancel booking?'}
      description={
        booking
          ? `${booking.guest.name}’s stay in ${booking.roomName}, ${formatStay(booking.checkIn, booking.checkOut)}, is cancelled and the room is free again for those nights. This cannot be undone.`
          : undefined
      }
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      onConfirm={async () => {
        if (!booking) return
        const cancelled = await cancelBooking(booking.id)
        toast.add({
          id: `cancelled-${cancelled.id}`,
          title: 'Booking cancelled',
          description: `${cancelled.reference} · ${cancelled.guest.name}. The room is free again for those nights.`,
          color: 'success',
          icon: <AdminIcon name="calendarX" />,
        })
        onCancelled(cancelled)
      }}
    />
  )
}
