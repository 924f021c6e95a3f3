import { afterEach, describe, expect, it, vi } from 'vitest'

import { createApiClient } from '@/lib/api-client'
import { clearPrimedResponses, primedResponse, primeResponses } from '@/lib/primed-responses'

import { loadPagePayload } from './hydration'

const root = (payload?: string) =>
  ({
    getAttribute: (name: string) => (name === 'data-payload' ? (payload ?? null) : null),
  }) as HTMLElement

const payload = { buildId: 'b-1', path: '/', api: { '/inn': { innName: 'Nightjar Inn' } } }

describe('loadPagePayload', () => {
  it('fetches the payload #root names and keeps it when it is this build’s and this page’s', async () => {
    const fetch = vi.fn(async () => Response.json(payload))
    const loaded = await loadPagePayload(root('/_payload.json'), {
      buildId: 'b-1',
      pathname: '/',
      fetch,
    })
    expect(loaded).toEqual(payload)
    expect(fetch).toHaveBeenCalledWith('/_payload.json')
  })

  it('asks for nothing on a page that was not prerendered', async () => {
    const fetch = vi.fn()
    expect(await loadPagePayload(root(), { buildId: 'b-1', pathname: '/', fetch })).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('drops a payload of another build or page, a 404 and a network failure', async () => {
    const options = { buildId: 'b-1', pathname: '/' }
    const from = (f: () => Promise<Response>) =>
      loadPagePayload(root('/_payload.json'), { ...options, fetch: vi.fn(f) })
    expect(await from(async () => Response.json({ ...payload, buildId: 'b-0' }))).toBeUndefined()
    expect(await from(async () => Response.json({ ...payload, path: '/blank' }))).toBeUndefined()
    expect(await from(async () => Response.json({ error: {} }, { status: 404 }))).toBeUndefined()
    expect(await from(() => Promise.reject(new TypeError('offline')))).toBeUndefined()
    expect(await from(async () => new Response('<html>'))).toBeUndefined()
  })

  it('matches the page with or without a trailing slash', async () => {
    const blank = { buildId: 'b-1', path: '/blank', api: {} }
    const loaded = await loadPagePayload(root('/blank/_payload.json'), {
      buildId: 'b-1',
      pathname: '/blank/',
      fetch: async () => Response.json(blank),
    })
    expect(loaded).toEqual(blank)
  })
})

describe('primed answers in the API client', () => {
  afterEach(() => clearPrimedResponses())

  it('answers primed GETs from the payload while the first page loads, then asks the API', async () => {
    const fetch = vi.fn(async () => Response.json({ innName: 'From the API' }))
    const client = createApiClient({ getBase: () => '/api', getToken: () => undefined, fetch })
    primeResponses(payload.api)
    // The layout's loader and the page's both ask for the inn.
    expect(await client.get('/inn')).toEqual({ innName: 'Nightjar Inn' })
    expect(await client.get('/inn')).toEqual({ innName: 'Nightjar Inn' })
    expect(fetch).not.toHaveBeenCalled()
    clearPrimedResponses()
    expect(await client.get('/inn')).toEqual({ innName: 'From the API' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('keys answers by path and query, and never answers other methods', async () => {
    const fetch = vi.fn(async () => Response.json({ fresh: true }, { status: 201 }))
    const client = createApiClient({ getBase: () => '/api', getToken: () => undefined, fetch })
    primeResponses({ '/availability?guests=2': ['primed'], '/bookings': { primed: true } })
    expect(await client.get('/availability', { query: { guests: 3 } })).toEqual({ fresh: true })
    expect(await client.get('/availability', { query: { guests: 2 } })).toEqual(['primed'])
    expect(await client.post('/bookings', { json: {} })).toEqual({ fresh: true })
  })

  it('parses a primed answer with the caller’s schema, like a fetched one', async () => {
    const client = createApiClient({ getBase: () => '/api', fetch: vi.fn() })
    primeResponses({ '/inn': { innName: 42 } })
    const schema = {
      parse: (data: unknown) => {
        if (typeof (data as { innName?: unknown }).innName !== 'string') throw new Error('bad')
        return data
      },
    }
    await expect(client.get('/inn', { schema })).rejects.toMatchObject({ code: 'invalid_response' })
  })

  it('drops what was not used', () => {
    primeResponses({ '/rooms': [] })
    clearPrimedResponses()
    expect(primedResponse('/rooms')).toBeUndefined()
  })
})
