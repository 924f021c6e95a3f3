import type * as React from 'react'

import { Image } from '@/components/image'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'
import { type StayFacts } from '@/domain/bookings'
import { formatDate } from '@/domain/format'
import { type Photo } from '@/domain/photos'
import { guestsLabel, nightsLabel } from '@/domain/plural'
import { formatPrice } from '@/domain/price'
import { type NightRate, rateRuns } from '@/domain/rates'
import { useRuntimeConfig } from '@/lib/runtime-config'

import { roomPicture } from './room-photos'
import { Skeleton } from './states'

export interface StayDetails extends StayFacts {
  /** The room's built-in picture (`photo`) and uploaded photos: its picture shows when given. */
  photo?: string
  photos?: readonly Photo[]
  /** The inn's check-in and check-out times, `HH:MM`, when known. */
  checkInTime?: string
  checkOutTime?: string
  /** Each night's rate, when known: the total's lines (nights at one rate). */
  nightly?: NightRate[]
}

export type StaySummaryProps = React.ComponentProps<'section'> & {
  stay: StayDetails
  title?: React.ReactNode
}

/** A stay at a glance: the room, the dates (with the inn's times), nights, guests and total. */
export function StaySummary({ stay, title = 'Your stay', className, ...props }: StaySummaryProps) {
  const { locale } = useLocale()
  const { apiBase } = useRuntimeConfig()
  const picture = stay.photos?.length || stay.photo ? roomPicture(stay, apiBase) : null
  const rows: [string, React.ReactNode][] = [
    ['Room', stay.roomName],
    [
      'Check-in',
      <>
        {formatDate(stay.checkIn, locale.code)}
        {stay.checkInTime ? <span className="text-muted"> from {stay.checkInTime}</span> : null}
      </>,
    ],
    [
      'Check-out',
      <>
        {formatDate(stay.checkOut, locale.code)}
        {stay.checkOutTime ? <span className="text-muted"> by {stay.checkOutTime}</span> : null}
      </>,
    ],
    ['Length', nightsLabel(stay.nights)],
    ['Guests', guestsLabel(stay.guests)],
    // What the total adds up: `2 nights × €80`, one line a rate.
    ...rateRuns(stay.nightly ?? []).map(({ nights, rate }, i): [string, React.ReactNode] => [
      i === 0 ? 'Nights' : '',
      `${nightsLabel(nights)} × ${formatPrice(rate, stay.currency, locale.code)}`,
    ]),
  ]
  return (
    <section
      data-slot="stay-summary"
      aria-label={typeof title === 'string' ? title : 'Your stay'}
      className={cn('overflow-hidden rounded-xl bg-surface ring-1 ring-border', className)}
      {...props}
    >
      {picture ? (
        <Image
          src={picture.src}
          alt={picture.alt}
          sizes="100vw md:50vw lg:360px"
          priority
          className="aspect-[16/9] w-full object-cover"
        />
      ) : null}
      <div className="grid gap-4 p-5 sm:p-6">
        <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
        <dl className="grid gap-3 text-sm">
          {rows.map(([term, detail], i) => (
            <div key={i} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
              <dt className="text-muted">{term}</dt>
              <dd className="text-right font-medium">{detail}</dd>
            </div>
          ))}
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-border pt-4">
            <dt className="font-medium">Total</dt>
            <dd className="text-xl font-semibold tracking-tight" data-slot="stay-total">
              {formatPrice(stay.total, stay.currency, locale.code)}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  )
}

/** The summary's shape while the stay loads. */
export function StaySummarySkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('overflow-hidden rounded-xl bg-surface ring-1 ring-border', className)}>
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="grid gap-3 p-5 sm:p-6">
        <Skeleton className="h-6 w-1/3" />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
        <Skeleton className="mt-2 h-7 w-1/2 justify-self-end" />
      </div>
    </div>
  )
}
