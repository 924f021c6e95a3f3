/**
 * An owner starting on an empty database (`SEED_DEMO=0`), not the demo: the server is started
 * here as an owner would start it (the owner's account from `ADMIN_EMAIL`, email through a real
 * SMTP server in this process). The owner sets the inn's name, words, logo and home photo,
 * uploads three room photos, and a guest books: every public page, title, email and the staff
 * area show only the inn's own, nothing of the demo's. Screenshots at both sizes go to
 * test-results/e2e/fresh-inn.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { smtpServer } from '../smtp-server'
import { dayFromToday, expectNoAxeViolations, watchForProblems } from './booking-helpers'

const OWNER = { email: 'owner@casa-azul.test', password: 'a-long-owner-password' }
const INN = {
  name: 'Casa Azul',
  short: 'Azul',
  tagline: 'Rooms around a tiled courtyard',
  intro: 'Six rooms in the old town, with breakfast under the orange tree.',
  prefix: 'AZUL',
  legal: 'Azul Alojamento, Lda.',
}
/** What none of the inn's pages, titles or emails may show: the demo's name, words and places. */
const DEMO = /nightjar|by the sea|Ferragudo|Rua do Farol|Garden Room/i
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const SHOTS = 'test-results/e2e/fresh-inn'

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/** A picture as an owner's camera gives it: a JPEG of a painted scene with a word on it. */
function picture(word: string, background: string, width = 1600, height = 1066) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${background}"/>
    <circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.18}" fill="#f4d58d"/>
    <rect y="${height * 0.65}" width="100%" height="${height * 0.35}" fill="#1d3557" opacity="0.6"/>
    <text x="50%" y="55%" font-size="${height / 6}" font-family="sans-serif" fill="#fff"
      text-anchor="middle">${word}</text></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

let server: ChildProcess | undefined
let smtp: Awaited<ReturnType<typeof smtpServer>> | undefined
let origin = ''
let serverLog = ''

test.beforeAll(async () => {
  smtp = await smtpServer()
  const port = await freePort()
  origin = `http://localhost:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      NODE_ENV: 'test',
      SEED_DEMO: '0',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      SMTP_URL: smtp.url,
      PUBLIC_URL: origin,
      LOG_REQUESTS: '0',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
  })
  server.stderr!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()))
  await expect
    .poll(
      async () => {
        if (server!.exitCode !== null) throw new Error(`The server stopped:\n${serverLog}`)
        return fetch(`${origin}/api/health`).then(
          (res) => res.status,
          () => 0,
        )
      },
      { timeout: 60_000, message: 'the fresh server is up' },
    )
    .toBe(200)
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await smtp?.close()
})

/** What a visitor reads on the page (its text, the title, the images' words). */
async function shownText(page: Page) {
  return page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.images].map((image) => image.alt),
    ].join('\n'),
  )
}

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport)
    // Every picture drawn before the shot (lazy ones too: the page is scrolled through).
    await page.evaluate(async () => {
      for (const image of document.images) image.loading = 'eager'
      await Promise.all([...document.images].map((image) => image.decode().catch(() => {})))
    })
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true })
  }
  await page.setViewportSize(DESKTOP)
}

test('an owner on an empty database makes the inn their own: name, words, logo and photos everywhere, nothing of the demo', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize(DESKTOP)
  const problems = watchForProblems(page)

  // Before anything is set: no demo on any page, and no rooms.
  await page.goto(`${origin}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guest house')
  expect(await shownText(page)).not.toMatch(DEMO)

  // The owner signs in with the account the environment made.
  await page.goto(`${origin}/admin/login`)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(OWNER.email)
  await page.getByLabel('Password').fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin(\?|$)/)

  // Settings: the inn's name and words, its logo and its home page's photo.
  await page.goto(`${origin}/admin?section=settings`)
  const form = page.getByRole('form', { name: 'Inn settings' })
  await form.getByRole('textbox', { name: /Inn name/ }).fill(INN.name)
  await form.getByRole('textbox', { name: 'Short name' }).fill(INN.short)
  await form.getByRole('textbox', { name: 'Tagline' }).fill(INN.tagline)
  await form.getByRole('textbox', { name: 'Welcome text' }).fill(INN.intro)
  await form.getByRole('textbox', { name: 'Reference prefix' }).fill(INN.prefix.toLowerCase())
  await form.getByRole('textbox', { name: 'Address' }).fill('Rua das Flores 7\n8000-123 Faro')
  await form.getByRole('textbox', { name: 'Contact email' }).fill('ola@casa-azul.test')
  await form.getByRole('textbox', { name: 'Legal name' }).fill(INN.legal)
  const logoFile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#2a6fdb' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><text x="128" y="176" font-size="150" font-family="sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">A</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer()
  await form
    .locator('[data-slot=photo-upload-input]')
    .first()
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoFile })
  await expect(form.getByRole('textbox', { name: 'Logo: What it shows' })).toBeVisible()
  await form
    .locator('[data-slot=photo-upload-input]')
    .nth(1)
    .setInputFiles({
      name: 'courtyard.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture('Casa Azul', '#3a7ca5'),
    })
  const homeAlt = form.getByRole('textbox', { name: 'Home page photo: What it shows' })
  await homeAlt.fill('The courtyard under the orange tree')
  await shoot(page, 'settings')
  await expectNoAxeViolations(page, 'settings with a logo and a home photo')
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible()
  // The staff area takes the new name at once.
  const brand = page.locator('[data-slot=admin-brand]:visible')
  await expect(brand).toContainText(INN.short)
  await expect(brand.locator('[data-slot=inn-logo]')).toBeVisible()
  await expect(page).toHaveTitle(`Staff · ${INN.name}`)

  // A room with three photos, uploaded at once, each with its words.
  await page.goto(`${origin}/admin?section=rooms`)
  await page.getByRole('button', { name: 'New room' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New room' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Orange Tree Room')
  await dialog.getByRole('textbox', { name: /^Nightly rate/ }).fill('120.00')
  await dialog.locator('[data-slot=photo-upload-input]').setInputFiles([
    { name: 'bed.jpg', mimeType: 'image/jpeg', buffer: await picture('Bed', '#b5651d') },
    { name: 'window.jpg', mimeType: 'image/jpeg', buffer: await picture('Window', '#6a994e') },
    { name: 'bath.jpg', mimeType: 'image/jpeg', buffer: await picture('Bath', '#7b2cbf') },
  ])
  const words = ['A double bed by the window', 'The window on the courtyard', 'The bathroom']
  for (const [i, alt] of words.entries()) {
    await dialog.getByRole('textbox', { name: `Photo ${i + 1}: What it shows` }).fill(alt)
  }
  await shoot(page, 'room-dialog')
  await dialog.getByRole('button', { name: 'Create room' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Orange Tree Room').first()).toBeVisible()
  await shoot(page, 'staff-rooms')
  expect(await shownText(page)).not.toMatch(DEMO)

  // The public pages: the inn's name, words, logo and photos, nothing of the demo's.
  await page.goto(`${origin}/`)
  await expect(page).toHaveTitle(`${INN.tagline} · ${INN.name}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(INN.name)
  await expect(page.getByText(INN.intro)).toBeVisible()
  await expect(page.locator('[data-slot=inn-brand] [data-slot=inn-logo]')).toBeVisible()
  await expect(
    page.getByRole('img', { name: 'The courtyard under the orange tree' }),
  ).toHaveAttribute('srcset', /\/api\/photos\/[0-9a-f]{32}\/\d+\.webp/)
  const card = page.getByRole('article', { name: 'Orange Tree Room' })
  await expect(card.getByRole('img', { name: 'A double bed by the window' })).toBeVisible()
  await expect(page.locator('[data-slot=site-footer]')).toContainText(INN.legal)
  expect(await shownText(page)).not.toMatch(DEMO)
  await expectNoAxeViolations(page, 'a new inn’s home page')
  await shoot(page, 'home')
  await page.setViewportSize(PHONE)
  // On a phone the header has the short name.
  await expect(page.locator('[data-slot=inn-brand]')).toContainText(INN.short)
  await page.setViewportSize(DESKTOP)

  // A guest books: the reference has the inn's prefix, the email the inn's name.
  const checkIn = dayFromToday(20)
  const checkOut = dayFromToday(22)
  await page.goto(`${origin}/result?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`)
  await expect(page).toHaveTitle(new RegExp(` · ${INN.name}$`))
  expect(await shownText(page)).not.toMatch(DEMO)
  await page.getByRole('link', { name: 'Book Orange Tree Room' }).click()
  const details = page.getByRole('form', { name: 'Your details', exact: true })
  await details.getByLabel(/^Full name/).fill('Inês Costa')
  await details.getByLabel(/^Email/).fill('ines@example.com')
  await details.getByRole('button', { name: 'Confirm booking', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
  const reference = (await page.getByLabel('Booking reference').textContent()) ?? ''
  expect(reference).toMatch(/^AZUL-[0-9A-Z]{5}-[0-9A-Z]{5}$/)
  expect(await shownText(page)).not.toMatch(DEMO)
  await shoot(page, 'booking')

  await expect.poll(() => smtp!.received.length, { timeout: 30_000 }).toBeGreaterThan(0)
  const email = smtp!.received.join('\n')
  expect(email).toMatch(new RegExp(`^Subject: .*${INN.name}`, 'm'))
  expect(email).toMatch(new RegExp(`^From: "?${INN.name}"? <`, 'm'))
  expect(email).toContain(reference)
  expect(email).not.toMatch(DEMO)

  // The staff area: the inn's name, the booking under its reference.
  await page.goto(`${origin}/admin?section=bookings`)
  await expect(page.getByText(reference).first()).toBeVisible()
  expect(await shownText(page)).not.toMatch(DEMO)
  await shoot(page, 'staff-bookings')
  expect(problems).toEqual([])
})
