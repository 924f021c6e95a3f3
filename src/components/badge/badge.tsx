import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/components/lib/cn'
import { roleColors } from '@/components/theme/tokens'

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1 rounded-md font-medium whitespace-nowrap [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        solid: 'bg-(--role) text-on-color',
        soft: 'bg-(--role)/10 text-(--role)',
        outline: 'text-(--role) ring-1 ring-(--role)/50 ring-inset',
      },
      color: roleColors,
      size: {
        sm: 'h-5 px-1.5 text-xs [&_svg]:size-3',
        md: 'h-6 px-2 text-xs [&_svg]:size-3.5',
        lg: 'h-7 px-2.5 text-sm [&_svg]:size-4',
      },
    },
    compoundVariants: [
      { variant: 'soft', color: 'neutral', class: 'bg-elevated text-fg' },
      { variant: 'outline', color: 'neutral', class: 'text-fg ring-border' },
    ],
    defaultVariants: { variant: 'solid', color: 'primary', size: 'md' },
  },
)

export interface BadgeProps
  extends Omit<React.ComponentProps<'span'>, 'color'>, VariantProps<typeof badgeVariants> {}

/** A short status label: `solid`, `soft` or `outline`, in a colour role. */
export function Badge({ className, variant, color, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'solid'}
      data-color={color ?? 'primary'}
      className={cn(badgeVariants({ variant, color, size }), className)}
      {...props}
    />
  )
}
