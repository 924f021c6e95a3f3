import { type BookingStatus } from '@/api'
import { Badge } from '@/components/badge'

const labels: Record<BookingStatus, string> = { confirmed: 'Confirmed', cancelled: 'Cancelled' }

/** A booking's status as a small coloured label. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge variant="soft" color={status === 'confirmed' ? 'success' : 'neutral'} size="sm">
      {labels[status]}
    </Badge>
  )
}
