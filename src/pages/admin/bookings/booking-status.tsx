import type * as React from 'react'

import { type BookingStatus, STAY_LABELS, type StayStatus } from '@/api'
import { Badge } from '@/components/badge'

const labels: Record<BookingStatus, string> = { confirmed: 'Confirmed', cancelled: 'Cancelled' }
const stayColors: Record<
  Exclude<StayStatus, 'expected'>,
  React.ComponentProps<typeof Badge>['color']
> = {
  checked_in: 'info',
  checked_out: 'neutral',
  no_show: 'warning',
}

/**
 * A booking's status as a small coloured label: cancelled, or where its stay is (confirmed
 * while expected, then checked in, checked out or a no-show).
 */
export function BookingStatusBadge({
  status,
  stayStatus = 'expected',
}: {
  status: BookingStatus
  stayStatus?: StayStatus
}) {
  if (status === 'confirmed' && stayStatus !== 'expected') {
    return (
      <Badge variant="soft" color={stayColors[stayStatus]} size="sm">
        {STAY_LABELS[stayStatus]}
      </Badge>
    )
  }
  return (
    <Badge variant="soft" color={status === 'confirmed' ? 'success' : 'neutral'} size="sm">
      {labels[status]}
    </Badge>
  )
}
