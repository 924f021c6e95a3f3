import * as CheckboxPrimitive from '@radix-ui/react-checkbox'
import { CheckIcon, MinusIcon } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/components/lib/cn'

import { type InlineFieldProps, useInlineField } from './inline-field'

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & InlineFieldProps

/** A checkbox (Radix): checked, unchecked or `'indeterminate'`. */
export function Checkbox({ className, label, description, ...props }: CheckboxProps) {
  const { control, wrap } = useInlineField('checkbox', { label, description, ...props })
  const Mark = props.checked === 'indeterminate' ? MinusIcon : CheckIcon
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
        <Mark className="size-3.5" strokeWidth={3.5} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>,
  )
}
