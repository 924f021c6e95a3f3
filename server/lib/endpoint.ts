/**
 * Routes from the endpoint table (`endpoints` in `src/api/paths.ts`, which the mocks register
 * from too): `on(endpoint, handler)` registers the endpoint's method and path with what its entry
 * asks for, in one order: a staff session (401) and an owner (403), then its path parameters
 * (404 with the entry's `notFound`), query (400) and JSON body (400), each parsed with the
 * entry's schema, or for an upload its media type (415) and size (413). The handler gets them
 * parsed, so a route file holds handlers only.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono'

import { type Endpoint, type EndpointInput } from '@/api/paths'
import { isPhotoMediaType, PHOTO_MESSAGES } from '@/domain/photos'

import { type AppEnv, type Deps } from '../deps'
import { requireOwner, requireStaff } from './auth'
import { limitBody } from './body-limit'
import { HttpError } from './http-error'
import { json, param, query } from './validate'

/**
 * An upload's body (`upload` in the endpoint table): an image type or bytes of no stated type
 * (415 otherwise: no page elsewhere can post those without the browser asking first), within
 * its size (413). What the bytes are is the handler's to find out.
 */
function uploadBody({ maxBytes }: NonNullable<Endpoint['upload']>): MiddlewareHandler<AppEnv> {
  const limit = limitBody(maxBytes, PHOTO_MESSAGES.tooLarge)
  return (c, next) => {
    if (!isPhotoMediaType(c.req.header('content-type'))) {
      throw new HttpError('unsupported_media_type', PHOTO_MESSAGES.mediaType)
    }
    return limit(c, next)
  }
}

export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: EndpointInput<E>,
) => Response | Promise<Response>

/** A resource's router and `on`, which registers an endpoint of the table on it. */
export function endpointRouter(deps: Pick<Deps, 'db' | 'now'>) {
  const router = new Hono<AppEnv>()
  const signIn = requireStaff(deps)
  // Signed in once per request (the admin routes' own check may have run already).
  const staff: MiddlewareHandler<AppEnv> = (c, next) => (c.var.staff ? next() : signIn(c, next))

  const register = router.on.bind(router) as (
    method: string,
    path: string,
    ...handlers: MiddlewareHandler<AppEnv>[]
  ) => unknown

  function on<E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<E>,
    /** Middleware to run before the entry's checks (a header's check, an answer kept). */
    before: readonly unknown[] = [],
  ) {
    const chain = [...before]
    if (endpoint.auth) chain.push(staff)
    if (endpoint.owner) chain.push(requireOwner)
    if (endpoint.params) chain.push(param(endpoint.params, endpoint.notFound ?? 'Not found.'))
    if (endpoint.query) chain.push(query(endpoint.query))
    if (endpoint.body) chain.push(json(endpoint.body))
    if (endpoint.upload) chain.push(uploadBody(endpoint.upload))
    register(
      endpoint.method,
      endpoint.path,
      ...(chain as MiddlewareHandler<AppEnv>[]),
      async (c) => {
        const valid = c.req.valid.bind(c.req) as (target: string) => unknown
        return handler(c, {
          param: endpoint.params && valid('param'),
          query: endpoint.query && valid('query'),
          json: endpoint.body && valid('json'),
        } as EndpointInput<E>)
      },
    )
  }
  return { router, on }
}
