import { Hono } from 'hono'
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'

import { errorBody, isJsonOrEmpty } from '@/api/errors'
import { API_BASE, type Endpoint, endpoints } from '@/api/paths'

import { databaseFault, RETRY_AFTER_SECONDS } from './db/faults'
import { readRates } from './db/rates'
import { type Db } from './db/types'
import { type AppEnv, type Deps, settingsStore } from './deps'
import { limitBody } from './lib/body-limit'
import { createChanges, memoUntilChange } from './lib/changes'
import { isHttps } from './lib/client-address'
import { HttpError } from './lib/http-error'
import { type Logger, silentLogger } from './lib/logger'
import { HashingBusyError } from './lib/passwords'
import { LIMITS, type Limits } from './lib/rate-limit'
import { type DirectMail } from './mail/direct'
import { pagesRouter } from './pages'
import { adminRouter } from './routes/admin'
import { authRouter } from './routes/auth'
import { availabilityRouter } from './routes/availability'
import { bookingsRouter } from './routes/bookings'
import { calendarRouter } from './routes/calendar'
import { iconsRouter } from './routes/icons'
import { photosRouter } from './routes/photos'
import { roomsRouter } from './routes/rooms'
import { bookingService } from './services/bookings'

export interface AppOptions {
  /** The migrated database. */
  db: Db
  /**
   * The Vite build output to serve, its pages drawn on the server (omit for an API-only app,
   * e.g. under Vite's dev server).
   */
  distDir?: string
  /** The clock (tests move it). */
  now?: () => Date
  /** Error logs, and request logs unless `logRequests` is false (default: none). */
  logger?: Logger
  /** One log line per request (default true; `LOG_REQUESTS=0` turns it off). */
  logRequests?: boolean
  /** Limits other than the defaults (server/lib/rate-limit.ts), e.g. for load tests. */
  limits?: Partial<Limits>
  /** Proxies in front of the server whose `X-Forwarded-For` is believed (`TRUST_PROXY`). */
  trustedProxies?: number
  /**
   * The site's public address (`PUBLIC_URL`), for links the API writes (a calendar file's link to
   * its booking), as the emails write them; without it, the request's own address.
   */
  publicUrl?: string
  /**
   * The mail server for emails sent at once (a staff member's password reset link); none: such
   * links cannot be sent (`SMTP_URL` unset), which the server logs.
   */
  mail?: DirectMail
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The endpoints whose body is raw bytes (a photo), as `METHOD /api/path`: their route checks the
 * media type and size itself (`upload` in the endpoint table), after the sign-in, in place of
 * the API's JSON-only rule and 64 KiB limit.
 */
const UPLOADS = new Set(
  Object.values(endpoints as Record<string, Endpoint>)
    .filter((endpoint) => endpoint.upload)
    .map((endpoint) => `${endpoint.method} ${API_BASE}${endpoint.path}`),
)

/** Public origins the client may call besides its own: the Iconify fallback for icons. */
const ICONIFY_ORIGINS = [
  'https://api.iconify.design',
  'https://api.simplesvg.com',
  'https://api.unisvg.com',
]

const headersFor = (frameAncestors: string) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...ICONIFY_ORIGINS],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: [frameAncestors],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: frameAncestors === "'self'" ? 'SAMEORIGIN' : 'DENY',
    // Only over https (`hsts`): over plain http a browser ignores it, and it would say the site
    // is what it is not.
    strictTransportSecurity: false,
  })
const denyFraming = headersFor("'none'")
const sameOriginFraming = headersFor("'self'")

/** Browsers that reached the site over https keep to https for six months, subdomains too. */
const HSTS = 'max-age=15552000; includeSubDomains'

/**
 * The security headers of an answer that is not a page (an error, JSON), as `Name: value` lines
 * for an answer written straight to the socket: those Node itself writes (a request it could not
 * parse, headers too large, too slow) carry them as every other answer does.
 */
export async function plainAnswerHeaderLines(): Promise<string> {
  const probe = new Hono().use('*', denyFraming).get('*', (c) => c.body(null, 204))
  const { headers } = await probe.request('/')
  return [...headers].map(([name, value]) => `${name}: ${value}\r\n`).join('')
}

/** Why the database cannot serve now (`SELECT 1` within a second), or `undefined` when it can. */
async function databaseReady(db: Db): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('The database did not answer within 1 s.'), 1_000)
  })
  try {
    return await Promise.race([db.query('SELECT 1').then(() => undefined), late])
  } catch (error) {
    return databaseFault(error)?.message ?? 'The database answered with an error.'
  } finally {
    clearTimeout(timer)
  }
}

/** Builds the HTTP app: the API under `/api` and the built app's pages. `main.ts` listens. */
export function createApp({
  db,
  distDir,
  now = () => new Date(),
  logger = silentLogger,
  logRequests = true,
  limits,
  trustedProxies = 0,
  publicUrl,
  mail,
}: AppOptions) {
  const changes = createChanges(db.changeFeed, (error) =>
    logger.error({ err: error }, 'change feed'),
  )
  const inForce = { ...LIMITS, ...limits }
  const deps: Deps = {
    db,
    now,
    logger,
    changes,
    settings: settingsStore(db, now, changes),
    rates: memoUntilChange(changes, ['rates'], () => readRates(db)),
    limits: inForce,
    trustedProxies,
    publicUrl,
    mail,
    bookings: bookingService({ db, now, limits: inForce }),
  }
  const app = new Hono<AppEnv>()

  // Every request gets an id (the client's `X-Request-Id` if it looks like one, else a UUID),
  // answered in `X-Request-Id` and written in each log line about the request.
  app.use('*', requestId())
  // One JSON line per request: id, method, path (no query string), status, time. No headers.
  if (logRequests && logger.isLevelEnabled('info')) {
    app.use('*', async (c, next) => {
      const started = performance.now()
      await next()
      logger.info(
        {
          requestId: c.var.requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      )
    })
  }
  // `/blank` may be framed by the app itself (embedding, tests); nothing else may be framed.
  app.use('*', (c, next) =>
    (c.req.path.replace(/\/+$/, '') === '/blank' ? sameOriginFraming : denyFraming)(c, next),
  )
  app.use('*', async (c, next) => {
    await next()
    if (isHttps(c, trustedProxies)) c.res.headers.set('Strict-Transport-Security', HSTS)
  })
  app.use('*', compress())
  // The answer says it varies by Accept-Encoding on its own headers, before compress looks:
  // compress would add it with `c.header`, which copies a finished answer whole into a stream
  // (every JSON answer, compressed or not, paid for that copy).
  app.use('*', async (c, next) => {
    await next()
    if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(c.res.headers.get('Content-Type') ?? '')) {
      varyOnEncoding(c.res.headers)
    }
  })

  const api = new Hono<AppEnv>()
  api.use('*', async (c, next) => {
    await next()
    // On the answer's own headers: `c.header` after the answer is made would copy it whole.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
  })
  const jsonBodyLimit = limitBody(64 * 1024)
  const isUpload = (c: { req: { method: string; path: string } }) =>
    UPLOADS.has(`${c.req.method} ${c.req.path}`)
  api.use('*', (c, next) => (isUpload(c) ? next() : jsonBodyLimit(c, next)))
  // A request that changes state and carries a body sends JSON: a form post or text/plain from
  // another site (which a browser sends without asking) is refused before any route runs. (An
  // upload's route takes only image types, which no page elsewhere can send without asking.)
  api.use('*', async (c, next) => {
    if (STATE_CHANGING.has(c.req.method) && !isUpload(c) && !isJsonOrEmpty(c.req.raw.headers)) {
      throw new HttpError(
        'unsupported_media_type',
        'Send the body as JSON, with Content-Type: application/json.',
      )
    }
    await next()
  })
  // A write answers once this server's caches have heard what it wrote (from the database's
  // change feed, which on Postgres is a moment behind the commit): the client's next request
  // sees it. A refusal or a failure wrote nothing to hear, and answers at once (a database that
  // is down would hold each 503 for the marker's timeout).
  api.use('*', async (c, next) => {
    await next()
    if (STATE_CHANGING.has(c.req.method) && c.res.status < 400) await changes.caughtUp()
  })
  api.get('/health', (c) => c.json({ ok: true }))
  // Ready to serve: the database answers within a second (a load balancer's readiness check).
  api.get('/ready', async (c) => {
    const reason = await databaseReady(db)
    if (!reason) return c.json({ ok: true, database: 'up' })
    c.header('Retry-After', String(RETRY_AFTER_SECONDS))
    return c.json({ ok: false, database: 'down', reason }, 503)
  })
  api.route('/', roomsRouter(deps))
  api.route('/', availabilityRouter(deps))
  api.route('/', calendarRouter(deps))
  api.route('/', bookingsRouter(deps))
  api.route('/', authRouter(deps))
  api.route('/', adminRouter(deps))
  api.route('/', photosRouter(deps))
  api.route('/', iconsRouter())
  api.all('*', (c) =>
    c.json(errorBody('not_found', `No API route: ${c.req.method} ${c.req.path}`), 404),
  )
  app.route(API_BASE, api)

  // The pages, drawn on the server: their loaders and actions call this API in process.
  if (distDir) {
    app.route(
      '/',
      pagesRouter({ distDir, trustedProxies, fetchApi: (request, env) => app.fetch(request, env) }),
    )
  }

  app.notFound((c) => c.json(errorBody('not_found', `Not found: ${c.req.path}`), 404))
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(errorBody(error.code, error.message, error.fields), error.status as 400)
    }
    if (error instanceof HashingBusyError) {
      c.header('Retry-After', '5')
      return c.json(errorBody('too_many_attempts', error.message), 429)
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody('validation_error', 'The request is not valid.'), error.status)
    }
    // The database cannot serve now (stopped, unreachable, full): say so, and when to try again.
    const fault = databaseFault(error)
    if (fault) {
      logger.warn(
        { requestId: c.var.requestId, method: c.req.method, path: c.req.path, err: error },
        `database ${fault.kind}`,
      )
      c.header('Retry-After', String(RETRY_AFTER_SECONDS))
      return c.json(errorBody('service_unavailable', fault.message), 503)
    }
    // Unexpected: log the details on the server, answer without them.
    logger.error(
      { requestId: c.var.requestId, method: c.req.method, path: c.req.path, err: error },
      'unhandled error',
    )
    return c.json(errorBody('internal_error', 'Something went wrong on our side. Try again.'), 500)
  })
  return app
}
export type App = ReturnType<typeof createApp>

/** Adds `Accept-Encoding` to an answer's `Vary` (once; `*` already covers it). */
function varyOnEncoding(headers: Headers) {
  const vary = headers.get('Vary')
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}
