import * as SwitchPrimitive from '@radix-ui/react-switch'
import * as React from 'react'

import { Label } from '@/components/form-field/form-field'
import { useFormFieldControl } from '@/components/form-field/form-field-context'
import { cn } from '@/components/lib/cn'

export interface SwitchProps extends React.ComponentProps<typeof SwitchPrimitive.Root> {
  /** A label shown beside the switch. Without one, give it an `aria-label` or a FormField. */
  label?: React.ReactNode
  /** Help text under the label. */
  description?: React.ReactNode
}

/** An on/off switch (Radix, role `switch`). */
export function Switch({ className, label, description, ...props }: SwitchProps) {
  const generated = React.useId()
  const field = useFormFieldControl(props)
  const id = field.id ?? (label ? `${generated}-switch` : undefined)
  const descriptionId = description ? `${generated}-description` : undefined
  const describedBy =
    [field['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined
  const control = (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'peer inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-accented p-0.5 transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:ring-2 aria-invalid:ring-error data-[state=checked]:bg-primary',
        className,
      )}
      {...props}
      {...field}
      id={id}
      aria-describedby={describedBy}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-4 rounded-full bg-fg shadow transition-transform data-[state=checked]:translate-x-4 data-[state=checked]:bg-on-color"
      />
    </SwitchPrimitive.Root>
  )
  if (!label && !description) return control
  return (
    <div data-slot="switch-wrapper" className="flex items-start gap-2">
      <span className="flex h-5 items-center">{control}</span>
      <div className="grid gap-0.5">
        {label && <Label htmlFor={id}>{label}</Label>}
        {description && (
          <p id={descriptionId} data-slot="switch-description" className="text-sm text-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  )
}
