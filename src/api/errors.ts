import { type z } from 'zod'

import { type ErrorBody, type ErrorCode, type PriceQuestion } from './contract'

/** HTTP status of each error code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_error: 400,
  unauthenticated: 401,
  not_found: 404,
  method_not_allowed: 405,
  room_unavailable: 409,
  already_cancelled: 409,
  cancellation_closed: 409,
  closure_conflict: 409,
  account_conflict: 409,
  stay_conflict: 409,
  rate_conflict: 409,
  price_changed: 409,
  idempotency_in_flight: 409,
  idempotency_key_reused: 422,
  too_many_attempts: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  forbidden: 403,
  internal_error: 500,
  service_unavailable: 503,
}

/** Builds the error body every endpoint answers with. */
export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  price?: PriceQuestion,
): ErrorBody {
  return { error: { code, message, ...(fields && { fields }), ...(price && { price }) } }
}

/** Field path → first message, e.g. `{ 'guest.email': 'Enter a valid email address.' }`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.')
    if (key && !(key in fields)) fields[key] = issue.message
  }
  return fields
}

/** A 400 body for a failed zod parse (`fields` when the problems sit on fields). */
export function validationErrorBody(error: z.ZodError): ErrorBody {
  const fields = fieldErrors(error)
  const rootIssue = error.issues.find((issue) => issue.path.length === 0)
  if (Object.keys(fields).length === 0) {
    return errorBody('validation_error', rootIssue?.message ?? 'The request is not valid.')
  }
  return errorBody('validation_error', 'Check the highlighted fields.', fields)
}

/** The query string as a plain object (the first value of a repeated key). */
export function queryObject(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of search) if (!(key in out)) out[key] = value
  return out
}

/** An error answer from the API, thrown by clients. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields?: Record<string, string>
  constructor(status: number, body: Partial<ErrorBody> | undefined) {
    super(body?.error?.message ?? `Request failed with status ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.code = body?.error?.code ?? (status === 401 ? 'unauthenticated' : 'http_error')
    if (body?.error?.fields) this.fields = body.error.fields
  }
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

/**
 * Whether a write's body may be taken: JSON (`application/json`, `…+json`), or no body at all.
 * Browsers send forms and `text/plain` across sites without asking; those never get through.
 */
export function isJsonOrEmpty(headers: Headers): boolean {
  const type = headers.get('content-type')
  if (type) return JSON_MEDIA_TYPE.test(type.split(';')[0]!.trim())
  return !(Number(headers.get('content-length') ?? 0) > 0 || headers.has('transfer-encoding'))
}
