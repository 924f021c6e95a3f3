import type * as React from 'react'

import { cn } from '@/components/lib/cn'

const spacing = [1, 2, 3, 4, 6, 8, 12, 16]
const radii = ['rounded-sm', 'rounded-md', 'rounded-lg', 'rounded-xl', 'rounded-full']

/** Tailwind's 4 px spacing steps and the radii components use. */
export function SpacingScale({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="spacing-scale" className={cn('grid gap-8 text-fg', className)} {...props}>
      <ul className="grid gap-2" aria-label="Spacing">
        {spacing.map((step) => (
          <li key={step} className="flex items-center gap-4">
            <span className="w-24 font-mono text-xs text-muted">
              {step} · {step * 4}px
            </span>
            <span className="h-3 rounded-sm bg-primary" style={{ width: step * 4 }} />
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-6" aria-label="Radius">
        {radii.map((radius) => (
          <li key={radius} className="grid justify-items-center gap-2">
            <span className={cn('size-16 border border-border bg-elevated', radius)} />
            <span className="font-mono text-xs text-muted">{radius}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
