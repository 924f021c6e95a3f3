/**
 * A real SMTP server in the test's own process, for the tests that follow an email out of the
 * app (tests/api/emails.test.ts, tests/e2e/fresh-inn.spec.ts): what it received, as sent, and
 * `refuse` to answer the next recipients with an error.
 */
import { type AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export async function smtpServer() {
  const received: string[] = []
  const refusals: { code: number; message: string }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const refusal = refusals.shift()
      if (refusal)
        return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
      callback()
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    refuse: (code: number, message: string) => refusals.push({ code, message }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The base64 body of the MIME part with this content type, decoded. */
export function mimePart(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`)
  if (start < 0) throw new Error(`No ${type} part in the message.`)
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4, raw.indexOf('\r\n--', start))
  return /base64/i.test(raw.slice(start, raw.indexOf('\r\n\r\n', start)))
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : // Quoted-printable: soft line breaks, then each `=XX` a byte of UTF-8.
      Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
}
