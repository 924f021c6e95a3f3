import { Undo2Icon } from 'lucide-react'
import * as React from 'react'

import { type Booking, type UndoableChange } from '@/api'
import { Button } from '@/components/button'
import { type ToastOptions, useToast } from '@/components/toast'
import { UNDO_WORDS, undoableChange } from '@/domain/stay'
import { useAdminFetcher, type WriteResult } from '@/pages/admin/lib/admin-route'

/** How long the toast of a status change stays, with its Undo (the booking keeps one longer). */
export const UNDO_TOAST_MS = 10_000

/**
 * Undo of a booking's latest status change (`undo-status`), with a toast of what came of it. A
 * second tap while one is on its way sends nothing; the server refuses an undo of a change that
 * is no longer the latest, so a tap on a page out of date undoes nothing more.
 */
export function useUndoStatus() {
  const toast = useToast()
  const { fetcher, submitIntent } = useAdminFetcher<WriteResult<Booking>>()
  const sending = React.useRef(false)
  const undo = React.useCallback(
    async (booking: Booking, change: UndoableChange) => {
      if (sending.current) return
      sending.current = true
      const result = await submitIntent('undo-status', {
        param: { id: booking.id },
        json: { change },
      }).finally(() => {
        sending.current = false
      })
      const words = UNDO_WORDS[change]
      toast.add(
        result?.ok
          ? {
              id: `undo-${booking.id}`,
              title: `${words.change} undone`,
              description: `${result.value.reference} · ${result.value.guest.name}, ${words.back}.`,
              color: 'success',
              icon: <Undo2Icon />,
            }
          : {
              id: `undo-${booking.id}`,
              title: `${words.change} not undone`,
              description: result?.message ?? 'Something went wrong.',
              color: 'error',
            },
      )
    },
    [submitIntent, toast],
  )
  return { undo, pending: fetcher.state !== 'idle' }
}

/** A toast's Undo button for `change` of `booking`. */
export function undoToastAction(
  undo: ReturnType<typeof useUndoStatus>['undo'],
  booking: Booking,
  change: UndoableChange,
): NonNullable<ToastOptions['actions']>[number] {
  return { label: 'Undo', leading: <Undo2Icon />, onClick: () => void undo(booking, change) }
}

/**
 * The booking's own Undo: shown while its latest status change can still be undone (a check-in,
 * check-out or no-show, or staff's cancellation, within the hour), named for that change.
 */
export function UndoStatusButton({ booking }: { booking: Booking }) {
  const { undo, pending } = useUndoStatus()
  const change = undoableChange(booking, new Date())
  if (!change) return null
  return (
    <Button
      variant="ghost"
      color="neutral"
      leading={<Undo2Icon />}
      loading={pending}
      data-slot="undo-status"
      onClick={() => void undo(booking, change)}
    >
      Undo {UNDO_WORDS[change].change.toLowerCase()}
    </Button>
  )
}
