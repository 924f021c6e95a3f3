import { ApiError } from './api-error'
import { bearerAuthorization, LOGIN_PATH } from './auth'
import { clearTokenCookie, readTokenCookie } from './cookies'
import { navigateTo } from './navigation'
import { getRuntimeConfig } from './runtime-config'

export { ApiError, isApiError } from './api-error'

/** Anything with `parse(data)`: a zod schema, for one. Keeps zod out of this module. */
export interface ResponseParser<T> {
  parse(data: unknown): T
}

type QueryValue = string | number | boolean | null | undefined
export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Query parameters; `null` and `undefined` values are left out. */
  query?: Record<string, QueryValue>
  /** A JSON body (sets `Content-Type: application/json`). */
  json?: unknown
  /** A file's bytes as the body, with its type as `Content-Type` (a photo's upload). */
  file?: Blob
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Gives up after this long (the client's `timeoutMs` by default). */
  timeoutMs?: number
  /** Parses (and so types) the successful response body. */
  schema?: ResponseParser<T>
}

export interface ApiClientOptions {
  /** The API base, read before each request (runtime config by default). */
  getBase?: () => string
  /** The session token, read before each request (the `token` cookie by default). */
  getToken?: () => string | undefined
  /** Whether to write debug logs (runtime config `debug` by default). */
  isDebug?: () => boolean
  /** Ends the session on this client after a 401 from an admin call (clears the cookie). */
  clearToken?: () => void
  /** Called after a 401 from an admin call, once the token is cleared. */
  onUnauthorized?: () => void
  fetch?: typeof fetch
  logger?: Pick<Console, 'debug'>
  /**
   * How long a request may take, answer included, before it fails as `timeout` (status 0, like
   * an unreachable server): a hung request ends in an error state, not an endless spinner.
   */
  timeoutMs?: number
}

/** Joins the base and a path: `/api` + `/rooms` → `/api/rooms`, without doubled slashes. */
export function joinUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  let url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  if (query) {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value))
    }
    const search = params.toString()
    if (search) url += (url.includes('?') ? '&' : '?') + search
  }
  return url
}

/** Admin calls are the ones under `/admin`; a 401 there ends the staff session on this client. */
export function isAdminPath(path: string): boolean {
  return /^\/?admin(\/|\?|$)/.test(path)
}

/** Reads an error body into an `ApiError`, whatever shape (or none) it has. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const error =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined
  if (typeof error === 'object' && error !== null) {
    const { code, message, fields, price } = error as Record<string, unknown>
    return new ApiError({
      status,
      code: typeof code === 'string' ? code : 'http_error',
      message: typeof message === 'string' ? message : statusText || `Request failed (${status})`,
      fields: isStringRecord(fields) ? fields : undefined,
      price: isPriceQuestion(price) ? price : undefined,
    })
  }
  return new ApiError({
    status,
    code: 'http_error',
    message: statusText || `Request failed (${status})`,
  })
}

function isPriceQuestion(value: unknown): value is { current: number; next: number } {
  const { current, next } = (value ?? {}) as Record<string, unknown>
  return Number.isSafeInteger(current) && Number.isSafeInteger(next)
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  )
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined
  const text = await response.text()
  if (!text) return undefined
  if (/\bjson\b/i.test(response.headers.get('content-type') ?? '')) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

/** How long a request may take before it fails as `timeout`. */
export const DEFAULT_TIMEOUT_MS = 20_000

/**
 * A thin wrapper over `fetch` for the product API: base address from the runtime config, the
 * bearer rule, typed errors, abort support, a timeout and the 401 rule for admin calls.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const {
    getBase = () => getRuntimeConfig().apiBase,
    getToken = () => readTokenCookie(),
    isDebug = () => getRuntimeConfig().debug,
    clearToken = () => clearTokenCookie(),
    onUnauthorized,
    logger = console,
    timeoutMs: defaultTimeoutMs = DEFAULT_TIMEOUT_MS,
  } = options

  function parseBody<T>(body: unknown, status: number, schema?: ResponseParser<T>): T {
    if (!schema) return body as T
    try {
      return schema.parse(body)
    } catch (cause) {
      throw new ApiError({
        status,
        code: 'invalid_response',
        message: 'The server sent an unexpected response.',
        cause,
      })
    }
  }

  async function request<T = unknown>(path: string, init: RequestOptions<T> = {}): Promise<T> {
    const {
      method = init.json === undefined && init.file === undefined ? 'GET' : 'POST',
      query,
      json,
      file,
      signal,
      schema,
      timeoutMs = defaultTimeoutMs,
    } = init
    const url = joinUrl(getBase(), path, query)
    const headers = new Headers({ Accept: 'application/json', ...init.headers })
    if (json !== undefined) headers.set('Content-Type', 'application/json')
    if (file) headers.set('Content-Type', file.type || 'application/octet-stream')
    const authorization = bearerAuthorization(getToken())
    if (authorization) headers.set('Authorization', authorization)
    else headers.delete('Authorization')
    if (isDebug()) {
      logger.debug(`[api] ${method} ${url} (token ${authorization ? 'attached' : 'not attached'})`)
    }

    const doFetch = options.fetch ?? globalThis.fetch
    const timeout = AbortSignal.timeout(timeoutMs)
    let response: Response
    let body: unknown
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: file ?? (json === undefined ? undefined : JSON.stringify(json)),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        credentials: 'same-origin',
      })
      body = await readBody(response)
    } catch (cause) {
      // An abort is the caller's decision: let it through unchanged.
      if (signal?.aborted) throw signal.reason ?? cause
      if (timeout.aborted) {
        if (isDebug()) logger.debug(`[api] ${method} ${url} timed out after ${timeoutMs} ms`)
        throw new ApiError({
          status: 0,
          code: 'timeout',
          message: 'The server took too long to answer.',
          cause,
        })
      }
      throw new ApiError({
        status: 0,
        code: 'network_error',
        message: 'The server could not be reached.',
        cause,
      })
    }

    if (!response.ok) {
      const error = toApiError(response.status, response.statusText, body)
      if (isDebug()) logger.debug(`[api] ${method} ${url} failed with status ${response.status}`)
      if (response.status === 401 && isAdminPath(path)) {
        clearToken()
        onUnauthorized?.()
      }
      throw error
    }
    return parseBody(body, response.status, schema)
  }

  const withMethod =
    (method: NonNullable<RequestOptions['method']>) =>
    <T = unknown>(path: string, init: Omit<RequestOptions<T>, 'method'> = {}) =>
      request<T>(path, { ...init, method })

  return {
    request,
    get: withMethod('GET'),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    patch: withMethod('PATCH'),
    delete: withMethod('DELETE'),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * The browser's one shared client (the server gives each page request a client of its own; see
 * `apiContext`). A 401 on an admin call sends the browser to the login page (the router takes
 * over when it is running; see `navigateTo`).
 */
export const api: ApiClient = createApiClient({
  onUnauthorized: () => navigateTo(LOGIN_PATH, { replace: true }),
})
