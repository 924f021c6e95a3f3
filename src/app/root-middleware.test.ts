import { afterEach, describe, expect, it } from 'vitest'

import { buildUpdateMiddleware, routeRulesMiddleware, setReloadPending } from './root-middleware'

type Middleware = ReturnType<typeof routeRulesMiddleware>

/** Runs a middleware and returns the response it threw (a redirect), or undefined. */
async function run(middleware: Middleware, requestUrl: string) {
  // Only `request` matters to these middlewares; the rest of the arguments are not read.
  const args = { request: new Request(requestUrl), params: {}, context: {} } as never
  try {
    await middleware(args, (() => Promise.resolve()) as never)
    return undefined
  } catch (thrown) {
    return thrown as Response
  }
}

const location = (href: string) => () => {
  const url = new URL(href)
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}

describe('routeRulesMiddleware', () => {
  it('redirects in the app and puts back the hash the request lost', async () => {
    const response = await run(
      routeRulesMiddleware(location('http://x/home#rooms')),
      'http://x/home',
    )
    expect(response?.status).toBe(302)
    expect(response?.headers.get('Location')).toBe('/#rooms')
    expect(response?.headers.has('X-Remix-Reload-Document')).toBe(false)
  })

  it('lets paths without a rule through', async () => {
    expect(
      await run(routeRulesMiddleware(location('http://x/result')), 'http://x/result'),
    ).toBeUndefined()
  })
})

describe('buildUpdateMiddleware', () => {
  afterEach(() => setReloadPending(false))

  it('does nothing while the build is current', async () => {
    expect(
      await run(buildUpdateMiddleware(location('http://x/result')), 'http://x/result'),
    ).toBeUndefined()
  })

  it('turns the next navigation into a full page load of its target', async () => {
    setReloadPending(true)
    const response = await run(
      buildUpdateMiddleware(location('http://x/result?guests=2#top')),
      'http://x/result?guests=2',
    )
    expect(response?.headers.get('Location')).toBe('/result?guests=2#top')
    expect(response?.headers.get('X-Remix-Reload-Document')).toBe('true')
  })
})
