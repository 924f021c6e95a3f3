/**
 * API throughput for `npm run bench`: availability search and booking creation on a database
 * holding many bookings, each against the same server's bare JSON hello-world route measured in
 * the same run, and the search's latency at 1 000 vs 100 000 bookings. Prints one JSON object.
 *
 * The bookings are history (one night each, spread over past years across the demo rooms), as a
 * guest house accumulates them; 100 single-bed rooms are added so booking creation has room to
 * succeed instead of measuring only conflicts.
 *
 * Each route is warmed up before the measurements. The search measured is one stay asked again
 * and again (the server answers it from memory until something changes); `searchVaried` and the
 * 1 000 vs 100 000 latencies ask a different stay each time, so most answers come from the
 * database.
 *
 * With `DATABASE_URL` set, each database is a fresh one created on that Postgres server (and
 * dropped afterwards) instead of a PGlite directory.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import postgres from 'postgres'

import { openDatabase } from '../../server/db/open'

const CONNECTIONS = 50
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10)
const EXTRA_ROOMS = 100
const WARM_UP_S = 2
const POSTGRES_URL = process.env.DATABASE_URL

function isoDate(daysAhead: number) {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + daysAhead)
  return d.toISOString().slice(0, 10)
}

/** Where a prepared database lives: a PGlite directory, or a database on the Postgres server. */
interface Prepared {
  env: Record<string, string>
  remove(): Promise<void>
}

async function prepare(bookings: number): Promise<Prepared> {
  let prepared: Prepared
  if (POSTGRES_URL) {
    const name = `nightjar_bench_${bookings}_${process.pid}`
    const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} })
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`)
    await admin.unsafe(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(POSTGRES_URL)
    url.pathname = `/${name}`
    prepared = {
      env: { DATABASE_URL: url.href },
      async remove() {
        const cleanup = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} })
        await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await cleanup.end()
      },
    }
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), `nightjar-bench-db-${bookings}-`))
    prepared = {
      env: { DATA_DIR: dir },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const db = await openDatabase({ ...prepared.env, SEED_DEMO: 'true', NODE_ENV: 'production' })
  await db.query(
    `INSERT INTO rooms (name, description, capacity, rate, photo, active)
     SELECT 'Bench room ' || g, '', 1, 6000, '', true FROM generate_series(1, $1) AS g`,
    [EXTRA_ROOMS],
  )
  // One-night stays, never overlapping within a room, ending over a year before today (clear of
  // the demo bookings), each at what its night costs (the database refuses any other total).
  await db.query(
    `WITH active AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM rooms WHERE active),
     stays AS (
       SELECT g, active.ids[(g % active.n) + 1] AS room_id,
              current_date - 401 - (g / active.n) AS check_in,
              current_date - 400 - (g / active.n) AS check_out,
              now() - make_interval(days => (g / active.n)) AS created_at
         FROM generate_series(0, $1 - 1) AS g, active)
     INSERT INTO bookings (reference, room_id, check_in, check_out, guests, guest_name, guest_email,
                           total, currency, status, created_at)
     SELECT upper(lpad(to_hex(g), 10, '0')), room_id, check_in, check_out, 1, 'Guest ' || g,
            'guest' || g || '@example.test', stay_total(room_id, check_in, check_out), 'EUR',
            'confirmed', created_at
       FROM stays`,
    [bookings],
  )
  await db.query('ANALYZE')
  await db.close()
  return prepared
}

async function startServer(prepared: Prepared, port: number) {
  const noDist = mkdtempSync(path.join(tmpdir(), 'nightjar-bench-no-dist-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      ...prepared.env,
      PORT: String(port),
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      LOG_REQUESTS: '0',
      // As behind the inn's proxy: each booking comes from its own guest (address and email),
      // under the real limits.
      TRUST_PROXY: '1',
      DIST_DIR: noDist,
    },
  })
  const url = `http://localhost:${port}`
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }).then(() => rmSync(noDist, { recursive: true, force: true })),
  }
}

interface Load {
  rps: number
  p50: number
  p99: number
  mean: number
  ok: number
  non2xx: number
  errors: number
}

async function load(options: autocannon.Options, duration = DURATION_S): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration, ...options })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    /** Milliseconds, with decimals (p50 and p99 are whole milliseconds). */
    mean: Math.round(result.latency.average * 100) / 100,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

const searchQuery = `checkIn=${isoDate(30)}&checkOut=${isoDate(33)}&guests=2`

/** A different stay each time (`variedSearchPath`). */
const variedSearch: autocannon.Request = {
  setupRequest: (request) => ({ ...request, path: variedSearchPath() }),
}

/** An address from 10.0.0.0/8, a different one (nearly always) each time. */
function randomAddress() {
  const n = Math.floor(Math.random() * 2 ** 24)
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`
}

/** New bookings of one night in the bench rooms, each with its own key, address and email. */
const newBooking: autocannon.Request = {
  method: 'POST',
  setupRequest: (request) => {
    const start = 1 + Math.floor(Math.random() * 360)
    return {
      ...request,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        'x-forwarded-for': randomAddress(),
      },
      body: JSON.stringify({
        roomId: 7 + Math.floor(Math.random() * EXTRA_ROOMS),
        checkIn: isoDate(start),
        checkOut: isoDate(start + 1),
        guests: 1,
        guest: { name: 'Bench Guest', email: `${randomUUID()}@example.test` },
      }),
    }
  },
}

async function throughput(bookings: number, port: number) {
  const prepared = await prepare(bookings)
  const server = await startServer(prepared, port)
  try {
    const routes = {
      hello: { url: `${server.url}/api/health` },
      search: { url: `${server.url}/api/availability?${searchQuery}` },
      book: { url: `${server.url}/api/bookings`, requests: [newBooking] },
      searchVaried: { url: `${server.url}/api/availability`, requests: [variedSearch] },
    }
    for (const route of Object.values(routes)) await load(route, WARM_UP_S)
    const hello = await load(routes.hello)
    const search = await load(routes.search)
    const book = await load(routes.book)
    const searchVaried = await load(routes.searchVaried)
    const loginFlood = await duringLoginFlood(server.url)
    return {
      bookings,
      engine: POSTGRES_URL ? 'postgres' : 'pglite',
      hello,
      search,
      book,
      searchVaried,
      loginFlood,
    }
  } finally {
    await server.stop()
    await prepared.remove()
  }
}

/**
 * The public site during a flood of sign-ins: 40 at once with unknown emails (each would run a
 * 128 MiB scrypt), and the gzipped rooms list asked 30 times meanwhile. Its p95 in ms.
 */
async function duringLoginFlood(url: string) {
  const flood = Array.from({ length: 40 }, (_, i) =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `flood-${i}@example.test`, password: 'guess-guess' }),
    }).then((response) => response.arrayBuffer()),
  )
  const latencies: number[] = []
  for (let i = 0; i < 30; i++) {
    const started = performance.now()
    const response = await fetch(`${url}/api/rooms`, { headers: { 'accept-encoding': 'gzip' } })
    await response.arrayBuffer()
    latencies.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await Promise.all(flood)
  latencies.sort((a, b) => a - b)
  const p95 = latencies[Math.ceil(0.95 * latencies.length) - 1]!
  return { p95: Math.round(p95 * 10) / 10, p50: Math.round(latencies[14]! * 10) / 10 }
}

/** The path of a search for a different stay each time: 1 to 7 nights within a year, 1 to 4 guests. */
function variedSearchPath() {
  const start = 1 + Math.floor(Math.random() * 360)
  const nights = 1 + Math.floor(Math.random() * 7)
  const guests = 1 + Math.floor(Math.random() * 4)
  return `/api/availability?checkIn=${isoDate(start)}&checkOut=${isoDate(start + nights)}&guests=${guests}`
}

/**
 * Search latency, one request at a time, a different stay each time (answers from the
 * database), timed here to the microsecond: autocannon's percentiles are whole milliseconds, and
 * a search takes less than one. Milliseconds with three decimals.
 */
async function searchLatency(bookings: number, port: number) {
  const prepared = await prepare(bookings)
  const server = await startServer(prepared, port)
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const timeFor = async (seconds: number) => {
    const latencies: number[] = []
    const until = performance.now() + seconds * 1000
    while (performance.now() < until) {
      const started = performance.now()
      const status = await get(`${server.url}${variedSearchPath()}`, agent)
      if (status !== 200) throw new Error(`search answered ${status}`)
      latencies.push(performance.now() - started)
    }
    return latencies.sort((a, b) => a - b)
  }
  try {
    await timeFor(WARM_UP_S)
    const latencies = await timeFor(DURATION_S)
    const at = (q: number) =>
      Math.round(latencies[Math.ceil(q * latencies.length) - 1]! * 1000) / 1000
    const mean = latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length
    return {
      bookings,
      requests: latencies.length,
      p50: at(0.5),
      p99: at(0.99),
      mean: Math.round(mean * 1000) / 1000,
    }
  } finally {
    agent.destroy()
    await server.stop()
    await prepared.remove()
  }
}

/** GET with Node's own client on a kept-alive connection (fetch adds milliseconds of its own). */
function get(url: string, agent: Agent) {
  return new Promise<number>((resolve, reject) => {
    request(url, { agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
      .on('error', reject)
      .end()
  })
}

const main = await throughput(10_000, 3910)
const small = await searchLatency(1_000, 3911)
const large = await searchLatency(100_000, 3912)
console.log(JSON.stringify({ main, scaling: { small, large } }))
