import type { Settings } from '@/api/contract'
import { cn } from '@/components/lib/cn'
import { useLocale } from '@/components/locale'
import { freeCancellationUntil } from '@/domain/bookings'
import { formatDate } from '@/domain/format'

import { HouseRules, houseRulesOf } from './inn-details'

/**
 * What a guest agrees to with a stay from `checkIn`: the last day to cancel free of charge and
 * the house rules (beside the booking form).
 */
export function StayPolicies({
  inn,
  checkIn,
  className,
}: {
  inn: Settings
  checkIn: string
  className?: string
}) {
  const { locale } = useLocale()
  const until = freeCancellationUntil(checkIn, inn.freeCancellationDays)
  return (
    <section
      aria-labelledby="stay-policies-heading"
      data-slot="stay-policies"
      className={cn('grid gap-4 rounded-xl bg-surface p-5 text-sm ring-1 ring-border', className)}
    >
      <h2 id="stay-policies-heading" className="font-semibold">
        Before you book
      </h2>
      <div className="grid gap-1">
        <h3 className="font-medium">Cancellation</h3>
        <p className="text-muted">
          Free cancellation until {formatDate(until, locale.code)}, from your booking’s page. After
          that, contact the inn.
        </p>
      </div>
      {houseRulesOf(inn).length ? (
        <div className="grid gap-1">
          <h3 className="font-medium">House rules</h3>
          <HouseRules inn={inn} className="text-muted" />
        </div>
      ) : null}
    </section>
  )
}
