import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/components/lib/cn'

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1 rounded-md font-medium whitespace-nowrap [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        solid: 'text-on-color',
        soft: '',
        outline: 'ring-1 ring-inset',
      },
      color: {
        primary: '',
        secondary: '',
        success: '',
        info: '',
        warning: '',
        error: '',
        neutral: '',
      },
      size: {
        sm: 'h-5 px-1.5 text-xs [&_svg]:size-3',
        md: 'h-6 px-2 text-xs [&_svg]:size-3.5',
        lg: 'h-7 px-2.5 text-sm [&_svg]:size-4',
      },
    },
    compoundVariants: [
      { variant: 'solid', color: 'primary', class: 'bg-primary' },
      { variant: 'solid', color: 'secondary', class: 'bg-secondary' },
      { variant: 'solid', color: 'success', class: 'bg-success' },
      { variant: 'solid', color: 'info', class: 'bg-info' },
      { variant: 'solid', color: 'warning', class: 'bg-warning' },
      { variant: 'solid', color: 'error', class: 'bg-error' },
      { variant: 'solid', color: 'neutral', class: 'bg-neutral' },
      { variant: 'soft', color: 'primary', class: 'bg-primary/10 text-primary' },
      { variant: 'soft', color: 'secondary', class: 'bg-secondary/10 text-secondary' },
      { variant: 'soft', color: 'success', class: 'bg-success/10 text-success' },
      { variant: 'soft', color: 'info', class: 'bg-info/10 text-info' },
      { variant: 'soft', color: 'warning', class: 'bg-warning/10 text-warning' },
      { variant: 'soft', color: 'error', class: 'bg-error/10 text-error' },
      { variant: 'soft', color: 'neutral', class: 'bg-elevated text-fg' },
      { variant: 'outline', color: 'primary', class: 'text-primary ring-primary/50' },
      { variant: 'outline', color: 'secondary', class: 'text-secondary ring-secondary/50' },
      { variant: 'outline', color: 'success', class: 'text-success ring-success/50' },
      { variant: 'outline', color: 'info', class: 'text-info ring-info/50' },
      { variant: 'outline', color: 'warning', class: 'text-warning ring-warning/50' },
      { variant: 'outline', color: 'error', class: 'text-error ring-error/50' },
      { variant: 'outline', color: 'neutral', class: 'text-fg ring-border' },
    ],
    defaultVariants: { variant: 'solid', color: 'primary', size: 'md' },
  },
)

export interface BadgeProps
  extends Omit<React.ComponentProps<'span'>, 'color'>, VariantProps<typeof badgeVariants> {
  /** Render the child element (a link, say) with the badge's look. */
  asChild?: boolean
}

/** A short status label: `solid`, `soft` or `outline`, in a colour role. */
export function Badge({ className, variant, color, size, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span'
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? 'solid'}
      data-color={color ?? 'primary'}
      className={cn(badgeVariants({ variant, color, size }), className)}
      {...props}
    />
  )
}
