import { UsersIcon } from 'lucide-react'
import * as React from 'react'

import type { Room } from '@/api/contract'
import { Image } from '@/components/image'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'
import { guestsLabel } from '@/domain/plural'
import { formatPrice } from '@/domain/price'
import { useRuntimeConfig } from '@/lib/runtime-config'

import { AmenityList } from './amenity-list'
import { roomPicture } from './room-photos'

export type RoomCardProps = React.ComponentProps<'article'> & {
  room: Room
  /** The inn's currency (ISO 4217) for the nightly rate. */
  currency: string
  /** The heading level of the room's name (default 3). */
  level?: 2 | 3
  /** Load the photo first (the first cards on a page). */
  priority?: boolean
  /** How wide the photo shows, per screen (Image `sizes`). */
  photoSizes?: string
  /** Lay the photo beside the text from `md` up (result lists). */
  horizontal?: boolean
  /** Extra content at the card's foot: the stay's total and a booking action. */
  footer?: React.ReactNode
}

/** A room: its photo, name, capacity, nightly rate, description and amenities. */
export function RoomCard({
  room,
  currency,
  level = 3,
  priority = false,
  photoSizes = '100vw sm:50vw lg:330px',
  horizontal = false,
  footer,
  className,
  ...props
}: RoomCardProps) {
  const { locale } = useLocale()
  const { apiBase } = useRuntimeConfig()
  const picture = roomPicture(room, apiBase)
  const titleId = React.useId()
  const Heading = `h${level}` as const
  return (
    <article
      data-slot="room-card"
      aria-labelledby={titleId}
      className={cn(
        'group flex flex-col overflow-hidden rounded-xl bg-surface ring-1 ring-border',
        horizontal && 'md:grid md:grid-cols-[minmax(0,18rem)_1fr]',
        className,
      )}
      {...props}
    >
      <div className={cn('relative aspect-[3/2] overflow-hidden', horizontal && 'md:aspect-auto')}>
        <Image
          src={picture.src}
          alt={picture.alt}
          sizes={photoSizes}
          priority={priority}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <Heading id={titleId} className="text-lg leading-7 font-semibold tracking-tight">
            {room.name}
          </Heading>
          <p className="text-sm text-muted">
            <span className="text-base font-semibold text-fg">
              {formatPrice(room.rate, currency, locale.code)}
            </span>{' '}
            / night
          </p>
        </div>
        <p className="inline-flex items-center gap-2 text-sm text-muted">
          <UsersIcon className="size-4 shrink-0" />
          Sleeps {guestsLabel(room.capacity)}
        </p>
        {room.description ? (
          <p className="text-sm leading-6 text-muted">{room.description}</p>
        ) : null}
        <AmenityList amenities={room.amenities} />
        {footer ? (
          <div className="mt-auto border-t border-border pt-4" data-slot="room-card-footer">
            {footer}
          </div>
        ) : null}
      </div>
    </article>
  )
}
