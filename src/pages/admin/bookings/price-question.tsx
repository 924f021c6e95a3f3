import type * as React from 'react'

import { type ChangePricing, type PriceQuestion as PriceQuestionAnswer } from '@/api'
import { Button } from '@/components/button'
import { cn } from '@/components/lib/cn'
import { formatPrice } from '@/domain/price'

export interface PriceQuestionProps extends React.ComponentProps<'div'> {
  /** The booking's total and the change's (the API's `price_changed`). */
  question: PriceQuestionAnswer
  currency: string
  /** The answer, for a write sent as JSON; without it, the buttons send their form (`price`). */
  onAnswer?: (price: ChangePricing) => void
  onCancel: () => void
  pending?: boolean
}

/**
 * A move that changes a booking's price asks first: the new stay's total and the one the guest
 * was given, to keep or to charge. The guest is emailed the change with the total it keeps.
 */
export function PriceQuestion({
  question,
  currency,
  onAnswer,
  onCancel,
  pending,
  className,
  ...props
}: PriceQuestionProps) {
  const [current, next] = [question.current, question.next].map((t) => formatPrice(t, currency))
  const answer = (price: ChangePricing) =>
    onAnswer
      ? { type: 'button' as const, onClick: () => onAnswer(price) }
      : { type: 'submit' as const, name: 'price', value: price }
  return (
    <div
      role="alert"
      data-slot="price-question"
      className={cn(
        'grid gap-3 rounded-lg bg-warning/10 px-4 py-3 text-sm text-fg ring-1 ring-warning/40',
        className,
      )}
      {...props}
    >
      <p>
        <span className="font-semibold">The price changes:</span> the new stay costs {next}; the
        guest was given {current}. The guest is emailed the change with its total.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" color="neutral" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="outline" color="neutral" disabled={pending} {...answer('keep')}>
          Keep {current}
        </Button>
        <Button loading={pending} {...answer('reprice')}>
          Charge {next}
        </Button>
      </div>
    </div>
  )
}
