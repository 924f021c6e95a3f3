import { type HydrationState, isRouteErrorResponse } from 'react-router'

import { scriptJson } from '@/api/runtime-config'
import { ApiError, isApiError } from '@/lib/api-error'
import { AppError, isAppError } from '@/lib/errors'

/**
 * The router's data for a page rendered on the server, as the page carries it to the browser:
 * `<script type="application/json" id="nightjar-router-data">` (data, not code: the
 * Content-Security-Policy allows no inline script). The server writes what its loaders and
 * action answered; the browser's router starts from it (`hydrationData`) instead of loading the
 * page again. A loader's promises (the parts a page shows once they come) are written settled,
 * and come back as settled promises, so `<Await>` draws them at once, as the server did.
 */
export const ROUTER_DATA_ELEMENT_ID = 'nightjar-router-data'

/** A value the router may hold, as JSON: errors and settled promises marked by a `$` key. */
type Encoded = unknown

interface EncodedError {
  $error: 'AppError' | 'ApiError' | 'RouteErrorResponse' | 'Error'
  message: string
  status?: number
  statusText?: string
  code?: string
  fields?: Record<string, string>
  fatal?: boolean
  data?: unknown
}

export interface RouterData {
  loaderData: Record<string, Encoded>
  actionData: Record<string, Encoded> | null
  errors: Record<string, EncodedError> | null
}

/** An error in a form JSON can carry, keeping what the pages read from it. */
export function encodeError(error: unknown): EncodedError {
  if (isAppError(error)) {
    return {
      $error: 'AppError',
      status: error.statusCode,
      message: error.message,
      fatal: error.fatal,
    }
  }
  if (isApiError(error)) {
    return {
      $error: 'ApiError',
      status: error.status,
      code: error.code,
      message: error.message,
      fields: { ...error.fields },
    }
  }
  if (isRouteErrorResponse(error)) {
    return {
      $error: 'RouteErrorResponse',
      status: error.status,
      statusText: error.statusText,
      message: error.statusText,
      data: error.data as unknown,
    }
  }
  return {
    $error: 'Error',
    message: error instanceof Error ? error.message : typeof error === 'string' ? error : '',
  }
}

export function decodeError(value: EncodedError): unknown {
  switch (value.$error) {
    case 'AppError':
      return new AppError({ statusCode: value.status, message: value.message, fatal: value.fatal })
    case 'ApiError':
      return new ApiError({
        status: value.status ?? 0,
        code: value.code ?? 'http_error',
        message: value.message,
        fields: value.fields,
      })
    case 'RouteErrorResponse': {
      // The router's own class is not exported: its shape is what `isRouteErrorResponse` reads.
      return {
        status: value.status ?? 500,
        statusText: value.statusText ?? '',
        internal: false,
        data: value.data,
      }
    }
    default:
      return new Error(value.message)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isPromise = (value: unknown): value is Promise<unknown> =>
  value instanceof Promise ||
  (isRecord(value) && typeof (value as { then?: unknown }).then === 'function')

/**
 * Waits for a route's data and writes it as JSON values: each promise at its top level (what
 * `<Await>` resolves) as `{ $settled: value }` or `{ $failed: error }`. The promise itself is
 * marked settled as React and the router read it (`status`, `value` or `reason`), so the page
 * drawn on the server shows its value at once, as the browser will.
 */
async function encodeRouteData(data: unknown): Promise<Encoded> {
  if (!isRecord(data)) return data ?? null
  const entries = await Promise.all(
    Object.entries(data).map(async ([key, value]) => {
      if (!isPromise(value)) return [key, value] as const
      try {
        const result = await value
        Object.assign(value, { status: 'fulfilled', value: result })
        return [key, { $settled: result }] as const
      } catch (error) {
        Object.assign(value, { status: 'rejected', reason: error })
        return [key, { $failed: encodeError(error) }] as const
      }
    }),
  )
  return Object.fromEntries(entries)
}

/** A promise already settled, marked as React and the router read it, so nothing waits. */
function settled(value: unknown, failed: boolean): Promise<unknown> {
  const promise = failed ? Promise.reject(value) : Promise.resolve(value)
  if (failed) promise.catch(() => {})
  return Object.assign(
    promise,
    failed ? { status: 'rejected', reason: value } : { status: 'fulfilled', value },
  )
}

function decodeRouteData(data: Encoded): unknown {
  if (!isRecord(data)) return data
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (isRecord(value) && '$settled' in value) return [key, settled(value.$settled, false)]
      if (isRecord(value) && '$failed' in value) {
        return [key, settled(decodeError(value.$failed as EncodedError), true)]
      }
      return [key, value]
    }),
  )
}

async function encodeAll(data: Record<string, unknown> | null | undefined) {
  if (!data) return null
  const entries = await Promise.all(
    Object.entries(data).map(async ([id, value]) => [id, await encodeRouteData(value)] as const),
  )
  return Object.fromEntries(entries)
}

/** The router's data once every promise in it has settled, as JSON values. */
export async function settleRouterData(state: {
  loaderData: Record<string, unknown>
  actionData: Record<string, unknown> | null
  errors: Record<string, unknown> | null
}): Promise<RouterData> {
  const [loaderData, actionData] = await Promise.all([
    encodeAll(state.loaderData),
    encodeAll(state.actionData),
  ])
  return {
    loaderData: loaderData ?? {},
    actionData,
    errors: state.errors
      ? Object.fromEntries(Object.entries(state.errors).map(([id, e]) => [id, encodeError(e)]))
      : null,
  }
}

/** The data as the page's JSON element holds it. */
export function serializeRouterData(data: RouterData): string {
  return scriptJson(data)
}

/** The router's starting state from the page's data element, or `undefined` when it has none. */
export function readRouterData(doc: Document = document): HydrationState | undefined {
  const text = doc.getElementById(ROUTER_DATA_ELEMENT_ID)?.textContent
  if (!text) return undefined
  let data: RouterData
  try {
    data = JSON.parse(text) as RouterData
  } catch {
    return undefined
  }
  if (!isRecord(data) || !isRecord(data.loaderData)) return undefined
  const decode = (record: Record<string, Encoded> | null) =>
    record
      ? Object.fromEntries(Object.entries(record).map(([id, v]) => [id, decodeRouteData(v)]))
      : null
  return {
    loaderData: decode(data.loaderData) ?? {},
    actionData: decode(data.actionData),
    errors: data.errors
      ? Object.fromEntries(Object.entries(data.errors).map(([id, e]) => [id, decodeError(e)]))
      : null,
  }
}
