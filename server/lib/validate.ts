import { type Context } from 'hono'
import { type z } from 'zod'

import { queryObject, validationErrorBody } from '@/api/errors'

import { HttpError } from './http-error'

function toHttpError(error: z.ZodError): HttpError {
  const { error: body } = validationErrorBody(error)
  return new HttpError('validation_error', body.message, body.fields)
}

/** The query string checked against a schema; a 400 with field errors otherwise. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(queryObject(new URL(c.req.url).searchParams))
  if (!parsed.success) throw toHttpError(parsed.error)
  return parsed.data
}

/** The JSON body, parsed (`raw`) and checked against a schema (`data`); 400 otherwise. */
export async function readBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ data: z.infer<S>; raw: unknown }> {
  let raw: unknown
  try {
    raw = JSON.parse(await c.req.text())
  } catch {
    throw new HttpError('validation_error', 'The body must be JSON.')
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw toHttpError(parsed.error)
  return { data: parsed.data, raw }
}
