import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { ApiError, createApiClient, isAdminPath, joinUrl } from './api-client'

function jsonResponse(status: number, body: unknown, statusText = '') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  })
}

function setup({
  token,
  base = '/api',
  debug = false,
  respond = () => jsonResponse(200, { ok: true }),
}: {
  token?: string
  base?: string
  debug?: boolean
  respond?: (request: Request) => Response | Promise<Response>
} = {}) {
  const requests: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init)
    requests.push(request)
    if (init?.signal?.aborted) throw init.signal.reason
    return respond(request)
  })
  const state = { token, base, debug }
  const logger = { debug: vi.fn() }
  const clearToken = vi.fn(() => {
    state.token = undefined
  })
  const onUnauthorized = vi.fn()
  const client = createApiClient({
    fetch,
    getBase: () => state.base,
    getToken: () => state.token,
    isDebug: () => state.debug,
    clearToken,
    onUnauthorized,
    logger,
  })
  return { client, requests, state, logger, clearToken, onUnauthorized }
}

describe('base address', () => {
  it('joins base and path without doubled or missing slashes', () => {
    expect(joinUrl('/api', '/rooms')).toBe('/api/rooms')
    expect(joinUrl('/api/', 'rooms')).toBe('/api/rooms')
    expect(joinUrl('https://api.example.com/api', '/rooms')).toBe(
      'https://api.example.com/api/rooms',
    )
  })

  it('adds query parameters, leaving out empty ones', () => {
    expect(
      joinUrl('/api', '/availability', { checkIn: '2026-05-01', guests: 2, q: undefined, x: null }),
    ).toBe('/api/availability?checkIn=2026-05-01&guests=2')
  })

  it('reads the base before each request, so a runtime change applies at once', async () => {
    const { client, requests, state } = setup()
    await client.get('/rooms')
    state.base = 'https://elsewhere.test/v2'
    await client.get('/rooms')
    expect(requests.map((r) => r.url)).toEqual([
      'http://localhost/api/rooms',
      'https://elsewhere.test/v2/rooms',
    ])
  })
})

describe('the bearer rule', () => {
  it('attaches the token read just before the request', async () => {
    const { client, requests, state } = setup({ token: 'first' })
    await client.get('/admin/bookings')
    state.token = 'second'
    await client.get('/admin/bookings')
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ])
  })

  it.each([undefined, '', 'undefined'])(
    'sends no Authorization header for token %j',
    async (token) => {
      const { client, requests } = setup({ token })
      await client.get('/rooms')
      expect(requests[0]!.headers.has('authorization')).toBe(false)
    },
  )

  it('does not let a caller’s header smuggle a stale token in', async () => {
    const { client, requests } = setup({ token: undefined })
    await client.get('/rooms', { headers: { Authorization: 'Bearer stale' } })
    expect(requests[0]!.headers.has('authorization')).toBe(false)
  })
})

describe('requests and responses', () => {
  it('sends JSON bodies and returns the parsed answer', async () => {
    const { client, requests } = setup({
      respond: async (request) => jsonResponse(201, { echo: await request.json() }),
    })
    const body = await client.post('/bookings', {
      json: { roomId: 1 },
      headers: { 'Idempotency-Key': 'k1' },
    })
    expect(body).toEqual({ echo: { roomId: 1 } })
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.headers.get('content-type')).toBe('application/json')
    expect(requests[0]!.headers.get('idempotency-key')).toBe('k1')
  })

  it('returns undefined for 204', async () => {
    const { client } = setup({ respond: () => new Response(null, { status: 204 }) })
    await expect(client.post('/auth/logout')).resolves.toBeUndefined()
  })

  it('parses (and types) the answer with a schema', async () => {
    const { client } = setup({ respond: () => jsonResponse(200, { id: 3, name: 'Sea view' }) })
    const room = await client.get('/rooms/3', {
      schema: z.object({ id: z.number(), name: z.string() }),
    })
    expect(room.name).toBe('Sea view')
  })

  it('reports an answer that does not match the schema as invalid_response', async () => {
    const { client } = setup({ respond: () => jsonResponse(200, { id: 'three' }) })
    await expect(
      client.get('/rooms/3', { schema: z.object({ id: z.number() }) }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      code: 'invalid_response',
    })
  })
})

describe('errors', () => {
  it('parses the API’s error body into a typed ApiError', async () => {
    const { client } = setup({
      respond: () =>
        jsonResponse(400, {
          error: {
            code: 'validation',
            message: 'Check the form',
            fields: { email: 'Invalid email' },
          },
        }),
    })
    const error = await client.post('/bookings', { json: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Check the form',
      fields: { email: 'Invalid email' },
    })
  })

  it('gives a usable error for a body that is not the API’s shape', async () => {
    const { client } = setup({
      respond: () =>
        new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    })
    await expect(client.get('/rooms')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Bad Gateway',
      fields: {},
    })
  })

  it('reports an unreachable server as status 0, network_error', async () => {
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      getBase: () => '/api',
      getToken: () => undefined,
      isDebug: () => false,
    })
    await expect(client.get('/rooms')).rejects.toMatchObject({ status: 0, code: 'network_error' })
  })

  it('passes an abort through unchanged', async () => {
    const { client } = setup()
    const controller = new AbortController()
    controller.abort()
    const error = await client.get('/rooms', { signal: controller.signal }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DOMException)
    expect((error as DOMException).name).toBe('AbortError')
  })
})

describe('timeouts', () => {
  /** A server that takes the request and never answers (it only stops when the request aborts). */
  const hangingFetch = (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))
    })

  it('fails a request that gets no answer as status 0, timeout', async () => {
    const client = createApiClient({
      fetch: hangingFetch,
      getBase: () => '/api',
      getToken: () => undefined,
      isDebug: () => false,
      timeoutMs: 50,
    })
    await expect(client.get('/rooms')).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'timeout',
      message: 'The server took too long to answer.',
    })
  })

  it('fails an answer whose body never finishes, and a request may set its own limit', async () => {
    const client = createApiClient({
      fetch: (_input, init) => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"rooms":'))
            init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason))
          },
        })
        return Promise.resolve(
          new Response(body, { headers: { 'Content-Type': 'application/json' } }),
        )
      },
      getBase: () => '/api',
      getToken: () => undefined,
      isDebug: () => false,
    })
    await expect(client.get('/rooms', { timeoutMs: 50 })).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
    })
  })

  it('still passes the caller’s own abort through unchanged', async () => {
    const client = createApiClient({
      fetch: hangingFetch,
      getBase: () => '/api',
      getToken: () => undefined,
      isDebug: () => false,
      timeoutMs: 5_000,
    })
    const controller = new AbortController()
    const pending = client.get('/rooms', { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    const error = await pending
    expect(error).toBeInstanceOf(DOMException)
    expect((error as DOMException).name).toBe('AbortError')
  })
})

describe('401 on an admin call', () => {
  it('clears the token and goes to the login page', async () => {
    const { client, clearToken, onUnauthorized, state } = setup({
      token: 'revoked',
      respond: () => jsonResponse(401, { error: { code: 'unauthenticated', message: 'Sign in' } }),
    })
    await expect(client.get('/admin/bookings')).rejects.toMatchObject({ status: 401 })
    expect(clearToken).toHaveBeenCalledOnce()
    expect(onUnauthorized).toHaveBeenCalledOnce()
    expect(state.token).toBeUndefined()
  })

  it('leaves the session alone for a 401 elsewhere (a failed login)', async () => {
    const { client, clearToken, onUnauthorized } = setup({
      respond: () => jsonResponse(401, { error: { code: 'invalid_credentials', message: 'No' } }),
    })
    await expect(client.post('/auth/login', { json: {} })).rejects.toMatchObject({ status: 401 })
    expect(clearToken).not.toHaveBeenCalled()
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('knows which paths are admin calls', () => {
    expect(isAdminPath('/admin/bookings')).toBe(true)
    expect(isAdminPath('admin/rooms/3')).toBe(true)
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/administrators')).toBe(false)
    expect(isAdminPath('/rooms')).toBe(false)
  })
})

describe('debug logs', () => {
  it('say whether a token was attached and never include it', async () => {
    const { client, logger, state } = setup({ token: 's3cr3t-token', debug: true })
    await client.get('/admin/settings')
    state.token = undefined
    await client.get('/rooms')
    const lines = logger.debug.mock.calls.map((call) => call.join(' '))
    expect(lines).toEqual([
      '[api] GET /api/admin/settings (token attached)',
      '[api] GET /api/rooms (token not attached)',
    ])
    expect(lines.join('\n')).not.toContain('s3cr3t')
  })

  it('are silent when debug is off', async () => {
    const { client, logger } = setup({ token: 't', debug: false })
    await client.get('/rooms')
    expect(logger.debug).not.toHaveBeenCalled()
  })
})
