/**
 * Emails sent at once, outside the outbox: a staff member's password reset link. The outbox
 * (migration 010) keeps each email's text for the staff area and for retries; a reset link
 * opens an account, so it is never written anywhere: composed, handed to the mail server and
 * forgotten. A link that does not arrive is asked for again (it works 30 minutes anyway).
 */
import { type Message } from '@/domain/messages'

import { type Logger } from '../lib/logger'
import { headerText, type MailTransport } from './mailer'

/** The mail server for emails sent at once (`SMTP_URL`), and the sender (`MAIL_FROM`). */
export interface DirectMail {
  transport: MailTransport
  from?: string
}

/**
 * Sends `message` to `to` without waiting for the mail server: the caller answers at once, so
 * how long the server takes says nothing to the asker. A failure is logged (never the message).
 */
export function sendInBackground(
  mail: DirectMail,
  { to, innName, site }: { to: string; innName: string; site: URL },
  message: Message,
  logger: Logger,
): void {
  mail.transport
    .sendMail({
      from: mail.from ?? { name: headerText(innName), address: `bookings@${site.hostname}` },
      to,
      subject: headerText(message.subject),
      text: message.text,
      html: message.html,
      messageId: `<reset-${crypto.randomUUID()}@${site.hostname}>`,
    })
    .catch((error: unknown) =>
      logger.warn(
        { err: error instanceof Error ? error.message.split('\n')[0] : String(error) },
        'password reset email not sent',
      ),
    )
}
