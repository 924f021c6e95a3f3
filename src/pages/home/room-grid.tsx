import { BedDoubleIcon, RefreshCwIcon, TriangleAlertIcon } from 'lucide-react'
import { useRevalidator } from 'react-router'

import type { Room } from '@/api/contract'
import { Button } from '@/components/button'
import { RoomCard } from '@/pages/shared/room-card'
import { StatePanel } from '@/pages/shared/states'

/**
 * The home page's rooms once their answer has come: the room cards, or why there are none. Plain
 * markup the server draws whole, so the page loads this code after its own (`deferredPart`).
 */
export function RoomGrid({ rooms, currency }: { rooms: Room[]; currency: string }) {
  if (rooms.length === 0) {
    return (
      <StatePanel
        icon={<BedDoubleIcon />}
        title="No rooms to show yet"
        description="The inn has no rooms open for booking right now. Please check back soon."
      />
    )
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Rooms">
      {rooms.map((room) => (
        <li key={room.id} className="grid">
          <RoomCard room={room} currency={currency} />
        </li>
      ))}
    </ul>
  )
}

/** The rooms could not be loaded: why, and a way to try again. */
export function RoomsError() {
  const revalidator = useRevalidator()
  return (
    <StatePanel
      tone="error"
      icon={<TriangleAlertIcon />}
      title="We couldn’t load our rooms"
      description="The booking service did not answer. Check your connection and try again."
      actions={
        <Button
          variant="outline"
          color="neutral"
          leading={<RefreshCwIcon />}
          loading={revalidator.state === 'loading'}
          onClick={() => revalidator.revalidate()}
        >
          Try again
        </Button>
      }
    />
  )
}
