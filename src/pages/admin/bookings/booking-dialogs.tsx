import { CircleAlertIcon } from 'lucide-react'
import * as React from 'react'
import { Await, useAsyncError, useSearchParams } from 'react-router'

import { type Booking } from '@/api'
import { useToast } from '@/components/toast'
import { isIsoDate } from '@/domain/dates'
import { errorMessage } from '@/lib/errors'
import { getBooking } from '@/pages/admin/lib/admin-api'
import { later } from '@/pages/admin/lib/admin-route'

import { type DeskData, loadDesk } from './booking-desk'
import { BookingDialog } from './booking-dialog'
import { type BookingFormData, BookingFormDialog, loadBookingForm } from './booking-form-dialog'
import { CancelBookingDialog } from './cancel-booking-dialog'

/**
 * A booking's dialogs, in the address so that they survive a reload and follow back and forward:
 * `view=ID` shows the booking (its front desk and history), `edit=ID` its form, and
 * `dialog=new-booking` (with `room` and `checkIn` from the front desk's grid) a new one's. The
 * front desk and the bookings list both open them.
 */
export function readBookingDialogs(params: URLSearchParams) {
  const room = Number(params.get('room'))
  const checkIn = params.get('checkIn')
  return {
    viewId: params.get('view'),
    editId: params.get('edit'),
    creating: params.get('dialog') === 'new-booking',
    prefill: {
      roomId: Number.isInteger(room) && room > 0 ? room : undefined,
      checkIn: checkIn && isIsoDate(checkIn) ? checkIn : undefined,
    },
  }
}

export interface BookingDialogsData {
  viewed: Promise<Booking> | null
  desk: Promise<DeskData> | null
  editing: Promise<Booking> | null
  form: Promise<BookingFormData> | null
}

/** What the open dialogs show, for a section's loader (slow parts as promises). */
export function loadBookingDialogs(
  params: URLSearchParams,
  signal: AbortSignal,
): BookingDialogsData {
  const { viewId, editId, creating } = readBookingDialogs(params)
  return {
    viewed: viewId ? later(getBooking(viewId, signal)) : null,
    desk: viewId ? later(loadDesk(viewId, signal)) : null,
    editing: editId ? later(getBooking(editId, signal)) : null,
    form: editId || creating ? later(loadBookingForm(editId ?? undefined, signal)) : null,
  }
}

const DIALOG_PARAMS = ['view', 'edit', 'dialog', 'room', 'checkIn'] as const

/** Opens and closes the dialogs by changing the address (replacing the entry). */
export function useBookingDialogs() {
  const [, setParams] = useSearchParams()
  return React.useCallback(
    (
      next: { view?: string; edit?: string; newBooking?: { room?: number; checkIn?: string } } = {},
    ) =>
      setParams(
        (previous) => {
          const params = new URLSearchParams(previous)
          for (const name of DIALOG_PARAMS) params.delete(name)
          if (next.view) params.set('view', next.view)
          if (next.edit) params.set('edit', next.edit)
          if (next.newBooking) {
            params.set('dialog', 'new-booking')
            if (next.newBooking.room) params.set('room', String(next.newBooking.room))
            if (next.newBooking.checkIn) params.set('checkIn', next.newBooking.checkIn)
          }
          return params
        },
        { replace: true },
      ),
    [setParams],
  )
}

/**
 * The booking's dialog, its form (new or edit) and the cancel confirmation, as the address says.
 * Saving a new booking or an edit opens the booking (its history shows the step).
 */
export function BookingDialogs({
  data,
  timeZone,
}: {
  data: BookingDialogsData
  timeZone?: string
}) {
  const [params] = useSearchParams()
  const { creating, prefill } = readBookingDialogs(params)
  const open = useBookingDialogs()
  const [toCancel, setToCancel] = React.useState<Booking | null>(null)
  const onSaved = (booking: Booking) => open({ view: booking.id })
  const close = (isOpen: boolean) => {
    if (!isOpen) open()
  }
  return (
    <>
      {data.viewed && (
        <React.Suspense fallback={null}>
          <Await resolve={data.viewed} errorElement={<MissingBooking onClose={() => open()} />}>
            {(booking: Booking) => (
              <BookingDialog
                booking={booking}
                onOpenChange={close}
                onCancel={setToCancel}
                onEdit={(b) => open({ edit: b.id })}
                desk={data.desk}
                {...(timeZone ? { timeZone } : {})}
              />
            )}
          </Await>
        </React.Suspense>
      )}
      {data.editing ? (
        <React.Suspense fallback={null}>
          <Await resolve={data.editing} errorElement={<MissingBooking onClose={() => open()} />}>
            {(booking: Booking) => (
              <BookingFormDialog
                target={booking}
                data={data.form}
                onOpenChange={(isOpen) => {
                  if (!isOpen) open({ view: booking.id })
                }}
                onSaved={onSaved}
              />
            )}
          </Await>
        </React.Suspense>
      ) : (
        <BookingFormDialog
          target={creating ? 'new' : null}
          prefill={prefill}
          data={data.form}
          onOpenChange={close}
          onSaved={onSaved}
        />
      )}
      <CancelBookingDialog
        booking={toCancel}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToCancel(null)
        }}
      />
    </>
  )
}

/** A booking in the address that cannot be loaded: a toast says why, and the address drops it. */
function MissingBooking({ onClose }: { onClose: () => void }) {
  const error = useAsyncError()
  const toast = useToast()
  React.useEffect(() => {
    toast.add({
      id: 'booking-missing',
      title: 'Could not open the booking',
      description: errorMessage(error),
      color: 'error',
      icon: <CircleAlertIcon />,
    })
    onClose()
  }, [error, onClose, toast])
  return null
}
