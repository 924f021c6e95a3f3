/**
 * MSW handlers for every endpoint of the contract, backed by an in-memory store that uses the
 * same domain rules as the server. `handlers` uses one shared store (reset it with
 * `resetMockStore()`); `createHandlers({ store })` makes an isolated set.
 */
import { http, type HttpHandler, HttpResponse } from 'msw'
import { type z } from 'zod'

import {
  BOOKING_KEY_HEADER,
  type Closures,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  JSON_DEPTH_MESSAGE,
  tooDeepField,
} from '@/api/contract'
import { errorBody, isJsonOrEmpty, queryObject, validationErrorBody } from '@/api/errors'
import {
  API_BASE,
  type Endpoint,
  type EndpointInput,
  type EndpointName,
  endpoints,
} from '@/api/paths'
import { type Stay } from '@/domain/dates'
import { isPhotoMediaType, PHOTO_MESSAGES } from '@/domain/photos'
import { ACCOUNT_MESSAGES } from '@/domain/staff'

import { iconHandlers } from './icons'
import { createMockStore, fail, type MockStore, type Result } from './store'

export interface HandlerOptions {
  store?: MockStore
  /** Prefix of the API paths to intercept (default: any origin, then `/api`). */
  base?: string
  /** Milliseconds to wait before answering (also while a booking is in flight). */
  latency?: number
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A `Response` for a store result. */
export function toResponse(result: Result): Response {
  const headers = new Headers(result.headers)
  if (result.body === undefined) return new HttpResponse(null, { status: result.status, headers })
  if (typeof result.body === 'string' || result.body instanceof Uint8Array) {
    return new HttpResponse(result.body as BodyInit, { status: result.status, headers })
  }
  return HttpResponse.json(result.body, { status: result.status, headers })
}

function bearer(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')
  return match?.[1]
}

/** A request's parts as its endpoint's schemas parsed them (`raw`: the body as sent). */
type Input<E extends Endpoint> = {
  query: EndpointInput<E>['query']
  body: EndpointInput<E>['json']
  params: EndpointInput<E>['param']
  raw: unknown
}
type Staff = NonNullable<ReturnType<MockStore['authenticate']>>
type Run<E extends Endpoint = Endpoint> = (
  input: Input<E>,
  ctx: { request: Request; staff?: Staff },
) => Result | Promise<Result>
/** Every endpoint with a JSON body or none; the icons and the photos' bytes have their own handlers. */
type Runs = {
  [N in Exclude<EndpointName, 'icons' | 'adminUploadPhoto' | 'photo'>]: Run<(typeof endpoints)[N]>
}

/** Builds the handlers for one store. */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const store = options.store ?? createMockStore()
  const base = options.base ?? `*${API_BASE}`
  const latency = options.latency ?? 0

  const runs: Runs = {
    inn: () => store.inn(),
    listRooms: () => store.listRooms(),
    availability: ({ query }) => store.availability(query),
    createBooking: async ({ body, raw }, { request }) => {
      const key = idempotencyKeySchema.safeParse(
        request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined,
      )
      if (!key.success) {
        return fail('validation_error', key.error.issues[0]!.message, {
          [IDEMPOTENCY_KEY_HEADER]: key.error.issues[0]!.message,
        })
      }
      const claimed = store.claimIdempotencyKey(key.data, raw)
      if (claimed) return claimed
      await wait(latency)
      return store.createBooking(key.data, body)
    },
    bookingLookup: ({ body }) => {
      const { reference, email } = body as { reference: string; email: string }
      return store.lookupBooking(reference, email)
    },
    guestBooking: ({ params: { reference } }, { request }) =>
      store.guestBooking(reference, request.headers.get(BOOKING_KEY_HEADER) ?? ''),
    guestCancelBooking: ({ params: { reference } }, { request }) =>
      store.guestCancelBooking(reference, request.headers.get(BOOKING_KEY_HEADER) ?? ''),
    login: ({ body }) => {
      const { email, password } = body as { email: string; password: string }
      return store.login(email, password)
    },
    logout: (_, { request }) => store.logout(bearer(request)),
    me: (_, { staff }) => store.me(staff!),
    changePassword: ({ body }, { request, staff }) =>
      store.changePassword(staff!, bearer(request), body),
    requestPasswordReset: ({ body }) => store.requestPasswordReset(body.email),
    confirmPasswordReset: ({ body }) => store.confirmPasswordReset(body),
    adminListBookings: ({ query }) => store.adminListBookings(query),
    adminExportBookings: ({ query }) => store.adminExportBookings(query),
    adminCancelBooking: ({ params: { id } }, { staff }) => store.adminCancelBooking(id, staff!),
    adminMoveBooking: ({ params: { id }, body }, { staff }) =>
      store.adminMoveBooking(staff!, id, body),
    adminStayAction: ({ params: { id }, body }, { staff }) =>
      store.adminStayAction(staff!, id, body),
    adminUndoStatus: ({ params: { id }, body }, { staff }) =>
      store.adminUndoStatus(staff!, id, body),
    adminBookingHistory: ({ params: { id } }) => store.adminBookingHistory(id),
    adminGetBooking: ({ params: { id } }) => store.adminGetBooking(id),
    adminCreateBooking: ({ body }, { staff }) => store.adminCreateBooking(staff!, body),
    adminFrontDesk: ({ query }) => store.adminFrontDesk(query),
    adminTakenNights: ({ query }) => store.adminTakenNights(query),
    adminListRooms: () => store.adminListRooms(),
    adminCreateRoom: ({ body }) => store.adminCreateRoom(body),
    adminUpdateRoom: ({ params: { id }, body }) => store.adminUpdateRoom(id, body),
    adminGetClosures: ({ params: { id } }) => store.adminGetClosures(id),
    adminPutClosures: ({ params: { id }, body }) => store.adminPutClosures(id, body as Closures),
    adminReports: ({ query }) => store.adminReports(query),
    adminExportReport: ({ query }) => store.adminExportReport(query),
    adminGetSettings: () => store.adminGetSettings(),
    adminPutSettings: ({ body }) => store.adminPutSettings(body),
    adminGetDemo: () => store.adminGetDemo(),
    adminRemoveDemo: (_, { staff }) => store.adminRemoveDemo(staff!),
    adminListEmails: ({ query }) => store.adminListEmails(query),
    adminGetEmail: ({ params: { id } }) => store.adminGetEmail(id),
    adminListStaff: () => store.adminListStaff(),
    adminCreateStaff: ({ body }) => store.adminCreateStaff(body),
    adminUpdateStaff: ({ params: { id }, body }, { staff }) =>
      store.adminUpdateStaff(staff!, id, body),
    // ── Rates and stay rules ──
    calendar: ({ query }) => store.calendar(query),
    adminRates: () => store.adminRates(),
    adminCreateRatePeriod: ({ body }) => store.adminSaveRatePeriod(body),
    adminUpdateRatePeriod: ({ params: { id }, body }) => store.adminSaveRatePeriod(body, id),
    adminDeleteRatePeriod: ({ params: { id } }) => store.adminDeleteRatePeriod(id),
    adminCreateStayRule: ({ body }) => store.adminSaveStayRule(body),
    adminUpdateStayRule: ({ params: { id }, body }) => store.adminSaveStayRule(body, id),
    adminDeleteStayRule: ({ params: { id } }) => store.adminDeleteStayRule(id),
    // ── end of rates and stay rules ──
  }

  const json = Object.entries(runs).map(([name, run]) => {
    const endpoint: Endpoint = endpoints[name as EndpointName]
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
    return http[method](`${base}${endpoint.path}`, async ({ request, params }) => {
      if (latency && name !== 'createBooking') await wait(latency)
      return toResponse(await handle(endpoint, run, request, params as Record<string, string>))
    })
  })
  return [...json, ...photoHandlers()]

  /** A photo's upload (its bytes, as the server takes them) and its files. */
  function photoHandlers(): HttpHandler[] {
    const upload: Endpoint = endpoints.adminUploadPhoto
    return [
      http.post(`${base}${upload.path}`, async ({ request }) => {
        await wait(latency)
        // As the server: signed in first, then the media type, then the size, then the bytes.
        if (!store.authenticate(bearer(request))) {
          return toResponse(fail('unauthenticated', 'Sign in to continue.'))
        }
        if (!isPhotoMediaType(request.headers.get('content-type'))) {
          return toResponse(fail('unsupported_media_type', PHOTO_MESSAGES.mediaType))
        }
        const tooLarge = () => toResponse(fail('payload_too_large', PHOTO_MESSAGES.tooLarge))
        if (Number(request.headers.get('content-length') ?? 0) > upload.upload!.maxBytes) {
          return tooLarge()
        }
        const bytes = new Uint8Array(await request.arrayBuffer())
        if (bytes.length > upload.upload!.maxBytes) return tooLarge()
        return toResponse(await store.uploadPhoto(bytes))
      }),
      http.get(`${base}${endpoints.photo.path}`, async ({ params }) => {
        const parsed = endpoints.photo.params.safeParse(params)
        if (!parsed.success) return toResponse(fail('not_found', endpoints.photo.notFound))
        return toResponse(store.photoFile(parsed.data.id, parsed.data.file))
      }),
    ]
  }

  async function handle(
    endpoint: Endpoint,
    run: Run,
    request: Request,
    params: Record<string, string>,
  ): Promise<Result> {
    // As the server: a write with a body sends JSON, whatever the route.
    if (request.method !== 'GET' && !isJsonOrEmpty(request.headers)) {
      return {
        status: 415,
        body: errorBody(
          'unsupported_media_type',
          'Send the body as JSON, with Content-Type: application/json.',
        ),
      }
    }
    let staff: Staff | undefined
    if (endpoint.auth) {
      staff = store.authenticate(bearer(request))
      if (!staff) return fail('unauthenticated', 'Sign in to continue.')
      if (endpoint.owner && staff.role !== 'owner') {
        return fail('forbidden', ACCOUNT_MESSAGES.ownerOnly)
      }
    }
    // As the server: a path parameter that does not parse names nothing that exists.
    let parsedParams: unknown = params
    if (endpoint.params) {
      const parsed = endpoint.params.safeParse(params)
      if (!parsed.success) return fail('not_found', endpoint.notFound ?? 'Not found.')
      parsedParams = parsed.data
    }
    let query: unknown
    if (endpoint.query) {
      const parsed = endpoint.query.safeParse(queryObject(new URL(request.url).searchParams))
      if (!parsed.success) return { status: 400, body: validationErrorBody(parsed.error) }
      query = parsed.data
    }
    let body: unknown
    let raw: unknown
    if (endpoint.body) {
      const text = await request.text()
      try {
        raw = JSON.parse(text)
      } catch {
        return { status: 400, body: errorBody('validation_error', 'The body must be JSON.') }
      }
      // As the server: a body nested deeper than the contract allows names its field.
      const deep = tooDeepField(raw)
      if (deep !== undefined) {
        return {
          status: 400,
          body: deep
            ? errorBody('validation_error', 'Check the highlighted fields.', {
                [deep]: JSON_DEPTH_MESSAGE,
              })
            : errorBody('validation_error', JSON_DEPTH_MESSAGE),
        }
      }
      const parsed = (endpoint.body as z.ZodType).safeParse(raw)
      if (!parsed.success) return { status: 400, body: validationErrorBody(parsed.error) }
      body = parsed.data
    }
    if (endpoint === endpoints.availability) {
      const stay = store.availabilityErrors(query as Stay)
      if (stay) return stay
    }
    return run({ query, body, raw, params: parsedParams } as Input<Endpoint>, {
      request,
      ...(staff ? { staff } : {}),
    })
  }
}
let sharedStore = createMockStore()

/** The shared store behind `handlers` (stories may inspect it). */
export const mockStore = () => sharedStore

/** Starts the shared store afresh (between stories or tests). */
export function resetMockStore(options?: Parameters<typeof createMockStore>[0]) {
  sharedStore = createMockStore(options)
}

/**
 * Default handlers over the shared store (they read the current store on every request), plus
 * the icon endpoint.
 */
export const handlers: HttpHandler[] = [
  ...createHandlers({
    store: new Proxy({} as MockStore, {
      get: (_, key) => sharedStore[key as keyof MockStore],
    }),
  }),
  ...iconHandlers,
]
