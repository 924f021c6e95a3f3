// The first tap on the home page's "Stay dates" on a slow phone: a fresh browser on a throttled
// line and CPU opens the page, taps the button as soon as it is on screen, and times how long
// the guest waits for an answer (the picker open, or the button showing it is busy). The page
// notes the times itself (the tap's own event time, the answer when it is drawn), so Playwright's
// polling on the slowed CPU adds nothing to what is measured. Each run also notes when the
// page's scripts came, to say where the time went.
import { chromium } from 'playwright'

import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs'

/** The phone: 400 kbps each way, 400 ms latency, a CPU four times slower, 390 × 844, touch. */
export const SLOW_PHONE = { kbps: 400, latencyMs: 400, cpuSlowdown: 4, width: 390, height: 844 }

/** Runs in the page before its own scripts: notes the first tap and the first answer to it. */
function watchFirstTap() {
  const marks = {}
  window.__firstTap = marks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') marks.painted = entry.startTime
    }
  }).observe({ type: 'paint', buffered: true })
  const button = () => document.querySelector('[data-slot="date-picker-trigger"]')
  const answer = () => {
    if (document.querySelector('[role="dialog"]')) return 'picker open'
    if (button()?.getAttribute('aria-busy') === 'true') return 'button busy'
    return null
  }
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (marks.tap === undefined && button()?.contains(event.target)) marks.tap = event.timeStamp
    },
    true,
  )
  new MutationObserver(() => {
    if (marks.tap === undefined || marks.answered !== undefined) return
    const what = answer()
    if (!what) return
    marks.answered = performance.now()
    marks.answer = what
    // Drawn: the frame after the change.
    requestAnimationFrame(() => (marks.drawn = performance.now()))
  }).observe(document, { subtree: true, childList: true, attributes: true })
}

async function tapOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: SLOW_PHONE.width, height: SLOW_PHONE.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const bytesPerSecond = (SLOW_PHONE.kbps * 1000) / 8
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
    await page.addInitScript(watchFirstTap)
    const loads = []
    page.on('requestfinished', (request) => {
      const { startTime, responseEnd } = request.timing()
      loads.push(
        request.sizes().then((sizes) => ({
          file: new URL(request.url()).pathname,
          type: request.resourceType(),
          end: startTime + responseEnd,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      )
    })

    const opened = Date.now()
    await page.goto(url, { waitUntil: 'commit' })
    const button = page.getByRole('button', { name: /^Stay dates/ })
    await button.waitFor({ state: 'visible', timeout: 120_000 })
    // On screen: the page's first paint of content. Laid out before it (its styles still on the
    // line), the button had another place, and the tap there missed it.
    await page.waitForFunction(() => window.__firstTap.painted !== undefined, null, {
      timeout: 120_000,
      polling: 'raf',
    })
    const box = await button.boundingBox()
    if (!box) throw new Error('The "Stay dates" button has no box.')
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    if ((await page.evaluate(() => window.__firstTap.tap)) === undefined)
      throw new Error(`The tap at (${box.x}, ${box.y}) did not reach the "Stay dates" button.`)
    await page.waitForFunction(() => window.__firstTap.drawn !== undefined, null, {
      timeout: 120_000,
      polling: 250,
    })
    const marks = await page.evaluate(() => window.__firstTap)
    const timeOrigin = await page.evaluate(() => performance.timeOrigin)
    // What came over the line before the answer, by kind (request times are wall-clock
    // milliseconds; the page's marks count from its time origin).
    const before = {}
    const scripts = []
    for (const load of await Promise.all(loads)) {
      const at = Math.round(load.end - timeOrigin)
      if (at > marks.drawn) continue
      before[load.type] = (before[load.type] ?? 0) + load.bytes
      if (load.type === 'script') scripts.push({ file: load.file, kB: load.bytes / 1024, at })
    }
    scripts.sort((a, b) => a.at - b.at)
    return {
      answer: marks.answer,
      ms: Math.round(marks.drawn - marks.tap),
      paintedAt: Math.round(marks.painted),
      tapAt: Math.round(marks.tap),
      lastScriptAt: scripts.at(-1)?.at ?? null,
      answeredAt: Math.round(marks.drawn),
      kBBefore: Object.fromEntries(
        Object.entries(before).map(([type, bytes]) => [type, Math.round(bytes / 1024)]),
      ),
      // Each script that came before the answer, when it had come.
      scripts: scripts.map(({ file, kB, at }) => `${at} ms ${file} ${kB.toFixed(1)} kB`),
      wallMs: Date.now() - opened,
    }
  } finally {
    await context.close()
  }
}

/** `runs` fresh visits of `url`; the median wait from the tap to its answer, and every run. */
export async function measureFirstTap({ chromiumPath, url, runs = 3 }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS })
  try {
    const samples = []
    for (let i = 0; i < runs; i++) samples.push(await tapOnce(browser, url))
    const sorted = samples.map((s) => s.ms).sort((a, b) => a - b)
    return { medianMs: sorted[Math.floor(sorted.length / 2)], runs: samples }
  } finally {
    await browser.close()
  }
}
