/**
 * MSW handlers for every endpoint of the contract, backed by an in-memory store that uses the
 * same domain rules as the server. `handlers` uses one shared store (reset it with
 * `resetMockStore()`); `createHandlers({ store })` makes an isolated set.
 */
import { http, type HttpHandler, HttpResponse } from 'msw'
import { type z } from 'zod'

import {
  BOOKING_KEY_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  JSON_DEPTH_MESSAGE,
  tooDeepField,
} from '@/api/contract'
import { errorBody, isJsonOrEmpty, queryObject, validationErrorBody } from '@/api/errors'
import { API_BASE, type Endpoint, type EndpointName, endpoints } from '@/api/paths'
import { RATE_EDIT_MESSAGES } from '@/domain/rates'
import { roomIdFromPath } from '@/domain/rooms'
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
  if (typeof result.body === 'string') {
    return new HttpResponse(result.body, { status: result.status, headers })
  }
  return HttpResponse.json(result.body as never, { status: result.status, headers })
}

function bearer(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')
  return match?.[1]
}

type Input = { query: unknown; body: unknown; raw: unknown; params: Record<string, string> }
type Staff = NonNullable<ReturnType<MockStore['authenticate']>>
type Run = (input: Input, ctx: { request: Request; staff?: Staff }) => Result | Promise<Result>

const roomId = (params: Record<string, string>) => roomIdFromPath(params.id ?? '')

/** Runs `run` with the path's numeric id, or answers 404 with `missing`. */
const withId = (params: Record<string, string>, missing: string, run: (id: number) => Result) => {
  const id = roomIdFromPath(params.id ?? '')
  return id === undefined ? fail('not_found', missing) : run(id)
}

/** Builds the handlers for one store. */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const store = options.store ?? createMockStore()
  const base = options.base ?? `*${API_BASE}`
  const latency = options.latency ?? 0

  const runs: Record<Exclude<EndpointName, 'icons'>, Run> = {
    inn: () => store.inn(),
    listRooms: () => store.listRooms(),
    availability: ({ query }) => store.availability(query as never),
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
      return store.createBooking(key.data, body as never)
    },
    bookingLookup: ({ body }) => {
      const { reference, email } = body as { reference: string; email: string }
      return store.lookupBooking(reference, email)
    },
    guestBooking: ({ params }, { request }) =>
      store.guestBooking(params.reference ?? '', request.headers.get(BOOKING_KEY_HEADER) ?? ''),
    guestCancelBooking: ({ params }, { request }) =>
      store.guestCancelBooking(
        params.reference ?? '',
        request.headers.get(BOOKING_KEY_HEADER) ?? '',
      ),
    login: ({ body }) => {
      const { email, password } = body as { email: string; password: string }
      return store.login(email, password)
    },
    logout: (_, { request }) => store.logout(bearer(request)),
    me: (_, { staff }) => store.me(staff!),
    changePassword: ({ body }, { request, staff }) =>
      store.changePassword(staff!, bearer(request), body as never),
    adminListBookings: ({ query }) => store.adminListBookings(query as never),
    adminExportBookings: ({ query }) => store.adminExportBookings(query as never),
    adminCancelBooking: ({ params }, { staff }) =>
      store.adminCancelBooking(params.id ?? '', staff!),
    adminMoveBooking: ({ params, body }, { staff }) =>
      store.adminMoveBooking(staff!, params.id ?? '', body as never),
    adminStayAction: ({ params, body }, { staff }) =>
      store.adminStayAction(staff!, params.id ?? '', body as never),
    adminBookingHistory: ({ params }) => store.adminBookingHistory(params.id ?? ''),
    adminGetBooking: ({ params }) => store.adminGetBooking(params.id ?? ''),
    adminCreateBooking: ({ body }, { staff }) => store.adminCreateBooking(staff!, body as never),
    adminFrontDesk: ({ query }) => store.adminFrontDesk(query as never),
    adminTakenNights: ({ query }) => store.adminTakenNights(query as never),
    adminListRooms: () => store.adminListRooms(),
    adminCreateRoom: ({ body }) => store.adminCreateRoom(body as never),
    adminUpdateRoom: ({ params, body }) => {
      const id = roomId(params)
      return id === undefined
        ? fail('not_found', 'No such room.')
        : store.adminUpdateRoom(id, body as never)
    },
    adminGetClosures: ({ params }) => {
      const id = roomId(params)
      return id === undefined ? fail('not_found', 'No such room.') : store.adminGetClosures(id)
    },
    adminPutClosures: ({ params, body }) => {
      const id = roomId(params)
      return id === undefined
        ? fail('not_found', 'No such room.')
        : store.adminPutClosures(id, (body as { dates: string[] }).dates)
    },
    adminReports: ({ query }) => store.adminReports(query as never),
    adminExportReport: ({ query }) => store.adminExportReport(query as never),
    adminGetSettings: () => store.adminGetSettings(),
    adminPutSettings: ({ body }) => store.adminPutSettings(body as never),
    adminListEmails: ({ query }) => store.adminListEmails(query as never),
    adminGetEmail: ({ params }) => store.adminGetEmail(params.id ?? ''),
    adminListStaff: () => store.adminListStaff(),
    adminCreateStaff: ({ body }) => store.adminCreateStaff(body as never),
    adminUpdateStaff: ({ params, body }, { staff }) => {
      const id = roomIdFromPath(params.id ?? '')
      return id === undefined
        ? fail('not_found', 'No such account.')
        : store.adminUpdateStaff(staff!, id, body as never)
    },
    // ── Rates and stay rules ──
    calendar: ({ query }) => store.calendar(query as never),
    adminRates: () => store.adminRates(),
    adminCreateRatePeriod: ({ body }) => store.adminSaveRatePeriod(body as never),
    adminUpdateRatePeriod: ({ params, body }) =>
      withId(params, RATE_EDIT_MESSAGES.noSuchPeriod, (id) =>
        store.adminSaveRatePeriod(body as never, id),
      ),
    adminDeleteRatePeriod: ({ params }) =>
      withId(params, RATE_EDIT_MESSAGES.noSuchPeriod, (id) => store.adminDeleteRatePeriod(id)),
    adminCreateStayRule: ({ body }) => store.adminSaveStayRule(body as never),
    adminUpdateStayRule: ({ params, body }) =>
      withId(params, RATE_EDIT_MESSAGES.noSuchRule, (id) =>
        store.adminSaveStayRule(body as never, id),
      ),
    adminDeleteStayRule: ({ params }) =>
      withId(params, RATE_EDIT_MESSAGES.noSuchRule, (id) => store.adminDeleteStayRule(id)),
    // ── end of rates and stay rules ──
  }

  return Object.entries(runs).map(([name, run]) => {
    const endpoint: Endpoint = endpoints[name as EndpointName]
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
    return http[method](`${base}${endpoint.path}`, async ({ request, params }) => {
      if (latency && name !== 'createBooking') await wait(latency)
      return toResponse(await handle(endpoint, run, request, params as Record<string, string>))
    })
  })

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
      const stay = store.availabilityErrors(query as never)
      if (stay) return stay
    }
    return run({ query, body, raw, params }, { request, ...(staff ? { staff } : {}) })
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
