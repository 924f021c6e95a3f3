import * as React from 'react'
import { type LoaderFunctionArgs, useFetcher, useLoaderData, useLocation } from 'react-router'
import * as z from 'zod'

import { type Endpoint, type EndpointInput, type PriceQuestion } from '@/api'
import { isApiError } from '@/lib/api-client'
import { errorMessage } from '@/lib/errors'
import { ADMIN_PATH } from '@/pages/admin/sections'

/**
 * How the staff area loads and writes, on the router: `/admin` is one route whose loader loads
 * the section's own module (`section-code.ts`) and runs its `loader` (inputs from the URL), and
 * whose action, posted to the section's address, dispatches on the submission's `intent` to one
 * of that section's actions. Sections read with `useSectionData()`, write with a fetcher
 * (`useAdminFetcher()`), and the router revalidates afterwards. A write that is not a form sends
 * JSON (`{ intent, ...fields }`) checked with the contract's schema (`jsonAction`); a real form
 * posts its data, checked by Conform with its schema (`formAction`).
 */

/** A section's loader: its inputs from the URL, its data from the API (slow parts as promises). */
export type SectionLoader = (args: LoaderFunctionArgs) => unknown

/**
 * A section's action for one intent: a real form's data (checked by Conform with the form's
 * schema), or a JSON body (checked with the contract's schema); what the page shows out.
 */
export type SectionAction =
  { form: (formData: FormData) => Promise<unknown> } | { json: (body: unknown) => Promise<unknown> }

/** The action for a real form (it posts its data; it works with scripts off too). */
export function formAction(run: (formData: FormData) => Promise<unknown>): SectionAction {
  return { form: run }
}

/**
 * The action for a write that is not a form: its JSON body checked with `schema` (built from the
 * contract's schemas: what the API takes), then `run` with the value. A body that fails the
 * check answers as the API would, with a message for each field.
 */
export function jsonAction<Schema extends z.ZodType, T>(
  schema: Schema,
  run: (value: z.output<Schema>) => Promise<T>,
): SectionAction {
  return {
    json: async (body): Promise<WriteResult<T>> => {
      const parsed = schema.safeParse(body)
      if (!parsed.success) return invalidWrite(parsed.error)
      return write(() => run(parsed.data))
    },
  }
}

/**
 * The action for a write that calls one endpoint of the API: the body is `{ param, json }` (the
 * path's parameters as the path writes them, and the request body), checked with the
 * endpoint's own schemas from the endpoint table, as the server checks them.
 */
export function endpointAction<E extends Endpoint, T>(
  endpoint: E,
  run: (input: Pick<EndpointInput<E>, 'param' | 'json'>) => Promise<T>,
): SectionAction {
  const none = z.undefined().optional()
  const schema = z.object({ param: endpoint.params ?? none, json: endpoint.body ?? none })
  return jsonAction(schema, (input) => run(input as Pick<EndpointInput<E>, 'param' | 'json'>))
}

function invalidWrite(error: z.ZodError): WriteResult<never> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.')] ??= issue.message
  return { ok: false, message: error.issues[0]?.message ?? 'Check the fields.', fields }
}

const intentSchema = z.looseObject({ intent: z.string() })

/**
 * The submission's intent and its action in `actions`: a JSON body's `intent` for a JSON action,
 * a form's `intent` field for a form action. Anything else is a 400.
 */
export async function runIntent(
  request: Request,
  actions: Readonly<Record<string, SectionAction>>,
) {
  if (request.headers.get('Content-Type')?.includes('application/json')) {
    const parsed = intentSchema.safeParse(await request.json())
    const found = parsed.success ? actionFor(actions, parsed.data.intent) : undefined
    if (found && 'json' in found) {
      const { intent: _, ...fields } = parsed.data!
      return found.json(fields)
    }
    throw unknownIntent(parsed.data?.intent)
  }
  const formData = await request.formData()
  const parsed = intentSchema.safeParse(Object.fromEntries(formData))
  const found = parsed.success ? actionFor(actions, parsed.data.intent) : undefined
  if (found && 'form' in found) return found.form(formData)
  throw unknownIntent(parsed.data?.intent)
}

/** The action named `intent` (its own key: `toString` names none). */
function actionFor(actions: Readonly<Record<string, SectionAction>>, intent: string) {
  return Object.hasOwn(actions, intent) ? actions[intent] : undefined
}

function unknownIntent(intent: string | undefined) {
  return new Response(`Unknown intent: ${String(intent)}`, { status: 400 })
}

/** What the admin route's loader returns: the section and its loader's data. */
export interface AdminLoaderData<Data = unknown> {
  section: string
  data: Data
  /** Why the section's own code did not load (offline, a new build): shown with a retry. */
  codeError?: Error
}

/** The current section's loader data (the section's own loader type gives its shape). */
export function useSectionData<Loader extends SectionLoader>(): Awaited<ReturnType<Loader>> {
  return (useLoaderData() as AdminLoaderData<Awaited<ReturnType<Loader>>>).data
}

/**
 * A promise the page shows later (`<Await>`): its failure is shown there, so it is marked
 * handled here (no unhandled rejection while nothing awaits it yet).
 */
export function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {})
  return promise
}

/** The answer of a write that is not a form: done, or what went wrong. */
export type WriteResult<T = undefined> =
  | { ok: true; value: T }
  | {
      ok: false
      message: string
      fields: Record<string, string>
      /** A change that alters a booking's price: both totals, to ask which one it keeps. */
      price?: PriceQuestion
    }

/** Runs an API write for an action: its value, or the API's error as data the page shows. */
export async function write<T>(run: () => Promise<T>): Promise<WriteResult<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    return {
      ok: false,
      message: errorMessage(error),
      fields: isApiError(error) ? { ...error.fields } : {},
      ...(isApiError(error) && error.price && { price: error.price }),
    }
  }
}

/** A JSON value a write sends (a fetcher submits it as `application/json`). */
export interface JsonFields {
  [name: string]: string | number | boolean | null | undefined | readonly unknown[] | JsonFields
}

/**
 * Where the open section's writes go: its own address (`/admin?section=…`, `/admin` for the
 * front desk), whose module has their actions.
 */
export function useSectionAction(): string {
  const section = new URLSearchParams(useLocation().search).get('section')
  return section ? `${ADMIN_PATH}?${new URLSearchParams({ section })}` : ADMIN_PATH
}

/**
 * Submits a write that is not a form: `{ intent, ...fields }` as JSON to `action`, the open
 * section's address (`useSectionAction`).
 */
export function submitJson(
  submit: ReturnType<typeof useFetcher>['submit'],
  action: string,
  intent: string,
  fields: JsonFields = {},
) {
  return submit({ intent, ...fields }, { method: 'post', action, encType: 'application/json' })
}

/**
 * A fetcher on the admin route whose `submitIntent` and `loadData` also resolve with the answer
 * (`fetcher.data` once the fetcher is idle again): for components that take a promise, such as
 * the confirm dialog (pending until it settles, open with the error when it fails) and the
 * command palette's search.
 */
export function useAdminFetcher<Data>() {
  const fetcher = useFetcher()
  const waiting = React.useRef<((data: Data | undefined) => void)[]>([])
  React.useEffect(() => {
    if (fetcher.state !== 'idle' || waiting.current.length === 0) return
    for (const resolve of waiting.current.splice(0)) resolve(fetcher.data as Data | undefined)
  }, [fetcher.state, fetcher.data])

  const { submit, load } = fetcher
  const action = useSectionAction()
  const answer = React.useCallback(
    (start: () => Promise<void>) =>
      new Promise<Data | undefined>((resolve) => {
        waiting.current.push(resolve)
        void start()
      }),
    [],
  )
  const submitIntent = React.useCallback(
    (intent: string, fields?: JsonFields) =>
      answer(() => submitJson(submit, action, intent, fields)),
    [answer, submit, action],
  )
  const loadData = React.useCallback((href: string) => answer(() => load(href)), [answer, load])
  return { fetcher, submitIntent, loadData }
}

/**
 * Runs `run` once for each new answer (a fetcher's `data` once it is idle): the toast and the
 * dialog closing after a successful write.
 */
export function useOnAnswer<T>(answer: T | undefined, run: (answer: T) => void) {
  const seen = React.useRef<T | undefined>(undefined)
  React.useEffect(() => {
    if (answer === undefined || seen.current === answer) return
    seen.current = answer
    run(answer)
  })
}
