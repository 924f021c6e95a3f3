import { getRequestListener } from '@hono/node-server'
import { type Plugin } from 'vite'

import type * as DevApi from './dev-api'

/**
 * `npm run dev`: serves `/api/*` from the real API app (lazily loaded through Vite, so the
 * config stays light). `vite --mode mock` (`npm run dev:mock`) leaves the API out and sets
 * `import.meta.env.VITE_MOCK_API`, which makes the app start the MSW worker instead. Off under
 * Vitest and Storybook, which bring their own mocks.
 */
export function nightjarApi(): Plugin {
  let enabled = false
  return {
    name: 'nightjar:api',
    config: (_, { mode }) => ({
      define: { 'import.meta.env.VITE_MOCK_API': JSON.stringify(mode === 'mock' ? '1' : '') },
    }),
    configResolved(config) {
      enabled =
        config.command === 'serve' &&
        config.mode !== 'mock' &&
        !process.env.VITEST &&
        !config.plugins.some((p) => p.name.includes('storybook'))
    },
    configureServer(server) {
      if (!enabled) return
      const load = () => server.ssrLoadModule('/server/dev-api.ts') as Promise<typeof DevApi>
      let listener: Promise<ReturnType<typeof getRequestListener>> | undefined
      server.middlewares.use((req, res, next) => {
        if (!req.url || !/^\/api(\/|\?|$)/.test(req.url)) return next()
        listener ??= load()
          .then((mod) => mod.devApi())
          .then(({ app }) => getRequestListener(app.fetch))
        listener.then((handle) => handle(req, res)).catch(next)
      })
      server.httpServer?.once('close', () => {
        if (listener) void load().then((mod) => mod.closeDevApi())
      })
    },
  }
}
