import { type ErrorCode } from '@/api/contract'
import { ERROR_STATUS } from '@/api/errors'

/** An error answer: thrown anywhere in a handler, rendered by the app's `onError`. */
export class HttpError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly fields?: Record<string, string>
  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message)
    this.code = code
    this.status = ERROR_STATUS[code]
    if (fields) this.fields = fields
  }
}
