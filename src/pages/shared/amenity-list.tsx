import type * as React from 'react'

import type { Amenity } from '@/api/contract'
import { Icon } from '@/components/icon'
import { cn } from '@/components/lib/cn'

/** A room's amenities as small labelled chips, each with its icon when it has one. */
export function AmenityList({
  amenities,
  className,
  ...props
}: React.ComponentProps<'ul'> & { amenities: readonly Amenity[] }) {
  if (amenities.length === 0) return null
  return (
    <ul
      data-slot="amenity-list"
      aria-label="Amenities"
      className={cn('flex flex-wrap gap-1.5', className)}
      {...props}
    >
      {amenities.map((amenity) => (
        <li
          key={amenity.label}
          data-slot="amenity"
          className="inline-flex items-center gap-1.5 rounded-full bg-elevated px-2.5 py-1 text-xs text-fg"
        >
          {amenity.icon ? <Icon name={amenity.icon} className="size-3.5 text-primary" /> : null}
          {amenity.label}
        </li>
      ))}
    </ul>
  )
}
