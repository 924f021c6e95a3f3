/**
 * Handler sets for story and test states. Use them per story:
 * `beforeEach: ({ msw }) => { msw.use(...scenarios.empty()) }` or `parameters.msw.handlers`.
 */
import { delay, http, type HttpHandler, HttpResponse } from 'msw'

import { type BookingCreated, type BookingRequest, type ErrorCode } from '@/api/contract'
import { ERROR_STATUS, errorBody } from '@/api/errors'
import { bookingLinkPath } from '@/api/pages'
import { API_BASE, type EndpointName, endpoints } from '@/api/paths'

import { createHandlers, mockStore } from './handlers'
import { createMockStore, type MockStore } from './store'

const base = `*${API_BASE}`

const sharedStore = new Proxy({} as MockStore, {
  get: (_, key) => mockStore()[key as keyof MockStore],
})

const handlerFor = (name: EndpointName, resolver: Parameters<typeof http.all>[1]): HttpHandler => {
  const endpoint = endpoints[name]
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch'
  return http[method](`${base}${endpoint.path}`, resolver)
}

export const scenarios = {
  /** The demo data, every answer `ms` late (loading states that resolve). */
  slow: (ms = 1500): HttpHandler[] => createHandlers({ store: sharedStore, latency: ms }),

  /**
   * The page's requests never answer (a loading state that stays). The inn's settings, which the
   * app loads once before any page (its name, its words), still come.
   */
  loading: (): HttpHandler[] => [
    http.all(`${base}/*`, async ({ request }) => {
      if (new URL(request.url).pathname.endsWith(`${API_BASE}${endpoints.inn.path}`)) return
      await delay('infinite')
    }),
  ],

  /** No rooms, no bookings, no closures: empty lists and no free rooms. */
  empty: (): HttpHandler[] => createHandlers({ store: createMockStore({ empty: true }) }),

  /** Every API call fails with the error shape (default 500). */
  error: (code: ErrorCode = 'internal_error', message = 'Something went wrong. Try again.') => [
    http.all(`${base}/*`, () =>
      HttpResponse.json(errorBody(code, message), { status: ERROR_STATUS[code] }),
    ),
  ],

  /** Booking always answers 409: the room was taken meanwhile. */
  conflict: (): HttpHandler[] => [
    handlerFor('createBooking', () =>
      HttpResponse.json(
        errorBody('room_unavailable', 'This room is no longer available for these dates.'),
        { status: 409 },
      ),
    ),
  ],

  /** Admin calls answer 401 (an expired or revoked session). */
  unauthorized: (): HttpHandler[] => [
    http.all(`${base}/admin/*`, () =>
      HttpResponse.json(errorBody('unauthenticated', 'Sign in to continue.'), { status: 401 }),
    ),
    handlerFor('me', () =>
      HttpResponse.json(errorBody('unauthenticated', 'Sign in to continue.'), { status: 401 }),
    ),
  ],

  /** One endpoint fails with an error code; others keep working. */
  errorFor: (name: EndpointName, code: ErrorCode = 'internal_error', message?: string) => [
    handlerFor(name, () =>
      HttpResponse.json(errorBody(code, message ?? 'Something went wrong. Try again.'), {
        status: ERROR_STATUS[code],
      }),
    ),
  ],
}

/**
 * Books a stay in the shared mock store as a guest's request would (cancelled by staff when
 * asked) and returns the booking's link, `/booking?ref=…&key=…`: stories of the booking's view.
 */
export function bookedLink(request: BookingRequest, { cancelled = false } = {}): string {
  const store = mockStore()
  const { status, body } = store.createBooking(`story-${crypto.randomUUID()}`, request)
  if (status !== 201) throw new Error(`The mock store did not book the stay: ${status}`)
  const { booking, accessKey } = body as BookingCreated
  if (cancelled) store.adminCancelBooking(booking.id)
  return bookingLinkPath(booking.reference, accessKey)
}
