import { cn } from '@/components/lib/cn'
import { shortInnName } from '@/domain/settings'
import { useInn } from '@/lib/inn'

import { InnLogo } from './inn-brand'

/**
 * The inn's mark in the staff area's side bar and on its sign-in page: its logo, or the first
 * letter of its (short) name in a square.
 */
export function InnMark({ className }: { className?: string }) {
  const inn = useInn()
  if (inn?.logo) return <InnLogo className={className} />
  const letter = inn ? Array.from(shortInnName(inn).trim())[0]?.toUpperCase() : undefined
  return (
    // The letter is drawn, not written: the name beside it is the text (a link reads "Nightjar").
    <span
      aria-hidden="true"
      data-slot="inn-mark"
      data-letter={letter ?? ''}
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-md bg-primary/15 font-semibold text-primary before:content-[attr(data-letter)]',
        className,
      )}
    />
  )
}
