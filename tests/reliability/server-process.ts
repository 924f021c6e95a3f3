/**
 * The real API server as a child process (the way `npm start` runs it, without the built app),
 * for the reliability tests: start it on a data directory, stop or kill it, read its memory.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  type Booking,
  bookingPageSchema,
  type BookingRequest,
  bookingResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  loginResponseSchema,
  type Room,
  roomListSchema,
} from '@/api/contract'
import { API_BASE, buildPath, paths } from '@/api/paths'
import { addDays } from '@/domain/calendar'
import { DEMO_STAFF, demoRates } from '@/domain/demo-data'
import { stayRuleProblems } from '@/domain/rates'

export interface ServerProcess {
  /** Origin and API base, e.g. `http://localhost:4321/api`. */
  api: string
  pid: number
  /** Resolves when the process has exited. */
  exited: Promise<void>
  /** What the server wrote to stderr so far (for failure messages). */
  stderr: () => string
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>
  /** SIGKILL, then waits for the exit: no shutdown code runs. */
  kill: () => Promise<void>
  /**
   * With `memoryProbe`: collects garbage in the server, then returns its memory use (bytes);
   * `rss` is read from /proc (Linux) after the collection.
   */
  memory: () => Promise<{ rss: number; heapUsed: number; external: number }>
}

/** A port no one listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const PROBE = fileURLToPath(new URL('./memory-probe.ts', import.meta.url))

/**
 * Starts `server/main.ts` on `dataDir` (PGlite on disk, demo seed on) and waits for health.
 * `memoryProbe` also loads the test's memory probe into it (see memory-probe.ts).
 */
export async function startServer(
  dataDir: string,
  { memoryProbe = false } = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const probeArgs = memoryProbe ? ['--expose-gc', '--import', PROBE] : []
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', ...probeArgs, 'server/main.ts'],
    {
      stdio: ['ignore', 'ignore', 'pipe', ...(memoryProbe ? ['ipc' as const] : [])],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'production',
        SEED_DEMO: '1',
        LOG_REQUESTS: '0',
        // These suites book from one address and email by the thousand (tests/api/limits).
        BOOKINGS_PER_ADDRESS: '1000000',
        BOOKINGS_PER_EMAIL: '1000000',
        DIST_DIR: path.join(dataDir, 'no-dist'),
      },
    },
  )
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000)
  })
  let done = false
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      done = true
      resolve()
    }),
  )
  const api = `http://localhost:${port}${API_BASE}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (done) throw new Error(`The server exited while starting:\n${stderr}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server did not answer ${paths.health} within 60 s:\n${stderr}`)
    }
    try {
      if ((await fetch(`${api}${paths.health}`)).ok) break
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  const signal = (name: NodeJS.Signals) => async () => {
    if (!done) child.kill(name)
    await exited
  }
  const memory = () =>
    new Promise<{ rss: number; heapUsed: number; external: number }>((resolve, reject) => {
      if (!memoryProbe) return reject(new Error('Start the server with memoryProbe: true.'))
      const timer = setTimeout(() => {
        child.off('message', onMessage)
        reject(new Error('The server did not report its memory within 10 s.'))
      }, 10_000)
      const onMessage = (message: {
        type?: string
        gc?: boolean
        heapUsed: number
        external: number
        rss: number
      }) => {
        if (message?.type !== 'memory') return
        clearTimeout(timer)
        child.off('message', onMessage)
        if (!message.gc) return reject(new Error('The server runs without --expose-gc.'))
        const rss = residentBytes(child.pid!)
        if (rss === undefined)
          return reject(new Error('No /proc/<pid>/status to read (Linux only).'))
        resolve({ rss, heapUsed: message.heapUsed, external: message.external })
      }
      child.on('message', onMessage)
      child.send('memory')
    })
  return {
    api,
    pid: child.pid!,
    exited,
    stderr: () => stderr,
    stop: signal('SIGTERM'),
    kill: signal('SIGKILL'),
    memory,
  }
}

/** Resident memory of a process in bytes (Linux), or `undefined` where /proc is not available. */
export function residentBytes(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
    return kb ? Number(kb) * 1024 : undefined
  } catch {
    return undefined
  }
}

export async function activeRooms(api: string): Promise<Room[]> {
  const response = await fetch(`${api}${paths.rooms}`)
  if (!response.ok) throw new Error(`GET ${paths.rooms}: ${response.status}`)
  return roomListSchema.parse(await response.json()).filter((room) => room.active)
}

/** `YYYY-MM-DD`, `days` after today (UTC). */
export function isoDate(days: number): string {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/**
 * Whether the demo inn's stay rules let a guest book the stay (a day's margin either side of
 * each rule: the inn's today may be a day off UTC's).
 */
export function demoRulesAllow(stay: { checkIn: string; checkOut: string }): boolean {
  const rules = demoRates(isoDate(0)).stayRules.map((rule) => ({
    ...rule,
    from: addDays(rule.from, -1),
    to: addDays(rule.to, 1),
  }))
  return stayRuleProblems(rules, stay) === null
}

/**
 * One-night stays that cannot collide with each other or with the demo inn (whose bookings and
 * closures end within 40 days, and whose stay rules they keep): every active room on every
 * night from day 60 to day 359 that no rule refuses.
 */
export function freeStays(
  rooms: readonly Room[],
): Pick<BookingRequest, 'roomId' | 'checkIn' | 'checkOut'>[] {
  const stays = []
  for (let day = 60; day < 360; day++) {
    const stay = { checkIn: isoDate(day), checkOut: isoDate(day + 1) }
    if (!demoRulesAllow(stay)) continue
    for (const room of rooms) stays.push({ roomId: room.id, ...stay })
  }
  return stays
}

export async function postBooking(api: string, key: string, body: BookingRequest) {
  const response = await fetch(`${api}${paths.bookings}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
    body: JSON.stringify(body),
  })
  const json: unknown = await response.json()
  return {
    status: response.status,
    json,
    booking: response.status === 201 ? bookingResponseSchema.parse(json).booking : undefined,
  }
}

/** Every booking the admin search `q` finds, all pages, as the demo staff member sees them. */
export async function adminBookings(api: string, q: string): Promise<Booking[]> {
  const login = await fetch(`${api}${paths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
  })
  if (!login.ok) throw new Error(`Staff login: ${login.status}`)
  const { token } = loginResponseSchema.parse(await login.json())
  const all: Booking[] = []
  for (let page = 1; ; page++) {
    const response = await fetch(`${api}${buildPath(paths.adminBookings, {}, { q, page })}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    if (!response.ok) throw new Error(`${paths.adminBookings}: ${response.status}`)
    const result = bookingPageSchema.parse(await response.json())
    all.push(...result.items)
    if (result.items.length === 0 || all.length >= result.total) return all
  }
}
