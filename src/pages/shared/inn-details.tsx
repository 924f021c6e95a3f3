import type { Settings } from '@/api/contract'
import { cn } from '@/components/lib/cn'
import { plural } from '@/domain/plural'

/** The inn's rules, one per line of the settings (empty lines dropped). */
export const houseRulesOf = (inn: Settings): string[] =>
  inn.houseRules
    .split('\n')
    .map((rule) => rule.trim())
    .filter(Boolean)

/** The cancellation policy in a sentence: free until N days before check-in, then the inn. */
export function policyText(inn: Settings): string {
  const until =
    inn.freeCancellationDays === 0
      ? 'the day of check-in'
      : `${plural(inn.freeCancellationDays, 'day')} before check-in`
  return `Free cancellation until ${until}. After that, contact the inn to cancel or change a booking.`
}

/** The house rules as a list (nothing when the inn has none). */
export function HouseRules({ inn, className }: { inn: Settings; className?: string }) {
  const rules = houseRulesOf(inn)
  if (!rules.length) return null
  return (
    <ul data-slot="house-rules" className={cn('grid list-disc gap-1 ps-5', className)}>
      {rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  )
}
