import nodemailer from 'nodemailer'

import { type MailTransport } from './mailer'

/**
 * The mail server at `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`), through
 * nodemailer. Its timeouts stay well inside the mailer's sending lease: a send either ends or
 * fails long before another pass could take it for abandoned.
 */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })
}
