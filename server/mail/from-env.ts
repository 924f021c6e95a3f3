import { type Db } from '../db/types'
import { type Logger } from '../lib/logger'
import { type DirectMail } from './direct'
import { createMailer, type Mailer } from './mailer'
import { smtpTransport } from './transport'

/** The site's public address (`PUBLIC_URL`; default: this process on localhost), checked. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv, port: number): string {
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`
  if (!URL.canParse(publicUrl)) throw new Error(`PUBLIC_URL is not an address: ${publicUrl}`)
  return publicUrl
}

/**
 * The mail server for emails sent at once (a password reset link), as the environment sets it:
 * none without `SMTP_URL`. Make it once and pass it to the mailer too: one transport.
 */
export function directMailFromEnv(env: NodeJS.ProcessEnv): DirectMail | undefined {
  return env.SMTP_URL
    ? { transport: smtpTransport(env.SMTP_URL), from: env.MAIL_FROM || undefined }
    : undefined
}

/**
 * The server's mailer as the environment sets it: `SMTP_URL` sends through that mail server;
 * without it, emails are held for the staff area (Emails). `PUBLIC_URL` is the site's address
 * in the emails' links (default: this process on localhost); `MAIL_FROM` the sender.
 */
export function mailerFromEnv(
  env: NodeJS.ProcessEnv,
  {
    db,
    logger,
    port,
    mail = directMailFromEnv(env),
  }: { db: Db; logger: Logger; port: number; mail?: DirectMail },
): Mailer {
  const publicUrl = publicUrlFromEnv(env, port)
  const smtp = env.SMTP_URL ? new URL(env.SMTP_URL) : undefined
  // The host only: the address may carry a password.
  logger.info(
    smtp
      ? `Emails are sent through ${smtp.hostname}:${smtp.port || 'default port'}.`
      : 'Emails are held for the staff area (Emails), and password reset links cannot be sent: ' +
          'set SMTP_URL to send them.',
  )
  return createMailer({
    db,
    logger,
    publicUrl,
    transport: mail?.transport,
    from: mail?.from,
  })
}
