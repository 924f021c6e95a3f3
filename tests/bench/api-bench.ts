/**
 * API throughput for `npm run bench`: availability search and booking creation on a database
 * holding many bookings, each against the same server's bare JSON hello-world route measured in
 * the same run, and the search's latency at 1 000 vs 100 000 bookings. Prints one JSON object.
 *
 * The bookings are history (one night each, spread over past years across the demo rooms), as a
 * guest house accumulates them; 100 single-bed rooms are added so booking creation has room to
 * succeed instead of measuring only conflicts.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { openDatabase } from '../../server/db/open'

const CONNECTIONS = 50
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10)
const EXTRA_ROOMS = 100

function isoDate(daysAhead: number) {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + daysAhead)
  return d.toISOString().slice(0, 10)
}

async function prepare(bookings: number): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), `nightjar-bench-db-${bookings}-`))
  const db = await openDatabase({ DATA_DIR: dir, SEED_DEMO: 'true', NODE_ENV: 'production' })
  await db.query(
    `INSERT INTO rooms (name, description, capacity, rate, photo, active)
     SELECT 'Bench room ' || g, '', 1, 6000, '', true FROM generate_series(1, $1) AS g`,
    [EXTRA_ROOMS],
  )
  // One-night stays, never overlapping within a room, ending over a year before today (clear of the demo bookings).
  await db.query(
    `WITH active AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM rooms WHERE active)
     INSERT INTO bookings (reference, room_id, check_in, check_out, guests, guest_name, guest_email,
                           total, currency, status, created_at)
     SELECT upper(lpad(to_hex(g), 10, '0')), active.ids[(g % active.n) + 1],
            current_date - 401 - (g / active.n), current_date - 400 - (g / active.n),
            1, 'Guest ' || g, 'guest' || g || '@example.test', 6000, 'EUR', 'confirmed',
            now() - make_interval(days => (g / active.n))
       FROM generate_series(0, $1 - 1) AS g, active`,
    [bookings],
  )
  await db.query('ANALYZE')
  await db.close()
  return dir
}

async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      LOG_REQUESTS: '0',
      DIST_DIR: path.join(dataDir, 'no-dist'),
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
      }),
  }
}

interface Load {
  rps: number
  p50: number
  p99: number
  ok: number
  non2xx: number
  errors: number
}

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

const searchQuery = `checkIn=${isoDate(30)}&checkOut=${isoDate(33)}&guests=2`

async function throughput(bookings: number, port: number) {
  const dir = await prepare(bookings)
  const server = await startServer(dir, port)
  try {
    const hello = await load({ url: `${server.url}/api/health` })
    const search = await load({ url: `${server.url}/api/availability?${searchQuery}` })
    const book = await load({
      url: `${server.url}/api/bookings`,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const start = 1 + Math.floor(Math.random() * 360)
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: JSON.stringify({
                roomId: 7 + Math.floor(Math.random() * EXTRA_ROOMS),
                checkIn: isoDate(start),
                checkOut: isoDate(start + 1),
                guests: 1,
                guest: { name: 'Bench Guest', email: 'bench@example.test' },
              }),
            }
          },
        },
      ],
    })
    return { bookings, hello, search, book }
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function searchLatency(bookings: number, port: number) {
  const dir = await prepare(bookings)
  const server = await startServer(dir, port)
  try {
    const result = await load({
      url: `${server.url}/api/availability?${searchQuery}`,
      connections: 1,
    })
    return { bookings, p50: result.p50, p99: result.p99, rps: result.rps }
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

const main = await throughput(10_000, 3910)
const small = await searchLatency(1_000, 3911)
const large = await searchLatency(100_000, 3912)
console.log(JSON.stringify({ main, scaling: { small, large } }))
