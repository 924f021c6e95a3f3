/**
 * The mailer: works the email outbox (migration 010) that bookings and cancellations write in
 * their own transaction. Each pass:
 * 1. composes the new emails (a confirmation gets its own access key for its links, and the
 *    stay's calendar file) — held for the staff area without a mail server, else pending;
 * 2. marks as uncertain an email whose sending outlived its lease (a mailer stopped between
 *    sending and marking it sent: it may have arrived, so it is never sent again by itself);
 * 3. sends the pending emails that are due, one claim at a time (`FOR UPDATE SKIP LOCKED`, so
 *    several server processes never send one twice). A refusal for now (SMTP 4xx, no
 *    connection) is tried again with a doubling backoff; a permanent refusal (5xx) or the last
 *    attempt fails it; an error whose outcome is unknown makes it uncertain.
 */
import { bookingLinkPath } from '@/api/pages'
import { API_BASE, bookingCalendarPath } from '@/api/paths'
import {
  composeMessage,
  type EmailKind,
  type MessageLinks,
  type StayBefore,
} from '@/domain/messages'
import { formatReference } from '@/domain/reference'

import { issueAccessKey } from '../db/booking-keys'
import { BOOKING_COLUMNS, type BookingRow, toBooking } from '../db/rows'
import { type Db } from '../db/types'
import { readSettings } from '../deps'
import { type Logger, silentLogger } from '../lib/logger'
import { stayCalendar } from './calendar'

/** What sends a message: nodemailer's transport (`sendMail`), or a test's. */
export interface MailTransport {
  sendMail(message: OutgoingMail): Promise<unknown>
}

export interface OutgoingMail {
  /** `MAIL_FROM` as configured, or the inn's name and address (nodemailer quotes and encodes it). */
  from: string | { name: string; address: string }
  to: string
  subject: string
  text: string
  html: string
  messageId: string
  attachments?: { filename: string; content: string; contentType: string }[]
}

/**
 * Text for an email header (a subject, a display name): one line, every control character
 * (CR, LF, tab, NUL…) and line or paragraph separator a space, so no text can start a header of
 * its own, whatever the database holds.
 */
export function headerText(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()
}

/** An email's first retry waits this long, each next one twice as long, up to `MAX_BACKOFF_MS`. */
export const RETRY_BASE_MS = 60_000
export const MAX_BACKOFF_MS = 60 * 60_000
/** Attempts before a refused email is given up (about two hours of retries). */
export const MAX_ATTEMPTS = 8
/** A claim older than this was left by a mailer that stopped mid-send (sending times out well before). */
export const SENDING_LEASE_MS = 5 * 60_000
/** How often the server's mailer looks at the outbox. */
export const MAILER_INTERVAL_MS = 2_000

export interface MailerOptions {
  db: Db
  /** The public address of the site, for the links in the emails (`PUBLIC_URL`). */
  publicUrl: string
  /** Absent: no mail server; the emails are held for the staff area. */
  transport?: MailTransport
  /** The sender (`MAIL_FROM`); default: the inn's name at the site's host. */
  from?: string
  now?: () => Date
  logger?: Logger
}

export interface PassCounts {
  composed: number
  sent: number
  retried: number
  failed: number
  uncertain: number
}

interface ClaimedEmail {
  [key: string]: unknown
  id: string
  booking_id: string
  reference: string
  reference_prefix: string
  recipient: string
  subject: string
  text_body: string
  html_body: string
  calendar: string | null
  attempts: number
  inn_name: string
}

/** The wait before attempt `attempts + 1`: 1, 2, 4 … minutes, at most an hour. */
export const backoffMs = (attempts: number) =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)

/**
 * What a send's error says happened: `retry` when the server refused for now or was never
 * reached, `fail` when it refused for good, `unknown` when the message may have gone.
 */
export function sendOutcome(error: unknown): 'retry' | 'fail' | 'unknown' {
  const { responseCode, command, code } = (error ?? {}) as {
    responseCode?: unknown
    command?: unknown
    code?: unknown
  }
  if (typeof responseCode === 'number') return responseCode >= 500 ? 'fail' : 'retry'
  if (command === 'CONN' || code === 'EDNS') return 'retry'
  return 'unknown'
}

/** A one-line reason for the staff area (never the message or a key). */
const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300)

export function createMailer({
  db,
  publicUrl,
  transport,
  from,
  now = () => new Date(),
  logger = silentLogger,
}: MailerOptions) {
  const site = new URL(publicUrl)
  const absolute = (path: string) => new URL(path, site).toString()
  const links = (reference: string, key: string | null): MessageLinks => ({
    booking: key ? absolute(bookingLinkPath(reference, key)) : absolute('/'),
    calendar: key ? absolute(`${API_BASE}${bookingCalendarPath(reference, key)}`) : absolute('/'),
    home: absolute('/'),
  })

  /** Composes the oldest new email; false when there is none. */
  const composeNext = () =>
    db.transaction(async (tx) => {
      const [email] = await tx.query<{
        id: string
        booking_id: string
        kind: EmailKind
        before: StayBefore | null
      }>(
        `SELECT id, booking_id, kind, before FROM emails WHERE status = 'new'
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      )
      if (!email) return false
      const at = now()
      const [row] = await tx.query<BookingRow>(
        `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN rooms r ON r.id = b.room_id
         WHERE b.id = $1::uuid`,
        [email.booking_id],
      )
      const booking = toBooking(row!)
      if (!booking.guest.email) {
        // Staff took the address out of the booking since it was written: nowhere to send it.
        await tx.query(`UPDATE emails SET status = 'failed', last_error = $2 WHERE id = $1`, [
          email.id,
          'The booking has no email address.',
        ])
        return true
      }
      const settings = await readSettings(tx)
      const confirmation = email.kind === 'confirmation'
      // A confirmation and a change give the guest their booking's link; a cancellation, none.
      const keyed = email.kind !== 'cancellation'
      const key = keyed ? await issueAccessKey(tx, booking.id, at) : null
      const link = links(booking.reference, key)
      const message = composeMessage(email.kind, booking, settings, link, email.before)
      await tx.query(
        `UPDATE emails SET recipient = $2, subject = $3, text_body = $4, html_body = $5,
           calendar = $6, status = $7, next_attempt_at = $8
         WHERE id = $1`,
        [
          email.id,
          booking.guest.email,
          message.subject,
          message.text,
          message.html,
          confirmation ? stayCalendar(booking, settings, link.booking) : null,
          transport ? 'pending' : 'held',
          at.toISOString(),
        ],
      )
      return true
    })

  /** Emails whose sender stopped mid-send: uncertain, for staff to check. */
  const settleAbandoned = async () =>
    (
      await db.query(
        `UPDATE emails SET status = 'uncertain', claimed_at = NULL,
           last_error = 'Sending was interrupted: it may have arrived. Check with the guest.'
         WHERE status = 'sending' AND claimed_at < $1 RETURNING id`,
        [new Date(now().getTime() - SENDING_LEASE_MS).toISOString()],
      )
    ).length

  /** Claims the next due email (one mailer only), or undefined. */
  const claimNext = async (): Promise<ClaimedEmail | undefined> =>
    (
      await db.query<ClaimedEmail>(
        `UPDATE emails e SET status = 'sending', claimed_at = $1, attempts = e.attempts + 1
         FROM bookings b, settings s
         WHERE e.id = (SELECT id FROM emails WHERE status = 'pending' AND next_attempt_at <= $1
                       ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
           AND b.id = e.booking_id AND s.id = 1
         RETURNING e.id, e.booking_id, b.reference, b.reference_prefix, e.recipient, e.subject, e.text_body,
           e.html_body, e.calendar, e.attempts, s.inn_name`,
        [now().toISOString()],
      )
    )[0]

  const send = (email: ClaimedEmail) => {
    const reference = formatReference(email.reference.trim(), email.reference_prefix)
    return transport!.sendMail({
      from: from ?? { name: headerText(email.inn_name), address: `bookings@${site.hostname}` },
      to: email.recipient,
      subject: headerText(email.subject),
      text: email.text_body,
      html: email.html_body,
      // One id per outbox row: a mail server or client that sees it twice knows it is one.
      messageId: `<email-${email.id}.${email.booking_id}@${site.hostname}>`,
      attachments: email.calendar
        ? [
            {
              filename: `${reference}.ics`,
              content: email.calendar,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ]
        : undefined,
    })
  }

  /** Sends one due email; false when none is due. */
  const deliverNext = async (counts: PassCounts) => {
    const email = await claimNext()
    if (!email) return false
    try {
      await send(email)
    } catch (error) {
      const outcome = sendOutcome(error)
      const giveUp = outcome === 'fail' || (outcome === 'retry' && email.attempts >= MAX_ATTEMPTS)
      const status = outcome === 'unknown' ? 'uncertain' : giveUp ? 'failed' : 'pending'
      await db.query(
        `UPDATE emails SET status = $2, claimed_at = NULL, last_error = $3, next_attempt_at = $4
         WHERE id = $1 AND status = 'sending'`,
        [
          email.id,
          status,
          reason(error),
          new Date(now().getTime() + backoffMs(email.attempts)).toISOString(),
        ],
      )
      counts[status === 'pending' ? 'retried' : status === 'failed' ? 'failed' : 'uncertain']++
      logger.warn({ emailId: email.id, attempts: email.attempts, status }, 'email not sent')
      return true
    }
    await db.query(
      `UPDATE emails SET status = 'sent', sent_at = $2, claimed_at = NULL, last_error = NULL
       WHERE id = $1 AND status = 'sending'`,
      [email.id, now().toISOString()],
    )
    counts.sent++
    return true
  }

  let stopped = false
  /**
   * Before each next email: lets the server answer its requests (an embedded database answers
   * without giving the event loop a turn, so a long backlog would hold every request until the
   * pass ends); false once the mailer is stopped (the rest waits for the next start).
   */
  const goOn = () => new Promise<boolean>((resolve) => setImmediate(() => resolve(!stopped)))

  /** One pass over the outbox (see above); what it did. */
  async function pass(): Promise<PassCounts> {
    const counts: PassCounts = { composed: 0, sent: 0, retried: 0, failed: 0, uncertain: 0 }
    while ((await goOn()) && (await composeNext())) counts.composed++
    counts.uncertain += await settleAbandoned()
    for (let more = Boolean(transport); more && (await goOn());) more = await deliverNext(counts)
    return counts
  }

  /**
   * Runs a pass now and every `intervalMs` (a timer that never keeps the process alive), one at
   * a time. Returns `stop`, which waits for a pass under way.
   */
  function start(intervalMs = MAILER_INTERVAL_MS): () => Promise<void> {
    let running: Promise<void> = Promise.resolve()
    let busy = false
    stopped = false
    const tick = () => {
      if (stopped || busy) return
      busy = true
      running = pass()
        .then((counts) => {
          if (Object.values(counts).some(Boolean)) logger.info(counts, 'mailer')
        })
        .catch((error: unknown) => logger.error({ err: error }, 'mailer failed'))
        .finally(() => {
          busy = false
        })
    }
    tick()
    const timer = setInterval(tick, intervalMs)
    timer.unref()
    return async () => {
      stopped = true
      clearInterval(timer)
      await running
    }
  }

  return { pass, start }
}

export type Mailer = ReturnType<typeof createMailer>
