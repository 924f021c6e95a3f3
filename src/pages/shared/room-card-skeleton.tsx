import { cn } from '@/components/lib/cn'

import { Skeleton } from './states'

/** The shape of a room card while rooms load. */
export function RoomCardSkeleton({
  horizontal = false,
  className,
}: {
  horizontal?: boolean
  className?: string
}) {
  return (
    <div
      data-slot="room-card-skeleton"
      className={cn(
        'flex flex-col overflow-hidden rounded-xl bg-surface ring-1 ring-border',
        horizontal && 'md:grid md:grid-cols-[minmax(0,18rem)_1fr]',
        className,
      )}
    >
      <Skeleton className={cn('aspect-[3/2] rounded-none', horizontal && 'md:aspect-auto')} />
      <div className="grid gap-3 p-5 sm:p-6">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <div className="flex gap-2">
          <Skeleton className="h-6 w-16 rounded-full" />
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
      </div>
    </div>
  )
}
