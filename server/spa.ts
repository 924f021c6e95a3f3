import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

/** Paths the app routes itself. Any other path gets the app's 404 page with status 404. */
export const APP_ROUTES = ['/', '/result', '/booking', '/blank', '/admin', '/admin/login']

export interface SpaOptions {
  /** The Vite build output. */
  distDir: string
}

/** Serves the built single-page app: hashed assets cached for a year, the HTML never cached. */
export function spaRouter({ distDir }: SpaOptions) {
  const router = new Hono()
  let html: Promise<string> | undefined
  const indexHtml = () => (html ??= readFile(path.join(distDir, 'index.html'), 'utf8'))

  router.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  router.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (filePath, c) => {
        if (!filePath.endsWith('.html')) c.header('Cache-Control', 'no-cache')
      },
    }),
  )
  router.get('*', async (c) => {
    const known = APP_ROUTES.includes(c.req.path.replace(/\/+$/, '') || '/')
    c.header('Cache-Control', 'no-cache')
    try {
      return c.html(await indexHtml(), known ? 200 : 404)
    } catch {
      html = undefined
      return c.text('The app has not been built: run `npm run build`.', 503)
    }
  })
  return router
}
