import * as React from 'react'

/** What a form field tells the control inside it. */
export interface FormFieldContextValue {
  /** The control's id (the label points at it). */
  id: string
  /** The label's id, when the field has a label. */
  labelId?: string
  descriptionId?: string
  errorId?: string
  invalid: boolean
  required: boolean
  disabled: boolean
}

export const FormFieldContext = React.createContext<FormFieldContextValue | null>(null)

/** The surrounding form field, if any. */
export function useFormField() {
  return React.use(FormFieldContext)
}

interface ControlProps {
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: React.AriaAttributes['aria-invalid']
  required?: boolean
  disabled?: boolean
}

/**
 * Props a control takes from its form field: id, `aria-describedby` (description and error),
 * `aria-invalid`, required and disabled. The control's own props win.
 */
export function useFormFieldControl(props: ControlProps) {
  const field = useFormField()
  const describedBy =
    [field?.descriptionId, field?.errorId, props['aria-describedby']].filter(Boolean).join(' ') ||
    undefined
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid || undefined),
    required: props.required ?? field?.required,
    disabled: props.disabled ?? field?.disabled,
  }
}
