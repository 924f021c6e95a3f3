import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/components/lib/cn'

export const cardVariants = cva(
  'flex flex-col overflow-hidden rounded-lg text-fg [&>[data-slot^=card-]+[data-slot^=card-]]:border-t [&>[data-slot^=card-]+[data-slot^=card-]]:border-border',
  {
    variants: {
      variant: {
        outline: 'bg-bg ring-1 ring-border',
        subtle: 'bg-surface ring-1 ring-border',
        soft: 'bg-surface',
      },
    },
    defaultVariants: { variant: 'outline' },
  },
)

export interface CardProps extends React.ComponentProps<'div'>, VariantProps<typeof cardVariants> {}

/** A panel with optional header, body and footer parts, divided by rules. */
export function Card({ className, variant, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-variant={variant ?? 'outline'}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  )
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-header" className={cn('grid gap-1 p-4 sm:px-6', className)} {...props} />
  )
}

export function CardTitle({ className, children, ...props }: React.ComponentProps<'h3'>) {
  return (
    <h3
      data-slot="card-title"
      className={cn('text-base leading-6 font-semibold', className)}
      {...props}
    >
      {children}
    </h3>
  )
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-sm text-muted', className)} {...props} />
  )
}

export function CardBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-body" className={cn('flex-1 p-4 sm:p-6', className)} {...props} />
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center gap-2 p-4 sm:px-6', className)}
      {...props}
    />
  )
}
