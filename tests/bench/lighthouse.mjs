// Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU) on the system Chromium:
// `runs` runs a page (one after the other), each figure the median of its runs.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs'

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

export async function runLighthouse({ chromiumPath, urls, runs = 3 }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  })
  const results = {}
  try {
    for (const [name, url] of Object.entries(urls)) {
      const each = []
      for (let run = 0; run < runs; run++) each.push(await measure(url, chrome.port))
      const pick = (key) => median(each.map((r) => r[key]))
      // The failing audits of the run whose performance is the median.
      const middle = each.find((r) => r.performance === pick('performance')) ?? each[0]
      results[name] = {
        runs,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        each: each.map(({ failing: _, ...r }) => r),
        failing: middle.failing,
      }
    }
  } finally {
    await chrome.kill()
  }
  return results
}

/** One Lighthouse run of a page. */
async function measure(url, port) {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  })
  const lhr = runner.lhr
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const audit = (id) => lhr.audits[id]?.numericValue
  return {
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
