/**
 * The guests' emails, end to end on the real server: the outbox row is written by the booking's
 * (or cancellation's) own transaction; the mailer composes it with a working link and calendar
 * file, holds it for the staff area without a mail server, and with one (a real SMTP server in
 * this process) delivers it exactly once: again after a refusal for now, never again after a
 * crash between sending and marking it sent, once when several mailers race.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import {
  availabilityResponseSchema,
  bookingCreatedSchema,
  bookingResponseSchema,
  emailPageSchema,
  emailResponseSchema,
} from '@/api/contract'
import { freeCancellationUntil } from '@/domain/bookings'
import { addDays, todayIn } from '@/domain/dates'
import { formatDate } from '@/domain/format'
import { formatPrice } from '@/domain/price'

import { createApp } from '../../server/app'
import { type Db } from '../../server/db/types'
import { createLogger } from '../../server/lib/logger'
import {
  createMailer,
  headerText,
  type MailerOptions,
  MAX_ATTEMPTS,
  RETRY_BASE_MS,
  SENDING_LEASE_MS,
} from '../../server/mail/mailer'
import { smtpTransport } from '../../server/mail/transport'
import { mimePart, smtpServer as receivingServer } from '../smtp-server'
import { openDemoDb, ROOMY_LIMITS, staffToken, usingPostgres } from './test-db'

let db: Db
let app: ReturnType<typeof createApp>
let token: string
const logLines: string[] = []
beforeAll(async () => {
  db = await openDemoDb()
  const logger = createLogger({ destination: { write: (line: string) => logLines.push(line) } })
  app = createApp({ db, limits: ROOMY_LIMITS, logger, publicUrl: 'https://inn.example' })
  token = await staffToken(app)
}, 60_000)
afterAll(() => db?.close())

const today = todayIn('Europe/Lisbon')
let nextDay = 200
/** Asks for the Garden Room's two nights from `from` days ahead, under a key of that day. */
const bookingRequest = (from: number, email = 'guest@example.com') =>
  app.request('/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `mail-${from}` },
    body: JSON.stringify({
      roomId: 1,
      checkIn: addDays(today, from),
      checkOut: addDays(today, from + 2),
      guests: 2,
      guest: { name: 'Ada Lovelace', email },
    }),
  })

/** Books a free stay (a new one each call) and returns the answer. */
async function book(email = 'guest@example.com') {
  const res = await bookingRequest((nextDay += 3), email)
  expect(res.status).toBe(201)
  return bookingCreatedSchema.parse(await res.json())
}

const emailsOf = (bookingId: string) =>
  db.query<{ kind: string; status: string; recipient: string | null; text_body: string | null }>(
    'SELECT kind, status, recipient, text_body FROM emails WHERE booking_id = $1::uuid ORDER BY id',
    [bookingId],
  )

/** A mailer over this database at a clock the test moves. */
function mailer(options: Partial<MailerOptions> = {}) {
  const clock = { at: new Date() }
  const created = createMailer({
    db,
    publicUrl: 'https://inn.example',
    now: () => clock.at,
    ...options,
  })
  return { ...created, clock }
}

/** A real SMTP server in this process, with the mailer's transport to it. */
async function smtpServer() {
  const server = await receivingServer()
  return { ...server, transport: smtpTransport(server.url) }
}
let smtp: Awaited<ReturnType<typeof smtpServer>> | undefined
afterEach(async () => {
  await smtp?.close()
  smtp = undefined
  // Each test starts with no email waiting.
  await db.query("UPDATE emails SET status = 'sent' WHERE status <> 'sent'")
})

describe(`the guests' emails on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  it('the demo inn starts with an empty outbox', async () => {
    // Other tests' emails are theirs; none is older than this file's first booking.
    const [{ n }] = (await db.query(
      `SELECT count(*)::int AS n FROM emails e JOIN bookings b ON b.id = e.booking_id
       WHERE b.guest_email NOT IN ('guest@example.com', 'refused@example.com')`,
    )) as [{ n: number }]
    expect(n).toBe(0)
  })

  it('a booking writes its confirmation; a refused stay, a replay or a reading write none', async () => {
    const { booking } = await book()
    expect(await emailsOf(booking.id)).toEqual([
      { kind: 'confirmation', status: 'new', recipient: null, text_body: null },
    ])
    // The same request again (its Idempotency-Key) books nothing and writes nothing.
    const replay = await bookingRequest(nextDay)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    // The stay taken: 409, and no email for the guest who was refused.
    const taken = await app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'mail-taken' },
      body: JSON.stringify({
        roomId: 1,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        guests: 1,
        guest: { name: 'Late', email: 'refused@example.com' },
      }),
    })
    expect(taken.status).toBe(409)
    expect(await emailsOf(booking.id)).toHaveLength(1)
    const [{ n }] = (await db.query(
      `SELECT count(*)::int AS n FROM emails e JOIN bookings b ON b.id = e.booking_id
       WHERE b.guest_email = 'refused@example.com'`,
    )) as [{ n: number }]
    expect(n).toBe(0)
  })

  it('a cancellation by the guest or by staff writes its notice, once', async () => {
    const guest = await book()
    const cancel = await app.request(`/api/bookings/${guest.booking.reference}/cancel`, {
      method: 'POST',
      headers: { 'Booking-Key': guest.accessKey },
    })
    expect(cancel.status).toBe(200)
    const staff = await book()
    for (let i = 0; i < 2; i++) {
      await app.request(`/api/admin/bookings/${staff.booking.id}/cancel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      })
    }
    for (const { booking } of [guest, staff]) {
      expect((await emailsOf(booking.id)).map((e) => e.kind)).toEqual([
        'confirmation',
        'cancellation',
      ])
    }
  })

  it('without a mail server, composes and holds it: its link opens the booking, its calendar file the stay', async () => {
    const { booking } = await book()
    const run = mailer()
    expect(await run.pass()).toMatchObject({ composed: 1, sent: 0 })
    const [email] = await emailsOf(booking.id)
    expect(email).toMatchObject({ status: 'held', recipient: 'guest@example.com' })
    const text = email!.text_body!
    expect(text).toContain(booking.reference)
    expect(text).toContain('Free cancellation until')
    const link = new URL(/https:\/\/inn\.example\/booking\?\S+/.exec(text)![0])
    expect(link.searchParams.get('ref')).toBe(booking.reference)
    const opened = await app.request(`/api/bookings/${booking.reference}`, {
      headers: { 'Booking-Key': link.searchParams.get('key')! },
    })
    expect(bookingResponseSchema.parse(await opened.json()).booking.id).toBe(booking.id)

    const calendarLink = new URL(/https:\/\/inn\.example\/api\/\S+\.ics\S*/.exec(text)![0])
    const ics = await app.request(`${calendarLink.pathname}${calendarLink.search}`)
    expect(ics.status).toBe(200)
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const file = await ics.text()
    expect(file).toContain(`DTSTART;VALUE=DATE:${booking.checkIn.replaceAll('-', '')}`)
    expect(file).toContain(`DTEND;VALUE=DATE:${booking.checkOut.replaceAll('-', '')}`)

    // Staff read it in the staff area.
    const list = emailPageSchema.parse(
      await (
        await app.request('/api/admin/emails', { headers: { authorization: `Bearer ${token}` } })
      ).json(),
    )
    const listed = list.items.find((e) => e.bookingReference === booking.reference)!
    expect(listed).toMatchObject({ kind: 'confirmation', status: 'held' })
    const whole = emailResponseSchema.parse(
      await (
        await app.request(`/api/admin/emails/${listed.id}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    ).email
    expect(whole).toMatchObject({ text, calendar: true })
    expect(whole.html).toContain('<meta name="color-scheme" content="light dark">')
    expect(whole.html).toContain(booking.reference)
  })

  it('a confirmation composed after the policy changed states the terms the booking was made under', async () => {
    const { booking } = await book()
    await db.query('UPDATE settings SET free_cancellation_days = 30 WHERE id = 1')
    try {
      expect(await mailer().pass()).toMatchObject({ composed: 1 })
    } finally {
      await db.query('UPDATE settings SET free_cancellation_days = $1 WHERE id = 1', [
        booking.freeCancellationDays,
      ])
    }
    const [email] = await emailsOf(booking.id)
    const until = freeCancellationUntil(booking.checkIn, booking.freeCancellationDays)
    expect(email!.text_body).toContain(`Free cancellation until ${formatDate(until)}.`)
  })

  it('the calendar file: 404 alike for a wrong key, the same UID each time, no key in the logs', async () => {
    const { booking, accessKey } = await book()
    const path = `/api/bookings/${booking.reference}/calendar.ics`
    expect((await app.request(`${path}?key=${'x'.repeat(22)}`)).status).toBe(404)
    expect((await app.request(path)).status).toBe(404)
    expect(
      (await app.request(`/api/bookings/NJ-00000-00000/calendar.ics?key=${accessKey}`)).status,
    ).toBe(404)
    const first = await (await app.request(`${path}?key=${accessKey}`)).text()
    const second = await (await app.request(path, { headers: { 'Booking-Key': accessKey } })).text()
    const uid = (file: string) => /^UID:(.+)$/m.exec(file)?.[1]
    expect(uid(first)).toBeTruthy()
    expect(uid(second)).toBe(uid(first))
    expect(first.replace(/\r\n /g, '')).toMatch(/DESCRIPTION:.*Check-in from 15:00/)
    // Its link to the booking is on the site's public address, as in the emails.
    expect(first.replace(/\r\n /g, '')).toMatch(
      new RegExp(`^URL:https://inn\\.example/booking\\?ref=${booking.reference}&key=`, 'm'),
    )
    expect(logLines.join('')).toContain(path)
    expect(logLines.join('')).not.toContain(accessKey)
  })

  it('the calendar file: a lone CR in the inn’s address stays text, no property of its own', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const settings = await (await app.request('/api/admin/settings', { headers })).json()
    const put = (body: unknown) =>
      app.request('/api/admin/settings', { method: 'PUT', headers, body: JSON.stringify(body) })
    const saved = await put({ ...settings, address: 'Rua 1\rX-INJECTED:yes\r\nLisbon\nPortugal' })
    expect(saved.status).toBe(200)
    try {
      const { booking, accessKey } = await book()
      const ics = await app.request(
        `/api/bookings/${booking.reference}/calendar.ics?key=${accessKey}`,
      )
      const file = await ics.text()
      const lines = file.replace(/\r\n /g, '').split('\r\n')
      // A lenient reader breaks lines at a lone CR or LF too.
      const leniently = file.replace(/\r\n /g, '').split(/\r\n|\r|\n/)
      expect(leniently.filter((line) => line.startsWith('X-INJECTED'))).toEqual([])
      expect(lines).toContain('LOCATION:Rua 1\\, X-INJECTED:yes\\, Lisbon\\, Portugal')
      // Every line ends CR LF: no CR or LF inside one.
      expect(lines.every((line) => !/[\r\n]/.test(line))).toBe(true)
    } finally {
      expect((await put(settings)).status).toBe(200)
    }
  })

  it('headers are one line: control characters in a subject or a name become spaces', () => {
    expect(headerText('Your stay\r\nBcc: all@example.com')).toBe('Your stay Bcc: all@example.com')
    expect(headerText('Inn\u0000\u2028Name\t')).toBe('Inn Name')
  })

  it('with a mail server, delivers it exactly once, with its calendar file attached', async () => {
    smtp = await smtpServer()
    const { booking } = await book()
    const run = mailer({ transport: smtp.transport })
    expect(await run.pass()).toMatchObject({ composed: 1, sent: 1 })
    expect(await run.pass()).toMatchObject({ composed: 0, sent: 0 })
    expect(smtp.received).toHaveLength(1)
    const raw = smtp.received[0]!
    expect(raw).toMatch(/^To: guest@example\.com/m)
    expect(raw).toMatch(/^From: Nightjar Inn <bookings@inn\.example>/m)
    expect(raw).toMatch(new RegExp(`^Subject: .*${booking.reference}`, 'm'))
    expect(mimePart(raw, 'text/plain')).toContain(booking.reference)
    expect(mimePart(raw, 'text/html')).toContain(booking.reference)
    expect(mimePart(raw, 'text/calendar')).toContain(
      `DTSTART;VALUE=DATE:${booking.checkIn.replaceAll('-', '')}`,
    )
    expect((await emailsOf(booking.id))[0]!.status).toBe('sent')
  })

  it('a move that changes the price reaches the guest with the stay before it and both totals', async () => {
    smtp = await smtpServer()
    const { booking } = await book()
    const stay = { checkIn: booking.checkIn, checkOut: booking.checkOut }
    const free = availabilityResponseSchema.parse(
      await (
        await app.request(
          `/api/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`,
        )
      ).json(),
    )
    const other = free.find((item) => item.total !== booking.total)!
    const move = (price?: string) =>
      app.request(`/api/admin/bookings/${booking.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ roomId: other.room.id, ...stay, ...(price && { price }) }),
      })
    expect((await move()).status).toBe(409)
    expect((await emailsOf(booking.id)).map((e) => e.kind)).toEqual(['confirmation'])
    expect((await move('reprice')).status).toBe(200)
    const run = mailer({ transport: smtp.transport })
    expect(await run.pass()).toMatchObject({ composed: 2, sent: 2 })
    const raw = smtp.received.find((mail) => /^Subject: Your booking has changed/m.test(mail))!
    expect(raw).toMatch(/^To: guest@example\.com/m)
    const text = mimePart(raw, 'text/plain')
    const price = (total: number) => formatPrice(total, booking.currency)
    expect(text).toContain(`Room:      ${other.room.name}`)
    expect(text).toContain(`Before:    ${booking.roomName}, ${formatDate(stay.checkIn)}`)
    expect(text).toContain(`Total:     ${price(other.total)} (was ${price(booking.total)})`)
    expect(mimePart(raw, 'text/html')).toContain(
      `${price(other.total)} (was ${price(booking.total)})`,
    )
    // Its link opens the booking as it is now.
    const link = new URL(/https:\/\/inn\.example\/booking\?\S+/.exec(text)![0])
    const opened = await app.request(`/api/bookings/${booking.reference}`, {
      headers: { 'Booking-Key': link.searchParams.get('key')! },
    })
    expect(bookingResponseSchema.parse(await opened.json()).booking).toMatchObject({
      roomId: other.room.id,
      total: other.total,
    })
  })

  it('a cancellation undone: its notice is taken back while it waits, and once it has gone the guest is sent the confirmation again', async () => {
    smtp = await smtpServer()
    const run = mailer({ transport: smtp.transport })
    const staff = (path: string, body?: unknown) =>
      app.request(`/api/admin/bookings/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
    // Undone before the mailer's next pass: the notice never goes.
    const waiting = await book()
    expect(await run.pass()).toMatchObject({ sent: 1 })
    expect((await staff(`${waiting.booking.id}/cancel`)).status).toBe(200)
    expect((await staff(`${waiting.booking.id}/undo`, { change: 'cancelled' })).status).toBe(200)
    expect((await emailsOf(waiting.booking.id)).map((e) => [e.kind, e.status])).toEqual([
      ['confirmation', 'sent'],
    ])
    expect(await run.pass()).toMatchObject({ composed: 0, sent: 0 })

    // Undone after the notice went: the confirmation again, with a link that opens the booking.
    const gone = await book()
    expect((await staff(`${gone.booking.id}/cancel`)).status).toBe(200)
    expect(await run.pass()).toMatchObject({ sent: 2 })
    expect((await staff(`${gone.booking.id}/undo`, { change: 'cancelled' })).status).toBe(200)
    expect(await run.pass()).toMatchObject({ composed: 1, sent: 1 })
    const mine = smtp.received.filter((mail) => mail.includes(gone.booking.reference))
    const reference = gone.booking.reference
    expect(mine.map((mail) => /^Subject: (.*)$/m.exec(mail)![1])).toEqual([
      `Your booking at Nightjar Inn: ${reference}`,
      `Booking cancelled: ${reference}`,
      `Your booking at Nightjar Inn: ${reference}`,
    ])
    const text = mimePart(mine[2]!, 'text/plain')
    const link = new URL(/https:\/\/inn\.example\/booking\?\S+/.exec(text)![0])
    const opened = await app.request(`/api/bookings/${gone.booking.reference}`, {
      headers: { 'Booking-Key': link.searchParams.get('key')! },
    })
    expect(bookingResponseSchema.parse(await opened.json()).booking.status).toBe('confirmed')
  })

  it('a refusal for now is tried again after the backoff, and then arrives once', async () => {
    smtp = await smtpServer()
    smtp.refuse(451, 'Try again later')
    const { booking } = await book()
    const run = mailer({ transport: smtp.transport })
    expect(await run.pass()).toMatchObject({ sent: 0, retried: 1 })
    expect((await emailsOf(booking.id))[0]!.status).toBe('pending')
    // Not before its time…
    expect(await run.pass()).toMatchObject({ sent: 0, retried: 0 })
    // …and then it goes.
    run.clock.at = new Date(run.clock.at.getTime() + RETRY_BASE_MS + 1)
    expect(await run.pass()).toMatchObject({ sent: 1 })
    expect(smtp.received).toHaveLength(1)
    const [row] = await db.query<{ attempts: number; status: string }>(
      "SELECT attempts, status FROM emails WHERE booking_id = $1::uuid AND kind = 'confirmation'",
      [booking.id],
    )
    expect(row).toEqual({ attempts: 2, status: 'sent' })
  })

  it(`a permanent refusal fails it at once; a refusal for now, after ${MAX_ATTEMPTS} attempts`, async () => {
    smtp = await smtpServer()
    smtp.refuse(550, 'No such mailbox')
    const { booking } = await book()
    const run = mailer({ transport: smtp.transport })
    expect(await run.pass()).toMatchObject({ failed: 1 })
    const [failed] = await db.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM emails WHERE booking_id = $1::uuid',
      [booking.id],
    )
    expect(failed!.status).toBe('failed')
    expect(failed!.last_error).toContain('No such mailbox')

    const second = await book()
    for (let i = 0; i < MAX_ATTEMPTS; i++) smtp.refuse(421, 'Busy')
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await run.pass()
      run.clock.at = new Date(run.clock.at.getTime() + 2 * 60 * 60_000)
    }
    expect((await emailsOf(second.booking.id))[0]!.status).toBe('failed')
    expect(smtp.received).toHaveLength(0)
  })

  it('a crash between sending and marking it sent never sends it twice', async () => {
    smtp = await smtpServer()
    const { booking } = await book()
    // The process "dies" as it marks the email sent: the mark never reaches the database.
    const crashing: Db = {
      ...db,
      query: (sql, params) =>
        /status = 'sent'/.test(sql)
          ? Promise.reject(new Error('process died'))
          : db.query(sql, params),
    }
    const dying = mailer({ db: crashing, transport: smtp.transport })
    await expect(dying.pass()).rejects.toThrow('process died')
    expect(smtp.received).toHaveLength(1)
    expect((await emailsOf(booking.id))[0]!.status).toBe('sending')

    // The next process: the claim is not abandoned yet, so nothing is sent…
    const next = mailer({ transport: smtp.transport })
    next.clock.at = dying.clock.at
    expect(await next.pass()).toMatchObject({ sent: 0 })
    // …and once the lease is over, it is uncertain (for staff), never sent again.
    next.clock.at = new Date(dying.clock.at.getTime() + SENDING_LEASE_MS + 1)
    expect(await next.pass()).toMatchObject({ sent: 0, uncertain: 1 })
    expect((await emailsOf(booking.id))[0]!.status).toBe('uncertain')
    expect(smtp.received).toHaveLength(1)
  })

  it('ten mailers racing over twenty emails send each exactly once', async () => {
    smtp = await smtpServer()
    const ids = new Set<string>()
    for (let i = 0; i < 20; i++) ids.add((await book(`racer-${i}@example.com`)).booking.id)
    const mailers = Array.from({ length: 10 }, () => mailer({ transport: smtp!.transport }))
    const counts = await Promise.all(mailers.map((m) => m.pass()))
    expect(counts.reduce((sum, c) => sum + c.composed, 0)).toBe(20)
    expect(counts.reduce((sum, c) => sum + c.sent, 0)).toBe(20)
    expect(smtp.received).toHaveLength(20)
    const recipients = smtp.received.map((raw) => /^To: (\S+)/m.exec(raw)![1])
    expect(new Set(recipients).size).toBe(20)
    const messageIds = smtp.received.map((raw) => /^Message-ID: (\S+)/im.exec(raw)![1])
    expect(new Set(messageIds).size).toBe(20)
  })

  it('a backlog gives the server a turn between emails, and stopping ends the pass early', async () => {
    for (let i = 0; i < 5; i++) await book(`backlog-${i}@example.com`)
    const run = mailer()
    // A request arriving while the backlog is composed is answered before the pass ends.
    let composing = true
    const answered = new Promise<boolean>((resolve) => setImmediate(() => resolve(composing)))
    const passed = run.pass().finally(() => (composing = false))
    expect(await answered).toBe(true)
    expect(await passed).toMatchObject({ composed: 5 })
    // Stopped straight after it starts, the mailer composes nothing; the next start does.
    for (let i = 0; i < 3; i++) await book(`stopped-${i}@example.com`)
    await run.start()()
    const waiting = await db.query("SELECT count(*)::int AS n FROM emails WHERE status = 'new'")
    expect(waiting[0]).toEqual({ n: 3 })
    expect(await mailer().pass()).toMatchObject({ composed: 3 })
  })

  it('the staff list needs a session, and an unknown email is 404', async () => {
    expect((await app.request('/api/admin/emails')).status).toBe(401)
    for (const id of ['999999999', 'abc', '1e3', '99999999999999999999']) {
      const res = await app.request(`/api/admin/emails/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.status).toBe(404)
    }
  })
})
