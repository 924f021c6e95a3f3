// A tiny static server for the built catalogue, used by the visual tests (no dependencies).
// Serves STORYBOOK_DIR (default storybook-static) on VISUAL_PORT (default 6107).
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const root = path.resolve(process.env.STORYBOOK_DIR ?? 'storybook-static')
const port = Number(process.env.VISUAL_PORT ?? 6107)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

if (!existsSync(path.join(root, 'iframe.html'))) {
  console.error(`No built catalogue in ${root}: run \`npm run build-storybook\` first.`)
  process.exit(1)
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  let file = path.join(root, decodeURIComponent(pathname))
  if (!file.startsWith(root)) {
    response.writeHead(403).end()
    return
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html')
  if (!existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    return
  }
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'max-age=3600',
  })
  createReadStream(file).pipe(response)
}).listen(port, () => console.log(`Catalogue served on http://localhost:${port}`))
