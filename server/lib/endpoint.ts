/**
 * Routes from the endpoint table (`endpoints` in `src/api/paths.ts`, which the mocks register
 * from too): `on(endpoint, handler)` registers the endpoint's method and path with what its entry
 * asks for, in one order: a staff session (401) and an owner (403), then its path parameters
 * (404 with the entry's `notFound`), query (400) and JSON body (400), each parsed with the
 * entry's schema. The handler gets them parsed, so a route file holds handlers only.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono'

import { type Endpoint, type EndpointInput } from '@/api/paths'

import { type AppEnv, type Deps } from '../deps'
import { requireOwner, requireStaff } from './auth'
import { json, param, query } from './validate'

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
