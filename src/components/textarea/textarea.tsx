import type * as React from 'react'

import { useFormFieldControl } from '@/components/form-field/form-field-context'
import { inputVariants } from '@/components/input/input'
import { cn } from '@/components/lib/cn'

/** A multi-line text field; grows with its content up to `max-h-80` where the browser allows. */
export function Textarea({ className, rows = 3, ...props }: React.ComponentProps<'textarea'>) {
  const field = useFormFieldControl(props)
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(
        inputVariants({ size: 'md' }),
        'field-sizing-content h-auto max-h-80 min-h-16 resize-y py-2',
        className,
      )}
      {...props}
      {...field}
    />
  )
}
