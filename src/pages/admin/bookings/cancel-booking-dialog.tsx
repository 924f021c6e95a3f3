import { CalendarXIcon } from 'lucide-react'

import { type Booking } from '@/api'
import { ConfirmDialog } from '@/components/dialog'
import { useToast } from '@/components/toast'
import { formatStay } from '@/domain/staff-format'
import { UNDO_MINUTES } from '@/domain/stay'
import { useAdminFetcher, type WriteResult } from '@/pages/admin/lib/admin-route'

import { UNDO_TOAST_MS, undoToastAction, useUndoStatus } from './undo-status'

export interface CancelBookingDialogProps {
  /** The booking to cancel; `null` closes the dialog. */
  booking: Booking | null
  onOpenChange: (open: boolean) => void
}

/**
 * Asks before cancelling a booking, cancels it through the route's action (`cancel-booking`)
 * and says so in a toast once the router has reloaded the list, with an Undo (the booking's own
 * Undo stays for the hour `UNDO_MINUTES` gives).
 */
export function CancelBookingDialog({ booking, onOpenChange }: CancelBookingDialogProps) {
  const toast = useToast()
  const { undo } = useUndoStatus()
  const { submitIntent } = useAdminFetcher<WriteResult<Booking>>()
  return (
    <ConfirmDialog
      open={booking !== null}
      onOpenChange={onOpenChange}
      color="error"
      title={booking ? `Cancel booking ${booking.reference}?` : 'Cancel booking?'}
      description={
        booking
          ? `${booking.guest.name}’s stay in ${booking.roomName}, ${formatStay(booking.checkIn, booking.checkOut)}, is cancelled, the guest is emailed and the room is free again for those nights. You can undo it for ${UNDO_MINUTES} minutes.`
          : undefined
      }
      confirmLabel="Cancel booking"
      cancelLabel="Keep booking"
      onConfirm={async () => {
        if (!booking) return
        // Pending until the action and the reload are done; a failure keeps the dialog open.
        const result = await submitIntent('cancel-booking', { param: { id: booking.id } })
        if (!result?.ok) throw new Error(result?.message ?? 'Something went wrong.')
        const cancelled = result.value
        toast.add({
          id: `cancelled-${cancelled.id}`,
          title: 'Booking cancelled',
          description: `${cancelled.reference} · ${cancelled.guest.name}. The room is free again for those nights.`,
          color: 'success',
          icon: <CalendarXIcon />,
          duration: UNDO_TOAST_MS,
          actions: [undoToastAction(undo, cancelled, 'cancelled')],
        })
      }}
    />
  )
}
