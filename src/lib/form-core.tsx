/**
 * The form layer without zod: Conform's form state, the glue to our form fields, API errors
 * mapped onto fields, and focus on the first invalid field. `@/lib/form` adds the contract's
 * schemas on top and is what forms import; only the home page's forms (the search card and find
 * my booking), which must not load zod, use this module directly (with `parseWithProblems`).
 * See `@/lib/form` for how to write a form.
 */
import {
  type FieldMetadata,
  getFormProps,
  parse,
  type Submission,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import * as React from 'react'

import { FormField, type FormFieldProps } from '@/components/form-field'

import { ApiError } from './api-client'

export {
  type FieldMetadata,
  type FormMetadata,
  parse,
  type Submission,
  type SubmissionResult,
  useInputControl,
} from '@conform-to/react'

/**
 * Checks a form's data with plain code (no zod): `problemsOf` names each field's problem. A field
 * without one is left out of the errors, as Conform keeps a field's last error when given `null`.
 */
export function parseWithProblems<Value extends Record<string, unknown>>(
  formData: FormData,
  problemsOf: (payload: Partial<Value>) => Partial<Record<string, string | null | undefined>>,
) {
  return parse<Value, string[]>(formData, {
    resolve: (payload) => {
      const error = Object.fromEntries(
        Object.entries(problemsOf(payload as Partial<Value>)).flatMap(([name, message]) =>
          message ? [[name, [message]]] : [],
        ),
      )
      return Object.keys(error).length ? { error } : { value: payload as Value }
    },
  })
}

/** Field and form errors for `submission.reply(…)`. */
export interface ReplyErrors {
  fieldErrors: Record<string, string[]>
  formErrors: string[]
}

export interface ApiErrorMapping {
  /** The form's field names; API fields outside them become form errors. */
  fields: readonly string[]
  /** A prefix the API puts before the form's names (`guest.` for `guest.email`). */
  prefix?: string
}

/**
 * Maps an API error's `fields` (`{ "guest.email": "…" }`) onto the form's field names; a field
 * inside a listed one (`photos.2.id` in `photos`) lands on it; the rest are form errors. An
 * error without any field message gives its own message as the form error.
 */
export function apiErrorsToReply(error: unknown, { fields, prefix = '' }: ApiErrorMapping) {
  const result: ReplyErrors = { fieldErrors: {}, formErrors: [] }
  const apiFields = error instanceof ApiError ? error.fields : {}
  for (const [path, message] of Object.entries(apiFields)) {
    const name = path.startsWith(prefix) ? path.slice(prefix.length) : null
    const field = name === null ? undefined : formFieldOf(name, fields)
    if (field !== undefined) (result.fieldErrors[field] ??= []).push(message)
    else result.formErrors.push(message)
  }
  if (!Object.keys(result.fieldErrors).length && !result.formErrors.length) {
    result.formErrors.push(error instanceof Error ? error.message : 'Something went wrong.')
  }
  return result
}

/** The form's field a path names: itself, or the nearest listed field it is inside. */
function formFieldOf(path: string, fields: readonly string[]): string | undefined {
  const parts = path.split('.')
  for (let length = parts.length; length > 0; length--) {
    const name = parts.slice(0, length).join('.')
    if (fields.includes(name)) return name
  }
  return undefined
}

/** `submission.reply(…)` with an API error mapped onto the form's fields (in a route action). */
export function replyWithApiError(
  submission: Pick<Submission<unknown>, 'reply'>,
  error: unknown,
  mapping: ApiErrorMapping,
): SubmissionResult<string[]> {
  return submission.reply(apiErrorsToReply(error, mapping))
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]'

/**
 * Focuses what to fix first, in the form's order: a control marked `aria-invalid="true"`, a
 * field marked `data-invalid` (its invalid control, else its first focusable one: a custom
 * control such as the date picker), or a message about the whole form marked
 * `data-form-problem` (give it `tabIndex={-1}`).
 */
export function focusFirstInvalid(form: HTMLElement | null) {
  const first = form?.querySelector<HTMLElement>(
    '[data-form-problem], [data-invalid], [aria-invalid="true"]:not([type="hidden"])',
  )
  const target = first?.hasAttribute('data-invalid')
    ? (first.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      first.querySelector<HTMLElement>(FOCUSABLE))
    : first
  if (target && !target.contains(document.activeElement)) target.focus()
}

/**
 * Focuses the first invalid field once the errors of the current update are on screen, unless
 * the visitor has typed in the form meanwhile (focus stays where they type).
 */
function focusFirstInvalidSoon(formId: string) {
  const form = document.getElementById(formId)
  let typed = false
  const onInput = () => (typed = true)
  form?.addEventListener('input', onInput, { once: true })
  requestAnimationFrame(() => {
    form?.removeEventListener('input', onInput)
    if (!typed) focusFirstInvalid(form)
  })
}

export interface AppFormOptions<Schema extends Record<string, unknown>> {
  /** The form's id (a stable one keeps server results tied to it); generated when left out. */
  id?: string
  /** Checks the form's data on the client: `parseWithSchema` from `@/lib/form`, or `parse`. */
  validate: (formData: FormData) => Submission<Schema, string[], unknown>
  /** What the route action answered (`useActionData()`, `fetcher.data`). */
  lastResult?: SubmissionResult<string[]> | null
  /** Values the fields start with. */
  defaultValue?: Record<string, unknown>
}

/**
 * A form on Conform: checked on submit, then again as the visitor types; the first invalid field
 * is focused after a failed check, on the client or from the action's reply. Spread `formProps`
 * on `<Form>` or `<fetcher.Form>`; use `fields` with `<Field>`.
 */
export function useAppForm<Schema extends Record<string, unknown>>({
  id,
  validate,
  lastResult,
  defaultValue,
}: AppFormOptions<Schema>) {
  const [form, fields] = useForm<Schema, unknown>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validate(formData),
  })
  React.useEffect(() => {
    if (lastResult?.status === 'error') focusFirstInvalidSoon(form.id)
  }, [lastResult, form.id])
  const props = getFormProps(form)
  const formProps = {
    ...props,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      props.onSubmit(event)
      // Conform stops a submit whose data fails the check.
      // Not for Conform's own checks as the visitor types: it submits those with a submitter
      // named `__intent__` (Conform's INTENT), and focus must stay where they are typing.
      const submitter = (event.nativeEvent as SubmitEvent).submitter
      const intent = submitter?.getAttribute('name') === '__intent__'
      if (event.defaultPrevented && !intent) focusFirstInvalidSoon(form.id)
    },
  }
  return { form, fields, formProps }
}

/**
 * Sets a field's value from code (the hidden input behind a custom control, such as the date
 * picker) and tells the form, which checks it again as if it were typed.
 */
export function setFieldValue(formId: string, name: string, value: string) {
  const field = document.forms.namedItem(formId)?.elements.namedItem(name)
  if (!(field instanceof HTMLInputElement)) return
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** What `<Field>` gives its control: the field's name, form and starting value. */
export interface FieldControlProps {
  name: string
  form: string
  defaultValue: string | undefined
}

export type FieldProps = Omit<FormFieldProps, 'error' | 'controlId' | 'children'> & {
  meta: FieldMetadata<unknown>
  /**
   * The control: an element (Input, Textarea…) that gets `name`, `form` and `defaultValue`
   * unless it sets them, or a function of those props for other controls.
   */
  children:
    | React.ReactElement<Partial<FieldControlProps>>
    | ((control: FieldControlProps) => React.ReactNode)
}

/**
 * A form field (label, description, error) bound to a Conform field: the control gets the
 * field's id, name and starting value, and from the form field `aria-invalid` and
 * `aria-describedby` (description and error).
 */
export function Field({ meta, children, ...props }: FieldProps) {
  const control: FieldControlProps = {
    name: meta.name,
    form: meta.formId,
    defaultValue: meta.defaultValue,
  }
  return (
    <FormField controlId={meta.id} error={meta.errors?.[0]} {...props}>
      {/* A new key when Conform resets the field remounts the uncontrolled control. */}
      <React.Fragment key={meta.key}>
        {typeof children === 'function'
          ? children(control)
          : React.cloneElement(children, { ...control, ...definedProps(children.props) })}
      </React.Fragment>
    </FormField>
  )
}

function definedProps<T extends object>(props: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(props).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}
