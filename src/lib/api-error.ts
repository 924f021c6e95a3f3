/**
 * The API's errors as the client sees them: the app's first load needs only these (to show a
 * failed page the server drew), not the client that makes requests (`api-client.ts`).
 */

/** An error answer from the API, parsed from `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer (network failure). */
  readonly status: number
  /**
   * Machine-readable code: the API's own, or `http_error`, `network_error`, `timeout`,
   * `invalid_response`.
   */
  readonly code: string
  /** Field-level messages for a 400, keyed by field name. */
  readonly fields: Readonly<Record<string, string>>
  /** `price_changed`: the booking's total and the change's (minor units). */
  readonly price: { current: number; next: number } | undefined

  constructor(init: {
    status: number
    code: string
    message: string
    fields?: Record<string, string> | undefined
    price?: { current: number; next: number } | undefined
    cause?: unknown
  }) {
    super(init.message, { cause: init.cause })
    this.name = 'ApiError'
    this.status = init.status
    this.code = init.code
    this.fields = init.fields ?? {}
    this.price = init.price
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
