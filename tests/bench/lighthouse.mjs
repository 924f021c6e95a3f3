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
      const errors = []
      while (each.length < runs) {
        // A run Lighthouse could not finish (it scores it 0: no paint seen, a protocol timeout)
        // measured nothing: it is run again, up to twice as many runs in all, and named.
        const result = await measure(url, chrome.port)
        if (!result.error) each.push(result)
        else if (errors.push(result.error) > runs)
          throw new Error(`Lighthouse ${name}: ${errors.join('; ')}`)
      }
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
        retried: errors,
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
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    return { error: lhr.runtimeError?.message ?? 'no performance score' }
  }
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
