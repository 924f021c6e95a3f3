import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { useFormFieldControl } from '@/components/form-field/form-field-context'
import { cn } from '@/components/lib/cn'

/** The look shared by text-like controls: input, textarea, number stepper, select trigger. */
export const inputVariants = cva(
  'w-full min-w-0 rounded-md bg-elevated text-fg ring-1 ring-border transition-colors ring-inset placeholder:text-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:ring-error aria-invalid:focus-visible:ring-error',
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-9 px-3 text-sm',
        lg: 'h-10 px-3.5 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export interface InputProps
  extends Omit<React.ComponentProps<'input'>, 'size'>, VariantProps<typeof inputVariants> {
  /** An icon or text inside the start of the field (decorative). */
  leading?: React.ReactNode
  /** An icon, text or button inside the end of the field. */
  trailing?: React.ReactNode
}

/** A single-line text field. Inside a FormField it is labelled and described by the field. */
export function Input({ className, size, leading, trailing, ...props }: InputProps) {
  const field = useFormFieldControl(props)
  const input = (
    <input
      data-slot="input"
      className={cn(
        inputVariants({ size }),
        leading != null && 'ps-9',
        trailing != null && 'pe-9',
        className,
      )}
      {...props}
      {...field}
    />
  )
  if (leading == null && trailing == null) return input
  return (
    <div data-slot="input-wrapper" className="relative w-full">
      {leading != null && (
        <span
          data-slot="input-leading"
          className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3 text-muted [&_svg]:size-4"
        >
          {leading}
        </span>
      )}
      {input}
      {trailing != null && (
        <span
          data-slot="input-trailing"
          className="absolute inset-y-0 end-0 flex items-center pe-2 text-muted [&_svg]:size-4"
        >
          {trailing}
        </span>
      )}
    </div>
  )
}
