// Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU) on the system Chromium.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs'

export async function runLighthouse({ chromiumPath, urls }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  })
  const results = {}
  try {
    for (const [name, url] of Object.entries(urls)) {
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      })
      const lhr = runner.lhr
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const audit = (id) => lhr.audits[id]?.numericValue
      results[name] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(audit('largest-contentful-paint') ?? NaN),
        tbtMs: Math.round(audit('total-blocking-time') ?? NaN),
        cls: Number((audit('cumulative-layout-shift') ?? NaN).toFixed(3)),
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => a.id),
      }
    }
  } finally {
    await chrome.kill()
  }
  return results
}
