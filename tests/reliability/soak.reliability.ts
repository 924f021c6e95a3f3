/**
 * A steady minute of traffic on one file-backed server: availability searches and bookings at a
 * fixed rate (open loop: requests go out on schedule whether or not earlier ones have answered),
 * with zero errors, every booking answered 201, and flat resident memory once warmed up.
 *
 * `SOAK_SECONDS` shortens or lengthens the run locally; `npm test` runs the default 60 s.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, expect, test } from 'vitest'

import { availabilityResponseSchema } from '@/api/contract'
import { buildPath, paths } from '@/api/paths'

import {
  activeRooms,
  demoRulesAllow,
  freeStays,
  isoDate,
  postBooking,
  residentBytes,
  type ServerProcess,
  startServer,
} from './server-process'

const SECONDS = Number(process.env.SOAK_SECONDS || 60)
const SEARCHES_PER_S = 20
const BOOKINGS_PER_S = 5
/** Memory is judged on the samples after this share of the run (the rest is warm-up). */
const WARM_UP_SHARE = 1 / 3
const MB = 1024 * 1024
const SAMPLE_EVERY_S = 2
/**
 * Flat, after warm-up: the fitted RSS trend stays under 1 MB per 10 s, no sample is more than
 * 15 MB above the first, and the JavaScript heap trends under 0.5 MB per 10 s (20 KB a request).
 * Measured here with a collection before each sample: RSS within 1 MB and the heap within
 * 0.2 MB over the judged 40 s (150 s runs: RSS +4 MB, trend 0.25 MB per 10 s).
 */
const MAX_RSS_TREND_MB_PER_10S = 1
const MAX_RSS_GROWTH_MB = 15
const MAX_HEAP_TREND_MB_PER_10S = 0.5

let dataDir: string | undefined
let server: ServerProcess | undefined
afterAll(async () => {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** Least-squares slope of y over x. */
function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length
  const mx = points.reduce((s, p) => s + p.x, 0) / n
  const my = points.reduce((s, p) => s + p.y, 0) / n
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0)
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0)
  return num / den
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

test(
  `${SECONDS} s of searches and bookings at a fixed rate: no errors, flat memory`,
  { timeout: (SECONDS + 90) * 1000 },
  async () => {
    if (residentBytes(process.pid) === undefined) {
      throw new Error('The soak test reads memory from /proc/<pid>/status, which needs Linux.')
    }
    dataDir = mkdtempSync(path.join(tmpdir(), 'nightjar-soak-'))
    server = await startServer(dataDir, { memoryProbe: true })
    const { api } = server
    const stays = freeStays(await activeRooms(api))
    const bookings = Math.round(SECONDS * BOOKINGS_PER_S)
    expect(stays.length, 'free stays for every booking').toBeGreaterThanOrEqual(bookings)
    // Spread the bookings over the free stays, so searches see rooms filling up.
    const stride = Math.floor(stays.length / bookings)

    const errors: string[] = []
    const latencies = { search: [] as number[], booking: [] as number[] }
    let searches = 0
    let created = 0
    const pending = new Set<Promise<void>>()
    const track = (kind: 'search' | 'booking', work: () => Promise<void>) => {
      const t0 = performance.now()
      const p = work()
        .then(() => void latencies[kind].push(performance.now() - t0))
        .catch((error: unknown) => void errors.push(`${kind}: ${String(error)}`))
        .finally(() => pending.delete(p))
      pending.add(p)
    }

    const search = (n: number) => async () => {
      // Varied stays the demo's stay rules allow (a refused one is a 400, not an error here).
      let start = 1 + (n % 300)
      const stayFrom = (first: number) => ({
        checkIn: isoDate(first),
        checkOut: isoDate(first + 1 + (n % 7)),
      })
      while (!demoRulesAllow(stayFrom(start))) start++
      const url = `${api}${buildPath(
        paths.availability,
        {},
        { ...stayFrom(start), guests: 1 + (n % 4) },
      )}`
      const response = await fetch(url)
      if (response.status !== 200) throw new Error(`${response.status} for ${url}`)
      availabilityResponseSchema.parse(await response.json())
      searches++
    }
    const book = (n: number) => async () => {
      const stay = stays[n * stride]!
      const result = await postBooking(api, `soak-${n}`, {
        ...stay,
        guests: 1,
        guest: { name: `Soak Guest ${n}`, email: `soak-${n}@example.test` },
      })
      if (result.status !== 201) throw new Error(`${result.status}: ${JSON.stringify(result.json)}`)
      expect(result.booking).toMatchObject({ ...stay, status: 'confirmed' })
      created++
    }

    // Memory every 2 s, after a garbage collection in the server (so a sample shows what is kept,
    // not when V8 last collected): RSS from /proc, and the JavaScript heap in use.
    const rss: { x: number; y: number }[] = []
    const heap: { x: number; y: number }[] = []
    const started = performance.now()
    const end = started + SECONDS * 1000
    const sampler = (async () => {
      for (let next = 0; performance.now() < end; next += SAMPLE_EVERY_S) {
        const wait = started + next * 1000 - performance.now()
        if (wait > 0) await new Promise((r) => setTimeout(r, wait))
        if (performance.now() >= end) break
        const x = (performance.now() - started) / 1000
        const sample = await server!.memory()
        rss.push({ x, y: sample.rss / MB })
        heap.push({ x, y: sample.heapUsed / MB })
      }
    })()

    // The schedule: request k of a kind goes out at k / rate seconds.
    let nextSearch = 0
    let nextBooking = 0
    for (;;) {
      const now = performance.now()
      if (now >= end) break
      const elapsed = (now - started) / 1000
      while (nextSearch / SEARCHES_PER_S <= elapsed) track('search', search(nextSearch++))
      while (nextBooking / BOOKINGS_PER_S <= elapsed) track('booking', book(nextBooking++))
      await new Promise((r) => setTimeout(r, 10))
    }
    await sampler
    await Promise.all(pending)

    const warm = (points: typeof rss) => points.filter((p) => p.x >= SECONDS * WARM_UP_SHARE)
    const after = warm(rss)
    const trend = slope(after) * 10
    const growth = Math.max(...after.map((p) => p.y)) - after[0]!.y
    const heapAfter = warm(heap)
    const heapTrend = slope(heapAfter) * 10
    const ms = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b)
      return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`
    }
    console.info(
      [
        `soak: ${SECONDS} s, ${searches} searches (${ms(latencies.search)}), ` +
          `${created} bookings (${ms(latencies.booking)}), ${errors.length} errors`,
        `RSS MB: start ${rss[0]!.y.toFixed(1)}, after warm-up ${after[0]!.y.toFixed(1)}, ` +
          `end ${rss.at(-1)!.y.toFixed(1)}, max growth after warm-up ${growth.toFixed(1)}, ` +
          `trend ${trend.toFixed(2)} MB per 10 s`,
        `heap MB: after warm-up ${heapAfter[0]!.y.toFixed(1)}, end ${heap.at(-1)!.y.toFixed(1)}, ` +
          `trend ${heapTrend.toFixed(2)} MB per 10 s`,
        `RSS samples: ${rss.map((p) => p.y.toFixed(0)).join(' ')}`,
        `heap samples: ${heap.map((p) => p.y.toFixed(1)).join(' ')}`,
      ].join('\n'),
    )

    expect(errors.slice(0, 5)).toEqual([])
    expect(searches).toBe(nextSearch)
    expect(created).toBe(nextBooking)
    expect(nextSearch).toBeGreaterThanOrEqual(SECONDS * SEARCHES_PER_S)
    expect(nextBooking).toBeGreaterThanOrEqual(SECONDS * BOOKINGS_PER_S)
    expect(trend, 'RSS trend after warm-up, MB per 10 s').toBeLessThan(MAX_RSS_TREND_MB_PER_10S)
    expect(growth, 'RSS growth after warm-up, MB').toBeLessThan(MAX_RSS_GROWTH_MB)
    expect(heapTrend, 'heap trend after warm-up, MB per 10 s').toBeLessThan(
      MAX_HEAP_TREND_MB_PER_10S,
    )
  },
)
