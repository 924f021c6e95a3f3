/**
 * The form layer: Conform (`@conform-to/react`) for the form's state, the contract's zod schemas
 * (src/api) checked on the client and again in the route action, API errors mapped onto the same
 * field names, and focus on the first invalid field after a failed check on either side.
 *
 * A form with a route action (the page module exports `action` beside `loader` and `Component`):
 *
 * ```tsx
 * import { Form, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router'
 * import { Field, parseRequest, replyWithApiError, useSchemaForm } from '@/lib/form'
 *
 * const FIELDS = ['name', 'email'] as const
 *
 * export async function action({ request, context }: ActionFunctionArgs) {
 *   const submission = await parseRequest(request, guestSchema) // the same check as the client's
 *   if (submission.status !== 'success') return { result: submission.reply() }
 *   try {
 *     // The request's client (the server gives each page request its own): see page-context.ts.
 *     await (await apiOf(context)).post(paths.guests, { json: submission.value })
 *     return redirect('/done') // or data the page shows
 *   } catch (error) {
 *     // `{ fields: { email: '…' } }` of a 400 lands under the email field; the rest on the form.
 *     return { result: replyWithApiError(submission, error, { fields: FIELDS }) }
 *   }
 * }
 *
 * function GuestForm() {
 *   const reply = useActionData<typeof action>()
 *   const navigation = useNavigation()
 *   const { form, fields, formProps } = useSchemaForm(guestSchema, { lastResult: reply?.result })
 *   return (
 *     <Form method="post" {...formProps}>
 *       {form.errors?.map((message) => <p role="alert" key={message}>{message}</p>)}
 *       <Field meta={fields.name} label="Full name" required>
 *         <Input autoComplete="name" />
 *       </Field>
 *       <Field meta={fields.email} label="Email" required>
 *         <Input type="email" />
 *       </Field>
 *       <Button type="submit" loading={navigation.state === 'submitting'}>Save</Button>
 *     </Form>
 *   )
 * }
 * ```
 *
 * - A write that only saves and answers `{ result, saved }` is one call:
 *   `submitWithSchema(formData, schema, (value) => api.put(…), { fields: FIELDS })`.
 * - `<Field>` renders our FormField (label, description, hint, error) and gives the control the
 *   field's id, `name`, `form` and starting value; the control reads `aria-invalid` and
 *   `aria-describedby` from the FormField. Controls that are not plain inputs take a function:
 *   `<Field meta={fields.active} label="Active">{(c) => <Switch name={c.name} … />}</Field>`, or
 *   `useInputControl(fields.x)` for a value set from code.
 * - Writes without navigation (a row's button, a dialog) use `useFetcher()`: `<fetcher.Form
 *   method="post" {...formProps}>` and `lastResult: fetcher.data?.result`; pending is
 *   `fetcher.state !== 'idle'`.
 * - Pending, error and success come from the router (`useNavigation`, `useActionData`,
 *   `fetcher.state`, `fetcher.data`); the form keeps no values or errors of its own.
 * - Fields are uncontrolled: pass starting values as `defaultValue` to `useSchemaForm`.
 *   Conform reads empty text as "not given" and turns numbers and booleans from text.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type * as z from 'zod/v4/core'

import {
  type AppFormOptions,
  replyWithApiError,
  type SubmissionResult,
  useAppForm,
} from './form-core'

export * from './form-core'

/** Checks form data with a contract schema (client and action run the same check). */
export function parseWithSchema<Schema extends z.$ZodType>(
  formData: FormData | URLSearchParams,
  schema: Schema,
) {
  return parseWithZod(formData, { schema })
}

/** Reads and checks a route action's form data with a contract schema. */
export async function parseRequest<Schema extends z.$ZodType>(request: Request, schema: Schema) {
  return parseWithSchema(await request.formData(), schema)
}

/** What a form write answers: Conform's reply, and what the write gave back once it worked. */
export interface FormReply<T> {
  result: SubmissionResult<string[]>
  saved?: T
}

/**
 * A route action's form write in one call: checks the form data with the contract schema (the
 * client's check again), runs `write` with the value, and answers `{ result, saved }`. The API's
 * field errors land on `fields`, the rest on the form; `resetForm` empties the form once saved.
 */
export async function submitWithSchema<Schema extends z.$ZodType, T>(
  formData: FormData,
  schema: Schema,
  write: (value: z.output<Schema>) => Promise<T>,
  { fields, resetForm = false }: { fields: readonly string[]; resetForm?: boolean },
): Promise<FormReply<T>> {
  const submission = parseWithSchema(formData, schema)
  if (submission.status !== 'success') return { result: submission.reply() }
  try {
    const saved = await write(submission.value as z.output<Schema>)
    return { result: submission.reply({ resetForm }), saved }
  } catch (error) {
    return { result: replyWithApiError(submission, error, { fields }) }
  }
}

/** `useAppForm` checked on the client with a contract schema. */
export function useSchemaForm<Schema extends z.$ZodType>(
  schema: Schema,
  options: Omit<AppFormOptions<Record<string, unknown>>, 'validate'> = {},
) {
  return useAppForm<z.input<Schema> & Record<string, unknown>>({
    ...options,
    validate: (formData) => parseWithSchema(formData, schema),
  })
}
