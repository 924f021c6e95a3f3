import { isRouteErrorResponse } from 'react-router'

/**
 * The app's error model (after Nuxt's `createError`): a status code, a message, and whether the
 * error is fatal. A fatal error replaces the whole page with the error page; a non-fatal one
 * (an unknown path) shows it inside the current layout.
 */
export interface AppErrorInit {
  /** HTTP-like status; 500 when not given. */
  statusCode?: number
  message?: string
  fatal?: boolean
  cause?: unknown
}

export class AppError extends Error {
  readonly statusCode: number
  readonly fatal: boolean

  constructor({ statusCode = 500, message, fatal = false, cause }: AppErrorInit = {}) {
    super(message ?? defaultMessage(statusCode), { cause })
    this.name = 'AppError'
    this.statusCode = statusCode
    this.fatal = fatal
  }
}

function defaultMessage(statusCode: number) {
  return statusCode === 404 ? 'Page Not Found' : 'Internal Server Error'
}

/** Creates an `AppError`; throw it from a loader or component to show the error page. */
export function createError(init: AppErrorInit | string = {}): AppError {
  return new AppError(typeof init === 'string' ? { message: init } : init)
}

/** An unknown path: a non-fatal 404 (specification §8). */
export function notFoundError(path: string): AppError {
  return createError({ statusCode: 404, message: `Page not found: ${path}`, fatal: false })
}

/**
 * A page whose query (or other input) fails validation: a fatal error, status 404 by default,
 * message 'Page Not Found: {path}'. Pages throw it from their loader:
 * `throw pageValidationError(new URL(request.url).pathname)`.
 */
export function pageValidationError(path: string, statusCode = 404): AppError {
  return createError({ statusCode, message: `Page Not Found: ${path}`, fatal: true })
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}

/** What the error page needs to know about any thrown value. */
export interface ErrorInfo {
  statusCode: number
  message: string
  fatal: boolean
}

/**
 * Normalises anything a route can throw: an `AppError`, a router error response (e.g. a thrown
 * `data(…, 404)`), a plain `Error` (unhandled: fatal, status 500, its own message), or a value.
 */
export function toErrorInfo(error: unknown): ErrorInfo {
  if (isAppError(error)) {
    return { statusCode: error.statusCode, message: error.message, fatal: error.fatal }
  }
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data
    const message =
      typeof data === 'string' && data
        ? data
        : isRecord(data) && typeof data.message === 'string'
          ? data.message
          : error.statusText || defaultMessage(error.status)
    return { statusCode: error.status, message, fatal: error.status !== 404 }
  }
  if (error instanceof Error) {
    return { statusCode: 500, message: error.message || defaultMessage(500), fatal: true }
  }
  return {
    statusCode: 500,
    message: typeof error === 'string' && error ? error : defaultMessage(500),
    fatal: true,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** User agents that get a console log instead of the error page (specification §2). */
export const CRAWLER_USER_AGENT = /bot\b|chrome-lighthouse|facebookexternalhit|google\b/i

export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && CRAWLER_USER_AGENT.test(userAgent)
}

/** A message for anything thrown by an API call (the error's own, or a general one). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.'
}
