import * as SwitchPrimitive from '@radix-ui/react-switch'
import type * as React from 'react'

import { type InlineFieldProps, useInlineField } from '@/components/checkbox/inline-field'
import { cn } from '@/components/lib/cn'

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> & InlineFieldProps

/** An on/off switch (Radix, role `switch`). */
export function Switch({ className, label, description, ...props }: SwitchProps) {
  const { control, wrap } = useInlineField('switch', { label, description, ...props })
  return wrap(
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'peer inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-accented p-0.5 transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:ring-2 aria-invalid:ring-error data-[state=checked]:bg-primary',
        className,
      )}
      {...props}
      {...control}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-4 rounded-full bg-fg shadow transition-transform data-[state=checked]:translate-x-4 data-[state=checked]:bg-on-color"
      />
    </SwitchPrimitive.Root>,
  )
}
