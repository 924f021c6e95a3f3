import * as CheckboxPrimitive from '@radix-ui/react-checkbox'
import type * as React from 'react'

import { cn } from '@/components/lib/cn'

import { useInlineField } from './inline-field'

export interface CheckboxProps extends React.ComponentProps<typeof CheckboxPrimitive.Root> {
  /** A label shown beside the box. Without one, give the box an `aria-label` or a FormField. */
  label?: React.ReactNode
  /** Help text under the label. */
  description?: React.ReactNode
}

/** A checkbox (Radix): checked, unchecked or `'indeterminate'`. */
export function Checkbox({ className, label, description, ...props }: CheckboxProps) {
  const { control, wrap } = useInlineField('checkbox', { label, description, ...props })
  return wrap(
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer grid size-4 shrink-0 cursor-pointer place-items-center rounded-sm bg-elevated text-on-color ring-1 ring-border transition-colors ring-inset disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:ring-error data-[state=checked]:bg-primary data-[state=checked]:ring-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:ring-primary',
        className,
      )}
      {...props}
      {...control}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="grid place-items-center"
      >
        <svg
          viewBox="0 0 16 16"
          aria-hidden="true"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {props.checked === 'indeterminate' ? <path d="M4 8h8" /> : <path d="m3.5 8.5 3 3 6-7" />}
        </svg>
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>,
  )
}
