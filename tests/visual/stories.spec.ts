import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page, type Request, test as base } from '@playwright/test'

/**
 * One screenshot per story of the built catalogue, compared with its committed baseline.
 *
 * Every story must draw the same on every run, so the harness removes what varies:
 * - the date: `setFixedTime` pins `Date` to one instant, so everything derived from "today" (the
 *   demo bookings, calendars, reports) is the same; timers keep running, so stories that wait
 *   on timeouts still end;
 * - chance: `crypto.getRandomValues`, `crypto.randomUUID` and `Math.random` draw from a generator
 *   seeded with the story's id, so a new booking gets the same reference every time;
 * - timing: after the play function, the harness waits until no request is in flight and then
 *   pauses the page's timers, so a toast that closes after 5 s is either there or not, whatever
 *   the machine's load;
 * - motion: CSS animations are stopped at their end and transitions are off.
 */
const FIXED_NOW = new Date('2026-06-15T10:00:00Z')

/** A request still open after this long is a story's endless loading state: don't wait for it. */
const ENDLESS_REQUEST_MS = 2_000
/** At most this long waiting for the requests a story started to end. */
const SETTLE_TIMEOUT_MS = 10_000

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
}

const dir = process.env.STORYBOOK_DIR ?? 'storybook-static'
const indexFile = path.join(dir, 'index.json')
if (!existsSync(indexFile)) {
  throw new Error(`No ${indexFile}: build the catalogue first (npm run test:visual does).`)
}
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
)
const stories = entries.filter((entry) => entry.type === 'story')

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } }
    __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void }
    __visualSeed?: (seed: string) => void
  }
}

/** Replaces the page's sources of chance with one generator (sfc32), reseeded per story. */
function seededRandom() {
  let a = 0
  let b = 0
  let c = 0
  let d = 0
  const next = () => {
    a |= 0
    b |= 0
    c |= 0
    d |= 0
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  window.__visualSeed = (seed: string) => {
    let h = 1779033703 ^ seed.length
    for (let i = 0; i < seed.length; i++) {
      h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
      h = (h << 13) | (h >>> 19)
    }
    a = h
    b = h ^ 0x9e3779b9
    c = h ^ 0x85ebca6b
    d = 1
    for (let i = 0; i < 12; i++) next()
  }
  window.__visualSeed('')
  Math.random = next
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength)
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(next() * 256)
    }
    return array
  }
  crypto.randomUUID = () => {
    const hex = [...Array(32)].map(() => Math.floor(next() * 16).toString(16))
    hex[12] = '4'
    hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
    const s = hex.join('')
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}` as `${string}-${string}-${string}-${string}-${string}`
  }
}

/**
 * Loading the preview takes about a second; switching stories inside a loaded preview (as the
 * Storybook UI does) takes a tenth of that. Each worker keeps one preview page and switches it
 * to each story in turn, after clearing what a story could leave behind (storage, cookies,
 * scroll, chance). Playwright starts a new worker after a failed test, so a broken story cannot
 * spoil the next.
 */
class Catalogue {
  private readonly inFlight = new Map<Request, number>()

  constructor(readonly page: Page) {
    page.on('request', (request) => this.inFlight.set(request, Date.now()))
    page.on('requestfinished', (request) => this.inFlight.delete(request))
    page.on('requestfailed', (request) => this.inFlight.delete(request))
  }

  async open() {
    // The accessibility checks already run in the stories step; switching them off here saves
    // time. No story is named: each test picks its own.
    await this.page.goto('/iframe.html?viewMode=story&globals=a11y.manual:!true')
    await this.page.waitForFunction(() => window.__STORYBOOK_ADDONS_CHANNEL__ !== undefined)
  }

  async show(id: string) {
    const { page } = this
    await page.clock.resume()
    await page.context().clearCookies()
    this.inFlight.clear()
    await page.evaluate((storyId) => {
      localStorage.clear()
      sessionStorage.clear()
      window.scrollTo(0, 0)
      window.__visualSeed?.(storyId)
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' })
    }, id)
    // The story has rendered, its play function has run and its animations have settled.
    await page.waitForFunction(
      (storyId) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender
        return render?.id === storyId && render.phase === 'finished'
      },
      id,
      { polling: 20 },
    )
    await expect(
      page.locator('body'),
      'the story or its play function failed: see `npm run test:stories`',
    ).not.toHaveClass(/sb-show-errordisplay/)
    await this.settle()
  }

  /** Waits for the story's requests (data, lazy pages, images) and what they render. */
  private async settle() {
    const { page } = this
    const deadline = Date.now() + SETTLE_TIMEOUT_MS
    for (;;) {
      // Lazy images would load only once a full-page screenshot brings them into view.
      await page.evaluate(async () => {
        const images = [...document.images]
        for (const image of images) image.loading = 'eager'
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
        await document.fonts.ready
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      })
      const now = Date.now()
      const waiting = [...this.inFlight.values()].some((at) => now - at < ENDLESS_REQUEST_MS)
      if (!waiting || now > deadline) break
      await page.waitForTimeout(20)
    }
    // Freeze the page's timers (a toast's 5 s, a debounce) and go back to the top: the play
    // function (or the previous story) may have scrolled, which moves sticky bars.
    await page.clock.pauseAt(FIXED_NOW)
    await page.evaluate(() => window.scrollTo(0, 0))
  }
}

const test = base.extend<object, { catalogue: Catalogue }>({
  catalogue: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId, colorScheme, reducedMotion } =
        workerInfo.project.use
      const context = await browser.newContext({
        // Storybook's test-runner mark: the preview then pauses CSS animations at their end
        // instead of waiting up to 5 s for them (a toast's 60 s time line, say) to finish.
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/${browser.version()} Safari/537.36 StorybookTestRunner`,
        baseURL,
        viewport,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
      })
      await context.addInitScript(seededRandom)
      const page = await context.newPage()
      await page.clock.setFixedTime(FIXED_NOW)
      const catalogue = new Catalogue(page)
      await catalogue.open()
      await use(catalogue)
      await context.close()
    },
    { scope: 'worker' },
  ],
})

// In page stories a toast's 5 s timer races the rest of the play function, so whether the toast
// is still there at the end depends on the machine's speed: they are hidden there (the Toast
// stories, whose toasts stay open, show them).
const pageStyles = path.join(import.meta.dirname, 'page-stories.css')

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ catalogue }, testInfo) => {
    const name = `${story.id}.png`
    if (
      testInfo.config.updateSnapshots === 'none' &&
      !existsSync(testInfo.snapshotPath(name, { kind: 'screenshot' }))
    ) {
      throw new Error(
        `No baseline for ${story.id}: run \`npm run test:visual:update\` and commit ` +
          'tests/visual/__screenshots__.',
      )
    }
    await catalogue.show(story.id)
    const isPage = /^(Pages|User flows)\//.test(story.title)
    await expect(catalogue.page).toHaveScreenshot(name, {
      fullPage: true,
      ...(isPage ? { stylePath: pageStyles } : {}),
    })
  })
}
