import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

import { spaRouter } from './spa'

export interface AppOptions {
  distDir: string
}

/** Builds the HTTP app. `main.ts` listens; tests call `app.request()`. */
export function createApp({ distDir }: AppOptions) {
  const app = new Hono()
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
    }),
  )
  app.get('/api/health', (c) => c.json({ ok: true }))
  app.all('/api/*', (c) =>
    c.json({ error: { code: 'not_found', message: `No API route: ${c.req.path}` } }, 404),
  )
  app.route('/', spaRouter({ distDir }))
  return app
}
