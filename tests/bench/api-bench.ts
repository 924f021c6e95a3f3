/**
 * API throughput for `npm run bench`: availability search and booking creation on a database
 * holding many bookings, each against the same server's bare JSON hello-world route measured in
 * the same run; the search's latency at 1 000 vs 100 000 bookings; and booking through the API
 * beside the same booking transaction run directly on the engine by 50 clients at once, on PGlite
 * and on Postgres (`BENCH_POSTGRES_URL`, a server the bench may create databases on). Prints one
 * JSON object.
 *
 * The bookings are history (one night each, spread over past years across the demo rooms), as a
 * guest house accumulates them; 100 single-bed rooms are added so booking creation has room to
 * succeed instead of measuring only conflicts.
 *
 * Each route is warmed up before the measurements. The search measured is one stay asked again
 * and again (the server answers it from memory until something changes); `searchVaried` and the
 * 1 000 vs 100 000 latencies never ask the same stay twice in a run (`uniqueStays`), so every
 * answer comes from the database.
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
import { openPglite } from '../../server/db/pglite'
import { openPostgres } from '../../server/db/postgres'
import { readRates } from '../../server/db/rates'
import { type Db } from '../../server/db/types'
import { silentLogger } from '../../server/lib/logger'
import { LIMITS } from '../../server/lib/rate-limit'
import { mailerFromEnv } from '../../server/mail/from-env'
import { bookingService } from '../../server/services/bookings'
import type { BookingRequest } from '../../src/api/contract'
import { GUEST } from '../../src/domain/booking-decisions'
import { type StayRule, stayRuleProblems } from '../../src/domain/rates'

const CONNECTIONS = 50
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10)
const EXTRA_ROOMS = 100
/** The first of them (the demo has six rooms). */
const FIRST_BENCH_ROOM = 7
const WARM_UP_S = 2
const POSTGRES_URL = process.env.DATABASE_URL
/** A Postgres server for the booking beside the engine (the bench starts one if it can). */
const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL || POSTGRES_URL
const PORT = Number(process.env.BENCH_PORT ?? 3900)
/** The demo's stay rules (each prepared database has them): bookings the bench makes keep them. */
let stayRules: readonly StayRule[] = []

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

async function prepare(bookings: number, postgresUrl = POSTGRES_URL): Promise<Prepared> {
  let prepared: Prepared
  if (postgresUrl) {
    const name = `nightjar_bench_${bookings}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`)
    await admin.unsafe(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(postgresUrl)
    url.pathname = `/${name}`
    prepared = {
      env: { DATABASE_URL: url.href },
      async remove() {
        const cleanup = postgres(postgresUrl, { max: 1, onnotice: () => {} })
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
  // the demo bookings and their rate periods), each at its room's rate.
  await db.query(
    `WITH active AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM rooms WHERE active),
     stays AS (
       SELECT g, active.ids[(g % active.n) + 1] AS room_id,
              current_date - 401 - (g / active.n) AS check_in,
              current_date - 400 - (g / active.n) AS check_out,
              now() - make_interval(days => (g / active.n)) AS created_at
         FROM generate_series(0, $1 - 1) AS g, active)
     INSERT INTO bookings (reference, room_id, check_in, check_out, guests, guest_name, guest_email,
                           total, currency, status, created_at, free_cancellation_days)
     SELECT upper(lpad(to_hex(g), 10, '0')), room_id, check_in, check_out, 1, 'Guest ' || g,
            'guest' || g || '@example.test', (SELECT rate FROM rooms r WHERE r.id = room_id), 'EUR',
            'confirmed', created_at, 2
       FROM stays`,
    [bookings],
  )
  // Their confirmations went out when they were made (the outbox keeps them, sent).
  await db.query("UPDATE emails SET status = 'sent', sent_at = created_at WHERE status = 'new'")
  await db.query('ANALYZE')
  stayRules = (await readRates(db)).rules
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
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  // Up once it answers; a server that never does fails the bench instead of measuring nothing.
  for (let i = 0; ; i++) {
    if (i === 1200) throw new Error(`The server on ${url} did not start within 2 minutes.`)
    if (child.exitCode !== null) throw new Error(`The server exited early (${await exited}).`)
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
      rmSync(noDist, { recursive: true, force: true })
    },
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

/** A different stay each time, never one asked before in the run (`uniqueStays`). */
function variedSearch(stays: Iterator<string>): autocannon.Request {
  return { setupRequest: (request) => ({ ...request, path: stays.next().value! }) }
}

/** An address from 10.0.0.0/8, a different one (nearly always) each time. */
function randomAddress() {
  const n = Math.floor(Math.random() * 2 ** 24)
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`
}

/** New bookings of one night in the bench rooms, each with its own key, address and email. */
const newBooking: autocannon.Request = {
  method: 'POST',
  setupRequest: (request) => ({
    ...request,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-forwarded-for': randomAddress(),
    },
    body: JSON.stringify(benchBookingRequest()),
  }),
}

async function throughput(bookings: number, port: number) {
  const prepared = await prepare(bookings)
  const server = await startServer(prepared, port)
  try {
    const routes = {
      hello: { url: `${server.url}/api/health` },
      search: { url: `${server.url}/api/availability?${searchQuery}` },
      book: { url: `${server.url}/api/bookings`, requests: [newBooking] },
      searchVaried: {
        url: `${server.url}/api/availability`,
        requests: [variedSearch(uniqueStays())],
      },
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

/**
 * Searches for stays in a random order, each asked once: check-in 1 to 365 days ahead, 1 to 30
 * nights, 1 to 8 guests (87 600 stays; the few the demo's stay rules refuse are not timed). The server keeps an answer until something changes, so a
 * stay asked again would be answered from memory; none is, so each answer is the database's.
 * Past the last one it starts again (no run here asks that many).
 */
function* uniqueStays(): Generator<string> {
  const DAYS = 365
  const NIGHTS = 30
  const GUESTS = 8
  const total = DAYS * NIGHTS * GUESTS
  // A random walk through 0…total-1 with a step prime to it visits each once.
  let step = 1 + Math.floor(Math.random() * (total - 1))
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a)
  while (gcd(step, total) !== 1) step++
  let n = Math.floor(Math.random() * total)
  for (;;) {
    n = (n + step) % total
    const start = 1 + (n % DAYS)
    const nights = 1 + (Math.floor(n / DAYS) % NIGHTS)
    const guests = 1 + Math.floor(n / (DAYS * NIGHTS))
    yield `/api/availability?checkIn=${isoDate(start)}&checkOut=${isoDate(start + nights)}&guests=${guests}`
  }
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
  const stays = uniqueStays()
  const timeFor = async (seconds: number) => {
    const latencies: number[] = []
    // Stays the demo's stay rules refuse (a high-season arrival under 3 nights, an arrival on a
    // day closed to arrivals: well under 1 % of them) are answered 400 and not timed.
    let refused = 0
    const until = performance.now() + seconds * 1000
    while (performance.now() < until) {
      const started = performance.now()
      const status = await get(`${server.url}${stays.next().value!}`, agent)
      if (status === 400) {
        refused++
        continue
      }
      if (status !== 200) throw new Error(`search answered ${status}`)
      latencies.push(performance.now() - started)
    }
    if (refused > latencies.length / 20)
      throw new Error(`${refused} of ${refused + latencies.length} searches answered 400`)
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
    const asked = request(url, { agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    // A search is a millisecond: one that takes 10 s is a fault to report, with its query.
    asked.setTimeout(10_000, () => asked.destroy(new Error(`no answer in 10 s: ${url}`)))
    asked.on('error', reject).end()
  })
}

/**
 * The bench's own guest for a booking: a random night in a bench room that the demo's stay rules
 * allow a guest to book (a high-season arrival needs 3 nights), its own email.
 */
function benchBookingRequest(): BookingRequest {
  for (;;) {
    const start = 1 + Math.floor(Math.random() * 360)
    const stay = { checkIn: isoDate(start), checkOut: isoDate(start + 1) }
    if (stayRuleProblems(stayRules, stay)) continue
    return {
      roomId: FIRST_BENCH_ROOM + Math.floor(Math.random() * EXTRA_ROOMS),
      ...stay,
      guests: 1,
      guest: { name: 'Bench Guest', email: `${randomUUID()}@example.test` },
    }
  }
}

interface Direct {
  rps: number
  p50: number
  p99: number
  ok: number
  conflicts: number
  errors: number
}

/**
 * The booking the API makes for `POST /api/bookings`, made straight on the engine: the same
 * service function (`bookingService(…).create`, one transaction) with the same request, key,
 * client address and real limits, called by 50 clients at once for the same time, without HTTP.
 * Beside it runs what the server runs beside its bookings on the same engine: the mailer, which
 * composes each booking's confirmation from the outbox (as the server started with the bench's
 * environment does, holding them without a mail server). What the booking costs without the API
 * around it.
 */
async function bookDirectly(db: Db, seconds: number): Promise<Direct> {
  const bookings = bookingService({ db, now: () => new Date(), limits: LIMITS })
  const stopMailer = mailerFromEnv({}, { db, logger: silentLogger, port: PORT }).start()
  const latencies: number[] = []
  let conflicts = 0
  let errors = 0
  const until = performance.now() + seconds * 1000
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now()
      try {
        const outcome = await bookings.create({
          request: benchBookingRequest(),
          actor: GUEST,
          key: randomUUID(),
          clientAddress: randomAddress(),
        })
        if (outcome.ok) latencies.push(performance.now() - started)
        else if (outcome.problem.code === 'room_unavailable') conflicts++
        else errors++
      } catch {
        errors++
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONNECTIONS }, client))
  const elapsed = (performance.now() - started) / 1000
  await stopMailer()
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies.length ? Math.round(latencies[Math.ceil(q * latencies.length) - 1]! * 100) / 100 : 0
  return {
    rps: Math.round((latencies.length + conflicts) / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    ok: latencies.length,
    conflicts,
    errors,
  }
}

/**
 * Frees the bench rooms' coming nights again (what the runs before booked, with their history,
 * emails, keys and stored answers) and tidies the tables, so each side of the booking beside the
 * engine starts from the prepared calendar. Taken in turn on one calendar, the side that ran
 * second found it fuller: a refused night costs a fraction of a booking, and the engine's rate
 * counted 657 refusals to the API's 36.
 */
async function clearBenchStays(db: Db) {
  await db.query('DELETE FROM bookings WHERE room_id >= $1 AND check_in >= current_date - 1', [
    FIRST_BENCH_ROOM,
  ])
  await db.query('DELETE FROM idempotency_keys WHERE booking_id IS NULL')
  await db.exec('VACUUM ANALYZE bookings, booking_events, booking_keys, emails, idempotency_keys')
}

/** Rounds of the booking beside the engine: each side's rate moves from run to run. */
const BESIDE_ROUNDS = 3

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

/**
 * Booking on one engine: through the API (autocannon, 50 connections, as in `throughput`), then
 * the same transaction on the engine alone with 50 clients, on one prepared database holding
 * 10 000 bookings, in turn `BESIDE_ROUNDS` times (alone, one run of each side moved the share
 * between 70 % and 97 % on the same code: the engine's own rate went from 116 to 205 a second).
 * Each side starts from the prepared calendar (`clearBenchStays`). Each side's median round is
 * the one compared, and every round is reported.
 */
async function bookingBesideEngine(engine: 'pglite' | 'postgres', port: number) {
  const prepared = await prepare(10_000, engine === 'postgres' ? BENCH_POSTGRES_URL : undefined)
  const apiRounds: Load[] = []
  const directRounds: Direct[] = []
  const open = () =>
    // The database as the server opens it (on Postgres, its pool of 10 connections).
    engine === 'postgres'
      ? openPostgres(prepared.env.DATABASE_URL!)
      : openPglite(prepared.env.DATA_DIR!)
  try {
    for (let round = 0; round < BESIDE_ROUNDS; round++) {
      const before = await open()
      try {
        await clearBenchStays(before)
      } finally {
        await before.close()
      }
      const server = await startServer(prepared, port)
      try {
        const book = { url: `${server.url}/api/bookings`, requests: [newBooking] }
        await load(book, WARM_UP_S)
        apiRounds.push(await load(book))
      } finally {
        await server.stop()
      }
      const db = await open()
      try {
        await clearBenchStays(db)
        await bookDirectly(db, WARM_UP_S)
        directRounds.push(await bookDirectly(db, DURATION_S))
      } finally {
        await db.close()
      }
    }
  } finally {
    await prepared.remove()
  }
  const api = apiRounds.find((r) => r.rps === median(apiRounds.map((a) => a.rps)))!
  const direct = directRounds.find((r) => r.rps === median(directRounds.map((d) => d.rps)))!
  return {
    engine,
    api,
    direct,
    rounds: { api: apiRounds.map((r) => r.rps), direct: directRounds.map((r) => r.rps) },
  }
}

const main = await throughput(10_000, PORT + 2)
const small = await searchLatency(1_000, PORT + 3)
const large = await searchLatency(100_000, PORT + 4)
const beside = {
  pglite: await bookingBesideEngine('pglite', PORT + 5),
  postgres: BENCH_POSTGRES_URL
    ? await bookingBesideEngine('postgres', PORT + 6)
    : { skipped: process.env.BENCH_POSTGRES_SKIPPED || 'no Postgres server (BENCH_POSTGRES_URL)' },
}
console.log(JSON.stringify({ main, scaling: { small, large }, beside }))
