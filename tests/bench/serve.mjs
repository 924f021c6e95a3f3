// Servers for the benchmarks: the real app server on a built app, and a plain static server.
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`Timed out waiting for ${url}`)
}

/** Starts the app's own server (server/main.ts) on a built app; resolves once it answers. */
export async function startAppServer({ port, distDir, env = {} }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      ...env,
      PORT: String(port),
      DIST_DIR: distDir,
    },
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await Promise.race([
    waitFor(`http://localhost:${port}/api/health`),
    exited.then((code) => {
      throw new Error(`The server exited early (code ${code})`)
    }),
  ])
  return {
    url: `http://localhost:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** A minimal static server with an SPA fallback, for the floor page. */
export async function startStaticServer({ port, dir }) {
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = path.join(dir, urlPath)
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(dir, 'index.html')
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  await new Promise((resolve) => server.listen(port, resolve))
  return { url: `http://localhost:${port}`, stop: () => new Promise((r) => server.close(r)) }
}
