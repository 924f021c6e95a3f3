// Initial JS and CSS of a page, measured the way a visitor gets them: load the page in Chromium,
// collect every script and stylesheet it requests until its heading is on screen and no script
// or stylesheet has been in flight for a moment, and size the files from the build output with
// gzip and brotli. What loads later (idle work, prefetch) is not initial: idle callbacks are held
// back (on a fast machine the browser goes idle while the page's own chunks are still in flight,
// so idle work raced the heading) and prefetch is turned off (saveData).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { chromium } from 'playwright'

import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs'

export function compressedSizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

/** How long no script or stylesheet may be in flight before a page's first load counts as done. */
const QUIET_MS = 500

/** Measures the initial JS and CSS of each URL. `distDir` maps request paths to files. */
export async function measureInitialAssets({ chromiumPath, baseUrl, distDir, paths }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS })
  const results = {}
  try {
    for (const urlPath of paths) {
      const context = await browser.newContext()
      await context.addInitScript(() => {
        const held = []
        window.requestIdleCallback = (callback) => held.push(callback)
        window.cancelIdleCallback = (id) => {
          held[id - 1] = undefined
        }
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: {
            saveData: true,
            effectiveType: '4g',
            addEventListener() {},
            removeEventListener() {},
          },
        })
      })
      const page = await context.newPage()
      const assets = new Set()
      const inFlight = new Set()
      let lastActivity = Date.now()
      const isAsset = (request) => {
        const url = new URL(request.url())
        return url.origin === new URL(baseUrl).origin && /\.(m?js|css)$/.test(url.pathname)
      }
      page.on('request', (request) => {
        if (!isAsset(request)) return
        assets.add(new URL(request.url()).pathname)
        inFlight.add(request)
        lastActivity = Date.now()
      })
      for (const event of ['requestfinished', 'requestfailed']) {
        page.on(event, (request) => {
          if (inFlight.delete(request)) lastActivity = Date.now()
        })
      }
      await page.goto(baseUrl + urlPath, { waitUntil: 'commit' })
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 })
      // A heading in server-sent HTML shows before the code, and the entry fetches the app's code
      // once the browser reports the first paint of content (or 3 s after the start, or at once
      // for a page the server left to the app: `src/main.tsx`). Wait for that moment, then for
      // the page's own loading to end: one run counted `/` as its entry alone (1.7 kB), the
      // app's code not yet asked for within a quiet moment of the heading showing.
      await page.waitForFunction(
        () =>
          performance.getEntriesByName('first-contentful-paint').length > 0 ||
          performance.now() > 3000 ||
          !document.getElementById('root')?.hasChildNodes(),
        null,
        { timeout: 15_000, polling: 50 },
      )
      lastActivity = Math.max(lastActivity, Date.now())
      const deadline = Date.now() + 15_000
      while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const initial = new Set(assets)
      const total = {
        assets: [],
        js: { raw: 0, gzip: 0, brotli: 0, files: 0 },
        css: { raw: 0, gzip: 0, brotli: 0, files: 0 },
      }
      for (const asset of initial) {
        const kind = asset.endsWith('.css') ? 'css' : 'js'
        const sizes = compressedSizes(readFileSync(path.join(distDir, asset)))
        for (const key of ['raw', 'gzip', 'brotli']) total[kind][key] += sizes[key]
        total[kind].files += 1
        total.assets.push({ path: asset, gzip: sizes.gzip })
      }
      results[urlPath] = total
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
