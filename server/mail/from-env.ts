import { type Db } from '../db/types'
import { type Logger } from '../lib/logger'
import { createMailer, type Mailer } from './mailer'
import { smtpTransport } from './transport'

/** The site's public address (`PUBLIC_URL`; default: this process on localhost), checked. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv, port: number): string {
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`
  if (!URL.canParse(publicUrl)) throw new Error(`PUBLIC_URL is not an address: ${publicUrl}`)
  return publicUrl
}

/**
 * The server's mailer as the environment sets it: `SMTP_URL` sends through that mail server;
 * without it, emails are held for the staff area (Emails). `PUBLIC_URL` is the site's address
 * in the emails' links (default: this process on localhost); `MAIL_FROM` the sender.
 */
export function mailerFromEnv(
  env: NodeJS.ProcessEnv,
  { db, logger, port }: { db: Db; logger: Logger; port: number },
): Mailer {
  const publicUrl = publicUrlFromEnv(env, port)
  const smtp = env.SMTP_URL ? new URL(env.SMTP_URL) : undefined
  // The host only: the address may carry a password.
  logger.info(
    smtp
      ? `Emails are sent through ${smtp.hostname}:${smtp.port || 'default port'}.`
      : 'Emails are held for the staff area (Emails): set SMTP_URL to send them.',
  )
  return createMailer({
    db,
    logger,
    publicUrl,
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : undefined,
    from: env.MAIL_FROM || undefined,
  })
}
