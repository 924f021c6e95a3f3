import type * as React from 'react'

import { cn } from '@/components/lib/cn'

const scale = [
  { name: 'text-xs', className: 'text-xs', use: 'Captions, badges' },
  { name: 'text-sm', className: 'text-sm', use: 'Controls, tables, secondary text' },
  { name: 'text-base', className: 'text-base', use: 'Body text' },
  { name: 'text-lg', className: 'text-lg', use: 'Card titles' },
  { name: 'text-xl', className: 'text-xl font-semibold', use: 'Section titles' },
  { name: 'text-2xl', className: 'text-2xl font-semibold', use: 'Page titles' },
  { name: 'text-4xl', className: 'text-4xl font-bold tracking-tight', use: 'Hero headline' },
]

/** The type scale, set in the self-hosted Inter variable font. */
export function TypeScale({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="type-scale" className={cn('grid gap-4 text-fg', className)} {...props}>
      {scale.map((step) => (
        <div key={step.name} className="grid gap-1 border-b border-border pb-3">
          <span className="font-mono text-xs text-muted">
            {step.name} · {step.use}
          </span>
          <span className={step.className}>A quiet room by the sea</span>
        </div>
      ))}
      <div className="flex flex-wrap gap-6">
        {[300, 400, 500, 600, 700].map((weight) => (
          <span key={weight} style={{ fontWeight: weight }}>
            Weight {weight}
          </span>
        ))}
      </div>
    </div>
  )
}
