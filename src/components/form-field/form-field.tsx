import * as LabelPrimitive from '@radix-ui/react-label'
import * as React from 'react'

import { cn } from '@/components/lib/cn'

import { FormFieldContext, type FormFieldContextValue } from './form-field-context'

/** A label for a control (Radix Label: a click focuses the control). */
export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'text-sm leading-5 font-medium text-fg select-none peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}

export interface FormFieldProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  label?: React.ReactNode
  /** Help text under the label, read with the control. */
  description?: React.ReactNode
  /** A short note at the label's end, such as "Optional". */
  hint?: React.ReactNode
  /** An error message (shown and read with the control) or `true` to mark it invalid only. */
  error?: React.ReactNode | boolean
  required?: boolean
  disabled?: boolean
  /** The control's id; generated when left out. */
  controlId?: string
  children: React.ReactNode
}

/**
 * Wraps one control with its label, description and error. The control (Input, Textarea,
 * NumberInput, Checkbox, Switch, SelectMenu) picks up its id, `aria-describedby`,
 * `aria-invalid`, required and disabled from here.
 */
export function FormField({
  label,
  description,
  hint,
  error,
  required = false,
  disabled = false,
  controlId,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generated = React.useId()
  const id = controlId ?? `${generated}-control`
  const hasMessage = error != null && typeof error !== 'boolean'
  const context: FormFieldContextValue = {
    id,
    labelId: label ? `${generated}-label` : undefined,
    descriptionId: description ? `${generated}-description` : undefined,
    errorId: hasMessage ? `${generated}-error` : undefined,
    invalid: Boolean(error),
    required,
    disabled,
  }
  return (
    <div
      data-slot="form-field"
      data-invalid={context.invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('grid gap-1.5', className)}
      {...props}
    >
      {(label || hint) && (
        <div className="flex items-baseline justify-between gap-2">
          {label && (
            <Label id={context.labelId} htmlFor={id} data-slot="form-field-label">
              {label}
              {required && (
                <span
                  aria-hidden="true"
                  data-slot="form-field-required"
                  className="ms-0.5 text-error"
                >
                  *
                </span>
              )}
            </Label>
          )}
          {hint && (
            <span data-slot="form-field-hint" className="text-xs text-muted">
              {hint}
            </span>
          )}
        </div>
      )}
      {description && (
        <p
          id={context.descriptionId}
          data-slot="form-field-description"
          className="text-sm text-muted"
        >
          {description}
        </p>
      )}
      <FormFieldContext value={context}>{children}</FormFieldContext>
      {hasMessage && (
        <p id={context.errorId} data-slot="form-field-error" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}
