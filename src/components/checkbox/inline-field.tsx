import * as React from 'react'

import { Label } from '@/components/form-field/form-field'
import { useFormFieldControl } from '@/components/form-field/form-field-context'

export interface InlineFieldProps {
  /** A label shown beside the control. Without one, give it an `aria-label` or a FormField. */
  label?: React.ReactNode
  /** Help text under the label. */
  description?: React.ReactNode
}

/**
 * A checkbox's or switch's props from its form field, and its label and help text beside it:
 * `const { control, wrap } = useInlineField('switch', props)`, then `wrap(<Root {...control} />)`.
 */
export function useInlineField(
  slot: string,
  props: Parameters<typeof useFormFieldControl>[0] & InlineFieldProps,
) {
  const generated = React.useId()
  const field = useFormFieldControl(props)
  const id = field.id ?? (props.label ? `${generated}-${slot}` : undefined)
  const descriptionId = props.description ? `${generated}-description` : undefined
  const describedBy = [field['aria-describedby'], descriptionId].filter(Boolean).join(' ')
  const control = { ...field, id, 'aria-describedby': describedBy || undefined }
  const wrap = (node: React.ReactNode) =>
    !props.label && !props.description ? (
      node
    ) : (
      <div data-slot={`${slot}-wrapper`} className="flex items-start gap-2">
        <span className="flex h-5 items-center">{node}</span>
        <div className="grid gap-0.5">
          {props.label && <Label htmlFor={id}>{props.label}</Label>}
          {props.description && (
            <p id={descriptionId} data-slot={`${slot}-description`} className="text-sm text-muted">
              {props.description}
            </p>
          )}
        </div>
      </div>
    )
  return { control, wrap }
}
