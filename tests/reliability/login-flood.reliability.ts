/**
 * A flood of sign-ins must not slow the public site: password hashing (scrypt, 128 MiB, one of
 * libuv's four threads) runs one at a time with a short queue, and the rest are refused at once,
 * so gzip and file reads keep their threads. 40 parallel sign-ins with unknown emails, and the
 * public rooms list (gzipped) asked meanwhile, on the real server process.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, expect, test } from 'vitest'

import { paths } from '@/api/paths'

import { type ServerProcess, startServer } from './server-process'

const SIGN_INS = 40
const SAMPLES = 30
const P95_LIMIT_MS = 200

let dataDir: string | undefined
let server: ServerProcess | undefined
afterAll(async () => {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

test('the public rooms list answers within 200 ms at p95 during 40 parallel sign-ins', async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nightjar-login-flood-'))
  server = await startServer(dataDir)
  const api = server.api

  const rooms = async () => {
    const started = performance.now()
    const response = await fetch(`${api}${paths.rooms}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    await response.arrayBuffer()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    return performance.now() - started
  }
  await rooms() // warm: the rooms cache and the route's code

  const statuses: number[] = []
  const flood = Array.from({ length: SIGN_INS }, (_, i) =>
    fetch(`${api}${paths.login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'guess-guess' }),
    }).then(async (response) => {
      await response.arrayBuffer()
      statuses.push(response.status)
    }),
  )
  const latencies: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    latencies.push(await rooms())
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await Promise.all(flood)

  const p95 = percentile(latencies, 95)
  console.info(
    `login flood: ${SIGN_INS} sign-ins (${statuses.filter((s) => s === 401).length}× 401, ` +
      `${statuses.filter((s) => s === 429).length}× 429); gzipped rooms p50 ` +
      `${percentile(latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
  )
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)
  expect(p95).toBeLessThan(P95_LIMIT_MS)
})
