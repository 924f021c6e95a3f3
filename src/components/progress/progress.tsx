import * as ProgressPrimitive from '@radix-ui/react-progress'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/components/lib/cn'
import { type ColorRole, roleColors } from '@/components/theme/tokens'

import { progressState } from './progress-value'

export const progressVariants = cva('relative w-full overflow-hidden rounded-full bg-accented', {
  variants: {
    size: {
      '2xs': 'h-px',
      xs: 'h-0.5',
      sm: 'h-1',
      md: 'h-2',
      lg: 'h-3',
      xl: 'h-4',
      '2xl': 'h-5',
    },
  },
  defaultVariants: { size: 'md' },
})

export type ProgressProps = Omit<
  React.ComponentProps<typeof ProgressPrimitive.Root>,
  'value' | 'max' | 'color'
> &
  VariantProps<typeof progressVariants> & {
    color?: ColorRole
    /** The amount done; clamped to 0…max. Leave it out for an indeterminate bar. */
    value?: number | null
    /** The maximum (100), or the labels of the steps, the value being the current step's index. */
    max?: number | readonly string[]
    /** Show the percentage above the bar. */
    status?: boolean
  }

/**
 * A progress bar (`role="progressbar"` with its values). Give it an `aria-label` or
 * `aria-labelledby`. With step labels, the current one is its spoken value and is highlighted.
 */
export function Progress({
  value,
  max = 100,
  status = false,
  size,
  color = 'primary',
  className,
  ...props
}: ProgressProps) {
  const { indeterminate, percent, steps, step, ...range } = progressState(value, max)
  return (
    <div
      data-slot="progress-wrapper"
      className={cn('grid w-full gap-2', roleColors[color], className)}
    >
      {status && percent !== undefined ? (
        <div
          data-slot="progress-status"
          aria-hidden="true"
          className="text-end text-sm text-muted tabular-nums"
        >
          {percent}%
        </div>
      ) : null}
      <ProgressPrimitive.Root
        data-slot="progress"
        value={range.value}
        max={range.max}
        getValueLabel={steps && (() => steps[step ?? 0] ?? '')}
        className={progressVariants({ size })}
        {...props}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className={cn(
            'h-full rounded-full bg-(--role) transition-transform duration-300',
            indeterminate ? 'w-1/3 animate-indeterminate' : 'w-full',
          )}
          style={indeterminate ? undefined : { transform: `translateX(-${100 - percent!}%)` }}
        />
      </ProgressPrimitive.Root>
      {steps ? (
        <ol
          data-slot="progress-steps"
          aria-hidden="true"
          className="flex justify-between gap-2 text-sm text-muted"
        >
          {steps.map((label, index) => (
            <li
              key={label}
              data-slot="progress-step"
              data-active={index === step || undefined}
              className={cn(
                'data-[active]:font-medium',
                color === 'neutral' ? 'data-[active]:text-fg' : 'data-[active]:text-(--role)',
              )}
            >
              {label}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
