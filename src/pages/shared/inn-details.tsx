import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react'

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

/** How to reach the inn: its address, phone and email, each shown when the inn has set it. */
export function InnContact({ inn, className }: { inn: Settings; className?: string }) {
  if (!inn.address && !inn.phone && !inn.email) return null
  return (
    <address data-slot="inn-contact" className={cn('grid gap-2 not-italic', className)}>
      {inn.address ? (
        <span className="flex gap-2">
          <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="whitespace-pre-line">{inn.address}</span>
        </span>
      ) : null}
      {inn.phone ? (
        <a
          href={`tel:${inn.phone.replace(/[^\d+]/g, '')}`}
          className="flex w-fit items-center gap-2 underline-offset-4 hover:underline"
        >
          <PhoneIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {inn.phone}
        </a>
      ) : null}
      {inn.email ? (
        <a
          href={`mailto:${inn.email}`}
          className="flex w-fit items-center gap-2 break-all underline-offset-4 hover:underline"
        >
          <MailIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {inn.email}
        </a>
      ) : null}
    </address>
  )
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
