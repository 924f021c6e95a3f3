/**
 * The server as a bad day meets it, as a process: a thousand sockets that send nothing, held and
 * reopened for a minute, while a guest's browser reads the rooms; and a second server started on
 * the data folder the first one uses.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, expect, test } from 'vitest'

import { paths } from '@/api/paths'

import {
  activeRooms,
  adminBookings,
  freePort,
  freeStays,
  postBooking,
  type ServerProcess,
  startServer,
} from './server-process'

let dataDir: string | undefined
const servers: ServerProcess[] = []
afterEach(async () => {
  await Promise.all(servers.map((s) => s.kill()))
  servers.length = 0
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Silent sockets from the attacker's address. */
const SILENT = 1_000
/** How long they are held. */
const HOLD_MS = 60_000

test(`${SILENT} silent sockets held for a minute: a guest's reads are answered at once`, async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nightjar-sockets-'))
  const server = await startServer(dataDir)
  servers.push(server)
  const { port } = new URL(server.api)

  // The attacker, on another loopback address: each socket sends nothing; when the server
  // closes one, it is opened again a second later.
  let holding = true
  let opened = 0
  const sockets = new Set<Socket>()
  const hold = () => {
    if (!holding) return
    const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress: '127.0.0.2' })
    opened++
    sockets.add(socket)
    socket.on('error', () => {})
    socket.once('close', () => {
      sockets.delete(socket)
      if (holding) setTimeout(hold, 1_000)
    })
  }
  for (let i = 0; i < SILENT; i++) hold()

  // The guest: the rooms, one read after another, for the whole minute.
  const times: number[] = []
  const failures: string[] = []
  const until = Date.now() + HOLD_MS
  while (Date.now() < until) {
    const started = performance.now()
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api${paths.rooms}`, {
        signal: AbortSignal.timeout(5_000),
      })
      await response.arrayBuffer()
      if (response.status !== 200) failures.push(`status ${response.status}`)
    } catch (error) {
      failures.push(String((error as Error).cause ?? error))
    }
    times.push(performance.now() - started)
    await sleep(50)
  }
  holding = false
  for (const socket of sockets) socket.destroy()

  times.sort((a, b) => a - b)
  const p95 = times[Math.floor(times.length * 0.95)]!
  console.log(
    `${SILENT} silent sockets (${opened} opened in all) for ${HOLD_MS / 1000} s: ` +
      `${times.length} reads, p95 ${p95.toFixed(1)} ms, ${failures.length} failed`,
  )
  expect(failures).toEqual([])
  expect(times.length).toBeGreaterThan(100)
  expect(p95).toBeLessThan(200)
}, 120_000)

test('a second server on the same data folder stops at once with the reason; the first keeps every booking', async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nightjar-shared-'))
  const first = await startServer(dataDir)
  servers.push(first)
  const stays = freeStays(await activeRooms(first.api)).slice(0, 5)
  const tag = `shared${Date.now().toString(36)}`
  for (const [i, stay] of stays.entries()) {
    const { status } = await postBooking(first.api, `${tag}-${i}`, {
      ...stay,
      guests: 1,
      guest: { name: `Shared Guest ${i}`, email: `${tag}-${i}@example.test` },
    })
    expect(status).toBe(201)
  }

  // The second, as `npm start` would run it on the same folder.
  const started = Date.now()
  const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: '' },
  })
  let output = ''
  second.stdout.on('data', (chunk: Buffer) => (output += chunk))
  second.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      second.kill('SIGKILL')
      resolve(null)
    }, 30_000)
    second.once('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  const took = Date.now() - started
  console.log(`the second server exited with ${code} after ${took} ms`)
  expect(code).toBe(1)
  expect(output).toContain(`The data folder ${dataDir} is in use by another Nightjar server`)
  expect(took).toBeLessThan(5_000)

  // The first goes on, with every booking; stopped, it leaves the folder to the next.
  expect(await adminBookings(first.api, tag)).toHaveLength(stays.length)
  await first.stop()
  const next = await startServer(dataDir)
  servers.push(next)
  expect(await adminBookings(next.api, tag)).toHaveLength(stays.length)
}, 120_000)
