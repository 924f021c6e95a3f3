/**
 * A booking answered 201 survives a crash of the server: bookings stream in from several clients
 * at once, the server is killed with SIGKILL in the middle of the stream (no shutdown code runs),
 * and the server started again on the same data directory still has every one of them, while the
 * requests the kill cut off left either a whole booking or none.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, expect, test } from 'vitest'

import { type Booking, type BookingRequest } from '@/api/contract'
import { paths } from '@/api/paths'

import {
  activeRooms,
  adminBookings,
  freeStays,
  postBooking,
  type ServerProcess,
  startServer,
} from './server-process'

/** Clients booking at once. */
const CLIENTS = 16
/** The kill comes right after this many bookings were answered 201, with more in flight. */
const KILL_AFTER_CREATED = 40

let dataDir: string | undefined
const servers: ServerProcess[] = []
afterEach(async () => {
  await Promise.all(servers.map((s) => s.kill()))
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

type Outcome =
  { kind: 'answered'; status: number; booking?: Booking } | { kind: 'cut'; error: string }

test('every booking answered 201 is still there after a SIGKILL and a restart', async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nightjar-crash-'))
  const first = await startServer(dataDir)
  servers.push(first)
  const stays = freeStays(await activeRooms(first.api))
  const tag = `crash${Date.now().toString(36)}`
  const request = (i: number): BookingRequest => ({
    ...stays[i]!,
    guests: 1,
    guest: { name: `Crash Guest ${i}`, email: `${tag}-${i}@example.test` },
  })
  const keyOf = (i: number) => `${tag}-${i}`

  // The stream: each client books the next free stay until the server goes away.
  const outcomes = new Map<number, Outcome>()
  let next = 0
  let createdCount = 0
  let killing: Promise<void> | undefined
  const startedAt = Date.now()
  const client = async () => {
    while (!killing && next < stays.length) {
      const i = next++
      try {
        const { status, booking } = await postBooking(first.api, keyOf(i), request(i))
        outcomes.set(i, { kind: 'answered', status, booking })
        if (status === 201 && ++createdCount === KILL_AFTER_CREATED) killing = first.kill()
      } catch (error) {
        outcomes.set(i, { kind: 'cut', error: String(error) })
        killing ??= first.kill() // the server died on its own: stop the stream all the same
      }
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client))
  await killing
  const streamMs = Date.now() - startedAt

  const answered = [...outcomes].filter(([, o]) => o.kind === 'answered')
  const created = new Map(
    answered.flatMap(([i, o]) => (o.kind === 'answered' && o.booking ? [[i, o.booking]] : [])),
  )
  const cut = [...outcomes].filter(([, o]) => o.kind === 'cut').map(([i]) => i)
  console.info(
    `crash: ${created.size} bookings answered 201 in ${streamMs} ms, then SIGKILL cut off ` +
      `${cut.length} requests in flight`,
  )
  // Every request before the kill was answered 201 (the stays are all free), and the kill
  // really landed mid-stream.
  expect(answered.map(([, o]) => (o.kind === 'answered' ? o.status : 0))).toEqual(
    answered.map(() => 201),
  )
  expect(created.size).toBeGreaterThanOrEqual(KILL_AFTER_CREATED)
  expect(cut.length).toBeGreaterThan(0)

  const second = await startServer(dataDir)
  servers.push(second)
  expect(await (await fetch(`${second.api}${paths.health}`)).json()).toEqual({ ok: true })

  const stored = await adminBookings(second.api, tag)
  const byIndex = new Map<number, Booking[]>()
  for (const booking of stored) {
    const i = Number(/-(\d+)@/.exec(booking.guest.email ?? '')?.[1])
    byIndex.set(i, [...(byIndex.get(i) ?? []), booking])
  }

  // Every 201 is there, unchanged.
  for (const [i, booking] of created) {
    expect(byIndex.get(i), `booking ${i} (${booking.reference})`).toEqual([booking])
  }
  // Nothing else but whole bookings for requests that were sent and cut off, at most one each.
  const extra = [...byIndex.keys()].filter((i) => !created.has(i))
  for (const i of extra) {
    expect(cut, `stored booking ${i} was never sent or was refused`).toContain(i)
    const [booking, ...more] = byIndex.get(i)!
    expect(more).toEqual([])
    expect(booking).toMatchObject({ ...stays[i], status: 'confirmed' })
  }

  // A cut request retried with its key: the stored booking's answer if it was booked (the key's
  // answer was committed with the booking), else a booking now or "still in progress" (a claim
  // the dead process left, released after a minute). Never a second booking.
  const retries = { replayed: 0, bookedNow: 0, inProgress: 0 }
  for (const i of cut) {
    const retry = await postBooking(second.api, keyOf(i), request(i))
    const stored = byIndex.get(i)?.[0]
    retries[stored ? 'replayed' : retry.status === 201 ? 'bookedNow' : 'inProgress']++
    if (stored) {
      expect(retry.status, `retry of ${i}`).toBe(201)
      expect(retry.booking).toEqual(stored)
    } else {
      expect([201, 409], `retry of ${i}: ${JSON.stringify(retry.json)}`).toContain(retry.status)
      if (retry.status === 409) {
        expect(retry.json).toMatchObject({ error: { code: 'idempotency_in_flight' } })
      }
    }
  }
  console.info(
    `crash: after the restart ${created.size} of ${created.size} are there; of the cut ` +
      `requests ${extra.length} had been booked. Retried: ${retries.replayed} replayed their ` +
      `booking, ${retries.bookedNow} booked now, ${retries.inProgress} still in progress`,
  )
  const after = await adminBookings(second.api, tag)
  const emails = after.map((b) => b.guest.email)
  expect(new Set(emails).size).toBe(emails.length)
})
