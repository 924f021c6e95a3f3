/**
 * Staff password reset by email, on the real server: one answer for every address (known,
 * unknown, disabled), the link delivered to a real SMTP server in this process and working
 * once, for 30 minutes, for an active account; the new password ends every session; fifty
 * confirms of one link at once change the password once; the limits answer 429; and the link
 * is in no answer of the staff area.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { errorBodySchema, loginResponseSchema, passwordResetAnswerSchema } from '@/api/contract'
import { buildPath, endpoints, paths } from '@/api/paths'
import { RESET_MESSAGES } from '@/domain/password-reset'

import { createApp } from '../../server/app'
import { type Db } from '../../server/db/types'
import { createLogger } from '../../server/lib/logger'
import { hashPassword, verifyPassword } from '../../server/lib/passwords'
import { LIMITS } from '../../server/lib/rate-limit'
import { hashToken, newToken } from '../../server/lib/tokens'
import { smtpTransport } from '../../server/mail/transport'
import { mimePart, smtpServer } from '../smtp-server'
import { FAST_HASH, openDemoDb, staffToken, usingPostgres } from './test-db'

const MINUTE = 60_000
const ROOMY = { max: 1_000_000, windowMs: 15 * MINUTE }
let clock = Date.parse('2030-03-01T10:00:00Z')
const now = () => new Date(clock)
let db: Db
let smtp: Awaited<ReturnType<typeof smtpServer>>
/** Sends through the SMTP server, on limits no test here reaches (but the limits' own). */
let app: ReturnType<typeof createApp>
/** No mail server (`SMTP_URL` unset), logging into `logLines`. */
let unsent: ReturnType<typeof createApp>
const logLines: string[] = []

const ACTIVE = { email: 'reset@nightjar.test', password: 'the old password' }
const DISABLED = 'gone@nightjar.test'
let activeId: number

beforeAll(async () => {
  db = await openDemoDb(now())
  smtp = await smtpServer()
  const limits = {
    resetsPerEmail: { ...ROOMY, name: 'r:e' },
    resetsPerAddress: { ...ROOMY, name: 'r:a' },
  }
  app = createApp({
    db,
    now,
    limits,
    publicUrl: 'https://inn.example',
    mail: { transport: smtpTransport(smtp.url) },
  })
  const logger = createLogger({ destination: { write: (line: string) => logLines.push(line) } })
  unsent = createApp({ db, now, limits, logger, logRequests: false })
  const hash = await hashPassword(ACTIVE.password, FAST_HASH)
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO staff (email, name, password_hash, role, active, created_at)
     VALUES ($1, 'Rita Reset', $3, 'staff', true, $4), ($2, 'Gone Away', $3, 'staff', false, $4)
     RETURNING id`,
    [ACTIVE.email, DISABLED, hash, now().toISOString()],
  )
  activeId = Number(row!.id)
}, 60_000)
afterAll(async () => {
  await smtp?.close()
  await db?.close()
})

const post = (target: { request: typeof app.request }, path: string, body: unknown, ip = '') =>
  target.request(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: JSON.stringify(body),
  })
const askForLink = (email: string, target = app) => post(target, paths.passwordReset, { email })
const confirm = (token: string, password: string) =>
  post(app, paths.passwordResetConfirm, { token, password })
const signIn = (email: string, password: string) => post(app, paths.login, { email, password })

/** The next email the SMTP server receives (polling: the server sends after answering). */
async function nextEmail(count = smtp.received.length): Promise<string> {
  await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBeGreaterThan(count)
  return smtp.received[count]!
}

/** A reset stored as the server stores one (for the cases that need no email). */
async function storedReset(expiresInMs = 30 * MINUTE, staffId = activeId): Promise<string> {
  const token = newToken()
  await db.query(
    `INSERT INTO password_resets (token_hash, staff_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [hashToken(token), staffId, now().toISOString(), new Date(clock + expiresInMs).toISOString()],
  )
  return token
}

async function expectTheOneRefusal(res: Response) {
  expect(res.status).toBe(400)
  const { error } = errorBodySchema.parse(await res.json())
  expect(error.message).toBe(RESET_MESSAGES.invalid)
  expect(error.fields ?? {}).toEqual({})
}

async function passwordOf(id: number) {
  const [row] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM staff WHERE id = $1',
    [id],
  )
  return row!.password_hash
}

describe(`staff password reset on ${usingPostgres() ? 'Postgres' : 'PGlite'}`, () => {
  it('answers a known, an unknown and a disabled email the same, and emails only the known one', async () => {
    const before = smtp.received.length
    const answers = []
    for (const email of [ACTIVE.email, 'nobody@nightjar.test', DISABLED, ' RESET@Nightjar.test ']) {
      const res = await askForLink(email)
      answers.push({
        status: res.status,
        body: await res.text(),
        type: res.headers.get('content-type'),
      })
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]!.status).toBe(202)
    expect(passwordResetAnswerSchema.parse(JSON.parse(answers[0]!.body)).message).toBe(
      RESET_MESSAGES.sent,
    )
    // The known address, once for each of its two spellings; nothing for the other two.
    await nextEmail(before + 1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.received.slice(before).map((raw) => /^To: (.+)$/m.exec(raw)?.[1])).toEqual([
      ACTIVE.email,
      ACTIVE.email,
    ])
    const staffIds = await db.query<{ staff_id: number }>(
      'SELECT DISTINCT staff_id FROM password_resets',
    )
    expect(staffIds.map((r) => Number(r.staff_id))).toEqual([activeId])
  })

  it('answers without waiting for the mail server', async () => {
    const stuck = createApp({
      db,
      now,
      limits: {
        resetsPerEmail: { ...ROOMY, name: 's:e' },
        resetsPerAddress: { ...ROOMY, name: 's:a' },
      },
      mail: { transport: { sendMail: () => new Promise(() => {}) } },
    })
    const res = await askForLink(ACTIVE.email, stuck)
    expect(res.status).toBe(202)
  })

  it('emails a working link; the new password ends every session, and the old one fails', async () => {
    const session = loginResponseSchema.parse(
      await (await signIn(ACTIVE.email, ACTIVE.password)).json(),
    ).token
    const count = smtp.received.length
    expect((await askForLink(ACTIVE.email)).status).toBe(202)
    const raw = await nextEmail(count)
    const text = mimePart(raw, 'text/plain')
    const link = new URL(/https:\/\/inn\.example\/admin\/login\?reset=\S+/.exec(text)![0])
    expect(mimePart(raw, 'text/html')).toContain(link.search)
    expect(raw).toMatch(/^Subject: Set a new password for /m)
    const token = link.searchParams.get('reset')!
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/) // 256 bits
    // Only its hash is kept.
    const rows = await db.query('SELECT * FROM password_resets')
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token))

    const res = await confirm(token, 'a brand new password')
    expect(res.status).toBe(200)
    expect(passwordResetAnswerSchema.parse(await res.json()).message).toBe(RESET_MESSAGES.changed)
    const me = await app.request(`/api${paths.me}`, {
      headers: { authorization: `Bearer ${session}` },
    })
    expect(me.status).toBe(401)
    expect((await signIn(ACTIVE.email, ACTIVE.password)).status).toBe(401)
    expect((await signIn(ACTIVE.email, 'a brand new password')).status).toBe(200)
    // Used: the one refusal, and the password stays.
    const kept = await passwordOf(activeId)
    await expectTheOneRefusal(await confirm(token, 'yet another password'))
    expect(await passwordOf(activeId)).toBe(kept)
    // The account's other links went with it.
    const open = await db.query(
      'SELECT 1 FROM password_resets WHERE staff_id = $1 AND used_at IS NULL',
      [activeId],
    )
    expect(open).toHaveLength(0)
  })

  it('gives one refusal for an expired, a garbage and a disabled account’s link', async () => {
    const kept = await passwordOf(activeId)
    const expiring = await storedReset()
    clock += 30 * MINUTE
    await expectTheOneRefusal(await confirm(expiring, 'a password too late'))
    for (const garbage of ['', 'not-a-token', 'A'.repeat(43), 'x'.repeat(512)]) {
      await expectTheOneRefusal(await confirm(garbage, 'a password from nowhere'))
    }
    const [disabled] = await db.query<{ id: number }>('SELECT id FROM staff WHERE email = $1', [
      DISABLED,
    ])
    await expectTheOneRefusal(
      await confirm(await storedReset(MINUTE, disabled!.id), 'a password for nobody'),
    )
    // Disabled after the link was sent: refused too.
    const sent = await storedReset()
    await db.query('UPDATE staff SET active = false WHERE id = $1', [activeId])
    await expectTheOneRefusal(await confirm(sent, 'a disabled password'))
    await db.query('UPDATE staff SET active = true WHERE id = $1', [activeId])
    expect(await passwordOf(activeId)).toBe(kept)
    // The rules of a new password still name the field.
    const short = await confirm(await storedReset(), 'short')
    expect(short.status).toBe(400)
    expect(errorBodySchema.parse(await short.json()).error.fields).toHaveProperty('password')
  })

  it('sets the password once when fifty confirms of one link arrive at once', async () => {
    const token = await storedReset()
    const passwords = Array.from({ length: 50 }, (_, i) => `racing password ${i}`)
    const answers = await Promise.all(passwords.map((password) => confirm(token, password)))
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    // The rest: the one refusal, or (past the hashing queue) a 429 before the link was looked at.
    expect(statuses.every((s) => [200, 400, 429].includes(s))).toBe(true)
    const winner = passwords[statuses.indexOf(200)]!
    expect(await verifyPassword(winner, await passwordOf(activeId))).toBe(true)
    await expectTheOneRefusal(await confirm(token, 'one more try later'))
  }, 60_000)

  it('limits requests per email and per client address (429 with Retry-After)', async () => {
    const strict = createApp({ db, now, trustedProxies: 1, publicUrl: 'https://inn.example' })
    const ask = (email: string, ip: string) => post(strict, paths.passwordReset, { email }, ip)
    for (let i = 0; i < LIMITS.resetsPerEmail.max; i++) {
      expect((await ask('flood@example.com', `10.0.1.${i}`)).status).toBe(202)
    }
    const refused = await ask('flood@example.com', '10.0.1.99')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('900')
    expect(errorBodySchema.parse(await refused.json()).error.message).toBe(RESET_MESSAGES.tooMany)
    for (let i = 0; i < LIMITS.resetsPerAddress.max; i++) {
      expect((await ask(`guess${i}@example.com`, '10.0.2.1')).status).toBe(202)
    }
    expect((await ask('one-more@example.com', '10.0.2.1')).status).toBe(429)
    // Another address and email are not held up.
    expect((await ask('someone@example.com', '10.0.2.2')).status).toBe(202)
  })

  it('says in the log, without the link, that nothing was sent without a mail server', async () => {
    const lines = logLines.length
    expect((await askForLink(ACTIVE.email, unsent)).status).toBe(202)
    const said = logLines.slice(lines).join('\n')
    expect(said).toContain('no mail server is set')
    expect(said).not.toMatch(/reset=|token/i)
  })

  it('shows the link in no answer of the staff area', async () => {
    const count = smtp.received.length
    await askForLink(ACTIVE.email)
    const text = mimePart(await nextEmail(count), 'text/plain')
    const token = /\?reset=(\S+)/.exec(text)![1]!
    const staff = await staffToken(app)
    const reads = Object.values(endpoints).filter((e) => e.auth && e.method === 'GET')
    const emails = await app.request(`/api${paths.adminEmails}`, {
      headers: { authorization: `Bearer ${staff}` },
    })
    expect(emails.status).toBe(200)
    for (const endpoint of reads) {
      const res = await app.request(`/api${buildPath(endpoint.path, { id: 1 } as never)}`, {
        headers: { authorization: `Bearer ${staff}` },
      })
      const body = await res.text()
      expect(body).not.toContain(token)
      expect(body).not.toContain(hashToken(token))
    }
    // Nor in the outbox the staff area reads.
    const outbox = await db.query('SELECT * FROM emails')
    expect(JSON.stringify(outbox)).not.toContain(token)
  })
})
