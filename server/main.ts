import path from 'node:path'

import { serve } from '@hono/node-server'

import { createApp } from './app'

const port = Number(process.env.PORT ?? 3000)
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const app = createApp({ distDir })

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Nightjar is listening on http://localhost:${info.port}`)
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
