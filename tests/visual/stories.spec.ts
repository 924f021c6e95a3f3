import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { type CDPSession, expect, type Page, type Request, test as base } from '@playwright/test'

import { STORY_NOW as FIXED_NOW } from '../../.storybook/story-clock'

/**
 * One screenshot per story of the built catalogue, compared with its committed baseline.
 *
 * Every story must draw the same on every run, so the harness removes what varies:
 * - the date: every story starts at the same instant (Playwright's clock, which then runs at
 *   the normal pace, so a play function can still measure time), so everything derived from
 *   "today" (the demo bookings, calendars, reports) is the same;
 * - chance: `crypto.getRandomValues`, `crypto.randomUUID` and `Math.random` draw from generators
 *   seeded with the story's id, so a new booking gets the same reference every time;
 * - timing: after the play function, the harness waits until no request is in flight, runs the
 *   timers due within a second and then pauses the page's timers, so what shows does not depend
 *   on the machine's load;
 * - motion: CSS animations are stopped at their end and transitions are off.
 */

/** A request still open after this long is a story's endless loading state: don't wait for it. */
const ENDLESS_REQUEST_MS = 2_000
/** Timers due this soon after the story settles still run before the screenshot. */
const TIMERS_RUN_MS = 1_000
/** At most this long waiting for the requests a story started to end. */
const SETTLE_TIMEOUT_MS = 10_000

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
}

/** The sizes stories are drawn at: the config's desktop, and a phone for `phone` stories. */
const DESKTOP_VIEWPORT = { width: 1024, height: 768 }
const PHONE_VIEWPORT = { width: 390, height: 844 }

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
    __STORYBOOK_PREVIEW__?: {
      storyStoreValue?: unknown
      currentRender?: { id?: string; phase?: string }
    }
    __STORYBOOK_ADDONS_CHANNEL__?: {
      emit(event: string, payload: unknown): void
      on(event: string, listener: (payload: unknown) => void): void
    }
    __visualSeed?: (seed: string) => void
    __visualRenderPhases?: number
    __visualErrors?: string[]
  }
}

/**
 * Runs in every document of the preview, before its scripts.
 *
 * It replaces the page's sources of chance with generators (sfc32) seeded with the story's id:
 * one per kind of draw (`Math.random`, `randomUUID`, and `getRandomValues` per array length), so
 * a story that draws a 16-byte key a varying number of times still gets the same 10-byte booking
 * reference.
 *
 * And it listens to the preview's channel as soon as it exists: a failing play function does
 * not stop the story (the preview reports it and goes on), so its errors are collected, and the
 * render phases are counted.
 */
function harness() {
  let seed = new URLSearchParams(location.search).get('id') ?? ''
  const streams = new Map<string, () => number>()
  const stream = (kind: string) => {
    let next = streams.get(kind)
    if (!next) {
      const text = `${seed}:${kind}`
      let h = 1779033703 ^ text.length
      for (let i = 0; i < text.length; i++) {
        h = Math.imul(h ^ text.charCodeAt(i), 3432918353)
        h = (h << 13) | (h >>> 19)
      }
      let [a, b, c, d] = [h, h ^ 0x9e3779b9, h ^ 0x85ebca6b, 1]
      next = () => {
        const t = (((a + b) | 0) + d) | 0
        d = (d + 1) | 0
        a = b ^ (b >>> 9)
        b = (c + (c << 3)) | 0
        c = (c << 21) | (c >>> 11)
        c = (c + t) | 0
        return (t >>> 0) / 4294967296
      }
      for (let i = 0; i < 12; i++) next()
      streams.set(kind, next)
    }
    return next
  }
  window.__visualErrors = []
  window.__visualRenderPhases = 0
  // The harness's clock (Playwright's) holds the stories' instant: the preview leaves it alone.
  Object.assign(window, { __storyClockHeld: true })
  let channel: Window['__STORYBOOK_ADDONS_CHANNEL__']
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: NonNullable<typeof channel>) => {
      channel = value
      value.on('storyRenderPhaseChanged', () => {
        window.__visualRenderPhases! += 1
      })
      const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
      const failed = (payload: unknown) => {
        for (const error of Array.isArray(payload) ? payload : [payload]) {
          const message = String((error as Error | undefined)?.message ?? error)
          window.__visualErrors!.push(message.replace(colours, ''))
        }
      }
      for (const event of [
        'playFunctionThrewException',
        'unhandledErrorsWhilePlaying',
        'storyThrewException',
        'storyErrored',
      ])
        value.on(event, failed)
    },
  })
  window.__visualSeed = (value: string) => {
    seed = value
    streams.clear()
  }
  Math.random = () => stream('random')()
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength)
      const next = stream(`bytes${bytes.length}`)
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(next() * 256)
    }
    return array
  }
  crypto.randomUUID = () => {
    const next = stream('uuid')
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
 * scroll, memory cache, chance, the clock). A story whose play function fails there (it may
 * depend on a fresh document: layout shifts are counted since the document loaded, say) is
 * loaded again on its own before it counts as failed. Playwright starts a new worker after a
 * failed test, so a broken story cannot spoil the next.
 */
class Catalogue {
  private readonly inFlight = new Map<Request, number>()
  private requests = 0
  private loaded = false

  constructor(
    readonly page: Page,
    private readonly cdp: CDPSession,
  ) {
    page.on('request', (request) => {
      this.requests += 1
      this.inFlight.set(request, Date.now())
    })
    page.on('requestfinished', (request) => this.inFlight.delete(request))
    page.on('requestfailed', (request) => this.inFlight.delete(request))
  }

  /** Shows the story; returns the errors of its play function, if it failed even on its own. */
  async show(id: string, fresh = !this.loaded): Promise<string[]> {
    const { page } = this
    await page.clock.resume()
    await page.clock.setSystemTime(FIXED_NOW)
    await page.context().clearCookies()
    // Chromium picks a larger `srcset` candidate when one is already in its memory cache, so an
    // image could draw from a different file depending on the stories before: empty that cache.
    await this.cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    this.inFlight.clear()
    if (this.loaded) {
      await page.evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
        window.scrollTo(0, 0)
      })
    }
    if (fresh) {
      // The accessibility checks already run in the stories step; skipping them saves time.
      await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`)
      this.loaded = true
    } else {
      await page.evaluate((storyId) => {
        window.__visualSeed?.(storyId)
        window.__visualErrors = []
        window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' })
      }, id)
    }
    for (let renders = 1; ; renders++) {
      // The story has rendered, its play function has run and its animations have settled.
      await page.waitForFunction(
        (storyId) => {
          const render = window.__STORYBOOK_PREVIEW__?.currentRender
          return render?.id === storyId && render.phase === 'finished'
        },
        id,
        { polling: 20 },
      )
      const errors = await page.evaluate(() => window.__visualErrors ?? [])
      if (errors.length && !fresh) return this.show(id, true)
      const phases = await page.evaluate(() => window.__visualRenderPhases)
      await this.settle()
      // Storybook renders a story again on some events; then wait for that render instead.
      if ((await page.evaluate(() => window.__visualRenderPhases)) === phases) return errors
      console.warn(`${id}: rendered again after its play function ended`)
      if (renders === 3) throw new Error(`${id} keeps rendering again`)
      await page.clock.resume()
    }
  }

  /**
   * Waits for the story's requests (data, lazy pages, images) and what they render, then freezes
   * the page's timers after running those due within the next second: React reveals suspended
   * content and debounced work lands, while a toast's 5 s stays put.
   */
  private async settle() {
    const { page } = this
    const deadline = Date.now() + SETTLE_TIMEOUT_MS
    for (;;) {
      await this.networkIdle(deadline)
      const requests = this.requests
      await this.freezeAfter(TIMERS_RUN_MS)
      // Did those timers start requests? Then let them land too.
      await page.evaluate(() => undefined)
      if (this.requests === requests || Date.now() > deadline) break
      await page.clock.resume()
    }
    // Back to the top: the play function (or the previous story) may have scrolled, which moves
    // sticky bars.
    await page.evaluate(() => window.scrollTo(0, 0))
  }

  /** Runs the timers due within `ms`, then pauses the page's clock there. */
  private async freezeAfter(ms: number) {
    for (;;) {
      const now = await this.page.evaluate(() => Date.now())
      try {
        await this.page.clock.pauseAt(now + ms)
        return
      } catch (error) {
        // More than `ms` went by since `now` (a very busy machine): try again from later.
        if (!String(error).includes('past')) throw error
      }
    }
  }

  private async networkIdle(deadline: number) {
    const { page } = this
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
      if (!waiting || now > deadline) return
      await page.waitForTimeout(20)
    }
  }
}

const test = base.extend<object, { catalogue: Catalogue }>({
  catalogue: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId, colorScheme } = workerInfo.project.use
      const context = await browser.newContext({
        // Storybook's test-runner mark: the preview then pauses CSS animations at their end
        // instead of waiting up to 5 s for them (a toast's 60 s time line, say) to finish.
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/${browser.version()} Safari/537.36 StorybookTestRunner`,
        baseURL,
        viewport,
        locale,
        timezoneId,
        colorScheme,
      })
      await context.addInitScript(harness)
      const page = await context.newPage()
      await page.clock.install({ time: FIXED_NOW })
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await use(new Catalogue(page, cdp))
      await context.close()
    },
    { scope: 'worker' },
  ],
})

// In page stories a toast's 5 s timer races the rest of the play function, so whether the toast
// is still there at the end depends on the machine's speed: they are hidden there (the Toast
// stories, whose toasts stay open, show them).
const pageStyles = path.join(import.meta.dirname, 'page-stories.css')
const pageCss = readFileSync(pageStyles, 'utf8')

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ catalogue }, testInfo) => {
    const name = `${story.id}.png`
    const baseline = testInfo.snapshotPath(name, { kind: 'screenshot' })
    const checking = testInfo.config.updateSnapshots === 'none'
    if (checking && !existsSync(baseline)) {
      throw new Error(
        `No baseline for ${story.id}: run \`npm run test:visual:update\` and commit ` +
          'tests/visual/__screenshots__.',
      )
    }
    // A phone story (tagged `phone`) is drawn at the phone's size, the others at the desktop's.
    await catalogue.page.setViewportSize(
      story.tags?.includes('phone') ? PHONE_VIEWPORT : DESKTOP_VIEWPORT,
    )
    const errors = await catalogue.show(story.id)
    if (errors.length) {
      // Whether the play function does what it says is the stories step's test; here it only
      // matters that the story draws the same each time.
      const description = `its play function failed in the built catalogue: ${errors.join('; ')}`
      testInfo.annotations.push({ type: 'warning', description })
      console.warn(`${story.id}: ${description.slice(0, 300)}`)
    }
    const isPage = /^(Pages|User flows)\//.test(story.title)
    // The same pixels give the same PNG: when the screenshot's bytes are the baseline's, that is
    // a pass without decoding and comparing both images (a third of the step's time).
    if (checking) {
      const shot = await catalogue.page.screenshot({
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        ...(isPage ? { style: pageCss } : {}),
      })
      if (shot.equals(readFileSync(baseline))) return
    }
    await expect(catalogue.page).toHaveScreenshot(name, {
      fullPage: true,
      ...(isPage ? { stylePath: pageStyles } : {}),
    })
  })
}
