import {} from 'hono'

import { ADMIN_PAGE_SIZE } from '@/api/contract'
import { endpoints } from '@/api/paths'
import { type EmailKind, type EmailStatus } from '@/domain/messages'
import { formatReference } from '@/domain/reference'

import { type Deps } from '../../deps'
import { endpointRouter } from '../../lib/endpoint'
import { HttpError } from '../../lib/http-error'

const SUMMARY_COLUMNS = `e.id::text AS id, e.kind, e.status, b.reference, b.reference_prefix, e.recipient, e.subject,
  e.attempts, e.last_error, e.created_at, e.sent_at`

interface EmailRow {
  [key: string]: unknown
  id: string
  kind: EmailKind
  status: EmailStatus
  reference: string
  reference_prefix: string
  recipient: string | null
  subject: string | null
  attempts: number
  last_error: string | null
  created_at: Date
  sent_at: Date | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

const toSummary = (row: EmailRow) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  bookingReference: formatReference(row.reference.trim(), row.reference_prefix),
  recipient: row.recipient,
  subject: row.subject,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  createdAt: iso(row.created_at),
  sentAt: row.sent_at ? iso(row.sent_at) : null,
})

const NO_SUCH_EMAIL = 'No such email.'

/**
 * The guests' emails (the outbox), for staff: the list, newest first, and one email whole. It
 * is where staff read them when no mail server is set, and see what was sent, is waiting or
 * failed.
 */
export function adminEmailsRouter(deps: Deps) {
  const { db } = deps
  const { router, on } = endpointRouter(deps)

  on(endpoints.adminListEmails, async (c, input) => {
    const { page } = input.query
    const [{ total }] = (await db.query('SELECT count(*)::int AS total FROM emails')) as [
      { total: number },
    ]
    const rows = await db.query<EmailRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM emails e JOIN bookings b ON b.id = e.booking_id
       ORDER BY e.created_at DESC, e.id DESC LIMIT ${ADMIN_PAGE_SIZE} OFFSET $1`,
      [(page - 1) * ADMIN_PAGE_SIZE],
    )
    return c.json({ items: rows.map(toSummary), page, pageSize: ADMIN_PAGE_SIZE, total })
  })

  on(endpoints.adminGetEmail, async (c, input) => {
    const { id } = input.param
    const [row] = await db.query<
      EmailRow & { text_body: string | null; html_body: string | null; calendar: boolean }
    >(
      `SELECT ${SUMMARY_COLUMNS}, e.text_body, e.html_body, e.calendar IS NOT NULL AS calendar
       FROM emails e JOIN bookings b ON b.id = e.booking_id WHERE e.id = $1::bigint`,
      [id],
    )
    if (!row) throw new HttpError('not_found', NO_SUCH_EMAIL)
    return c.json({
      email: {
        ...toSummary(row),
        text: row.text_body,
        html: row.html_body,
        calendar: row.calendar,
      },
    })
  })
  return router
}
