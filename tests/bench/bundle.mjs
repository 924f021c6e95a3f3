// Initial JS and CSS of a page, measured the way a visitor gets them: load the page in Chromium,
// collect every script and stylesheet it requests until its heading is on screen, and size the
// files from the build output with gzip and brotli. What loads later (idle work, prefetch) is not
// initial; prefetch is also turned off (saveData) so it cannot race the heading.
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

/** Measures the initial JS and CSS of each URL. `distDir` maps request paths to files. */
export async function measureInitialAssets({ chromiumPath, baseUrl, distDir, paths }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS })
  const results = {}
  try {
    for (const urlPath of paths) {
      const context = await browser.newContext()
      await context.addInitScript(() => {
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
      page.on('response', (response) => {
        const url = new URL(response.url())
        if (url.origin === new URL(baseUrl).origin && /\.(m?js|css)$/.test(url.pathname))
          assets.add(url.pathname)
      })
      await page.goto(baseUrl + urlPath, { waitUntil: 'commit' })
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 })
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
