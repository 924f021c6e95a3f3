/**
 * Route validators: `@hono/zod-validator` with the contract's schemas, answering every failure
 * with the API's error shape (`400 { error: { code: 'validation_error', message, fields } }`,
 * `validationErrorBody`). A handler reads what passed with `c.req.valid('json' | 'query' | …)`.
 */
import { zValidator } from '@hono/zod-validator'
import { type Context } from 'hono'
import { type z } from 'zod'

import { JSON_DEPTH_MESSAGE, tooDeepField } from '@/api/contract'
import { validationErrorBody } from '@/api/errors'

import { HttpError } from './http-error'

/** What the validator hands its hook (the contract's schemas are zod classic: a `z.ZodError`). */
type Result = { success: boolean; error?: unknown }

/** The shared hook: a failed parse throws the 400 the app's error handler renders. */
function onInvalid(result: Result) {
  if (result.success) return
  const { error } = validationErrorBody(result.error as z.ZodError)
  throw new HttpError('validation_error', error.message, error.fields)
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

/**
 * Before the JSON validator: the body must parse as JSON (`The body must be JSON.`) and come as
 * `application/json` (state-changing requests accept only JSON). The parsed body stays cached
 * on the request, so the validator and `c.req.json()` do not parse it again.
 */
async function requireJsonBody(c: Context) {
  let body: unknown
  try {
    body = await c.req.json()
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new HttpError('validation_error', 'The body must be JSON.')
    throw error
  }
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim()
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    throw new HttpError(
      'validation_error',
      'Send the body as JSON, with Content-Type: application/json.',
    )
  }
  // Nested deeper than the contract allows (`MAX_JSON_DEPTH`): a 400 naming the field.
  const field = tooDeepField(body)
  if (field !== undefined) {
    throw new HttpError(
      'validation_error',
      field ? 'Check the highlighted fields.' : JSON_DEPTH_MESSAGE,
      field ? { [field]: JSON_DEPTH_MESSAGE } : undefined,
    )
  }
}

/** The JSON body, checked against a schema (`c.req.valid('json')`; `c.req.json()` is the raw body). */
export function json<S extends z.ZodType>(schema: S) {
  const validate = zValidator('json', schema, onInvalid)
  const checked: typeof validate = async (c, next) => {
    await requireJsonBody(c)
    return validate(c, next)
  }
  return checked
}

/** The query string, checked against a schema (`c.req.valid('query')`). */
export function query<S extends z.ZodType>(schema: S) {
  return zValidator('query', schema, onInvalid)
}

/** Request headers, checked against a schema whose keys are header names (any case). */
export function header<S extends z.ZodType>(schema: S) {
  return zValidator('header', schema, onInvalid)
}

/** Path parameters: one that does not parse names nothing that exists, so a 404 with `notFound`. */
export function param<S extends z.ZodType>(schema: S, notFound: string) {
  const hook = (result: Result) => {
    if (!result.success) throw new HttpError('not_found', notFound)
  }
  return zValidator('param', schema, hook)
}
